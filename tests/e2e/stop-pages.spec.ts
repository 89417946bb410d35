// A stop's own page (issue 53) at 390 px, JavaScript on and off, on a database and server of its
// own whose clock stands on Friday, June 6, 2031 in Santa Barbara: a visitor reads Harbor
// Fridays' page in English and in Spanish and follows it to the newsletter with changes to stops
// ticked; the code on the sign of a stop that is over lands on the schedule.
import mongoose from "mongoose";
import { signCodeOf } from "#app/domain/signs/sign-codes.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { HARBOR_FRIDAYS, SPRING_MARKET } from "#tests/support/stop-page-stops.ts";

test.use({ viewport: { width: 390, height: 844 } });

const databaseUri = `${testMongoBase()}/sando_stop_pages_e2e_${process.pid}_${Date.now()}`;
let server: ServerProcess | undefined;
let connection: mongoose.Connection | undefined;
const ids = { harbor: "", spring: "" };

test.beforeAll(async () => {
  connection = await mongoose.createConnection(databaseUri).asPromise();
  const [harbor, spring] = await connection.model("Event", PopupEvent.schema).create([HARBOR_FRIDAYS, SPRING_MARKET]);
  Object.assign(ids, { harbor: String(harbor!._id), spring: String(spring!._id) });
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { NODE_ENV: "test", TEST_CLOCK_NOW: "2031-06-06T10:00:00-07:00" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await connection?.dropDatabase();
  await connection?.close();
});

test("a visitor reads a stop's page in English and Spanish, and follows changes to stops from it", async ({ page }) => {
  await page.goto(`${server!.url}/stops/${ids.harbor}`);
  await expect(page.getByRole("heading", { level: 1, name: "Harbor Fridays" })).toBeVisible();
  await expect(page.getByText("Every Friday, 4:00 PM - 9:00 PM")).toBeVisible();
  await expect(page.getByText("Cancelled: Harbor festival")).toBeVisible();
  await expect(page.getByRole("link", { name: "Directions to Harbor Fridays" })).toBeVisible();

  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(`${server!.url}/es/stops/${ids.harbor}`);
  await expect(page.getByRole("heading", { level: 1, name: "Viernes en el puerto" })).toBeVisible();
  await expect(page.getByText("Cancelada: Fiesta del puerto")).toBeVisible();

  await page.getByRole("link", { name: "Seguir los cambios de paradas" }).click();
  await expect(page).toHaveURL(`${server!.url}/es/newsletter?topic=stop-changes`);
  const topics = page.getByRole("group").getByRole("checkbox");
  await expect(topics).toHaveCount(3);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(topics.nth(1)).toBeChecked();
});

test("the code on the sign of a stop that is over lands on the schedule", async ({ page }) => {
  await page.goto(`${server!.url}/s/${signCodeOf(ids.spring)}`);
  await expect(page).toHaveURL(`${server!.url}/popup-locations`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The current schedule: this week's stop, and not the one that is over.
  await expect(page.getByRole("link", { name: "Harbor Fridays" }).first()).toBeVisible();
  await expect(page.getByText("Spring market")).toHaveCount(0);
});
