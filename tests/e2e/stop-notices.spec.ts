// Staff cancel this week's stop from the events list with "Tell followers" ticked (its default),
// with and without JavaScript, on a phone: the list says when the notice goes, and "Send now"
// sends it at once. The mailing's state is read through the mailing engine's contract.
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { StopNotice } from "#app/models/stop-notice.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ signedInAs: "staff", viewport: { width: 390, height: 844 } });

const titles: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
});

test("a cancellation with Tell followers schedules one notice, and Send now sends it at once", async ({ page }) => {
  const title = uniqueName("Harbor Lunch");
  titles.push(title);
  const date = addDaysToIsoDate(todayInTruckTimeZone(), 2);
  const event = await PopupEvent.create({
    title,
    address: "132 Harbor Way, Santa Barbara",
    date,
    time: "11:00 AM - 3:00 PM",
    description: "Sandos by the boats.",
    display_order: 99,
  });
  const mailingId = `stop-change:${event.id}:1`;

  await openPortal(page, "/admin/events");
  const row = () => page.getByRole("row").filter({ hasText: title });
  await row().locator("summary").click();
  await expect(row().getByLabel("Tell followers")).toBeChecked();
  await row()
    .getByLabel(/Reason visitors see/)
    .fill("Harbor closed for a storm");
  await row().getByRole("button", { name: "Cancel date" }).click();

  await expect(page.getByRole("status")).toHaveText(
    new RegExp(`^${date} cancelled\\. A notice goes to followers at \\d{1,2}:\\d{2} [AP]M\\.$`),
  );
  await expect(row()).toContainText(/A notice goes to followers at \d{1,2}:\d{2} [AP]M/);
  const waiting = await mailingProgress(mailingId);
  expect(waiting).toMatchObject({ kind: "stop-change", status: "scheduled" });
  expect(waiting!.subject).toMatch(new RegExp(`^Cancelled: ${title}`));
  expect(new Date(waiting!.sendAt).getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);

  await row()
    .getByRole("button", { name: /^Send now/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("The notice is going out to followers now");
  const sent = await mailingProgress(mailingId);
  expect(new Date(sent!.sendAt).getTime()).toBeLessThanOrEqual(Date.now());
  expect(await StopNotice.countDocuments({ event_id: event.id })).toBe(1);
});
