// The test clock (TEST_CLOCK_NOW) lets browser tests stand on a month end in the truck's time
// zone; a production server must never run on it.
import { describe, expect, it } from "vitest";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

describe("the test clock", () => {
  it("is refused by a production server, which stops with a message naming it", async () => {
    const refused = await startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: { TEST_CLOCK_NOW: "2026-12-31T23:30:00-08:00" },
    }).then(
      async (server) => {
        await server.stop();
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/server exited with code [1-9]/);
    expect(refused).toContain("TEST_CLOCK_NOW is for tests only");
  });
});
