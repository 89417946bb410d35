// Catering quotes (issue 36) over HTTP with a real SMTP server: Staff and Owners build and send a
// quote from the portal; the client's mail carries a link of 192 random bits to a private,
// unindexed page where they accept the latest version sent (never a draft saved since, issue
// 44), which books the enquiry and mails staff; the client's accept and the send of the next
// version race and one wins; a version is priced before anything is stored; an altered or
// unknown link is the site's ordinary 404, and a link past its life a page saying the quote has
// ended; only Owners set the tax rate, minimum and deposit page.
import { createHash } from "node:crypto";
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, formatDayWithWeekday, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { Quote, QuoteLink, QuoteOutcome, QuoteVersion } from "#app/models/quote.server.ts";
import { loggedPath } from "#server/request-log.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, createTestAdmin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { formFieldsOf, postForm } from "#tests/support/form-posts.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import type { ReceivedMail } from "#tests/support/smtp.ts";

const STAFF_INBOX = "quotes-staff@example.com";
// The server's clock stands at the file's start: "this month" cannot change under a test that
// compares the month's booked value before and after an acceptance.
const FILE_START = new Date();
const mail = mailingServerOfThisFile("quotes", (smtpPort) => ({
  NODE_ENV: "test",
  TEST_CLOCK_NOW: FILE_START.toISOString(),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: "false",
  STAFF_EMAIL: STAFF_INBOX,
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));

const url = (path: string) => `${mail.server.url}${path}`;
const inAMonth = () => addDaysToIsoDate(todayInTruckTimeZone(FILE_START), 30);

let enquiryNumber = 0;
async function newEnquiry(
  email = `quote-client-${Date.now().toString(36)}-${enquiryNumber + 1}@example.com`,
  /** The language of the page it was sent from; none, as the API's callers before issue 48 sent. */
  language?: "en" | "es",
): Promise<{ id: string; email: string }> {
  enquiryNumber += 1;
  const response = await fetch(url("/api/send-email"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${enquiryNumber}` },
    body: JSON.stringify({
      name: "Hana Sato",
      email,
      phone: "(805) 555-0199",
      eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 40),
      message: "A company picnic.",
      guests: 40,
      ...(language ? { language } : {}),
    }),
  });
  expect(response.status).toBe(200);
  return { id: ((await response.json()) as { id: string }).id, email };
}

/** The builder's fields for `lines` (description, price, quantity[, untaxed]), on version `basedOn`. */
function quoteForm(lines: [string, string, string, boolean?][], basedOn = 0, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent: "save", basedOn: String(basedOn), validUntil: inAMonth() };
  lines.forEach(([description, price, quantity, untaxed], row) => {
    fields[`description-${row}`] = description;
    fields[`price-${row}`] = price;
    fields[`quantity-${row}`] = quantity;
    if (untaxed) fields[`untaxed-${row}`] = "on";
  });
  return { ...fields, ...extra };
}

/** A new enquiry, quoted one sando platter by a new staff member (`name`) and sent to the client. */
async function sentPlatterQuote(name: string, language?: "en" | "es") {
  const staff = await createTestAdmin(name, "staff");
  const cookie = await portalSessionCookie(staff, mail.server.url);
  const client = await newEnquiry(undefined, language);
  const quotePage = url(`/admin/enquiries/${client.id}/quote`);
  await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie });
  await postForm(quotePage, { intent: "send" }, { cookie });
  return { client, cookie, quotePage };
}

/** The quote mails `address` was sent, oldest first. */
const quoteMailsTo = (address: string) =>
  mail.smtp.messages.filter((m) => m.envelopeTo.includes(address) && m.text?.includes("/quotes/"));

/** The link's path in the `count`th quote mail to `address`: /quotes/<token>, or /es/quotes/<token>. */
async function linkMailedTo(address: string, count = 1): Promise<string> {
  await mail.smtp.waitFor(() => quoteMailsTo(address).length >= count);
  const text = quoteMailsTo(address)[count - 1]?.text ?? "";
  const path = /https?:\/\/\S+?(\/(?:es\/)?quotes\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(path, text).toBeTruthy();
  return path!;
}

/** A mail's header, as its reader's mail program reads it. */
const headerOf = (message: ReceivedMail | undefined, name: string) =>
  message?.headers.find((header) => header.key === name)?.value;

/** The language switch's link on a page: where it goes. */
const switchHref = (html: string) =>
  /href="([^"]*)"/.exec(/<a [^>]*class="language-switch"[^>]*>/.exec(html)?.[0] ?? "")?.[1];

/** A 404's answer as a visitor or a script probing links sees it, with each CSP nonce taken out. */
async function answerOf(response: Response) {
  const body = (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  return {
    status: response.status,
    headers: ["content-type", "cache-control", "x-robots-tag"].map((name) => response.headers.get(name)),
    body,
    // The document without its scripts: the router's manifest names the route that answered
    // (the quote page's or the catch-all's), which tells nothing about any token.
    page: body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, ""),
  };
}

/**
 * Each wrong link (altered, unknown, malformed) answers exactly as the missing page does, the same
 * bytes for all; answering through any of them is the same 404, and nothing is stored for `name`.
 */
async function expectEachLikeMissing(
  wrongLinks: readonly string[],
  missing: Awaited<ReturnType<typeof answerOf>>,
  name: string,
): Promise<void> {
  const answers = await Promise.all(wrongLinks.map(async (wrong) => answerOf(await fetch(url(wrong)))));
  for (const [index, answer] of answers.entries()) {
    expect(answer.status, wrongLinks[index]).toBe(404);
    expect(answer.headers, wrongLinks[index]).toEqual(missing.headers);
    expect(answer.page, wrongLinks[index]).toBe(missing.page);
    expect(answer.body, wrongLinks[index]).toBe(answers[0]!.body);
  }
  const posts = await Promise.all(
    wrongLinks.map(async (wrong) => answerOf(await postForm(url(wrong), { intent: "accept", version: "1", name }))),
  );
  for (const [index, post] of posts.entries()) {
    expect(post.status, wrongLinks[index]).toBe(404);
    expect(post.body, wrongLinks[index]).toBe(posts[0]!.body);
  }
  expect(await QuoteOutcome.countDocuments({ client_name: name })).toBe(0);
}

describe("a quote", () => {
  it("is built and sent by Staff, mailed with a link the client accepts on a private page; staff are told", async () => {
    const staff = await createTestAdmin("quotes-staff", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const client = await newEnquiry();
    const menuItem = await MenuItem.create({
      category_id: "2",
      name: "Katsu Sando",
      description: "Pork katsu",
      price: null,
      price_3pc: 12.0,
      price_6pc: 19.99,
    });

    // A menu line in its 6PC size (the menu's 19.99 taken as 1999 cents) and a free, untaxed line.
    const built = await postForm(
      url(`/admin/enquiries/${client.id}/quote`),
      {
        ...quoteForm([["", "", "3"]]),
        "menuItem-0": `${menuItem._id}:6pc`,
        "description-1": "Travel to Los Olivos",
        "price-1": "45",
        "quantity-1": "1",
        "untaxed-1": "on",
      },
      { cookie },
    );
    expect(built.status).toBe(302);
    const page = await (
      await fetch(url(`/admin/enquiries/${client.id}/quote`), { headers: { Cookie: cookie } })
    ).text();
    expect(page).toContain("Katsu Sando (6PC)");
    expect(page).toContain("$59.97");
    expect(page).toContain("$104.97");

    const sent = await postForm(url(`/admin/enquiries/${client.id}/quote`), { intent: "send" }, { cookie });
    expect(sent.status).toBe(302);
    const path = await linkMailedTo(client.email);
    const quoteMail = mail.smtp.messages.find(
      (m) => m.envelopeTo.includes(client.email) && m.text?.includes("/quotes/"),
    );
    expect(quoteMail?.subject).toMatch(/^Your Sando Truck catering quote for /);
    expect(quoteMail?.text).toContain("$104.97 in all");
    expect(headerOf(quoteMail, "content-language")).toBe("en");
    // 24 random bytes: 32 base64url characters, 192 bits; only their SHA-256 is stored.
    const token = path.split("/").at(-1)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await QuoteLink.countDocuments({ token_hash: token })).toBe(0);
    expect(await QuoteLink.countDocuments({ token_hash: createHash("sha256").update(token).digest("hex") })).toBe(1);
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "quoted" });
    // The builder says when the quote mail went out.
    await expect
      .poll(async () =>
        /Version 1 to [^:]+: Mailed [A-Z][a-z]{2} \d{1,2}, \d{4}/.test(
          await (await fetch(url(`/admin/enquiries/${client.id}/quote`), { headers: { Cookie: cookie } })).text(),
        ),
      )
      .toBe(true);

    const shown = await fetch(url(path));
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toContain("noindex");
    const html = await shown.text();
    // Its data for a client-side navigation: private and unindexed too.
    const shownData = await fetch(url(`${path}.data`));
    expect(shownData.status).toBe(200);
    expect(shownData.headers.get("cache-control")).toBe("private, no-store");
    expect(shownData.headers.get("x-robots-tag")).toContain("noindex");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Katsu Sando (6PC)");
    expect(html).toContain("Travel to Los Olivos");
    // Printable: the page's own stylesheet prints the quote without the site's frame or the forms.
    const sheet = /href="(\/assets\/quote-[^"]+\.css)"/.exec(html)?.[1];
    expect(await (await fetch(url(sheet ?? "/missing"))).text()).toMatch(/@media print/);
    // The token never reaches the request log.
    expect(loggedPath(path)).toBe("/quotes/[redacted]");
    expect(loggedPath(`${path}.data?_routes=x`)).toBe("/quotes/[redacted]?_routes=x");

    const accepted = await postForm(url(path), { intent: "accept", version: "1", name: "Hana Sato" });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("cache-control")).toBe("private, no-store");
    expect(await accepted.text()).toContain("Accepted by Hana Sato. Thank you: your date is booked.");
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "booked" });
    const lastChange = await EnquiryHistory.findOne({ enquiry_id: client.id, to_status: "booked" }).lean();
    expect(lastChange?.by).toBe("the client");
    await mail.smtp.waitFor((messages) =>
      messages.some((m) => m.envelopeTo.includes(STAFF_INBOX) && m.subject?.startsWith("Quote accepted")),
    );
    const told = mail.smtp.messages.find(
      (m) => m.envelopeTo.includes(STAFF_INBOX) && m.subject?.startsWith("Quote accepted"),
    );
    expect(told?.text).toContain("Hana Sato accepted version 1");
  });

  it("once accepted cannot be edited; Revise makes a version the client accepts again, and old links show it", async () => {
    const owner = await createTestAdmin("quotes-owner");
    const cookie = await portalSessionCookie(owner, mail.server.url);
    const client = await newEnquiry();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    expect((await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie })).status).toBe(302);
    expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
    const firstLink = await linkMailedTo(client.email);
    expect((await postForm(url(firstLink), { intent: "accept", version: "1", name: "Hana" })).status).toBe(200);

    const edit = await postForm(quotePage, quoteForm([["Sando platter", "350", "1"]], 1), { cookie });
    expect(edit.status).toBe(409);
    expect(await edit.text()).toContain("The client accepted this version: choose Revise");

    const revised = await postForm(quotePage, quoteForm([["Sando platter", "350", "1"]], 1, { intent: "revise" }), {
      cookie,
    });
    expect(revised.status).toBe(302);
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "quoted" });
    // Until it is sent, the client still holds the version they accepted: the draft is not theirs.
    const held = await (await fetch(url(firstLink))).text();
    expect(held).toContain("Accepted by Hana. Thank you: your date is booked.");
    expect(held).not.toContain("$350.00");
    expect((await postForm(url(firstLink), { intent: "accept", version: "2", name: "Hana" })).status).toBe(409);
    expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
    // The first link now shows version 2, waiting for its own acceptance.
    const html = await (await fetch(url(firstLink))).text();
    expect(html).toContain("Version 2");
    expect(html).toContain("$350.00");
    expect(html).toContain("Accept quote");
    // An accept of the version the client saw before is told the quote changed.
    const stale = await postForm(url(firstLink), { intent: "accept", version: "1", name: "Hana" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("This quote has changed since you opened it");
    expect((await postForm(url(firstLink), { intent: "accept", version: "2", name: "Hana" })).status).toBe(200);
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "booked" });
  });

  it("can be declined with a note: staff are told and see it, and the enquiry stays quoted for them to decide", async () => {
    const { client, cookie, quotePage } = await sentPlatterQuote("quotes-decline");
    const link = url(await linkMailedTo(client.email));
    const tooLong = await postForm(link, { intent: "decline", version: "1", note: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Please keep the note to 1000 characters");
    const declined = await postForm(link, { intent: "decline", version: "1", note: "We found a smaller venue." });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("You declined this quote.");
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "quoted" });
    await mail.smtp.waitFor((messages) =>
      messages.some((m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("We found a smaller venue.")),
    );
    const page = await (await fetch(quotePage, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("The client&#x27;s note: We found a smaller venue.");
    // A declined version can be changed and sent again.
    expect((await postForm(quotePage, quoteForm([["Sando platter", "250", "1"]], 1), { cookie })).status).toBe(302);
  });

  it("is built and sent only by signed-in staff: anyone else is sent to sign in and nothing is stored", async () => {
    const client = await newEnquiry();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    for (const fields of [quoteForm([["Sando platter", "1", "1"]]), { intent: "send" }]) {
      const answer = await postForm(quotePage, fields);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    const data = await fetch(url(`/admin/enquiries/${client.id}/quote.data`));
    expect(data.status).not.toBe(200);
    expect(await Quote.countDocuments({ enquiry_id: client.id })).toBe(0);
  });

  it("is mailed even when the client's share of automatic mail is used up, like a staff reply", async () => {
    const staff = await createTestAdmin("quotes-uncapped", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    // Three enquiries take the address's daily share of automatic mail (their confirmations).
    const first = await newEnquiry();
    await newEnquiry(first.email);
    await newEnquiry(first.email);
    const client = await newEnquiry(first.email);
    await mail.smtp.waitFor((messages) => messages.filter((m) => m.envelopeTo.includes(client.email)).length >= 3);
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie });
    expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
    expect(await linkMailedTo(client.email)).toMatch(/^\/quotes\//);
  });

  it("refuses a malformed answer with a clear message and stores nothing", async () => {
    const { client, cookie, quotePage } = await sentPlatterQuote("quotes-hostile");
    const link = url(await linkMailedTo(client.email));
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "accept", version: "1", name: "" }, 400, "Please type your full name to accept"],
      [
        { intent: "accept", version: "1", name: "Hana\r\nBcc: x@example.com" },
        400,
        "Please keep your name to 100 characters and one line",
      ],
      [{ intent: "accept", version: "one", name: "Hana" }, 400, "This quote has changed since you opened it"],
      [{ intent: "accept", version: "2", name: "Hana" }, 409, "This quote has changed since you opened it"],
      [{ intent: "pay", version: "1" }, 400, "Please accept the quote with your name, or decline it"],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await postForm(link, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text(), JSON.stringify(fields)).toContain(message);
    }
    const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
    expect(await QuoteOutcome.countDocuments({ quote_id: String(quote?._id) })).toBe(0);
    // Staff's own refusals: a line without a price, a past date, keep what was typed.
    const refused = await postForm(
      quotePage,
      { ...quoteForm([["Travel", "", "1"]], 1), validUntil: "2020-01-01" },
      { cookie },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a price in dollars, such as 12 or 12.50");
    expect(html).toContain('value="Travel"');
  });

  it("has one winner when two accepts and the send of the next version arrive at once", async () => {
    const staff = await createTestAdmin("quotes-race", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    // Three races, each on a quote of its own, run side by side: the requests within each still
    // arrive at once, and no race waits for the one before it to be mailed.
    const race = async () => {
      const client = await newEnquiry();
      const quotePage = url(`/admin/enquiries/${client.id}/quote`);
      expect((await postForm(quotePage, quoteForm([["Bento boxes", "15", "40"]]), { cookie })).status).toBe(302);
      expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
      const link = url(await linkMailedTo(client.email));
      // Version 2 waits as a draft; sending it takes version 1 from the client.
      expect((await postForm(quotePage, quoteForm([["Bento boxes", "14", "40"]], 1), { cookie })).status).toBe(302);
      const answers = await Promise.all([
        postForm(link, { intent: "accept", version: "1", name: "First" }),
        postForm(link, { intent: "accept", version: "1", name: "Second" }),
        postForm(quotePage, { intent: "send" }, { cookie }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      const won = statuses.filter((status) => status === 200 || status === 302);
      expect(won, String(statuses)).toHaveLength(1);
      expect(
        statuses.filter((status) => status === 409),
        String(statuses),
      ).toHaveLength(2);
      const texts = await Promise.all(answers.map((answer) => answer.text()));
      for (const [index, text] of texts.entries()) {
        if (statuses[index] !== 409) continue;
        expect(text).toMatch(
          index === 2
            ? /The client answered this version first|The client accepted this version: choose Revise/
            : /This quote has already been answered|This quote has changed since you opened it/,
        );
      }
      // What is stored agrees with the winner: an accept books the enquiry; the send gives the
      // client version 2.
      const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
      const outcome = await QuoteOutcome.findById(`${quote?._id}:1`).lean();
      const enquiry = await CateringEnquiry.findById(client.id).lean();
      const sendWon = statuses[2] === 302;
      expect(outcome?.outcome).toBe(sendWon ? "superseded" : "accepted");
      expect(enquiry?.status).toBe(sendWon ? "quoted" : "booked");
      const second = await QuoteVersion.findById(`${quote?._id}:2`).lean();
      expect(Boolean(second?.sent_at)).toBe(sendWon);
    };
    await Promise.all([race(), race(), race()]);
  });

  it("answers an altered or unknown link exactly as any missing page", async () => {
    const { client } = await sentPlatterQuote("quotes-404");
    const path = await linkMailedTo(client.email);
    expect((await fetch(url(path))).status).toBe(200);
    const last = path.at(-1) === "A" ? "B" : "A";
    const missing = await answerOf(await fetch(url("/no-such-page")));
    expect(missing.status).toBe(404);
    const wrongLinks = [`${path.slice(0, -1)}${last}`, "/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/quotes/short"];
    await expectEachLikeMissing(wrongLinks, missing, "Mallory");
  });
});

describe("a client holds only what was sent (issue 44)", () => {
  it("a version saved but not sent is neither shown nor answerable through the client's link", async () => {
    const staff = await createTestAdmin("quotes-draft", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const client = await newEnquiry();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    expect((await postForm(quotePage, quoteForm([["Sando platters", "1500", "1"]]), { cookie })).status).toBe(302);
    expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
    const link = url(await linkMailedTo(client.email));
    // Staff save a second version at $15.00 and do not send it.
    expect((await postForm(quotePage, quoteForm([["Sando platters", "15", "1"]], 1), { cookie })).status).toBe(302);

    const shown = await (await fetch(link)).text();
    expect(shown).toContain("Version 1");
    expect(shown).toContain("$1,500.00");
    expect(shown).not.toContain("$15.00");
    const draftAccept = await postForm(link, { intent: "accept", version: "2", name: "Hana Draft-Only" });
    expect(draftAccept.status).toBe(409);
    expect(await draftAccept.text()).toContain("This quote has changed since you opened it");
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "quoted" });
    // Staff see version 1 still sent and waiting, version 2 not sent.
    const builder = await (await fetch(quotePage, { headers: { Cookie: cookie } })).text();
    expect(builder).toContain("Version 1: Sent");

    // The version sent is still the client's to accept, and staff are told which one it was.
    const accepted = await postForm(link, { intent: "accept", version: "1", name: "Hana Draft-Only" });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("$1,500.00");
    await mail.smtp.waitFor((messages) =>
      messages.some(
        (m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("Hana Draft-Only accepted version 1"),
      ),
    );
    const told = mail.smtp.messages.find(
      (m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("Hana Draft-Only accepted version 1"),
    );
    expect(told?.text).toContain("$1,500.00");
    // The draft saved before the acceptance is not sent over it: it takes Revise.
    const sendDraft = await postForm(quotePage, { intent: "send" }, { cookie });
    expect(sendDraft.status).toBe(409);
    expect(await sendDraft.text()).toContain("choose Revise");
    expect(
      mail.smtp.messages.filter((m) => m.envelopeTo.includes(client.email) && m.text?.includes("/quotes/")),
    ).toHaveLength(1);
  });

  it("refuses a menu price over what a quote line holds, on the menu and in a quote, and leaves the quote answerable", async () => {
    const staff = await createTestAdmin("quotes-big-price", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const item = { category_id: "sandos", name: "Gold Leaf Sando", description: "Very dear.", price: 150000 };
    // An item priced so before the bound, stored as it was.
    const dear = await MenuItem.create(item);
    const client = await newEnquiry();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie });
    await postForm(quotePage, { intent: "send" }, { cookie });
    const link = url(await linkMailedTo(client.email));
    const withDear = await postForm(
      quotePage,
      { ...quoteForm([["", "", "1"]], 1), "menuItem-0": String(dear._id) },
      { cookie },
    );
    expect(withDear.status).toBe(400);
    expect(await withDear.text()).toContain("That menu item&#x27;s price is over $100,000");
    // Nothing was written: the sent version is still the client's, and the quote goes on.
    const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
    expect(await QuoteOutcome.countDocuments({ quote_id: String(quote?._id) })).toBe(0);
    expect(await QuoteVersion.countDocuments({ quote_id: String(quote?._id) })).toBe(1);
    expect((await postForm(quotePage, quoteForm([["Sando platter", "320", "1"]], 1), { cookie })).status).toBe(302);
    expect((await postForm(quotePage, { intent: "send" }, { cookie })).status).toBe(302);
    expect((await postForm(link, { intent: "accept", version: "2", name: "Hana" })).status).toBe(200);
    // And the menu itself now refuses such a price, over the API and the form alike.
    const another = { ...item, name: "Gold Leaf Sando Deluxe" };
    const { accessToken } = await apiLogin(staff, mail.server.url);
    const refused = await callApi("POST", "/api/admin/menu-items", another, {
      token: accessToken,
      origin: mail.server.url,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Prices must be numbers, 0 or more, up to 100000");
    const refusedForm = await postForm(
      url("/admin/menu/new"),
      { ...another, price: "150000", display_order: "0", is_available: "on" },
      { cookie },
    );
    expect(refusedForm.status).toBe(400);
    expect(await refusedForm.text()).toContain("Prices must be numbers, 0 or more, up to 100000");
    expect(await MenuItem.countDocuments({ name: another.name })).toBe(0);
  });

  it("ends a link 8 weeks after the valid-until date, or after the event once accepted, with a page that says so", async () => {
    const staff = await createTestAdmin("quotes-ended", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const today = todayInTruckTimeZone(FILE_START);
    const open = async () => {
      const client = await newEnquiry();
      const quotePage = url(`/admin/enquiries/${client.id}/quote`);
      await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie });
      await postForm(quotePage, { intent: "send" }, { cookie });
      const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
      return { client, link: url(await linkMailedTo(client.email)), version: `${quote?._id}:1` };
    };
    const isEnded = async (link: string) => {
      const answer = await fetch(link);
      const html = await answer.text();
      return { status: answer.status, html, cache: answer.headers.get("cache-control") };
    };

    // Unanswered: the quote was valid until 56 days ago, its last day; 57 days ago, it has ended.
    const unanswered = await open();
    await QuoteVersion.updateOne({ _id: unanswered.version }, { $set: { valid_until: addDaysToIsoDate(today, -56) } });
    expect((await isEnded(unanswered.link)).status).toBe(200);
    await QuoteVersion.updateOne({ _id: unanswered.version }, { $set: { valid_until: addDaysToIsoDate(today, -57) } });
    const ended = await isEnded(unanswered.link);
    expect(ended.status).toBe(410);
    expect(ended.cache).toBe("private, no-store");
    expect(ended.html).toContain("This quote has ended");
    expect(ended.html).toContain("mailto:");
    expect(ended.html).not.toContain("$300.00");
    expect(ended.html).not.toContain("Page not found");
    const lateAccept = await postForm(unanswered.link, { intent: "accept", version: "1", name: "Hana" });
    expect(lateAccept.status).toBe(410);
    expect(await QuoteOutcome.countDocuments({ _id: unanswered.version })).toBe(0);

    // Accepted: the link lives until 8 weeks after the event, whatever the valid-until date.
    const accepted = await open();
    expect((await postForm(accepted.link, { intent: "accept", version: "1", name: "Hana" })).status).toBe(200);
    await QuoteVersion.updateOne({ _id: accepted.version }, { $set: { valid_until: addDaysToIsoDate(today, -90) } });
    await CateringEnquiry.updateOne(
      { _id: accepted.client.id },
      { $set: { event_date: addDaysToIsoDate(today, -56) } },
    );
    expect((await isEnded(accepted.link)).html).toContain("Accepted by Hana");
    await CateringEnquiry.updateOne(
      { _id: accepted.client.id },
      { $set: { event_date: addDaysToIsoDate(today, -57) } },
    );
    expect((await isEnded(accepted.link)).status).toBe(410);
  });
});

describe("a quote in the language of the enquiry (issue 50)", () => {
  it("reaches a Spanish enquiry in Spanish: the mail, its link to the Spanish page, the page and the accept", async () => {
    const { client } = await sentPlatterQuote("quotes-spanish", "es");
    const enquiry = await CateringEnquiry.findById(client.id).lean();
    const eventDay = formatDayWithWeekday(enquiry!.event_date, "es");

    // The mail: in Spanish, saying so, threaded on the enquiry's receipt, linking the Spanish page.
    const path = await linkMailedTo(client.email);
    expect(path).toMatch(/^\/es\/quotes\/[A-Za-z0-9_-]{32}$/);
    const quoteMail = quoteMailsTo(client.email)[0]!;
    expect(quoteMail.subject).toBe(`Tu cotización de catering del Sando Truck para el ${eventDay}`);
    expect(quoteMail.text).toContain("Hola, Hana Sato:");
    expect(quoteMail.text).toContain(`Aquí tienes nuestra cotización para tu evento del ${eventDay}: $300.00 en total`);
    expect(quoteMail.text).toMatch(new RegExp(`en esta página:\\nhttps?://[^/\\s]+${path}\\n`));
    expect(quoteMail.text).not.toMatch(/\b(Hi|Here is|valid until|Reply to)\b/);
    expect(headerOf(quoteMail, "content-language")).toBe("es");
    await mail.smtp.waitFor((messages) => messages.filter((m) => m.envelopeTo.includes(client.email)).length >= 2);
    const receipt = mail.smtp.messages.find((m) => m.envelopeTo.includes(client.email) && m !== quoteMail);
    expect(receipt?.messageId).toBeTruthy();
    expect(quoteMail.inReplyTo).toBe(receipt?.messageId);

    // The page: Spanish, private, unindexed, and no link to its English twin (the token stays out).
    const token = path.split("/").at(-1)!;
    const shown = await fetch(url(path));
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toContain("noindex");
    const html = await shown.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>Tu cotización de catering | Sando Truck</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const words of [
      "Hola, Hana Sato. Aquí tienes la cotización del Sando Truck para tu evento.",
      "Fecha del evento",
      eventDay,
      "Válida hasta",
      "Versión 1",
      "Concepto",
      "Cant.",
      "Importe",
      "Impuesto (0%)",
      "$300.00",
      "Aceptar esta cotización",
      "Tu nombre completo",
      "Aceptar cotización",
      "Una nota para nosotros (opcional)",
      "Rechazar cotización",
      "imprime esta página",
    ]) {
      expect(html, words).toContain(words);
    }
    expect(html).not.toMatch(/Your catering quote|Event date|Valid until|Accept quote|Decline quote|Qty|Amount/);
    expect(switchHref(html)).toBe("/");
    // However the address is spelled, the switch never carries the token.
    for (const spelling of [
      `/ES/QUOTES/${token}`,
      `/es/%71uotes/${token}`,
      `/%65s/quotes/${token}`,
      `/quotes/${token}`,
    ]) {
      const other = await fetch(url(spelling));
      expect(other.status, spelling).toBe(200);
      const href = switchHref(await other.text());
      expect(href, spelling).toMatch(/^\/(es)?$/);
    }
    const shownData = await fetch(url(`${path}.data`));
    expect(shownData.status).toBe(200);
    expect(shownData.headers.get("cache-control")).toBe("private, no-store");
    expect(shownData.headers.get("x-robots-tag")).toContain("noindex");
    expect(loggedPath(path)).toBe("/es/quotes/[redacted]");
    expect(loggedPath(`${path}.data?_routes=x`)).toBe("/es/quotes/[redacted]?_routes=x");
    expect(loggedPath(`/ES/Quotes/${token}`)).toBe("/ES/Quotes/[redacted]");

    // Refusals, in Spanish, storing nothing.
    const refusals: [Record<string, string>, number, string][] = [
      [{ intent: "accept", version: "1", name: "" }, 400, "Escribe tu nombre completo para aceptar"],
      [
        { intent: "accept", version: "1", name: "Hana\r\nBcc: x@example.com" },
        400,
        "Escribe tu nombre en una sola línea y en 100 caracteres como máximo",
      ],
      [{ intent: "accept", version: "2", name: "Hana" }, 409, "Esta cotización cambió desde que la abriste"],
      [{ intent: "pay", version: "1" }, 400, "Acepta la cotización con tu nombre, o recházala"],
      [
        { intent: "decline", version: "1", note: "x".repeat(1001) },
        400,
        "Escribe la nota en 1000 caracteres como máximo",
      ],
    ];
    for (const [fields, status, message] of refusals) {
      const answer = await postForm(url(path), fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toContain(message);
    }
    const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
    expect(await QuoteOutcome.countDocuments({ quote_id: String(quote?._id) })).toBe(0);

    // Accepted from the Spanish page: answered in Spanish, booked, and staff told in English.
    const accepted = await postForm(url(path), { intent: "accept", version: "1", name: "Hana Sato" });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("cache-control")).toBe("private, no-store");
    const acceptedHtml = await accepted.text();
    expect(acceptedHtml).toContain("Cotización aceptada");
    expect(acceptedHtml).toContain("Aceptada por Hana Sato. Gracias: tu fecha está reservada.");
    // No form left to answer with (its words travel in the page's data, not on the page).
    expect(acceptedHtml.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")).not.toContain("Aceptar cotización");
    expect(await CateringEnquiry.findById(client.id).lean()).toMatchObject({ status: "booked" });
    await mail.smtp.waitFor((messages) =>
      messages.some((m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("Hana Sato accepted version 1")),
    );
    const told = mail.smtp.messages.find(
      (m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("Hana Sato accepted version 1"),
    );
    expect(told?.subject).toMatch(/^Quote accepted: Hana Sato, [A-Z][a-z]+day, /);
    const again = await postForm(url(path), { intent: "decline", version: "1", note: "" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Esta cotización ya tiene respuesta.");
  });

  it("names a menu line in the client's language: the item's Spanish for a Spanish enquiry, where it has one", async () => {
    const staff = await createTestAdmin("quotes-staff", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const item = await MenuItem.create({
      category_id: "2",
      name: "Chicken Katsu Plate",
      name_es: "Plato de katsu de pollo",
      description: "Chicken katsu",
      price: 15,
    });
    for (const [language, named] of [
      ["es", "Plato de katsu de pollo"],
      ["en", "Chicken Katsu Plate"],
    ] as const) {
      const client = await newEnquiry(undefined, language);
      const built = await postForm(
        url(`/admin/enquiries/${client.id}/quote`),
        { ...quoteForm([["", "", "2"]]), "menuItem-0": String(item._id) },
        { cookie },
      );
      expect(built.status, language).toBe(302);
      const page = await (
        await fetch(url(`/admin/enquiries/${client.id}/quote`), { headers: { Cookie: cookie } })
      ).text();
      expect(page, language).toContain(`<td>${named}</td>`);
    }
    await MenuItem.deleteOne({ _id: item._id });
  });

  it("declines from the Spanish page in Spanish, and ends its link with a Spanish page", async () => {
    const { client } = await sentPlatterQuote("quotes-spanish-decline", "es");
    const path = await linkMailedTo(client.email);
    const declined = await postForm(url(path), { intent: "decline", version: "1", note: "Otra fecha, quizá." });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain(
      "Rechazaste esta cotización. Si cambias de opinión, responde a nuestro correo.",
    );
    await mail.smtp.waitFor((messages) =>
      messages.some((m) => m.envelopeTo.includes(STAFF_INBOX) && m.text?.includes("Their note: Otra fecha, quizá.")),
    );

    const quote = await Quote.findOne({ enquiry_id: client.id }).lean();
    await QuoteVersion.updateOne(
      { _id: `${quote?._id}:1` },
      { $set: { valid_until: addDaysToIsoDate(todayInTruckTimeZone(FILE_START), -57) } },
    );
    const ended = await fetch(url(path));
    expect(ended.status).toBe(410);
    expect(ended.headers.get("cache-control")).toBe("private, no-store");
    const html = await ended.text();
    expect(html).toContain("Esta cotización ya terminó");
    expect(html).toContain("El enlace a esta cotización ya venció");
    expect(html).toContain("escríbenos o llámanos");
    expect(html).toContain("mailto:");
    expect(html).not.toContain("This quote has ended");
    expect(html).not.toContain("$300.00");
  });

  it("answers an altered or unknown Spanish link exactly as the Spanish site's missing page", async () => {
    const { client } = await sentPlatterQuote("quotes-spanish-404", "es");
    const path = await linkMailedTo(client.email);
    expect((await fetch(url(path))).status).toBe(200);
    const last = path.at(-1) === "A" ? "B" : "A";
    const missing = await answerOf(await fetch(url("/es/no-such-page")));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<html lang="es"/);
    const wrongLinks = [
      `${path.slice(0, -1)}${last}`,
      "/es/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/es/quotes/short",
    ];
    await expectEachLikeMissing(wrongLinks, missing, "Mallory Es");
  });

  it("writes in English to an enquiry stored before languages, as to an English one", async () => {
    const staff = await createTestAdmin("quotes-no-language", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const client = await newEnquiry();
    await CateringEnquiry.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(client.id) },
      { $unset: { language: "" } },
    );
    expect((await CateringEnquiry.findById(client.id).lean())?.language).toBeUndefined();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    await postForm(quotePage, quoteForm([["Sando platter", "300", "1"]]), { cookie });
    await postForm(quotePage, { intent: "send" }, { cookie });
    expect(await linkMailedTo(client.email)).toMatch(/^\/quotes\//);
    const quoteMail = quoteMailsTo(client.email)[0];
    expect(quoteMail?.subject).toMatch(/^Your Sando Truck catering quote for /);
    expect(headerOf(quoteMail, "content-language")).toBe("en");
  });
});

/** The dashboard's quote figures as an Owner reads them. */
async function dashboardFigures(cookie: string) {
  const html = await (await fetch(url("/admin/dashboard"), { headers: { Cookie: cookie } })).text();
  const waiting = /(\d+) waiting for the client/.exec(html)?.[1] ?? "0";
  const booked = /\$([\d,]+)\.(\d\d) from (\d+) accepted quotes?/.exec(html);
  expect(booked, "the booked value").not.toBeNull();
  return {
    waiting: Number(waiting),
    bookedCents: Number(booked![1]!.replaceAll(",", "")) * 100 + Number(booked![2]),
    bookedCount: Number(booked![3]),
  };
}

describe("who may set what a quote is built on", () => {
  const terms = {
    "quoteTerms.taxRate": "8.75",
    "quoteTerms.minimum": "500",
    "quoteTerms.depositLink": "https://pay.example.com/deposit",
  };

  async function businessForm(cookie: string): Promise<Record<string, string>> {
    return formFieldsOf(await (await fetch(url("/admin/business"), { headers: { Cookie: cookie } })).text());
  }

  it("is refused to Staff (403, nothing stored), and an Owner's settings price the next quote", async () => {
    const staff = await createTestAdmin("quotes-terms-staff", "staff");
    const staffCookie = await portalSessionCookie(staff, mail.server.url);
    const refused = await postForm(url("/admin/business"), { version: "0", ...terms }, { cookie: staffCookie });
    expect(refused.status).toBe(403);
    expect((await BusinessDetails.findById("business").lean())?.quote_terms).toBeUndefined();

    const owner = await createTestAdmin("quotes-terms-owner");
    const ownerCookie = await portalSessionCookie(owner, mail.server.url);
    const bad = await postForm(
      url("/admin/business"),
      { ...(await businessForm(ownerCookie)), ...terms, "quoteTerms.taxRate": "eight" },
      { cookie: ownerCookie },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a tax rate from 0 to 100, such as 8.75");
    expect((await BusinessDetails.findById("business").lean())?.quote_terms).toBeUndefined();

    const saved = await postForm(
      url("/admin/business"),
      { ...(await businessForm(ownerCookie)), ...terms },
      { cookie: ownerCookie },
    );
    expect(saved.status, await saved.clone().text()).toBe(302);
    expect((await BusinessDetails.findById("business").lean())?.quote_terms).toMatchObject({
      tax_rate_bp: 875,
      minimum_cents: 50000,
      deposit_url: "https://pay.example.com/deposit",
    });

    // Staff build the next quote on them: 8.75% tax on the taxed lines, a "Minimum order" line
    // up to $500, and once accepted the deposit page.
    const client = await newEnquiry();
    const quotePage = url(`/admin/enquiries/${client.id}/quote`);
    await postForm(
      quotePage,
      quoteForm([
        ["Sando platter", "300", "1"],
        ["Travel", "40", "1", true],
      ]),
      { cookie: staffCookie },
    );
    const page = await (await fetch(quotePage, { headers: { Cookie: staffCookie } })).text();
    expect(page).toContain("Minimum order");
    expect(page).toContain("$160.00");
    // Tax: 8.75% of 300 + 160 = $40.25; total 500 + 40.25.
    expect(page).toContain("$40.25");
    expect(page).toContain("$540.25");
    await postForm(quotePage, { intent: "send" }, { cookie: staffCookie });
    const link = url(await linkMailedTo(client.email));
    expect(await (await fetch(link)).text()).not.toContain("pay.example.com");
    const before = await dashboardFigures(ownerCookie);
    const accepted = await (await postForm(link, { intent: "accept", version: "1", name: "Hana" })).text();
    expect(accepted).toContain('href="https://pay.example.com/deposit"');

    // The dashboard: one quote fewer waiting, for everyone; $540.25 more booked this month, for
    // Owners only (not in a Staff member's page, nor in its data).
    const after = await dashboardFigures(ownerCookie);
    expect(after.waiting).toBe(before.waiting - 1);
    expect(after.bookedCents).toBe(before.bookedCents + 54025);
    expect(after.bookedCount).toBe(before.bookedCount + 1);
    const staffDashboard = await (await fetch(url("/admin/dashboard"), { headers: { Cookie: staffCookie } })).text();
    expect(staffDashboard).toContain(after.waiting === 0 ? "None waiting" : `${after.waiting} waiting for the client`);
    expect(staffDashboard).not.toContain("Booked this month");
    const staffData = await (await fetch(url("/admin/dashboard.data"), { headers: { Cookie: staffCookie } })).text();
    expect(staffData).toContain("waiting");
    expect(staffData).not.toMatch(/accepted quote|"cents"/);
  });
});
