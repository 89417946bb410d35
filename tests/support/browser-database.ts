// Browser tests that need fixtures connect to the server's database, once per worker file.
import { test } from "@playwright/test";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { testDatabaseUri } from "./environment.ts";

/** Connects before the file's tests; runs `cleanUp` (removing fixtures) before disconnecting. */
export function useDatabaseInBrowserTests(cleanUp: () => Promise<unknown> = async () => {}): void {
  test.beforeAll(async () => {
    await connectDatabase(testDatabaseUri());
  });
  test.afterAll(async () => {
    try {
      await cleanUp();
    } finally {
      await disconnectDatabase();
    }
  });
}
