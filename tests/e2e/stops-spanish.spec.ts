// Issue 49 in the browser, at 390 px with JavaScript on and off: an Owner types a stop in both
// languages in the portal's form (its title, its description and a cancelled day's reason); a
// Spanish visitor reads them on /es/popup-locations while the English page is unchanged. A Staff
// member follows the stop's line under "Needs Spanish" to its form, marks the title the same and
// types the description's Spanish, and the line goes. The stops run two months ahead, last in the
// list, so no other test's next stop changes.
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

const titles: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

const first = addDaysToIsoDate(todayInTruckTimeZone(), 60);
const week = (n: number) => addDaysToIsoDate(first, 7 * n);

test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("types a stop in both languages; /es/popup-locations shows the Spanish, /popup-locations the English", async ({
    page,
  }) => {
    const title = uniqueName("Sunset Wharf");
    const spanishTitle = uniqueName("Muelle al atardecer");
    titles.push(title);
    await openPortal(page, "/admin/events/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Title in Spanish").fill(spanishTitle);
    await page.getByLabel("Address").fill("219 Stearns Wharf, Santa Barbara");
    await page.getByLabel("Date", { exact: true }).fill(first);
    await page.getByLabel("Time").fill("5:00 PM - 9:00 PM");
    await page.getByLabel("Repeat", { exact: true }).selectOption("weekly");
    await page.getByLabel(/Repeat until/).fill(week(3));
    await page.getByLabel(/^Cancelled days/).fill(`${week(1)} Rained out`);
    await page
      .getByLabel("The same days' reasons in Spanish, one per line (optional)")
      .fill(`${week(1)} Se suspendió por la lluvia`);
    await page.getByLabel("Description", { exact: true }).fill("Sandos on the wharf at sunset.");
    await page.getByLabel("Description in Spanish").fill("Sandos en el muelle al atardecer.");
    await page.getByLabel("Display Order").fill("99");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByRole("status")).toHaveText("Event created successfully");

    await page.goto("/es/popup-locations");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: spanishTitle }) });
    await expect(card.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang");
    await expect(card.getByText("Sandos en el muelle al atardecer.")).not.toHaveAttribute("lang");
    const cancelled = card.locator(".event-dates li").filter({ has: page.locator(`time[datetime="${week(1)}"]`) });
    await expect(cancelled).toContainText("Cancelada: Se suspendió por la lluvia");
    await expect(cancelled.locator('[lang="en"]')).toHaveCount(0);

    await page.goto("/popup-locations");
    const english = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(english).toContainText("Sandos on the wharf at sunset.");
    await expect(english.locator(".event-dates li").filter({ hasText: "Cancelled" })).toContainText(
      "Cancelled: Rained out",
    );
  });
});

test.describe("a Staff member", () => {
  test.use({ signedInAs: "staff" });

  test("follows a stop's line under 'Needs Spanish' to its form; 'Same in Spanish' and a Spanish description make it go", async ({
    page,
  }) => {
    const title = uniqueName("Harbor Karaage Night");
    titles.push(title);
    await PopupEvent.create({
      title,
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      date: first,
      time: "5:00 PM - 8:00 PM",
      description: "Karaage by the harbor.",
      display_order: 99,
    });
    const line = page.getByRole("link", { name: `${title} (stop): title, description` });
    await openPortal(page, "/admin/dashboard");
    await page.getByText("Which ones").click();
    await line.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Event");
    await page.getByRole("checkbox", { name: "Same in Spanish (Title)" }).check();
    await page.getByLabel("Description in Spanish").fill("Karaage junto al puerto.");
    await page.getByRole("button", { name: "Update Event" }).click();
    await expect(page.getByRole("status")).toHaveText(/Event updated successfully/);

    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: new RegExp(`^${title} \\(stop\\)`) })).toHaveCount(0);
    await page.goto("/es/popup-locations");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang");
    await expect(card).toContainText("Karaage junto al puerto.");
  });
});
