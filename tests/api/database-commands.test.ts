// Public requests ask the database no more than they need: measured from the request log,
// which counts each request's database commands (driver command monitoring).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSURES_COPY_MS } from "#app/domain/closures/closures.server.ts";
import { LIVE_STATUS_COPY_MS } from "#app/domain/live-status/live-status.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";
import { getWithDatabaseCommands, startUpDone } from "#tests/support/request-log.ts";

const COPY_SECONDS = 10;
let server: ServerProcess;
beforeAll(async () => {
  // The business details come from each server's copy, as in production (the test runs turn the
  // copy off for the other files): a page reads them once in its life, not per request.
  server = await startServerProcess({
    mongodbUri: testDatabaseUri(),
    env: { LOG_REQUESTS: "true", BUSINESS_DETAILS_COPY_SECONDS: String(COPY_SECONDS) },
  });
  await startUpDone(server);
});
afterAll(() => server?.stop());

/**
 * A page's own cost: the fewest commands of four answers within the life of the shortest of the
 * per-process copies a public page reads from (the business details', COPY_SECONDS here, the
 * closures', CLOSURES_COPY_MS, and today's live statuses', LIVE_STATUS_COPY_MS). Within that life
 * each of the three copies is refilled at most once, so at most three of the four answers carry a
 * refill (fewer answers were not enough: an earlier CI counted 3 for "/" when two answers refilled
 * the business details and the closures). On a machine so busy that the four took longer than
 * that, they are asked again: the count is not raced against a copy's end.
 */
async function databaseCommandsFor(path: string): Promise<number> {
  const window = Math.min(COPY_SECONDS * 1000, CLOSURES_COPY_MS, LIVE_STATUS_COPY_MS);
  for (;;) {
    const started = performance.now();
    const counts: number[] = [];
    for (let answer = 0; answer < 4; answer += 1) counts.push((await getWithDatabaseCommands(server, path)).dbCommands);
    if (performance.now() - started < window) return Math.min(...counts);
  }
}

// What each answer really needs: the banner (every public page, through the public layout),
// then the page's own list (the home page's is the upcoming events, for the next stop). The menu is two queries, categories and available items, sent
// at once (FerretDB has no $lookup to join them).
const NEEDED = [
  { path: "/", commands: 2, what: "banner, upcoming events (the next stop)" },
  { path: "/menu", commands: 3, what: "banner, categories, menu items" },
  { path: "/popup-locations", commands: 2, what: "banner, upcoming events" },
  { path: "/press", commands: 2, what: "banner, published articles" },
  { path: "/api/menu-items", commands: 2, what: "categories, menu items" },
  { path: "/api/events", commands: 1, what: "upcoming events" },
  { path: "/api/banner-settings", commands: 1, what: "banner" },
];

describe("database commands per public request", () => {
  for (const { path, commands, what } of NEEDED) {
    it(`${path} issues at most ${commands} (${what})`, async () => {
      const count = await databaseCommandsFor(path);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(commands);
    });
  }

  it("a client-side navigation loads only the new page's data, not the banner again", async () => {
    expect(await databaseCommandsFor("/menu.data?_routes=routes%2Fpublic%2Fmenu")).toBe(2);
  });
});
