// A stop's own page (issue 53) at 390 px, JavaScript on and off, on a database and server of its
// own whose clock stands on Friday, June 6, 2031 in Santa Barbara: a visitor reads Harbor
// Fridays' page in English and in Spanish and follows it to the newsletter with changes to stops
// ticked; the code on the sign of a stop that is over lands on the schedule. The "Review us"
// cards' code leads to the review page, and a review ask's link stops them with one tap.
import mongoose from "mongoose";
import { reviewOptOutUrl } from "#app/domain/review-asks/review-ask-links.server.ts";
import { signCodeOf } from "#app/domain/signs/sign-codes.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { ReviewOptOut } from "#app/models/review-opt-out.server.ts";
import { type ServerProcess, startServerProcess, TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
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

test("the review cards' code leads to the review page, the same for everyone", async ({ page }) => {
  await page.goto(`${server!.url}/s/review`);
  await expect(page).toHaveURL(`${server!.url}/review`);
  await expect(page.getByRole("heading", { level: 1, name: "Tell people how it was" })).toBeVisible();
  // No write a review page given: the listings of the business details.
  await expect(page.getByRole("link", { name: "Write a review on Google" })).toHaveAttribute(
    "href",
    "https://www.google.com/search?q=Sando+Truck+Santa+Barbara+reviews",
  );
  await expect(page.getByRole("link", { name: "Write a review on Yelp" })).toBeVisible();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(`${server!.url}/es/review`);
  await expect(page.getByRole("link", { name: "Escribir una reseña en Google" })).toBeVisible();
});

test("a review ask's link stops review mail to its address with one tap", async ({ page }) => {
  const email = `client-${test.info().project.name}@example.com`;
  const link = new URL(reviewOptOutUrl(email, { siteUrl: server!.url, secret: TEST_SESSION_SECRET }, "es"));
  await page.goto(`${server!.url}${link.pathname}${link.search}`);
  await expect(page.getByText(`¿Dejamos de pedir reseñas a ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Dejar de recibir estos correos" }).click();
  await expect(page.getByText(`Listo: no volveremos a pedir una reseña a ${email}.`)).toBeVisible();
  expect(
    await connection!.model("ReviewOptOut", ReviewOptOut.schema, "review_opt_outs").exists({ _id: email }),
  ).toBeTruthy();
});
