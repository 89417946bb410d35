// Where the truck is, read in Spanish (issue 48) on a phone, JavaScript on and off: the next stop
// on /es with its Spanish date, hours re-formatted as es-US writes them, its status (read again by
// the browser in the same words) and the order links; /es/popup-locations with its cards, the
// stop times staff typed that cannot be read kept as typed and marked English, the Spanish feed
// and structured data; and a closure's "Cerrado hasta el …". The English twins are unchanged.
// Each scene runs on a server whose clock stands at its moment (TEST_CLOCK_NOW), on a database of
// the file's own, in a browser in Tokyo (server and browser must agree).
import type { ConsoleMessage, Page } from "@playwright/test";
import ICAL from "ical.js";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { HARBOR_FRIDAYS } from "#tests/support/harbor-fridays.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { ORDER_LINK_DETAILS } from "#tests/support/order-link-stops.ts";
import { readJsonLd } from "#tests/support/page-checks.ts";
import { useSceneServers } from "#tests/support/scene-servers.ts";

const SCENES = {
  // Friday May 3 2030, 3:30 PM Pacific Daylight Time: Harbor Fridays starts at 4, its pickup window is open.
  beforeHarbor: "2030-05-03T15:30:00-07:00",
  // Tuesday May 21: inside a closure from Monday 20 to Wednesday 22.
  closed: "2030-05-21T10:00:00-07:00",
} as const;
type Scene = keyof typeof SCENES;
let harborId = "";

test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Tokyo" });

const servers = useSceneServers("spanish_stops", SCENES, async (connection) => {
  const [harbor] = await connection.model("Event", PopupEvent.schema).create([
    {
      ...HARBOR_FRIDAYS,
      cancellations: [{ date: "2030-05-10", reason: "Rained out, back next Friday" }],
      display_order: 0,
    },
    {
      title: "Night Market",
      address: "2 Funk Zone, Santa Barbara, CA 93101",
      date: "2030-05-06",
      time: "Sunset until sold out",
      description: "Monday night.",
      display_order: 1,
    },
  ]);
  harborId = String(harbor!._id);
  await connection.model("BusinessDetails", BusinessDetails.schema).create(ORDER_LINK_DETAILS);
  await connection.model("Closure", Closure.schema).create({
    starts_on: "2030-05-20",
    ends_on: "2030-05-22",
    reason: "Family week",
    touched_from: "2030-05-20",
    touched_until: "2030-05-22",
  });
});

/** Opens a page of a scene's server; with JavaScript, waits until its next stop is hydrated. Returns console errors. */
async function open(page: Page, scene: Scene, path: string, javaScriptEnabled: boolean) {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // The browser's own clock is weeks away: the block keeps to the server's.
  if (javaScriptEnabled) await page.clock.setFixedTime(new Date("2030-06-15T12:00:00-07:00"));
  const response = await page.goto(`${servers.get(scene)!.url}${path}`);
  expect(response?.status()).toBe(200);
  const block = page.locator("section.next-stop");
  if (javaScriptEnabled) {
    await whenHydrated(block);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  return { block, problems };
}

test("the next stop on /es: Spanish date, es-US hours and status, order links in Spanish", async ({
  page,
  javaScriptEnabled,
}) => {
  const { block, problems } = await open(page, "beforeHarbor", "/es", javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("region", { name: "Próxima parada" })).toBeVisible();
  await expect(block).toContainText("Hoy a partir de 4:00 p.m.");
  await expect(block).toContainText("viernes, 3 de mayo de 2030, 4:00 p.m. - 9:00 p.m.");
  // What staff typed is marked English.
  await expect(block.locator(".next-stop__title [lang=en]")).toHaveText("Harbor Fridays");
  await expect(block.locator("[lang=en]").filter({ hasText: "113 Harbor Way" })).toHaveCount(1);
  await expect(block.getByRole("link", { name: "Cómo llegar" })).toHaveAttribute("href", /google\.com\/maps/);
  await expect(block.getByRole("link", { name: "Agregar al calendario" })).toHaveAttribute(
    "href",
    `/es/events/${harborId}.ics`,
  );
  await expect(block.getByRole("link", { name: "Pide por adelantado para recoger" })).toBeVisible();
  await expect(block.getByRole("link", { name: "Pide en DoorDash" })).toBeVisible();
  await expect(block.getByRole("link", { name: /^Llama y pide para recoger: / })).toBeVisible();
  await expect(block).not.toContainText(/Next stop|Today from|Order|Directions|Add to calendar/);
  expect(problems).toEqual([]);
});

test("the English home's next stop is unchanged", async ({ page, javaScriptEnabled }) => {
  const { block, problems } = await open(page, "beforeHarbor", "/", javaScriptEnabled);
  await expect(page.getByRole("region", { name: "Next stop" })).toBeVisible();
  await expect(block).toContainText("Today from 4:00 PM");
  await expect(block).toContainText("Friday, May 3, 2030, 4:00 PM - 9:00 PM");
  await expect(block.locator("[lang]")).toHaveCount(0);
  await expect(block.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `/events/${harborId}.ics`);
  await expect(block.getByRole("link", { name: "Order ahead for pickup" })).toBeVisible();
  await expect(block.getByRole("link", { name: "Order on DoorDash" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("/es/popup-locations: Spanish page and cards, typed hours kept and marked, the Spanish feed and structured data", async ({
  page,
  javaScriptEnabled,
}) => {
  const { problems } = await open(page, "beforeHarbor", "/es/popup-locations", javaScriptEnabled);
  await expect(page).toHaveTitle("Ubicaciones | Cuándo y dónde | Sando Truck");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cuándo y dónde");
  await expect(page.getByRole("link", { name: "Suscríbete a nuestro calendario" })).toHaveAttribute(
    "href",
    "/es/events.ics",
  );

  const harbor = page.locator(".event-card").filter({ hasText: "Harbor Fridays" });
  await expect(harbor.getByRole("heading", { name: "Harbor Fridays" })).toHaveAttribute("lang", "en");
  await expect(harbor.locator(".event-card__repeat")).toHaveText("Cada viernes, 4:00 p.m. - 9:00 p.m.");
  await expect(harbor).toContainText("Próxima3 may 2030");
  await expect(harbor.getByRole("heading", { name: "Próximas fechas" })).toBeVisible();
  const cancelled = harbor.locator(".event-dates__cancelled");
  await expect(cancelled).toContainText("vie, 10 de may Cancelada: Rained out, back next Friday");
  await expect(cancelled.locator("[lang=en]")).toHaveText("Rained out, back next Friday");
  await expect(harbor.getByRole("link", { name: /^Agregar al calendario ?: Harbor Fridays$/ })).toHaveAttribute(
    "href",
    `/es/events/${harborId}.ics`,
  );
  await expect(harbor.getByRole("link", { name: "Cómo llegar a Harbor Fridays" })).toBeVisible();
  await expect(harbor.getByRole("link", { name: "Pide en DoorDash" })).toBeVisible();

  // Hours staff typed that are no clock times: as typed, marked English.
  const night = page.locator(".event-card").filter({ hasText: "Night Market" });
  await expect(night).toContainText("Fecha6 may 2030");
  await expect(night.locator("dd[lang=en], dd [lang=en]")).toHaveText([
    "Sunset until sold out",
    "2 Funk Zone, Santa Barbara, CA 93101",
  ]);

  await expect(page.getByRole("link", { name: "Reserva el catering" })).toHaveAttribute("href", "/es/catering-events");
  await expect(page.locator("main")).not.toContainText(
    /When & where|Subscribe|Every Friday,|Next dates|Cancelled|Directions|Add to calendar|Book Catering/,
  );

  const events = (await readJsonLd(page)).filter((item) => item["@type"] === "Event");
  expect(
    events.find((item) => item.name === "Harbor Fridays" && item.eventStatus?.toString().endsWith("Cancelled")),
  ).toMatchObject({
    inLanguage: "es",
    description: "Cancelada: Rained out, back next Friday. Every Friday by the harbor.",
  });

  // The feeds: the same stops and UIDs in both languages, Spanish words in the Spanish one.
  const origin = servers.get("beforeHarbor")!.url;
  const feed = async (path: string) => {
    const answer = await page.request.get(`${origin}${path}`);
    expect(answer.headers()["content-type"]).toContain("text/calendar");
    return new ICAL.Component(ICAL.parse(await answer.text()));
  };
  const spanish = await feed("/es/events.ics");
  const english = await feed("/events.ics");
  const uids = (calendar: ICAL.Component) =>
    calendar.getAllSubcomponents("vevent").map((vevent) => String(vevent.getFirstPropertyValue("uid")));
  expect(uids(spanish)).toEqual(uids(english));
  const summaries = spanish.getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("summary"));
  expect(summaries).toContain("Sando Truck en Harbor Fridays");
  expect(summaries).toContain("Cancelada: Sando Truck en Harbor Fridays");
  const one = await feed(`/es/events/${harborId}.ics`);
  expect(String(one.getFirstSubcomponent("vevent")!.getFirstPropertyValue("url"))).toMatch(/\/es\/popup-locations$/);
  expect(problems).toEqual([]);
});

test("a closure on /es says 'Cerrado hasta el …' with its reason marked English; English says 'Closed until …'", async ({
  page,
  javaScriptEnabled,
}) => {
  const spanish = await open(page, "closed", "/es", javaScriptEnabled);
  const closed = spanish.block.locator(".next-stop__closed");
  await expect(closed).toHaveText("Cerrado hasta el jueves, 23 de mayo. Family week");
  await expect(closed.locator("[lang=en]")).toHaveText("Family week");
  // No order links while closed.
  await expect(spanish.block.getByRole("link", { name: /^Pide/ })).toHaveCount(0);
  expect(spanish.problems).toEqual([]);

  const english = await open(page, "closed", "/", javaScriptEnabled);
  await expect(english.block.locator(".next-stop__closed")).toHaveText("Closed until Thursday, May 23. Family week");
  await expect(english.block.locator(".next-stop__closed [lang]")).toHaveCount(0);
});
