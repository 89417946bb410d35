// Connects the test process to the same database as the server under test, so fixtures are
// created through the domain layer and models, and the server sees them over HTTP.
import { afterAll, beforeAll } from "vitest";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { testDatabaseUri } from "./environment.ts";

export function useTestDatabase(uri: () => string = testDatabaseUri): void {
  beforeAll(async () => {
    await connectDatabase(uri());
  });
  afterAll(async () => {
    await disconnectDatabase();
  });
}

/** A name no other test uses, so tests never depend on each other's data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
