// The mailing engine (campaigns and stop-change notices), with real production servers and a
// real SMTP server: a mailing reaches the confirmed followers of its topic only, each once though
// two servers send it, with the list headers of part 1 and one Message-ID per recipient; bounced
// addresses are skipped; MAIL_RATE_PER_MINUTE holds across servers; a mailing waits without a
// postal address; once it starts, its time and words are fixed. Clocks are fixed (TEST_CLOCK_NOW),
// so a rate's minute never runs out while the test looks.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { recordBounce } from "#app/domain/mail/bounces.server.ts";
import {
  createMailing,
  listMailings,
  type MailingContent,
  mailingProgress,
  rescheduleMailing,
  updateScheduledMailing,
} from "#app/domain/mailings/mailings.server.ts";
import { takeSendSlots } from "#app/domain/mailings/send-rate.server.ts";
import { mailingMessageId, startDueMailings } from "#app/domain/mailings/sending.server.ts";
import { Mailing, MailingRecipient, MailingSendClaim } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = `${testMongoBase()}/sando_mailings_${Date.now()}`;
useTestDatabase(() => databaseUri);

const NOON = new Date("2026-11-30T12:00:00-08:00");
const POSTAL_ADDRESS = "Sando Truck, PO Box 1234, Goleta, CA 93117";
const SITE = "https://sandotruck.example";
const NEWS_FOLLOWERS = ["news-one@example.com", "news-two@example.com", "news-legacy@example.com"];
const STOP_FOLLOWERS = ["stops-a@example.com", "stops-b@example.com", "stops-c@example.com", "news-legacy@example.com"];
const CONTENT: MailingContent = {
  subject: "Karaage sando week",
  text: "Our karaage sando is back from Monday.",
  html: "<p>Our karaage sando is back from Monday.</p>",
};

let smtp: SmtpCapture;
let servers: ServerProcess[] = [];

function serverEnv(clock: Date, ratePerMinute: number): Record<string, string> {
  return {
    NODE_ENV: "test",
    TEST_CLOCK_NOW: clock.toISOString(),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_REQUIRE_TLS: "false",
    SITE_URL: SITE,
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    MAIL_RATE_PER_MINUTE: String(ratePerMinute),
  };
}

async function startServers(count: number, env: Record<string, string>): Promise<void> {
  servers = await Promise.all(
    Array.from({ length: count }, () => startServerProcess({ mongodbUri: databaseUri, env })),
  );
}

async function stopServers(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const recipientsOf = (subject: string) =>
  smtp.messages
    .filter((message) => message.subject === subject)
    .flatMap((message) => message.envelopeTo)
    .sort();

beforeAll(async () => {
  smtp = await startSmtpCapture(await findFreePort());
  const now = new Date();
  await NewsletterSubscriber.insertMany([
    { email: "news-one@example.com", confirmed_at: now, topics: ["news", "weekly-schedule"] },
    { email: "news-two@example.com", confirmed_at: now, topics: ["news"] },
    // From before topics existed: every topic.
    { email: "news-legacy@example.com" },
    { email: "stops-a@example.com", confirmed_at: now, topics: ["stop-changes"] },
    { email: "stops-b@example.com", confirmed_at: now, topics: ["stop-changes"] },
    { email: "stops-c@example.com", confirmed_at: now, topics: ["stop-changes"] },
    { email: "news-gone@example.com", confirmed_at: now, topics: ["news"], unsubscribed_at: now },
    {
      email: "news-unconfirmed@example.com",
      confirmed_at: null,
      pending: { topics: ["news"], wording: "test", form: "api", requested_at: now },
    },
    { email: "news-bounced@example.com", confirmed_at: now, topics: ["news"] },
  ]);
  await recordBounce("news-bounced@example.com", "550 at RCPT TO: 550 5.1.1 No such user");
});

afterAll(async () => {
  await stopServers();
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

describe("a mailing before it starts", () => {
  it("waits while the truck has no postal address, and says why", async () => {
    await createMailing({
      id: "held-campaign",
      kind: "campaign",
      topic: "news",
      content: CONTENT,
      sendAt: new Date(NOON.getTime() - 60_000),
      createdBy: "owner",
    });
    await startDueMailings(NOON, () => {});
    const progress = await mailingProgress("held-campaign");
    expect(progress).toMatchObject({ status: "scheduled", heldFor: "postal-address", total: 0 });
    expect(await MailingRecipient.countDocuments({ mailing_id: "held-campaign" })).toBe(0);
  });

  it("is created once by id, can be moved and reworded while scheduled, and not once it started", async () => {
    const later = new Date(NOON.getTime() + 60 * 60_000);
    const first = await createMailing({
      id: "notice-1",
      kind: "stop-change",
      topic: "stop-changes",
      content: CONTENT,
      sendAt: later,
      createdBy: "staff",
    });
    const again = await createMailing({
      id: "notice-1",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "Other words" },
      createdBy: "staff",
    });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ kind: "stop-change", status: "scheduled", sendAt: later.toISOString() });

    const reworded = await updateScheduledMailing("notice-1", { ...CONTENT, subject: "Stop moved" }, later);
    expect(reworded?.subject).toBe("Stop moved");
    const moved = await rescheduleMailing("notice-1", NOON);
    expect(moved.sendAt).toBe(NOON.toISOString());
    expect((await listMailings("stop-change")).map((mailing) => mailing.id)).toEqual(["notice-1"]);

    await saveBusinessDetails({ postalAddress: POSTAL_ADDRESS }, { adminId: "mailings-test" });
    await startDueMailings(NOON, () => {});
    expect((await mailingProgress("notice-1"))?.status).toBe("sending");
    await expect(rescheduleMailing("notice-1", later)).rejects.toMatchObject({ status: 409 });
    expect(await updateScheduledMailing("notice-1", { ...CONTENT, subject: "Too late" }, later)).toBeNull();
    await expect(rescheduleMailing("no-such-mailing", later)).rejects.toMatchObject({ status: 404 });
  });
});

describe("sending", () => {
  it("reaches each follower of the topic once from two servers, with the list headers; bounced ones are skipped", async () => {
    await startServers(2, serverEnv(NOON, 1000));
    // The notice started above and the held campaign (an address now) go out too.
    await smtp.waitFor(() => recipientsOf("Stop moved").length >= STOP_FOLLOWERS.length);
    await smtp.waitFor(() => recipientsOf(CONTENT.subject).length >= NEWS_FOLLOWERS.length);
    // Both mailings done (every recipient has an outcome), then both servers stopped: a stop
    // lets the batch in hand finish, so every mail either server sent for them is in by now,
    // however slow the machine, and none can follow.
    await expect
      .poll(
        async () => [(await mailingProgress("held-campaign"))?.status, (await mailingProgress("notice-1"))?.status],
        {
          timeout: 15_000,
        },
      )
      .toEqual(["sent", "sent"]);
    await stopServers();
    expect(recipientsOf("Stop moved")).toEqual([...STOP_FOLLOWERS].sort());
    expect(recipientsOf(CONTENT.subject)).toEqual([...NEWS_FOLLOWERS].sort());

    const mail = smtp.messages.find(
      (message) => message.subject === CONTENT.subject && message.envelopeTo.includes("news-two@example.com"),
    )!;
    const header = (name: string) => mail.headers.find((entry) => entry.key === name)?.value ?? "";
    expect(header("list-unsubscribe")).toMatch(/^<https:\/\/sandotruck\.example\/[^>]+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-id")).toContain("sandotruck.example");
    expect(mail.messageId).toBe(mailingMessageId(`held-campaign:${await subscriberId("news-two@example.com")}`, SITE));
    for (const part of [mail.text ?? "", mail.html ?? ""]) {
      expect(part).toContain("Our karaage sando is back from Monday.");
      expect(part).toContain("PO Box 1234, Goleta, CA 93117");
    }
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(smtp.messages.length);

    expect(await mailingProgress("held-campaign")).toMatchObject({
      status: "sent",
      total: 4,
      queued: 0,
      sent: 3,
      failed: 0,
      skipped: 1,
    });
    expect(await mailingProgress("notice-1")).toMatchObject({ status: "sent", total: 4, sent: 4 });
  });

  it("sends no more than MAIL_RATE_PER_MINUTE in a minute, counted across two servers", async () => {
    const later = new Date(NOON.getTime() + 10 * 60_000);
    await createMailing({
      id: "notice-rate",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "Rate limited" },
      sendAt: later,
      createdBy: "staff",
    });
    // Both clocks stand still at the same instant: the minute never ends, so 2 is all that goes.
    await startServers(2, serverEnv(later, 2));
    await smtp.waitFor(() => recipientsOf("Rate limited").length >= 2);
    await settle();
    expect(recipientsOf("Rate limited")).toHaveLength(2);
    expect(await mailingProgress("notice-rate")).toMatchObject({ status: "sending", total: 4, sent: 2, queued: 2 });
    await stopServers();
  });
});

describe("a server that died mid-send (SIGKILL)", () => {
  // Both cases on the same two servers, started once: their clocks stand at the in-flight
  // notice's start, ten minutes after the killed one's; each test reads only its own notice.
  const killedAt = new Date(NOON.getTime() + 30 * 60_000);
  const inFlightAt = new Date(NOON.getTime() + 40 * 60_000);
  let killedRow = "";

  beforeAll(async () => {
    await createMailing({
      id: "notice-killed",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "After a crash" },
      sendAt: killedAt,
      createdBy: "staff",
    });
    await createMailing({
      id: "notice-in-flight",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "In flight" },
      sendAt: inFlightAt,
      createdBy: "staff",
    });
    // The dead server fixed the recipients of both and claimed a first attempt of each: stops-a's
    // of the killed notice three minutes before the clock (its lock has run out), stops-b's of
    // the other 30 s before it (still within its lock); then it died before it could say what
    // became of them.
    await startDueMailings(inFlightAt, () => {});
    killedRow = `notice-killed:${await subscriberId("stops-a@example.com")}`;
    await MailingSendClaim.create({
      _id: `${killedRow}:1`,
      mailing_id: "notice-killed",
      created_at: new Date(inFlightAt.getTime() - 3 * 60_000),
    });
    await MailingSendClaim.create({
      _id: `notice-in-flight:${await subscriberId("stops-b@example.com")}:1`,
      mailing_id: "notice-in-flight",
      created_at: new Date(inFlightAt.getTime() - 30_000),
    });
    await startServers(2, serverEnv(inFlightAt, 1000));
    await smtp.waitFor(
      () =>
        recipientsOf("After a crash").length >= STOP_FOLLOWERS.length &&
        recipientsOf("In flight").length >= STOP_FOLLOWERS.length - 1,
    );
    await settle();
    await stopServers();
  });

  it("leaves its attempt claimed without an outcome: once the lock runs out it is sent again, with the same Message-ID", async () => {
    expect(recipientsOf("After a crash")).toEqual([...STOP_FOLLOWERS].sort());
    const resent = smtp.messages.find(
      (message) => message.subject === "After a crash" && message.envelopeTo.includes("stops-a@example.com"),
    );
    expect(resent?.messageId).toBe(mailingMessageId(killedRow, SITE));
    expect(await mailingProgress("notice-killed")).toMatchObject({ status: "sent", total: 4, sent: 4, queued: 0 });
  });

  it("a claim still within its lock is not sent again: the mailing waits for it", async () => {
    expect(recipientsOf("In flight")).toEqual(STOP_FOLLOWERS.filter((email) => email !== "stops-b@example.com").sort());
    expect(await mailingProgress("notice-in-flight")).toMatchObject({ status: "sending", sent: 3, queued: 1 });
  });
});

describe("which mailing goes first", () => {
  it("a notice of a changed stop goes before news when the rate allows only some", async () => {
    const at = new Date(NOON.getTime() + 50 * 60_000);
    // Earlier tests' mailings left half sent are set aside: this one is about these two alone.
    await Mailing.updateMany({ status: "sending" }, { $set: { status: "sent" } });
    await createMailing({
      id: "news-waits",
      kind: "campaign",
      topic: "news",
      content: { ...CONTENT, subject: "News that can wait" },
      sendAt: new Date(at.getTime() - 5 * 60_000),
      createdBy: "owner",
    });
    await createMailing({
      id: "notice-first",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "Stop cancelled today" },
      sendAt: at,
      createdBy: "staff",
    });
    const before = smtp.messages.length;
    // The clock stands still and the rate is 2 (each server spaces its mails 30 s apart, so two
    // servers send one each at once): only two mails go, and both are notices.
    await startServers(2, serverEnv(at, 2));
    await smtp.waitFor(() => smtp.messages.length >= before + 2);
    await settle();
    const sent = smtp.messages.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.filter((message) => message.subject === "News that can wait")).toEqual([]);
    expect(await mailingProgress("news-waits")).toMatchObject({ status: "sending", sent: 0 });
    await stopServers();
  });
});

describe("the rate's count", () => {
  it("gives out no more slots in a minute than the rate, even to requests at once, and frees them a minute later", async () => {
    const at = new Date("2027-01-05T09:00:00Z");
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeSendSlots(1, 5, at)));
    expect(taken.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(5);
    const more = await takeSendSlots(10, 5, new Date(at.getTime() + 1000));
    expect(taken.reduce((sum, count) => sum + count, 0) + more).toBe(5);
    expect(await takeSendSlots(3, 5, new Date(at.getTime() + 59_000))).toBe(0);
    expect(await takeSendSlots(3, 5, new Date(at.getTime() + 61_000))).toBe(3);
  });
});

describe("who has gone since a mailing started (issue 44)", () => {
  it("is dropped from each batch just before it goes: unsubscribed by one click, or bounced", async () => {
    // After the rate's own test above, whose minute lies in 2027: the rate is all this test's.
    const at = new Date("2027-02-01T12:00:00-08:00");
    await Mailing.updateMany({ status: "sending" }, { $set: { status: "sent" } });
    await createMailing({
      id: "notice-gone",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "Gone since the start" },
      sendAt: at,
      createdBy: "staff",
    });
    // Two servers at a rate of 2 with their clocks standing still: two mails go, two wait.
    await startServers(2, serverEnv(at, 2));
    await smtp.waitFor(() => recipientsOf("Gone since the start").length >= 2);
    await settle();
    const waiting = STOP_FOLLOWERS.filter((email) => !recipientsOf("Gone since the start").includes(email));
    expect(waiting).toHaveLength(2);
    const [unsubscribes, bounces] = waiting as [string, string];
    // One unsubscribes with their mail client's one-click button (RFC 8058), the other's address
    // bounces a mail of ours meanwhile.
    const earlier = smtp.messages.find((m) => m.subject === "Stop moved" && m.envelopeTo.includes(unsubscribes))!;
    const oneClick = /^<https:\/\/sandotruck\.example([^>]+)>$/.exec(
      earlier.headers.find((entry) => entry.key === "list-unsubscribe")?.value as string,
    )?.[1];
    const unsubscribed = await fetch(`${servers[0]!.url}${oneClick}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBeLessThan(300);
    await recordBounce(bounces, "550 at RCPT TO: 550 5.1.1 No such user");
    await stopServers();

    // A minute later the rate allows the rest: neither is mailed, and the mailing ends.
    await startServers(1, serverEnv(new Date(at.getTime() + 3 * 60_000), 1000));
    await expect.poll(async () => (await mailingProgress("notice-gone"))?.status, { timeout: 15_000 }).toBe("sent");
    await settle();
    expect(recipientsOf("Gone since the start")).toHaveLength(2);
    expect(recipientsOf("Gone since the start")).not.toContain(unsubscribes);
    expect(recipientsOf("Gone since the start")).not.toContain(bounces);
    expect(await mailingProgress("notice-gone")).toMatchObject({ total: 4, sent: 2, failed: 0, skipped: 2 });
    await stopServers();
  }, 90_000);
});

describe("servers whose clocks disagree", () => {
  it("a server whose clock is still before a mailing's time sends none of it, though another has started it", async () => {
    const at = new Date(NOON.getTime() + 120 * 60_000);
    await createMailing({
      id: "notice-clocks",
      kind: "stop-change",
      topic: "stop-changes",
      content: { ...CONTENT, subject: "Clocks apart" },
      sendAt: at,
      createdBy: "staff",
    });
    // Started at its time, its recipients fixed, by a server whose clock came to it first.
    await startDueMailings(at, () => {});
    // A server eleven minutes behind runs first, with mail of its own; then one on time joins.
    const behind = await startSmtpCapture(await findFreePort());
    try {
      const behindEnv = serverEnv(new Date(at.getTime() - 11 * 60_000), 1000);
      servers.push(
        await startServerProcess({
          mongodbUri: databaseUri,
          env: { ...behindEnv, SMTP_URL: `smtp://127.0.0.1:${behind.port}` },
        }),
      );
      servers.push(await startServerProcess({ mongodbUri: databaseUri, env: serverEnv(at, 1000) }));
      await expect.poll(async () => (await mailingProgress("notice-clocks"))?.status, { timeout: 15_000 }).toBe("sent");
      // Each follower still following once (two left in the test before), all from the server on
      // time: the one behind took no claim whose age the other would read on its own clock as a
      // dead server's.
      const mailed = recipientsOf("Clocks apart");
      expect(mailed.length).toBeGreaterThan(0);
      expect(mailed).toEqual([...new Set(mailed)]);
      expect(mailed).toHaveLength((await mailingProgress("notice-clocks"))!.sent);
      expect(behind.messages.filter((message) => message.subject === "Clocks apart")).toEqual([]);
    } finally {
      await stopServers();
      await behind.stop();
    }
  }, 60_000);
});

async function subscriberId(email: string): Promise<string> {
  const subscriber = await NewsletterSubscriber.findOne({ email }).lean();
  return String(subscriber?._id);
}
