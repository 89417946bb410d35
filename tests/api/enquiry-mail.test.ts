// Catering enquiries and newsletter mail through a real SMTP server: stored first, mailed
// with the right fields, and delivered exactly once after the mail server comes back.
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import { type ReceivedMail, startSmtpCapture } from "#tests/support/smtp.ts";

const STAFF = "catering-staff@example.com";
const mail = mailingServerOfThisFile("mail", (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // The capture server offers no STARTTLS.
  SMTP_REQUIRE_TLS: "false",
  STAFF_EMAIL: STAFF,
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));

let clientNumber = 0;
/** Each test speaks from its own address, so the per-IP limits never interfere. */
function fromNewClient(): Record<string, string> {
  clientNumber += 1;
  return { "x-forwarded-for": `198.51.100.${clientNumber}`, "content-type": "application/json" };
}

function postJson(path: string, body: unknown, headers = fromNewClient()) {
  return fetch(`${mail.server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Aiko Tanaka",
    email: `aiko-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    phone: "(805) 555-0142",
    eventDate: `${addDaysToIsoDate(todayInTruckTimeZone(), 30)}T08:00:00.000Z`,
    message: "Company picnic for 80 people.\nCan you bring the truck to Goleta?",
    ...overrides,
  };
}

/** The staff mail (which names the visitor's address) and the visitor's confirmation. */
function aboutEnquiry(messages: ReceivedMail[], visitor: string): ReceivedMail[] {
  return messages.filter(
    (m) => m.envelopeTo.includes(visitor) || (m.envelopeTo.includes(STAFF) && m.text?.includes(visitor)),
  );
}

describe("catering enquiries", () => {
  it("are stored, mailed to staff with reply-to the visitor, and confirmed to the visitor", async () => {
    const sent = enquiry();
    const response = await postJson("/api/send-email", sent);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: string; id: string };
    expect(body).toMatchObject({
      success: true,
      message: "Thank you for your inquiry! We will get back to you within 24 hours.",
    });

    const stored = await CateringEnquiry.findById(body.id).lean();
    expect(stored).toMatchObject({ name: "Aiko Tanaka", email: sent.email, status: "new" });
    expect(stored?.event_date).toBe(addDaysToIsoDate(todayInTruckTimeZone(), 30));

    await mail.smtp.waitFor((messages) => aboutEnquiry(messages, sent.email).length >= 2);
    const staffMail = mail.smtp.messages.find((m) => m.envelopeTo.includes(STAFF) && m.text?.includes(sent.email));
    expect(staffMail?.replyTo?.[0]?.address).toBe(sent.email);
    expect(staffMail?.subject).toMatch(/^New catering enquiry for /);
    expect(staffMail?.text).toContain("Phone: (805) 555-0142");
    expect(staffMail?.text).toContain("Can you bring the truck to Goleta?");
    expect(staffMail?.text).toContain(`/admin/enquiries/${body.id}`);

    const confirmation = mail.smtp.messages.find((m) => m.envelopeTo.includes(sent.email));
    expect(confirmation?.from?.address).toBe("hello@example.com");
    expect(confirmation?.text).toContain("Thank you for your inquiry! We will get back to you within 24 hours.");
    // A plain name is repeated; the visitor's own words are not (see "cannot be used to mail").
    expect(confirmation?.text).toContain("Hi Aiko Tanaka,");
    expect(confirmation?.text).not.toContain("Goleta");
  });

  it("is accepted while the mail server is down and delivered exactly once when it is back", {
    timeout: 60_000,
  }, async () => {
    await mail.smtp.stop();
    const sent = enquiry({ name: "Kenji Mori" });
    const response = await postJson("/api/send-email", sent);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await CateringEnquiry.exists({ _id: id })).toBeTruthy();

    // The outbox keeps trying and recording why it failed.
    await expect
      .poll(
        async () => (await OutboxMessage.findOne({ related_id: id, kind: "enquiry-staff" }).lean())?.attempts ?? 0,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
    // Still being tried, neither sent nor given up: waiting for its next attempt, or (the worker
    // runs on while we look) in the middle of it.
    const pending = await OutboxMessage.findOne({ related_id: id, kind: "enquiry-staff" }).lean();
    expect(["pending", "sending"]).toContain(pending?.status);
    expect(pending?.last_error).not.toBe("");

    mail.smtp = await startSmtpCapture(mail.smtp.port);
    await mail.smtp.waitFor((messages) => aboutEnquiry(messages, sent.email).length >= 2, 30_000);
    // Give any duplicate time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const aboutThis = aboutEnquiry(mail.smtp.messages, sent.email);
    expect(aboutThis.filter((m) => m.envelopeTo.includes(STAFF))).toHaveLength(1);
    expect(aboutThis.filter((m) => m.envelopeTo.includes(sent.email))).toHaveLength(1);
    const delivered = await OutboxMessage.find({ related_id: id }).lean();
    expect(delivered.map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = await CateringEnquiry.countDocuments();
    const cases: [Record<string, unknown>, number, string][] = [
      [enquiry({ eventDate: "" }), 400, "Please select an event date before submitting"],
      [enquiry({ eventDate: undefined }), 400, "Please select an event date before submitting"],
      [enquiry({ name: "Bob\r\nBcc: victim@example.com" }), 400, "Please correct the highlighted fields"],
      [enquiry({ email: { $ne: null } }), 400, "Please correct the highlighted fields"],
      [enquiry({ phone: "call me" }), 400, "Please correct the highlighted fields"],
      [enquiry({ eventDate: "2001-01-01" }), 400, "Please correct the highlighted fields"],
      [enquiry({ website: "http://spam.example" }), 400, "looked automated"],
    ];
    for (const [body, status, message] of cases) {
      const response = await postJson("/api/send-email", body);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { success: boolean; error: string };
      expect(answer.success).toBe(false);
      expect(answer.error).toContain(message);
    }
    const malformed = await fetch(`${mail.server.url}/api/send-email`, {
      method: "POST",
      headers: fromNewClient(),
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await CateringEnquiry.countDocuments()).toBe(before);
  });

  it("limits each address to five enquiries an hour, with a clear message", async () => {
    const headers = fromNewClient();
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson("/api/send-email", enquiry(), headers)).status).toBe(200);
    }
    const refused = await postJson("/api/send-email", enquiry(), headers);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toContain("Please wait a while and try again");
    // Someone else is not affected.
    expect((await postJson("/api/send-email", enquiry())).status).toBe(200);
  });
});

describe("the forms cannot be used to mail strangers (issue 14)", () => {
  it("refuses a body not sent as JSON, which any web page could post from its visitors' browsers", async () => {
    const victim = `victim-${Date.now()}@example.net`;
    const response = await fetch(`${mail.server.url}/api/send-email`, {
      method: "POST",
      headers: { ...fromNewClient(), "content-type": "text/plain" },
      body: JSON.stringify(enquiry({ email: victim })),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Send the request body as JSON, with Content-Type: application/json",
    );
    expect(await CateringEnquiry.countDocuments({ email: victim })).toBe(0);
  });

  it("sends the address given none of the submitted text or links, and a name only if it is a plain name", async () => {
    const victim = `victim-${Date.now()}@example.net`;
    const response = await postJson(
      "/api/send-email",
      enquiry({
        name: "Billing dept visit evil.example",
        email: victim,
        message: "Your account is suspended, visit https://evil.example/login",
      }),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const confirmation = await OutboxMessage.findOne({ kind: "enquiry-confirmation", related_id: id }).lean();
    expect(confirmation?.to).toBe(victim);
    for (const text of [confirmation?.text ?? "", confirmation?.html ?? ""]) {
      expect(text.startsWith("Hi,") || text.startsWith("<p>Hi,</p>")).toBe(true);
      expect(text).not.toMatch(/evil|suspended|Billing|https?:/);
    }
    // Staff still see everything, to judge for themselves.
    const staff = await OutboxMessage.findOne({ kind: "enquiry-staff", related_id: id }).lean();
    expect(staff?.text).toContain("Your account is suspended, visit https://evil.example/login");
  });

  it("mails one recipient at most 3 times a day, whatever the client address or +tag; enquiries are still stored and staff told", async () => {
    const mailbox = `target-${Date.now()}`;
    const variants = [
      `${mailbox}@example.net`,
      `${mailbox.toUpperCase()}@Example.net`,
      `${mailbox}+a@example.net`,
      `${mailbox}+b@example.net`,
      `${mailbox}+c@example.net`,
    ];
    const ids: string[] = [];
    for (const email of variants) {
      const response = await postJson("/api/send-email", enquiry({ email }));
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await CateringEnquiry.countDocuments({ _id: { $in: ids } })).toBe(5);
    expect(await OutboxMessage.countDocuments({ kind: "enquiry-staff", related_id: { $in: ids } })).toBe(5);
    expect(await OutboxMessage.countDocuments({ kind: "enquiry-confirmation", related_id: { $in: ids } })).toBe(3);
  });

  it("counts Gmail's dotted and googlemail.com spellings of one inbox as one recipient", async () => {
    const mailbox = `gm${Date.now()}x`;
    const ids: string[] = [];
    for (const email of [
      `${mailbox}@gmail.com`,
      `${mailbox}@gmail.com`,
      `${mailbox}@gmail.com`,
      `${mailbox.split("").join(".")}@googlemail.com`,
    ]) {
      const response = await postJson("/api/send-email", enquiry({ email }));
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await OutboxMessage.countDocuments({ kind: "enquiry-staff", related_id: { $in: ids } })).toBe(4);
    const confirmations = await OutboxMessage.find({ kind: "enquiry-confirmation", related_id: { $in: ids } }).lean();
    expect(confirmations.map((mail) => mail.related_id).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it("counts an IPv6 client by its /64: new addresses inside it do not escape the hourly limit", async () => {
    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:7`;
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host += 1) {
      const response = await postJson("/api/send-email", enquiry(), {
        "x-forwarded-for": `${network}::${host}`,
        "content-type": "application/json",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("the newsletter", () => {
  it("welcomes a new subscriber once, after the confirmation link, and the mail's link unsubscribes", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const first = await postJson("/api/subscribe", { email: email.toUpperCase() });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true });
    const again = await postJson("/api/subscribe", { email });
    expect(again.status).toBe(200);
    expect(await NewsletterSubscriber.countDocuments({ email })).toBe(1);
    expect((await postJson("/api/send-welcome-email", { email })).status).toBe(200);

    // Double opt-in (issue 31): first the confirmation, alone; the welcome once it is followed.
    await mail.smtp.waitFor((messages) => messages.some((m) => m.envelopeTo.includes(email)));
    const [confirmation] = mail.smtp.messages.filter((m) => m.envelopeTo.includes(email));
    expect(confirmation!.subject).toBe("Confirm your Sando Truck newsletter subscription");
    const confirmLink = /(http\S+\/newsletter\/confirm\?\S+)/.exec(confirmation!.text ?? "")?.[1] ?? "";
    const confirmed = await fetch(confirmLink, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    await mail.smtp.waitFor((messages) => messages.filter((m) => m.envelopeTo.includes(email)).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const welcomes = mail.smtp.messages.filter(
      (m) => m.envelopeTo.includes(email) && m.subject === "Welcome to the Sando Truck newsletter",
    );
    expect(welcomes).toHaveLength(1);
    const welcome = welcomes[0]!;
    const listUnsubscribe = welcome.headers.find((h) => h.key === "list-unsubscribe")?.value ?? "";
    const link = listUnsubscribe.replace(/^<|>$/g, "");
    expect(link).toContain("/newsletter/unsubscribe?");
    expect(welcome.text).toContain(link);

    const local = link.replace(/^https?:\/\/[^/]+/, mail.server.url);
    const page = await fetch(local);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Stop sending the Sando Truck newsletter to ${email}?`);
    const confirm = await fetch(local, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("You have been unsubscribed");
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at).toBeInstanceOf(Date);

    const forged = await fetch(local.replace(/token=[^&]+/, "token=forged"));
    expect(forged.status).toBe(400);
    // Asked to welcome an address that is not subscribed (any longer), it answers as for one
    // that is, so it tells no one who is subscribed, and sends nothing.
    const asked = await postJson("/api/send-welcome-email", { email: "nobody@example.com" });
    const askedAgain = await postJson("/api/send-welcome-email", { email });
    expect([asked.status, await asked.json()]).toEqual([200, { success: true }]);
    expect([askedAgain.status, await askedAgain.json()]).toEqual([200, { success: true }]);
    expect(await OutboxMessage.countDocuments({ to: "nobody@example.com" })).toBe(0);
  });

  it("refuses an invalid address with a clear message", async () => {
    const response = await postJson("/api/subscribe", { email: "not-an-email" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Please enter a valid email address" });
  });
});
