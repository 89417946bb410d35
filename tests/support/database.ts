// Connects the test process to the same database as the server under test, so fixtures are
// created through the domain layer and models, and the server sees them over HTTP.
import { afterAll, afterEach, beforeAll } from "vitest";
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
export { uniqueName } from "./names.ts";

/** A collection's model, as far as deleting what a test made goes. */
type Deletable = { deleteMany(filter: Record<string, unknown>): PromiseLike<unknown> };

/**
 * The values of `field` (a title, a name, an id) a file's tests made documents of `model` with:
 * those documents are deleted when the file ends.
 */
export function deletedAfterThisFile(model: Deletable, field: string): string[] {
  const values: string[] = [];
  afterAll(async () => {
    await model.deleteMany({ [field]: { $in: values } });
  });
  return values;
}

/** The same, deleted after each test. */
export function deletedAfterEachTest(model: Deletable, field: string): string[] {
  const values: string[] = [];
  afterEach(async () => {
    await model.deleteMany({ [field]: { $in: values.splice(0) } });
  });
  return values;
}
