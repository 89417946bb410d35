// The scenes of the order-link browser tests (issue 34), for order-links.spec.ts and its
// JavaScript-only sibling: a database of the file's own with two stops and the Owner's order
// links, and a server per scene whose clock stands at that moment (TEST_CLOCK_NOW), with an
// analytics id set. Call useOrderLinkScenes() at the top of a spec file.

import type { Page } from "@playwright/test";
import mongoose from "mongoose";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { HARBOR_STOP, ORDER_LINK_DETAILS } from "#tests/support/order-link-stops.ts";

export { DOORDASH, PICKUP } from "#tests/support/order-link-stops.ts";

// Harbor Stop is on Friday May 3 2030, 4:00 PM - 9:00 PM (Pacific Daylight Time, UTC-7): its
// pickup window is 3:00 PM to 9:00 PM.
const SCENES = {
  before: "2030-05-03T14:59:00-07:00",
  inside: "2030-05-03T15:01:00-07:00",
} as const;

export type Scene = keyof typeof SCENES;

/** Registers the file's hooks; returns each scene's server, once they have started. */
export function useOrderLinkScenes(): Map<Scene, ServerProcess> {
  const databaseUri = `${testMongoBase()}/sando_order_links_${process.pid}_${Date.now()}`;
  const servers = new Map<Scene, ServerProcess>();
  // A connection of its own: the worker's shared one may point at the main test database.
  let connection: mongoose.Connection | undefined;

  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // One worker runs the file's tests in turn, so the scene servers start once per project.
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    connection = await mongoose.createConnection(databaseUri).asPromise();
    await connection.model("Event", PopupEvent.schema).create([
      HARBOR_STOP,
      {
        title: "Mesa Market",
        address: "1 Mesa Ln, Santa Barbara, CA 93109",
        date: "2030-05-04",
        time: "11:00 AM - 2:00 PM",
        description: "Saturday market.",
        display_order: 1,
      },
    ]);
    await connection.model("BusinessDetails", BusinessDetails.schema).create(ORDER_LINK_DETAILS);
    await Promise.all(
      (Object.entries(SCENES) as [keyof typeof SCENES, string][]).map(async ([scene, now]) => {
        servers.set(
          scene,
          await startServerProcess({
            mongodbUri: databaseUri,
            env: { NODE_ENV: "test", TEST_CLOCK_NOW: now, ANALYTICS_ID: "G-TEST12345" },
          }),
        );
      }),
    );
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await connection?.dropDatabase();
    await connection?.close();
  });

  test.beforeEach(async ({ page }) => {
    // The measurement script is third-party: never fetched in tests.
    await page.route("https://www.googletagmanager.com/**", (route) => route.abort());
  });
  return servers;
}

/** A stop's card on /popup-locations. */
export const card = (page: Page, title: string) =>
  page.locator(".event-card").filter({ has: page.getByRole("heading", { name: title }) });
