// Connects the test process to the same database as the server under test, so fixtures are
// created through the domain layer and models, and the server sees them over HTTP.
import { afterAll, afterEach, beforeAll } from "vitest";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { testDatabaseUri } from "./environment.ts";
import { uniqueName } from "./names.ts";

export function useTestDatabase(uri: () => string = testDatabaseUri): void {
  beforeAll(async () => {
    await connectDatabase(uri());
  });
  afterAll(async () => {
    await disconnectDatabase();
  });
}

/** A name no other test uses, so tests never depend on each other's data. */
export { uniqueName };

/** A collection's model, as far as deleting what a test made goes. */
type Deletable = { deleteMany(filter: Record<string, unknown>): PromiseLike<unknown> };

/**
 * Unique names (in `field`: a title, a name) for the documents of `model` a file's tests make:
 * each call gives a new one after `prefix`, and the documents named so are deleted when the file
 * ends.
 */
export function namesDeletedAfterThisFile(model: Deletable, field: string): (prefix: string) => string {
  const names: string[] = [];
  afterAll(async () => {
    await model.deleteMany({ [field]: { $in: names } });
  });
  return (prefix) => {
    const name = uniqueName(prefix);
    names.push(name);
    return name;
  };
}

/** The values of `field` (an id) the tests made documents of `model` with, deleted after each test. */
export function deletedAfterEachTest(model: Deletable, field: string): string[] {
  const values: string[] = [];
  afterEach(async () => {
    await model.deleteMany({ [field]: { $in: values.splice(0) } });
  });
  return values;
}
