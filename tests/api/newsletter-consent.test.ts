// Subscriptions with consent (issue 31), through a real SMTP server: a new address gets one mail,
// a confirmation link, and nothing else until it is followed; following it confirms (with the
// consent kept) and welcomes; the signed preferences link changes topics or unsubscribes, also by
// a mail client's one-click POST; an address that left is never mailed again unless it confirms
// anew; forged and expired links do nothing.
import { describe, expect, it } from "vitest";
import { listFollowers, oneClickUnsubscribeUrl, preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import { confirmationUrl } from "#app/domain/newsletter/links.server.ts";
import { listSubscribers, subscribersCsv } from "#app/domain/newsletter/subscriber-list.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import type { ReceivedMail } from "#tests/support/smtp.ts";

const mail = mailingServerOfThisFile("consent", (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: "false",
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));

let clientNumber = 0;
function newClient(): string {
  clientNumber += 1;
  return `198.51.100.${clientNumber}`;
}

function postJson(path: string, body: unknown, client = newClient()) {
  return fetch(`${mail.server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });
}

/** A form post as a browser without JavaScript sends it (with the site's Origin). */
function postForm(url: string, fields: [string, string][]) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
    body: new URLSearchParams(fields).toString(),
  });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const links = () => ({ siteUrl: mail.server.url, secret: TEST_SESSION_SECRET });
const mailsTo = (email: string) => mail.smtp.messages.filter((message) => message.envelopeTo.includes(email));

/** The confirmation link in a mail's plain text. */
function confirmLinkIn(message: ReceivedMail): string {
  const match = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(message.text ?? "");
  if (!match?.[1]) throw new Error(`no confirmation link in: ${message.text}`);
  return match[1];
}

async function waitForMails(email: string, count: number): Promise<ReceivedMail[]> {
  await mail.smtp.waitFor(() => mailsTo(email).length >= count);
  return mailsTo(email);
}

describe("subscribing", () => {
  it("mails a new address one confirmation link and nothing else; the link confirms, keeps the consent and welcomes", async () => {
    const email = unique("reader");
    const client = newClient();
    const answer = await postJson("/api/subscribe", { email, topics: ["news", "weekly-schedule"] }, client);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: "Successfully subscribed!" });

    // Asking again (or asking for the welcome) before confirming sends nothing more.
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    expect((await postJson("/api/send-welcome-email", { email })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe("Confirm your Sando Truck newsletter subscription");
    expect(confirmation!.text).toContain("News and specials");
    expect(confirmation!.text).not.toContain("Changes to upcoming stops");
    expect(await OutboxMessage.countDocuments({ to: email })).toBe(1);
    expect(await listFollowers("news")).not.toContainEqual(expect.objectContaining({ email }));

    const pending = await NewsletterSubscriber.findOne({ email }).lean();
    expect(pending?.confirmed_at).toBeNull();
    expect(pending?.pending).toMatchObject({ form: "api", topics: ["weekly-schedule", "news"] });
    // The client is kept only as a keyed hash.
    expect(pending?.pending?.client_hash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(pending)).not.toContain(client);

    // Opening the link only asks (a mail scanner confirms no one); the button confirms.
    const link = confirmLinkIn(confirmation!);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("etag")).toBeNull();
    expect(await page.text()).toContain(`Start sending the Sando Truck newsletter to ${email}?`);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.confirmed_at).toBeNull();

    const confirmed = await postForm(link, []);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    expect(await confirmed.text()).toContain("Your subscription is confirmed.");
    const [, welcome] = await waitForMails(email, 2);
    expect(welcome!.subject).toBe("Welcome to the Sando Truck newsletter");

    const record = await NewsletterSubscriber.findOne({ email }).lean();
    expect(record?.confirmed_at).toBeInstanceOf(Date);
    expect(record?.topics).toEqual(["weekly-schedule", "news"]);
    expect(record?.consent).toMatchObject({ form: "api", topics: ["weekly-schedule", "news"] });
    expect(record?.consent?.wording).toContain("News and specials");
    expect(record?.pending).toBeUndefined();
    expect(await listFollowers("weekly-schedule")).toContainEqual(expect.objectContaining({ email }));
    expect(await listFollowers("stop-changes")).not.toContainEqual(expect.objectContaining({ email }));

    // Following the link again says so and welcomes no one twice.
    const again = await postForm(link, []);
    expect(await again.text()).toContain("Your subscription is confirmed.");
    expect(await OutboxMessage.countDocuments({ to: email })).toBe(2);
  });

  it("takes every topic when none is given, and refuses unknown or no topics with a clear message", async () => {
    const email = unique("all-topics");
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.pending?.topics).toEqual([
      "weekly-schedule",
      "stop-changes",
      "news",
    ]);

    for (const topics of [["weekly-schedule", "lottery"], "news", [], [1]]) {
      const refused = unique("refused");
      const answer = await postJson("/api/subscribe", { email: refused, topics });
      expect(answer.status, JSON.stringify(topics)).toBe(400);
      const body = (await answer.json()) as { success: boolean; error: string };
      expect(body.success).toBe(false);
      expect(body.error).toMatch(
        /^(Topics must be a list of any of: weekly-schedule, stop-changes, news|Please choose at least one topic)/,
      );
      expect(await NewsletterSubscriber.countDocuments({ email: refused })).toBe(0);
    }
  });

  it("records the form a subscription came from (footer or /newsletter with its topics)", async () => {
    const footer = unique("footer");
    const page = unique("page");
    const fromFooter = await postForm(`${mail.server.url}/newsletter`, [
      ["email", footer],
      ["form", "footer"],
    ]);
    expect(fromFooter.status).toBe(200);
    const fromPage = await postForm(`${mail.server.url}/newsletter`, [
      ["email", page],
      ["form", "newsletter-page"],
      ["topics-offered", "1"],
      ["topics", "stop-changes"],
    ]);
    expect(fromPage.status).toBe(200);
    expect(await fromPage.text()).toContain("Please check your inbox: we sent you a link to confirm your address.");
    expect((await NewsletterSubscriber.findOne({ email: footer }).lean())?.pending).toMatchObject({
      form: "footer",
      topics: ["weekly-schedule", "stop-changes", "news"],
    });
    expect((await NewsletterSubscriber.findOne({ email: page }).lean())?.pending).toMatchObject({
      form: "newsletter-page",
      topics: ["stop-changes"],
    });

    const none = unique("no-topics");
    const refused = await postForm(`${mail.server.url}/newsletter`, [
      ["email", none],
      ["form", "newsletter-page"],
      ["topics-offered", "1"],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please choose at least one topic");
    expect(await NewsletterSubscriber.countDocuments({ email: none })).toBe(0);
  });
});

describe("confirmation links", () => {
  it("refuses a forged, altered or expired link and confirms nothing", async () => {
    const email = unique("forged");
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    const link = new URL(confirmLinkIn(confirmation!));

    const forged = new URL(link);
    forged.searchParams.set("token", "forged");
    const otherAddress = new URL(link);
    otherAddress.searchParams.set("email", unique("victim"));
    const otherTime = new URL(link);
    otherTime.searchParams.set("at", String(Number(link.searchParams.get("at")) + 1));
    for (const url of [forged, otherAddress, otherTime]) {
      const answer = await postForm(url.toString(), []);
      expect(answer.status, url.toString()).toBe(400);
      expect(await answer.text()).toContain("This confirmation link is not valid");
    }

    // A genuine link whose request is more than 7 days old.
    const old = unique("late");
    const requestedAt = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await NewsletterSubscriber.create({
      email: old,
      confirmed_at: null,
      pending: { topics: ["news"], wording: "test", form: "api", client_hash: "", requested_at: requestedAt },
    });
    const expired = confirmationUrl(old, requestedAt, links());
    const page = await fetch(expired);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain("This confirmation link has expired. Subscribe again and we&#x27;ll send you a new one.");
    expect(text).toContain('href="/newsletter"');
    expect((await postForm(expired, [])).status).toBe(410);

    for (const address of [email, old]) {
      expect((await NewsletterSubscriber.findOne({ email: address }).lean())?.confirmed_at).toBeNull();
    }
    expect(await OutboxMessage.countDocuments({ kind: "newsletter-welcome", to: { $in: [email, old] } })).toBe(0);
  });
});

describe("leaving and coming back", () => {
  it("a one-click POST (no cookie, no Origin) unsubscribes; asking again starts a new confirmation and mails nothing else", async () => {
    const email = unique("leaver");
    // A subscriber from before confirmation existed: no confirmed_at, no topics.
    await NewsletterSubscriber.create({ email, subscribed_at: new Date("2025-03-04T12:00:00Z") });
    expect(await listFollowers("stop-changes")).toContainEqual(expect.objectContaining({ email }));
    const row = (await listSubscribers()).find((subscriber) => subscriber.email === email);
    expect(row?.consent).toBe("before confirmation, 2025-03-04");
    expect(subscribersCsv([row!])).toContain(
      '"confirmed","weekly-schedule stop-changes news","2025-03-04T12:00:00.000Z","","","no","before confirmation","","2025-03-04T12:00:00.000Z"',
    );

    // RFC 8058: what a mail provider sends, nothing more.
    const oneClick = await fetch(oneClickUnsubscribeUrl(email, links()), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await listFollowers("news")).not.toContainEqual(expect.objectContaining({ email }));

    // Anyone may type the address again: it gets one confirmation, and stays off the list.
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    expect((await postJson("/api/send-welcome-email", { email })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe("Confirm your Sando Truck newsletter subscription");
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await listFollowers("news")).not.toContainEqual(expect.objectContaining({ email }));
    const preferences = await fetch(preferencesUrl(email, links()));
    expect(await preferences.text()).toContain("This address is not subscribed.");

    // Confirming brings it back, welcomed (it never was).
    expect((await postForm(confirmLinkIn(confirmation!), [])).status).toBe(200);
    await waitForMails(email, 2);
    expect(await OutboxMessage.countDocuments({ to: email })).toBe(2);
    expect(await listFollowers("news")).toContainEqual(expect.objectContaining({ email }));
  });

  it("coming back from the other language's page keeps the follower's language", async () => {
    const email = unique("vuelve");
    await NewsletterSubscriber.create({
      email,
      confirmed_at: new Date("2026-01-05T10:00:00Z"),
      unsubscribed_at: new Date("2026-02-05T10:00:00Z"),
      language: "es",
    });
    expect((await postJson("/api/subscribe", { email, language: "en" })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    expect((await postForm(confirmLinkIn(confirmation!), [])).status).toBe(200);
    const record = await NewsletterSubscriber.findOne({ email }).lean();
    expect(record?.unsubscribed_at).toBeNull();
    expect(record?.language).toBe("es");
    expect(record?.consent?.language).toBe("en");
  });

  it("a confirmation link from before an unsubscribe does not subscribe again", async () => {
    const email = unique("second-thoughts");
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    const [confirmation] = await waitForMails(email, 1);
    const link = confirmLinkIn(confirmation!);
    expect((await postForm(link, [])).status).toBe(200);
    const unsubscribed = await fetch(preferencesUrl(email, links()), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain("You have been unsubscribed.");

    const reused = await postForm(link, []);
    expect(reused.status).toBe(400);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);
  });
});

/** The language radios of a preferences page, and which is ticked. */
function radiosIn(html: string) {
  return (html.match(/<input type="radio"[^>]*>/g) ?? []).map((tag) => ({
    language: /value="([^"]+)"/.exec(tag)?.[1],
    checked: tag.includes("checked"),
  }));
}

describe("the preferences page", () => {
  it("shows the topics and the mail's language, changes them, refuses none, and unsubscribes; private and unstored", async () => {
    const email = unique("chooser");
    await NewsletterSubscriber.create({ email, confirmed_at: new Date(), topics: ["weekly-schedule", "news"] });
    const url = preferencesUrl(email, links());

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("etag")).toBeNull();
    const html = await page.text();
    expect(html).toContain(`Mail to ${email}`);
    const boxes = (html.match(/<input type="checkbox"[^>]*>/g) ?? []).map((tag) => ({
      topic: /value="([^"]+)"/.exec(tag)?.[1],
      checked: tag.includes("checked"),
    }));
    expect(boxes).toEqual([
      { topic: "weekly-schedule", checked: true },
      { topic: "stop-changes", checked: false },
      { topic: "news", checked: true },
    ]);

    const saved = await postForm(url, [
      ["intent", "save"],
      ["topics", "stop-changes"],
    ]);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your preferences are saved.");
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.topics).toEqual(["stop-changes"]);
    expect(await listFollowers("stop-changes")).toContainEqual(expect.objectContaining({ email }));
    expect(await listFollowers("news")).not.toContainEqual(expect.objectContaining({ email }));

    // The language of the mail (issue 50): a record from before languages reads as English.
    expect(radiosIn(html)).toEqual([
      { language: "en", checked: true },
      { language: "es", checked: false },
    ]);
    const spanish = await postForm(url, [
      ["intent", "save"],
      ["topics", "stop-changes"],
      ["language", "es"],
    ]);
    expect(spanish.status).toBe(200);
    expect(radiosIn(await spanish.text())).toEqual([
      { language: "en", checked: false },
      { language: "es", checked: true },
    ]);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.language).toBe("es");
    // Only a forged form sends another language: refused by name, nothing stored.
    const forged = await postForm(url, [
      ["intent", "save"],
      ["topics", "news"],
      ["language", "fr"],
    ]);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Language must be &quot;en&quot; or &quot;es&quot;");
    const kept = await NewsletterSubscriber.findOne({ email }).lean();
    expect(kept).toMatchObject({ language: "es", topics: ["stop-changes"] });

    const none = await postForm(url, [["intent", "save"]]);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Please choose at least one topic, or unsubscribe below.");
    const unknown = await postForm(url, [
      ["intent", "save"],
      ["topics", "lottery"],
    ]);
    expect(unknown.status).toBe(400);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.topics).toEqual(["stop-changes"]);

    const left = await postForm(url, [["intent", "unsubscribe"]]);
    expect(await left.text()).toContain("You have been unsubscribed.");
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);
    // Saving topics afterwards does not put the address back on the list.
    await postForm(url, [
      ["intent", "save"],
      ["topics", "news"],
    ]);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await listFollowers("news")).not.toContainEqual(expect.objectContaining({ email }));
  });

  it("refuses a forged link, to look or to change anything", async () => {
    const email = unique("target");
    await NewsletterSubscriber.create({ email, confirmed_at: new Date() });
    const forged = preferencesUrl(email, { siteUrl: mail.server.url, secret: "not-the-secret-0123456789-0123456789" });
    const page = await fetch(forged);
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain(email);
    expect((await postForm(forged, [["intent", "unsubscribe"]])).status).toBe(400);
    const oneClick = await fetch(forged, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(400);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeNull();
  });
});
