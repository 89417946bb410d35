// The mail asking catering clients for a review (issue 53), with a real SMTP server and servers
// whose clock stands on the morning after Thursday, June 5, 2031 (10:30 AM in Santa Barbara). Held
// while no postal address is set; then each client whose event was yesterday and is booked (or
// done) gets one mail in their language, the same words for everyone, with the write a review
// pages, the postal address and a link to ask for no more; nobody quoted, lost, opted out or of
// another day. The link's page stops them (its token never logged); a later server asks no one
// twice and no one who opted out.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { ReviewOptOut } from "#app/models/review-opt-out.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { IPHONE } from "#tests/support/form-posts.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";
import { clockedSendingTo, type ReceivedMail, type SmtpCapture, startSmtpCapture } from "#tests/support/smtp.ts";

const databaseUri = `${testMongoBase()}/sando_review_asks_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const EVENT_DAY = "2031-06-05";
const MORNING_AFTER = "2031-06-06T10:30:00-07:00";
const OWNER = { email: "owner@example.com", password: "owner-password-reviews-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-reviews-1" };
const POSTAL_ADDRESS = "Sando Truck, PO Box 1234, Goleta, CA 93117";
const WRITE_A_REVIEW = {
  google: "https://g.page/r/sando-truck-example/review",
  yelp: "https://www.yelp.com/writeareview/biz/sando-truck-example",
};

/** A catering enquiry as the form stores it, for `event_date`, at `status`. */
const enquiry = (
  name: string,
  email: string,
  event_date: string,
  status: "booked" | "done" | "quoted" | "lost",
  language: "en" | "es" = "en",
) => ({
  name,
  email,
  phone: "805-555-0100",
  message: "Lunch for the office.",
  event_date,
  status,
  language,
});

let smtp: SmtpCapture;
const servers: ServerProcess[] = [];
const start = async () => {
  // Its requests logged, to show the log keeps no link's token.
  const server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { ...clockedSendingTo(MORNING_AFTER, smtp), LOG_REQUESTS: "true" },
  });
  servers.push(server);
  return server;
};
const mailTo = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
const header = (mail: ReceivedMail, key: string) => mail.headers.find((h) => h.key === key)?.value ?? "";

beforeAll(async () => {
  smtp = await startSmtpCapture(await findFreePort());
  await seedWithOwnerAndStaff(OWNER, STAFF);
  await CateringEnquiry.create([
    enquiry("Dana Whitfield", "dana@example.com", EVENT_DAY, "booked"),
    enquiry("Lucía Ramírez", "lucia@example.com", EVENT_DAY, "booked", "es"),
    enquiry("Sam Ortiz", "sam@example.com", EVENT_DAY, "done"),
    enquiry("Quinn Quoted", "quoted@example.com", EVENT_DAY, "quoted"),
    enquiry("Lee Lost", "lost@example.com", EVENT_DAY, "lost"),
    enquiry("Erin Early", "early@example.com", "2031-06-04", "booked"),
    enquiry("Toni Today", "today@example.com", "2031-06-06", "booked"),
    enquiry("Olly Out", "olly@example.com", EVENT_DAY, "booked"),
  ]);
  await ReviewOptOut.create({ _id: "olly@example.com" });
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

describe("asking yesterday's catering clients for a review", () => {
  it("is held while the business details have no postal address", async () => {
    const server = await start();
    await expect
      .poll(() => server.output(), { timeout: 15_000, interval: 100 })
      .toContain(`review asks: held while the business details have no postal address (events of ${EVENT_DAY})`);
    await server.stop();
    expect(await OutboxMessage.countDocuments({ kind: "review-ask" })).toBe(0);
  });

  it("goes to each booked client of yesterday's events, once, in their language", async () => {
    await saveBusinessDetails({ postalAddress: POSTAL_ADDRESS, reviewLinks: WRITE_A_REVIEW }, { adminId: "test" });
    await start();
    await smtp.waitFor(() => ["dana", "lucia", "sam"].every((name) => mailTo(`${name}@example.com`).length === 1));
    expect((await OutboxMessage.find({ kind: "review-ask" }).lean()).map((mail) => mail.to).sort()).toEqual([
      "dana@example.com",
      "lucia@example.com",
      "sam@example.com",
    ]);

    const [dana] = mailTo("dana@example.com");
    expect(dana!.subject).toBe("Thank you for having the Sando Truck on Thursday, June 5, 2031");
    expect(header(dana!, "content-language")).toBe("en");
    for (const line of [
      "Hi Dana Whitfield,",
      "Thank you for having the Sando Truck at your event on Thursday, June 5, 2031.",
      "whatever you thought of it",
      `Google: ${WRITE_A_REVIEW.google}`,
      `Yelp: ${WRITE_A_REVIEW.yelp}`,
      POSTAL_ADDRESS,
    ]) {
      expect(dana!.text).toContain(line);
    }
    const optOut = /No more mail asking for reviews: (\S+)/.exec(dana!.text ?? "")?.[1] ?? "";
    expect(optOut).toMatch(/^http:\/\/localhost:\d+\/review\/no-more-mail\?email=dana%40example\.com&token=[\w-]{43}$/);
    expect(header(dana!, "list-unsubscribe")).toBe(`<${optOut}>`);
    expect(dana!.html).toContain(POSTAL_ADDRESS);

    const [lucia] = mailTo("lucia@example.com");
    expect(lucia!.subject).toBe("Gracias por recibir al Sando Truck el jueves, 5 de junio de 2031");
    expect(header(lucia!, "content-language")).toBe("es");
    expect(lucia!.text).toContain("Hola, Lucía Ramírez:");
    expect(lucia!.text).toContain(`Google: ${WRITE_A_REVIEW.google}`);
    expect(lucia!.text).toMatch(
      /No quiero más correos que pidan reseñas: http:\/\/localhost:\d+\/es\/review\/no-more-mail\?/,
    );
    // The address is the Owner's English in a Spanish mail.
    expect(lucia!.html).toContain(`<span lang="en">${POSTAL_ADDRESS}</span>`);

    // Staff see it among the enquiry's mails.
    const server = servers.at(-1)!;
    const danaEnquiry = await CateringEnquiry.findOne({ email: "dana@example.com" }).lean();
    const enquiryPage = await fetch(`${server.url}/admin/enquiries/${danaEnquiry!._id}`, {
      headers: { Cookie: await portalSessionCookie(STAFF, server.url) },
    });
    expect((await enquiryPage.text()).replaceAll("<!-- -->", "")).toContain(
      "Review ask to the client, the day after the event",
    );

    // The same words for every client: only the greeting and the links are theirs.
    const [sam] = mailTo("sam@example.com");
    const asked = (mail: ReceivedMail) =>
      (mail.text ?? "").replace(/^Hi .*,$/m, "").replace(/email=[^&]+&token=\S+/, "");
    expect(asked(sam!)).toBe(asked(dana!));
  });

  it("stops for good from its link, which the log never shows", async () => {
    const [dana] = mailTo("dana@example.com");
    const link = new URL(/No more mail asking for reviews: (\S+)/.exec(dana!.text ?? "")![1]!);
    const server = servers.at(-1)!;
    const page = await fetch(`${server.url}${link.pathname}${link.search}`, { headers: { "User-Agent": IPHONE } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Stop mail asking dana@example.com for reviews?");
    // A link altered by hand is refused, and stops nothing.
    const forged = await fetch(
      `${server.url}${link.pathname}?email=lucia%40example.com&token=${link.searchParams.get("token")}`,
      {
        method: "POST",
        headers: { "User-Agent": IPHONE, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      },
    );
    expect(forged.status).toBe(400);
    // The mail client's one click (RFC 8058), as the page's button sends it without JavaScript.
    const click = await fetch(`${server.url}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "User-Agent": IPHONE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    expect((await click.text()).replaceAll("<!-- -->", "")).toContain(
      "Done: we won't ask dana@example.com for a review again.",
    );
    expect((await ReviewOptOut.find().lean()).map((record) => record._id).sort()).toEqual([
      "dana@example.com",
      "olly@example.com",
    ]);
    expect(server.output()).toContain("/review/no-more-mail?email=[redacted]&token=[redacted]");
    expect(server.output()).not.toContain(link.searchParams.get("token")!);
  });

  it("asks no one twice and no one who opted out, on any later pass", async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // Two more events of yesterday: an opted-out client's second one, and a new client's.
    await CateringEnquiry.create([
      enquiry("Dana Whitfield", "dana@example.com", EVENT_DAY, "booked"),
      enquiry("Zoe Zhang", "zoe@example.com", EVENT_DAY, "booked"),
    ]);
    await start();
    await smtp.waitFor(() => mailTo("zoe@example.com").length === 1);
    expect((await OutboxMessage.find({ kind: "review-ask" }).lean()).map((mail) => mail.to).sort()).toEqual([
      "dana@example.com",
      "lucia@example.com",
      "sam@example.com",
      "zoe@example.com",
    ]);
    for (const address of ["dana", "lucia", "sam", "zoe"]) expect(mailTo(`${address}@example.com`)).toHaveLength(1);
    for (const address of ["quoted", "lost", "early", "today", "olly"])
      expect(mailTo(`${address}@example.com`)).toEqual([]);
  });
});
