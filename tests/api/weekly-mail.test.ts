// The week's schedule mail, sent by real production servers through a real SMTP server: two
// servers on one database, their clocks at 8:00 AM on a Monday in Santa Barbara, mail each
// follower of the weekly schedule exactly once, through the mailing engine that sends campaigns
// and notices too (issue 47), with the list headers and both parts; nobody unconfirmed,
// unsubscribed, bounced or following other topics gets it. Then, with instants chosen across the
// spring daylight-saving change, the hour is the truck's local one; and a week a server from
// before the engine claimed is never handed to it.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { createEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { recordBounce } from "#app/domain/mail/bounces.server.ts";
import { startDueMailings } from "#app/domain/mailings/sending.server.ts";
import {
  saveWeeklyNote,
  sendWeeklyMailIfDue,
  sendWeeklyMailTest,
  weeklyMailingId,
} from "#app/domain/weekly-mail/weekly-mail.server.ts";
import { Mailing, MailingRecipient } from "#app/models/mailing.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { WeeklyMailRun, WeeklyMailSettings } from "#app/models/weekly-mail.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess, TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = `${testMongoBase()}/sando_weekly_${Date.now()}`;
useTestDatabase(() => databaseUri);

/** Monday 30 November 2026, half a minute after 8:00 AM in Santa Barbara. */
const MONDAY_MORNING = "2026-11-30T08:00:30-08:00";
const POSTAL_ADDRESS = "Sando Truck, PO Box 1234, Goleta, CA 93117";
const SITE = "https://sandotruck.example";
const FOLLOWERS = [
  "weekly-one@example.com",
  "weekly-two@example.com",
  "weekly-legacy@example.com",
  "weekly-es@example.com",
];

let smtp: SmtpCapture;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture(await findFreePort());
  await saveBusinessDetails(
    { postalAddress: POSTAL_ADDRESS, weeklyMail: { weekday: 1, time: "08:00" } },
    { adminId: "weekly-mail-test" },
  );
  const now = new Date();
  await NewsletterSubscriber.insertMany([
    { email: "weekly-one@example.com", confirmed_at: now, topics: ["weekly-schedule", "news"] },
    { email: "weekly-two@example.com", confirmed_at: now, topics: ["weekly-schedule"] },
    // From before confirmation existed: confirmed, every topic.
    { email: "weekly-legacy@example.com" },
    // Subscribed on a Spanish page (issue 50): the week in Spanish.
    { email: "weekly-es@example.com", confirmed_at: now, topics: ["weekly-schedule"], language: "es" },
    { email: "weekly-news-only@example.com", confirmed_at: now, topics: ["news"] },
    { email: "weekly-gone@example.com", confirmed_at: now, topics: ["weekly-schedule"], unsubscribed_at: now },
    {
      email: "weekly-unconfirmed@example.com",
      confirmed_at: null,
      pending: { topics: ["weekly-schedule"], wording: "test", form: "api", requested_at: now },
    },
    { email: "weekly-bounced@example.com", confirmed_at: now, topics: ["weekly-schedule"] },
  ]);
  await recordBounce("weekly-bounced@example.com", "550 at RCPT TO: 550 5.1.1 No such user");
  // Every Wednesday at the Goleta market; the second Wednesday of the week is cancelled... the
  // week mailed (30 Nov to 6 Dec) has one Wednesday, 2 December, cancelled for the rain.
  await createEvent(
    eventInputSchema.parse({
      title: "Goleta Farmers Market",
      address: "5800 Calle Real, Goleta, CA 93117",
      date: "2026-11-25",
      time: "3:00 PM - 7:00 PM",
      description: "Katsu sandos at the Wednesday market.",
      repeat: "weekly",
      repeat_until: "2027-03-31",
      // The reason has its Spanish; the market's name does not (a Spanish mail marks it English).
      cancellations: [{ date: "2026-12-02", reason: "Rain in the forecast", reason_es: "Se pronostica lluvia" }],
    }),
  );
  await createEvent(
    eventInputSchema.parse({
      title: "Funk Zone Friday",
      title_es: "Viernes en la Funk Zone",
      address: "131 Anacapa St, Santa Barbara, CA 93101",
      date: "2026-12-04",
      time: "5:00 PM - 9:00 PM",
      description: "Late sandos by the tasting rooms.",
    }),
  );
  // A stop of the week after: not in this week's mail.
  await createEvent(
    eventInputSchema.parse({
      title: "Carpinteria Avocado Stand",
      address: "4850 Carpinteria Ave, Carpinteria, CA 93013",
      date: "2026-12-08",
      time: "11:00 AM - 2:00 PM",
      description: "Next week.",
    }),
  );
  await saveWeeklyNote(
    "Our new karaage sando debuts on Friday.",
    "2026-11-30",
    "Nuestro nuevo sando de karaage se estrena el viernes.",
  );
  // The two servers start here, with the week's followers and stops in place, rather than in the
  // test: two starts on a busy machine would eat into its 30 s.
  const env = {
    NODE_ENV: "test",
    TEST_CLOCK_NOW: MONDAY_MORNING,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_REQUIRE_TLS: "false",
    SITE_URL: SITE,
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
  };
  servers.push(
    ...(await Promise.all([
      startServerProcess({ mongodbUri: databaseUri, env }),
      startServerProcess({ mongodbUri: databaseUri, env }),
    ])),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

describe("the weekly schedule mail", () => {
  it("goes to each follower once, from two servers whose clocks reach 8:00 AM on Monday together", async () => {
    await smtp.waitFor((messages) => messages.length >= FOLLOWERS.length);
    // Both servers keep asking every 100 ms: a second mail to anyone would come within a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const recipients = smtp.messages.flatMap((message) => message.envelopeTo).sort();
    expect(recipients).toEqual([...FOLLOWERS].sort());
    expect(await WeeklyMailRun.countDocuments()).toBe(1);
    // One mailing for the week, which the engine marks sent once each follower's row is settled.
    expect(await Mailing.countDocuments({ kind: "weekly-schedule" })).toBe(1);
    await expect
      .poll(() => Mailing.findById(weeklyMailingId("2026-11-30")).lean(), { timeout: 15_000, interval: 200 })
      .toMatchObject({ status: "sent", total: 5, sent: 4, skipped: 1, failed: 0 });

    const mail = smtp.messages.find((message) => message.envelopeTo.includes("weekly-two@example.com"))!;
    expect(mail.subject).toBe("Where the Sando Truck is this week: Mon, Nov 30 to Sun, Dec 6");
    const header = (name: string) => mail.headers.find((entry) => entry.key === name)?.value ?? "";
    expect(header("list-unsubscribe")).toMatch(/^<https:\/\/sandotruck\.example\/[^>]+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-id")).toContain("sandotruck.example");
    expect(mail.messageId).toMatch(/@sandotruck\.example>$/);
    for (const part of [mail.text ?? "", mail.html ?? ""]) {
      expect(part).toContain("Our new karaage sando debuts on Friday.");
      expect(part).toContain("Funk Zone Friday");
      expect(part).toContain("131 Anacapa St, Santa Barbara, CA 93101");
      expect(part).toContain("Rain in the forecast");
      expect(part).toContain(`${SITE}/popup-locations`);
      expect(part).toContain(`${SITE}/events.ics`);
      expect(part).toContain("PO Box 1234, Goleta, CA 93117");
      expect(part).not.toContain("Carpinteria Avocado Stand");
    }
    expect(mail.text).toContain("Directions: https://www.google.com/maps/search/?api=1&query=131%20Anacapa");
    expect(mail.text).toMatch(/CANCELLED: Goleta Farmers Market, 3:00 PM - 7:00 PM: Rain in the forecast/);
    expect(header("content-language")).toBe("en");

    // The follower who reads Spanish gets the week in Spanish: the days and hours as es-US writes
    // them, the Owner's Spanish where written, the English marked as English where not.
    const spanish = smtp.messages.find((message) => message.envelopeTo.includes("weekly-es@example.com"))!;
    expect(spanish.subject).toBe("Dónde está el Sando Truck esta semana: del lun, 30 de nov al dom, 6 de dic");
    expect(spanish.headers.find((entry) => entry.key === "content-language")?.value).toBe("es");
    expect(spanish.headers.find((entry) => entry.key === "list-unsubscribe-post")?.value).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.text).toContain("VIERNES, 4 DE DICIEMBRE DE 2026");
    expect(spanish.text).toContain(
      "- 5:00 p.m. - 9:00 p.m.: Viernes en la Funk Zone, 131 Anacapa St, Santa Barbara, CA 93101",
    );
    expect(spanish.text).toContain("Cómo llegar: https://www.google.com/maps/search/?api=1&query=131%20Anacapa");
    expect(spanish.text).toContain("- CANCELADA: Goleta Farmers Market, 3:00 p.m. - 7:00 p.m.: Se pronostica lluvia");
    expect(spanish.html).toContain('<s><span lang="en">Goleta Farmers Market</span>, 3:00 p.m. - 7:00 p.m.</s>');
    // The Owner's note in the Owner's Spanish.
    expect(spanish.html).toContain("<p>Nuestro nuevo sando de karaage se estrena el viernes.</p>");
    expect(spanish.text).not.toContain("Our new karaage sando");
    expect(spanish.text).toContain(`${SITE}/es/popup-locations`);
    expect(spanish.text).toContain(`${SITE}/es/events.ics`);
    expect(spanish.text).toMatch(/Elige qué te enviamos: https:\/\/sandotruck\.example\/es\/newsletter\/preferences\?/);
    // The note was for this week: next week's mail starts without it.
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  it("goes as a test to the Owner who asks, marked as a test and framed as followers get it", async () => {
    await sendWeeklyMailTest("owner-weekly@example.com", new Date("2026-12-01T10:00:00-08:00"), {
      siteUrl: SITE,
      secret: TEST_SESSION_SECRET,
    });
    const test = await OutboxMessage.findOne({ kind: "weekly-schedule-test" }).lean();
    expect(test).toMatchObject({
      to: "owner-weekly@example.com",
      subject: "[Test] Where the Sando Truck is this week: Mon, Dec 7 to Sun, Dec 13",
    });
    expect(test?.text).toContain("Carpinteria Avocado Stand");
    expect(test?.text).toContain("PO Box 1234, Goleta, CA 93117");
    // A lean document gives the headers' Map back as a plain object.
    expect(test?.headers as unknown as Record<string, string>).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("refuses a note or its Spanish over 500 characters by name, and keeps the note stored", async () => {
    const before = await WeeklyMailSettings.findById("weekly-mail").lean();
    await expect(saveWeeklyNote("Fine", "2026-12-07", "x".repeat(501))).rejects.toThrow(
      "The note in Spanish can be at most 500 characters.",
    );
    await expect(saveWeeklyNote("x".repeat(501), "2026-12-07", "Bien")).rejects.toThrow(
      "The note can be at most 500 characters.",
    );
    const after = await WeeklyMailSettings.findById("weekly-mail").lean();
    expect({ note: after?.note, note_es: after?.note_es, week: after?.note_week }).toEqual({
      note: before?.note,
      note_es: before?.note_es,
      week: before?.note_week,
    });
  });

  it("keeps to 8:00 AM in Santa Barbara across the change to summer time, decided once", async () => {
    await WeeklyMailSettings.deleteMany({});
    await saveBusinessDetails(
      { postalAddress: POSTAL_ADDRESS, weeklyMail: { weekday: 0, time: "08:00" } },
      { adminId: "weekly-mail-test" },
    );
    const context = { siteUrl: SITE, secret: TEST_SESSION_SECRET };
    // Sunday 14 March 2027: the clocks go forward at 2 AM, so 8:00 AM is 15:00 UTC, not 16:00.
    expect(await sendWeeklyMailIfDue(new Date("2027-03-14T14:59:59Z"), context)).toEqual({ hold: "too-late" });
    const [first, second] = await Promise.all([
      sendWeeklyMailIfDue(new Date("2027-03-14T15:00:00Z"), context),
      sendWeeklyMailIfDue(new Date("2027-03-14T15:00:01Z"), context),
    ]);
    const mailing = weeklyMailingId("2027-03-08");
    expect([first, second]).toContainEqual({ sent: { week: "2027-03-08", mailing } });
    expect([first, second]).toContainEqual({ hold: "already-sent" });
    // Two engines starting it at once fix each follower once (the bounced address as skipped).
    await Promise.all([
      startDueMailings(new Date("2027-03-14T15:00:02Z"), () => {}),
      startDueMailings(new Date("2027-03-14T15:00:02Z"), () => {}),
    ]);
    const rows = await MailingRecipient.find({ mailing_id: mailing }).lean();
    expect(
      rows
        .filter((row) => !row.skipped)
        .map((row) => row.email)
        .sort(),
    ).toEqual([...FOLLOWERS].sort());
    expect(rows.map((row) => row.email).sort()).toEqual([...FOLLOWERS, "weekly-bounced@example.com"].sort());
  });

  it("leaves a week alone that a server from before the mailing engine claimed, finished or not", async () => {
    const context = { siteUrl: SITE, secret: TEST_SESSION_SECRET };
    // Sunday 21 March 2027 (the week of Monday 15 March), claimed an hour earlier and never
    // finished: its followers' mails may be in the outbox, so the engine does not mail them again.
    await WeeklyMailRun.create({
      _id: "2027-03-15",
      send_date: "2027-03-21",
      claimed_at: new Date("2027-03-21T14:00:00Z"),
    });
    expect(await sendWeeklyMailIfDue(new Date("2027-03-21T15:00:00Z"), context)).toEqual({ hold: "already-sent" });
    expect(await Mailing.exists({ _id: weeklyMailingId("2027-03-15") })).toBeNull();
  });
});
