// Staff change this week's stop from the events list on a phone, with and without JavaScript,
// "Tell followers" ticked (its default), against the real mailing engine:
// - two changes in a row make one notice, which waits; a second server on the same database whose
//   clock stands 11 minutes later sends it, once to each follower of stop changes, with the words
//   of the last change, and the list then says how many it reached;
// - an Owner's "Send now" sends the waiting notice at once: the test server mails it without the
//   wait (Staff are told an Owner can send it, issue 44).
// A follower of news only gets neither. Both servers write their mail as .eml files into one
// folder: while the server ahead sends, the test server may send some of the same notice's
// recipients too (it sends any mailing under way).
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { mailingMessageId } from "#app/domain/mailings/sending.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { StopNotice } from "#app/models/stop-notice.server.ts";
import { uniqueEmail } from "#tests/support/admin-users.ts";
import { withBusinessDetails } from "#tests/support/business-details-lock.ts";
import { uniqueName } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { releaseHeld, testMailFolder, withFutureClockLock, withServerAhead } from "#tests/support/future-server.ts";
import { sendResultsFor } from "#tests/support/mailing-results.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ signedInAs: "staff", viewport: { width: 390, height: 844 } });

const POSTAL_ADDRESS = "Sando Truck, PO Box 1234, Goleta, CA 93117";
const FIRST_REASON = "Harbor closed for a storm";
const LAST_REASON = "Storm warning: see you at the pier on Friday";
const WAITING = /A notice goes to followers at \d{1,2}:\d{2} [AP]M/;

type Follower = { id: string; email: string };
let made: { titles: string[]; emails: string[] } = { titles: [], emails: [] };

test.afterEach(async () => {
  releaseHeld();
  const events = await PopupEvent.find({ title: { $in: made.titles } }, { _id: 1 }).lean();
  const eventIds = events.map((event) => String(event._id));
  // A notice a failed test left waiting is not sent later to other tests' followers.
  const notices = await StopNotice.find({ event_id: { $in: eventIds } }, { _id: 1 }).lean();
  await Mailing.deleteMany({ _id: { $in: notices.map((notice) => String(notice._id)) }, status: "scheduled" });
  await StopNotice.deleteMany({ event_id: { $in: eventIds } });
  await PopupEvent.deleteMany({ title: { $in: made.titles } });
  await NewsletterSubscriber.deleteMany({ email: { $in: made.emails } });
  made = { titles: [], emails: [] };
});

/** Two confirmed followers of stop changes, and one of news only. */
async function makeFollowers(): Promise<{ stops: Follower[]; newsOnly: Follower }> {
  const make = async (prefix: string, topics: string[]) => {
    const email = uniqueEmail(prefix);
    made.emails.push(email);
    const follower = await NewsletterSubscriber.create({ email, confirmed_at: new Date(), topics });
    return { id: String(follower._id), email };
  };
  return {
    stops: [await make("stops-one", ["stop-changes"]), await make("stops-two", ["stop-changes", "weekly-schedule"])],
    newsOnly: await make("news-only", ["news"]),
  };
}

/** A one-off stop the day after tomorrow: inside the notice window. */
async function makeStop(): Promise<{ id: string; title: string; noticeId: string }> {
  const title = uniqueName("Harbor Lunch");
  made.titles.push(title);
  const event = await PopupEvent.create({
    title,
    address: "132 Harbor Way, Santa Barbara",
    date: addDaysToIsoDate(todayInTruckTimeZone(), 2),
    time: "11:00 AM - 3:00 PM",
    description: "Sandos by the boats.",
    display_order: 99,
  });
  return { id: event.id, title, noticeId: `stop-change:${event.id}:1` };
}

/** Cancels the stop's date from the list with `reason`, "Tell followers" left as it is (ticked). */
async function cancelFromList(page: Page, title: string, reason: string): Promise<void> {
  const row = page.getByRole("row").filter({ hasText: title });
  await row.locator("summary").click();
  await expect(row.getByLabel("Tell followers")).toBeChecked();
  // Who it would reach, each in their language (issue 50): counts only (other tests share the list).
  await expect(row.getByLabel("Tell followers")).toHaveAccessibleDescription(
    /It goes to \d+ followers? of stop changes: \d+ in English, \d+ in Spanish\.$/,
  );
  await row.getByLabel(/Reason visitors see/).fill(reason);
  await row.getByRole("button", { name: "Cancel date" }).click();
  // The list shows this change first: with JavaScript the last change's message may still be up.
  await expect(row).toContainText(`(cancelled: ${reason})`);
  await expect(page.getByRole("status")).toHaveText(/cancelled\. A notice goes to followers at \d{1,2}:\d{2} [AP]M\.$/);
}

/**
 * The business details this test needs: the postal address follower mail carries, and the week's
 * schedule mail set to a weekday three days gone, so no server sends that mail meanwhile.
 */
function detailsForSending() {
  const weekday = (new Date(`${todayInTruckTimeZone()}T12:00:00Z`).getUTCDay() + 4) % 7;
  return { postal_address: POSTAL_ADDRESS, weekly_mail: { weekday, time: "08:00" } };
}

type Delivery = { subject: string; text: string };

/** The notice's Message-ID for `follower`: the same from either server, however often sent. */
const messageIdOf = (noticeId: string, follower: Follower) =>
  mailingMessageId(`${noticeId}:${follower.id}`, baseUrl().replace("127.0.0.1", "localhost"));

/**
 * Every copy of this notice `follower` got: both servers write their mail as .eml files into one
 * folder, named after the Message-ID (other stops' notices, sent meanwhile to every follower of
 * stop changes, are not counted).
 */
async function deliveriesTo(follower: Follower, noticeId: string): Promise<Delivery[]> {
  const dir = testMailFolder();
  const suffix = `-${messageIdOf(noticeId, follower).replace(/[^\w.-]/g, "_")}.eml`;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(suffix));
  } catch {
    // No mail written yet.
  }
  return Promise.all(
    names.map(async (name) => {
      const mail = await PostalMime.parse(readFileSync(resolve(dir, name)));
      expect(mail.to?.map((to) => to.address)).toEqual([follower.email]);
      return { subject: mail.subject ?? "", text: mail.text ?? "" };
    }),
  );
}

/** A stop of the test's own and its followers; its row in the portal's list of events. */
async function stopWithFollowers(page: Page) {
  const stop = await makeStop();
  return { followers: await makeFollowers(), stop, row: page.getByRole("row").filter({ hasText: stop.title }) };
}

/** Cancels the stop's next date from the list, with the first reason: its notice waits. */
async function cancelFirst(page: Page, stop: { title: string }, row: Locator): Promise<void> {
  await openPortal(page, "/admin/events");
  await cancelFromList(page, stop.title, FIRST_REASON);
  await expect(row).toContainText(WAITING);
}

test("two changes in a row make one notice, sent once to each follower when the wait is over", async ({ page }) => {
  test.setTimeout(120_000);
  const { followers, stop, row } = await stopWithFollowers(page);

  await withFutureClockLock(async () => {
    await cancelFirst(page, stop, row);
    // Sending it before its time is an Owner's.
    await expect(row).toContainText("An Owner can send it now");
    await expect(row.getByRole("button", { name: /^Send now/ })).toHaveCount(0);
    const first = await mailingProgress(stop.noticeId);
    expect(first).toMatchObject({ kind: "stop-change", status: "scheduled" });
    expect(new Date(first!.sendAt).getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);

    // A second change: the same notice, its wait started again.
    await cancelFromList(page, stop.title, LAST_REASON);
    await expect(row).toContainText(WAITING);
    const second = await mailingProgress(stop.noticeId);
    expect(second).toMatchObject({ status: "scheduled" });
    expect(new Date(second!.sendAt).getTime()).toBeGreaterThanOrEqual(new Date(first!.sendAt).getTime());
    expect(await StopNotice.countDocuments({ event_id: stop.id })).toBe(1);

    // 11 minutes later, as a server standing there sees it: the notice goes.
    await withBusinessDetails(detailsForSending(), () =>
      withServerAhead(11, async () => {
        await expect.poll(async () => (await mailingProgress(stop.noticeId))?.status, { timeout: 30_000 }).toBe("sent");
        for (const follower of followers.stops) {
          const copies = await deliveriesTo(follower, stop.noticeId);
          expect(copies, follower.email).toHaveLength(1);
          expect(copies[0]!.subject).toMatch(new RegExp(`^Cancelled: ${stop.title}, `));
          expect(copies[0]!.text).toContain(LAST_REASON);
          expect(copies[0]!.text).not.toContain(FIRST_REASON);
          expect(copies[0]!.text).toContain("Where the truck is next:");
        }
        // The follower of news only is not on the notice's list.
        expect(await sendResultsFor(stop.noticeId, followers.newsOnly.email)).toBeNull();
        // Only this one notice of the stop was ever made.
        expect(await StopNotice.countDocuments({ event_id: stop.id })).toBe(1);
      }),
    );
  });

  const sent = await mailingProgress(stop.noticeId);
  expect(sent!.sent).toBeGreaterThanOrEqual(followers.stops.length);
  await openPortal(page, "/admin/events");
  await expect(row).toContainText(`Sent to ${sent!.sent} followers`);
  await expect(row.getByRole("button", { name: /^Send now/ })).toHaveCount(0);
});

test.describe("an Owner", () => {
  // "Send now" is an Owner's (issue 44): Staff see that an Owner can send it.
  test.use({ signedInAs: "owner" });

  test("Send now sends the waiting notice at once", async ({ page }) => {
    test.setTimeout(120_000);
    const { followers, stop, row } = await stopWithFollowers(page);

    await withFutureClockLock(async () => {
      await cancelFirst(page, stop, row);
      expect(await mailingProgress(stop.noticeId)).toMatchObject({ status: "scheduled" });

      await withBusinessDetails(detailsForSending(), async () => {
        await row.getByRole("button", { name: /^Send now/ }).click();
        await expect(page.getByRole("status")).toHaveText("The notice is going out to followers now");
        // Sent by the test server, well inside the 10 minutes it would have waited.
        await expect.poll(async () => (await mailingProgress(stop.noticeId))?.status, { timeout: 30_000 }).toBe("sent");
      });
    });

    for (const follower of followers.stops) {
      expect(await sendResultsFor(stop.noticeId, follower.email), follower.email).toEqual(["sent"]);
      const copies = await deliveriesTo(follower, stop.noticeId);
      expect(copies, follower.email).toHaveLength(1);
      expect(copies[0]!.text).toContain(FIRST_REASON);
    }
    expect(await sendResultsFor(stop.noticeId, followers.newsOnly.email)).toBeNull();
    const sent = await mailingProgress(stop.noticeId);
    await page.reload();
    await expect(row).toContainText(`Sent to ${sent!.sent} followers`);
    expect(await StopNotice.countDocuments({ event_id: stop.id })).toBe(1);
  });
});
