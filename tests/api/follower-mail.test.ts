// Mail to followers as a mailbox provider receives it, through the outbox and a real SMTP server:
// the list headers, a Message-ID on the site's domain, both parts with the footer; recipients the
// server refuses for good (5xx at RCPT TO or DATA) marked bounced, not retried and skipped from
// then on, while a 4xx is retried; and the visitor caps counting only anonymous-triggered mail.
import { join } from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bouncedAmong, isBounced, recordBounce } from "#app/domain/mail/bounces.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { deliverDueMail, enqueueMail, type NewMail } from "#app/domain/mail/outbox.server.ts";
import { createMailSender, type MailSender } from "#app/domain/mail/transport.server.ts";
import { stillFollowing } from "#app/domain/newsletter/followers.server.ts";
import { changePreferences, unsubscribeFromNewsletter } from "#app/domain/newsletter/newsletter.server.ts";
import { newsletterWelcomeMail } from "#app/domain/newsletter/welcome-mail.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { scratchDir, testMongoBase } from "#tests/support/environment.ts";
import { type ReceivedMail, type Refusal, type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const SITE_URL = "https://sandotruck.example";
const POSTAL_ADDRESS = "Sando Truck LLC\n1 Harbor Way, Suite 4\nSanta Barbara, CA 93109";

useTestDatabase(() => `${testMongoBase()}/sando_follower_mail_${Date.now()}`);

/** Recipients the SMTP server refuses, and how; a test may take its refusal back. */
const refusals = new Map<string, Refusal>();
let smtp: SmtpCapture;
let sender: MailSender;
/** The outbox's clock: each delivery round is a minute later, so any retry is due. */
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpCapture(await findFreePort(), { refuse: (recipient) => refusals.get(recipient) });
  sender = createMailSender({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    requireTls: false,
    outboxDir: join(scratchDir(), `follower-outbox-${Date.now()}`),
    log: () => {},
  });
});

afterAll(async () => {
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

function deliver() {
  clock += 60_000;
  return deliverDueMail({
    sender,
    from: "hello@sandotruck.example",
    siteUrl: SITE_URL,
    retryBaseMs: 1000,
    now: () => new Date(clock),
    // As the server hands it in (server/background.ts).
    stillFollowing,
  });
}

let serial = 0;
function unique(name: string): string {
  serial += 1;
  return `${name}-${Date.now()}-${serial}@example.com`;
}

function linksOf(email: string) {
  return {
    language: "en" as const,
    oneClickUnsubscribeUrl: `${SITE_URL}/newsletter/one-click?email=${encodeURIComponent(email)}&token=t1`,
    unsubscribeUrl: `${SITE_URL}/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=t1`,
    preferencesUrl: `${SITE_URL}/newsletter/preferences?email=${encodeURIComponent(email)}&token=t2`,
    siteUrl: SITE_URL,
  };
}

/**
 * A weekly schedule mail as the outbox held it before the mailing engine sent the weekly mail
 * (issue 47): what a database from then may still have queued, and the outbox still sends.
 */
function weeklyMail(to: string, postalAddress = POSTAL_ADDRESS): NewMail {
  return {
    kind: "weekly-schedule",
    relatedId: `week-${to}`,
    to,
    ...followerMail({
      subject: "This week's stops",
      text: "Tuesday 11:00 AM – 2:00 PM: Funk Zone",
      html: "<p>Tuesday 11:00 AM – 2:00 PM: Funk Zone</p>",
      postalAddress,
      ...linksOf(to),
    }),
  };
}

function welcomeMail(to: string): NewMail {
  return {
    kind: "newsletter-welcome",
    relatedId: `welcome-${to}`,
    to,
    ...newsletterWelcomeMail({ postalAddress: "", ...linksOf(to) }),
  };
}

function enquiryReceipt(to: string): NewMail {
  return {
    kind: "enquiry-confirmation",
    relatedId: `enquiry-${to}`,
    to,
    subject: "We received your catering inquiry",
    text: "Thanks",
    html: "<p>Thanks</p>",
  };
}

const header = (mail: ReceivedMail, name: string) => mail.headers.find((found) => found.key === name)?.value;
const receivedBy = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
const messageTo = (email: string, kind: NewMail["kind"]) => OutboxMessage.findOne({ to: email, kind }).lean();

describe("a follower mail", () => {
  it("arrives with the list headers, a Message-ID on the site's domain, and both parts ending in the footer", async () => {
    const follower = unique("follower");
    await enqueueMail([weeklyMail(follower)]);
    await deliver();

    const [mail] = receivedBy(follower);
    expect(mail).toBeDefined();
    const links = linksOf(follower);
    expect(header(mail!, "list-unsubscribe")).toBe(`<${links.oneClickUnsubscribeUrl}>`);
    expect(links.oneClickUnsubscribeUrl).toMatch(/^https:\/\//);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail!, "list-id")).toBe("Sando Truck followers <followers.sandotruck.example>");
    expect(mail!.messageId).toMatch(/^<[0-9a-f]{24}@sandotruck\.example>$/);

    // The plain-text part: the message, then the footer with both links and the postal address.
    expect(mail!.text).toContain("Tuesday 11:00 AM – 2:00 PM: Funk Zone");
    expect(mail!.text).toContain(`Choose what we send you: ${links.preferencesUrl}`);
    expect(mail!.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
    expect(mail!.text).toContain("1 Harbor Way, Suite 4\nSanta Barbara, CA 93109");
    // The HTML part: the same, as links and lines.
    expect(mail!.html).toContain("<p>Tuesday 11:00 AM – 2:00 PM: Funk Zone</p>");
    expect(mail!.html).toContain(`href="${links.preferencesUrl.replace(/&/g, "&amp;")}">Choose what we send you</a>`);
    expect(mail!.html).toContain(`href="${links.unsubscribeUrl.replace(/&/g, "&amp;")}">Unsubscribe</a>`);
    // Its language, for mail clients (RFC 3282) and for screen readers.
    expect(header(mail!, "content-language")).toBe("en");
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain("1 Harbor Way, Suite 4<br>Santa Barbara, CA 93109");
  });

  it("leaves the postal address out when there is none yet (the welcome), and keeps the rest of the footer", async () => {
    const follower = unique("new-follower");
    await enqueueMail([welcomeMail(follower)]);
    await deliver();

    const [mail] = receivedBy(follower);
    expect(mail?.subject).toBe("Welcome to the Sando Truck newsletter");
    expect(header(mail!, "list-unsubscribe")).toBe(`<${linksOf(follower).oneClickUnsubscribeUrl}>`);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail!, "list-id")).toBe("Sando Truck followers <followers.sandotruck.example>");
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain("Welcome to the Sando Truck newsletter!");
      expect(part).toContain("Choose what we send you");
      expect(part).toContain("Unsubscribe");
      expect(part).not.toContain("Harbor Way");
    }
  });
});

describe("a recipient our mail server refuses", () => {
  for (const at of ["RCPT TO", "DATA"] as const) {
    it(`with 550 at ${at} is marked bounced at once, not retried, and gets no more follower mail; other mail still goes`, async () => {
      const gone = unique(`gone-${at === "DATA" ? "data" : "rcpt"}`);
      refusals.set(gone, { code: 550, at });
      await enqueueMail([welcomeMail(gone)]);
      await deliver();
      expect(await isBounced(gone)).toBe(true);
      expect(await messageTo(gone, "newsletter-welcome")).toMatchObject({ status: "failed", attempts: 1 });

      // Not tried again, however long the outbox waits.
      await deliver();
      expect(await messageTo(gone, "newsletter-welcome")).toMatchObject({ status: "failed", attempts: 1 });

      // Even if the server would take it now, the next follower mail is skipped, never sent; an
      // enquiry receipt to the same address (mail the person asked for just now) still goes.
      refusals.delete(gone);
      await enqueueMail([weeklyMail(gone), enquiryReceipt(gone)]);
      await deliver();
      expect(await messageTo(gone, "enquiry-confirmation")).toMatchObject({ status: "sent" });
      expect(await messageTo(gone, "weekly-schedule")).toMatchObject({ status: "skipped", attempts: 0 });
      expect(receivedBy(gone).map((mail) => mail.subject)).toEqual(["We received your catering inquiry"]);
    });
  }

  it("is skipped when it bounced after its follower mail was queued", async () => {
    const follower = unique("bounces-later");
    await enqueueMail([weeklyMail(follower)]);
    await recordBounce(follower, "550 at RCPT TO: 550 No such user here");
    await deliver();
    expect(await messageTo(follower, "weekly-schedule")).toMatchObject({ status: "skipped" });
    expect(receivedBy(follower)).toEqual([]);
    expect(await bouncedAmong([follower, unique("fine")])).toEqual(new Set([follower]));
  });

  it("a weekly schedule queued (before issue 47) to followers who then unsubscribed or left the topic is skipped, not sent (issue 44)", async () => {
    const [stays, leaves, changes] = [unique("weekly-stays"), unique("weekly-leaves"), unique("weekly-changes")];
    const subscribers = await NewsletterSubscriber.insertMany(
      [stays, leaves, changes].map((email) => ({
        email,
        confirmed_at: new Date(),
        topics: ["weekly-schedule", "news"],
      })),
    );
    // Queued as the weekly mail queues it: one per follower, "<week>:<subscriber id>".
    await enqueueMail(
      subscribers.map((subscriber) => ({ ...weeklyMail(subscriber.email), relatedId: `2031-03-03:${subscriber._id}` })),
    );
    await unsubscribeFromNewsletter(leaves);
    expect(await changePreferences(changes, { topics: ["news"] })).toBe(true);
    await deliver();
    expect(await messageTo(stays, "weekly-schedule")).toMatchObject({ status: "sent" });
    for (const gone of [leaves, changes]) {
      expect(await messageTo(gone, "weekly-schedule")).toMatchObject({
        status: "skipped",
        last_error: "not sent: no longer follows this topic",
      });
      expect(receivedBy(gone)).toEqual([]);
    }
  });

  it("for a reason that is not the mailbox (554 5.7.1 Relaying denied: our server's permission) is retried, not marked bounced", async () => {
    const follower = unique("relay-denied");
    refusals.set(follower, { code: 554, at: "RCPT TO", text: "5.7.1 Relaying denied" });
    await enqueueMail([welcomeMail(follower)]);
    await deliver();
    expect(await messageTo(follower, "newsletter-welcome")).toMatchObject({ status: "pending", attempts: 1 });
    expect(await isBounced(follower)).toBe(false);

    refusals.delete(follower);
    await deliver();
    expect(await messageTo(follower, "newsletter-welcome")).toMatchObject({ status: "sent" });
  });

  it("with 450 (try later) is retried and delivered, and not marked bounced", async () => {
    const busy = unique("busy");
    refusals.set(busy, { code: 450, at: "RCPT TO" });
    await enqueueMail([welcomeMail(busy)]);
    await deliver();
    expect(await messageTo(busy, "newsletter-welcome")).toMatchObject({ status: "pending", attempts: 1 });

    refusals.delete(busy);
    await deliver();
    expect(await messageTo(busy, "newsletter-welcome")).toMatchObject({ status: "sent", attempts: 2 });
    expect(await isBounced(busy)).toBe(false);
  });
});

describe("the visitor caps (3 a day per recipient)", () => {
  it("count the mail anonymous requests trigger, not the mail to followers", async () => {
    const reader = unique("reader");
    // Five weeks of schedule mail to one follower: all queued, none counted.
    await enqueueMail(
      Array.from({ length: 5 }, (_, week) => ({ ...weeklyMail(reader), relatedId: `week-${week}-${reader}` })),
    );
    expect(await OutboxMessage.countDocuments({ to: reader, kind: "weekly-schedule" })).toBe(5);

    // The same address's share of anonymous-triggered mail is whole: a welcome and two receipts, then no more.
    await enqueueMail([welcomeMail(reader)]);
    for (let enquiry = 0; enquiry < 3; enquiry += 1) {
      await enqueueMail([{ ...enquiryReceipt(reader), relatedId: `enquiry-${enquiry}-${reader}` }]);
    }
    expect(
      await OutboxMessage.countDocuments({ to: reader, kind: { $in: ["newsletter-welcome", "enquiry-confirmation"] } }),
    ).toBe(3);
  });
});
