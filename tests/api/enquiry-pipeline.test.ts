// Catering, part 1 (issue 35) over HTTP with a real SMTP server: the caterer's details asked by
// POST /api/send-email and mailed to staff; a staff reply from the portal, mailed from the truck
// and threaded on the visitor's confirmation, not capped like automatic mail; reply templates
// for Owners only; and the conversion of the inbox's old "archived" at start, by two servers
// starting together on one database.
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { BUSINESS } from "#app/content/site.ts";
import { convertToPipeline } from "#app/domain/enquiries/pipeline.server.ts";
import { seedReplyTemplatesOnce } from "#app/domain/enquiries/replies.server.ts";
import { addDaysToIsoDate, formatDayWithWeekday, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { OneTimeRun } from "#app/models/one-time-run.server.ts";
import { ReplyTemplate } from "#app/models/reply-template.server.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { createTestAdmin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";
import type { ReceivedMail } from "#tests/support/smtp.ts";

const STAFF = "pipeline-staff@example.com";
const mail = mailingServerOfThisFile("pipeline", (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMTP_REQUIRE_TLS: "false",
  STAFF_EMAIL: STAFF,
  MAIL_FROM: "Sando Truck <hello@example.com>",
}));

let clientNumber = 0;
function postEnquiry(body: Record<string, unknown>) {
  clientNumber += 1;
  return fetch(`${mail.server.url}/api/send-email`, {
    method: "POST",
    headers: { "x-forwarded-for": `203.0.113.${clientNumber}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const visitorAddress = () => `host-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Aiko Tanaka",
    email: visitorAddress(),
    phone: "(805) 555-0142",
    eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 40),
    message: "A wedding in the vineyard.",
    ...overrides,
  };
}

const DETAILS = {
  guests: 120,
  eventType: "Wedding",
  startTime: "17:30",
  endTime: "21:00",
  eventAddress: "1 Vineyard Lane, Los Olivos, CA",
  serviceStyle: "truck",
  siteNotes: "No power at the lawn; the truck parks on the gravel.",
};

async function sendEnquiry(body: Record<string, unknown>): Promise<string> {
  const response = await postEnquiry(body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const mailTo = (address: string) => (messages: ReceivedMail[]) =>
  messages.filter((m) => m.envelopeTo.includes(address));

describe("the caterer's details", () => {
  it("are taken by POST /api/send-email, stored and shown in the staff mail", async () => {
    const sent = enquiry(DETAILS);
    const id = await sendEnquiry(sent);
    const stored = await CateringEnquiry.findById(id).lean();
    expect(stored).toMatchObject({
      guests: 120,
      event_type: "Wedding",
      start_time: "17:30",
      end_time: "21:00",
      event_address: "1 Vineyard Lane, Los Olivos, CA",
      service_style: "truck",
      site_notes: "No power at the lawn; the truck parks on the gravel.",
      status: "new",
    });
    await mail.smtp.waitFor((messages) =>
      messages.some((m) => m.envelopeTo.includes(STAFF) && m.text?.includes(sent.email)),
    );
    const staffMail = mail.smtp.messages.find((m) => m.envelopeTo.includes(STAFF) && m.text?.includes(sent.email));
    expect(staffMail?.text).toContain("Number of guests: 120");
    expect(staffMail?.text).toContain("Type of event: Wedding");
    expect(staffMail?.text).toContain("Time: 5:30 PM to 9:00 PM");
    expect(staffMail?.text).toContain("Event address: 1 Vineyard Lane, Los Olivos, CA");
    expect(staffMail?.text).toContain("Service style: Served from the truck");
    expect(staffMail?.text).toContain("Power, parking and permits:\nNo power at the lawn");
  });

  it("stay optional: the spec's five fields alone are still an enquiry", async () => {
    const id = await sendEnquiry(enquiry());
    expect(await CateringEnquiry.findById(id).lean()).toMatchObject({
      guests: null,
      service_style: "",
      event_type: "",
    });
  });

  it("are refused with a clear message when wrong, and nothing is stored", async () => {
    const before = await CateringEnquiry.countDocuments();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ guests: "lots" }, "guests", "Please enter a number of guests from 1 to 5000"],
      [{ guests: 0 }, "guests", "Please enter a number of guests from 1 to 5000"],
      [{ guests: 2.5 }, "guests", "Please enter a number of guests from 1 to 5000"],
      [{ startTime: "25:00" }, "startTime", "Please enter a time like 17:30"],
      [{ startTime: "18:00", endTime: "17:00" }, "endTime", "Please choose an end time after the start time"],
      [{ serviceStyle: "buffet" }, "serviceStyle", "Please choose served from the truck or drop off"],
      [{ eventType: "Wedding\r\nBcc: x@example.com" }, "eventType", "Type of event must be on one line"],
      [{ siteNotes: "x".repeat(2001) }, "siteNotes", "Please shorten the notes to 2000 characters at most"],
      [{ eventAddress: { $ne: null } }, "eventAddress", "Please shorten the address to 300 characters at most"],
    ];
    for (const [details, field, message] of cases) {
      const response = await postEnquiry(enquiry(details));
      expect(response.status, JSON.stringify(details)).toBe(400);
      const answer = (await response.json()) as {
        success: boolean;
        error: string;
        fieldErrors: Record<string, string>;
      };
      expect(answer.success).toBe(false);
      expect(answer.error).toBe("Please correct the highlighted fields and try again.");
      expect(answer.fieldErrors[field]).toBe(message);
    }
    expect(await CateringEnquiry.countDocuments()).toBe(before);
  });
});

describe("replies from the portal", () => {
  it("go from the truck, threaded on the visitor's confirmation, and move a new enquiry to replied", async () => {
    const staff = await createTestAdmin("pipeline-staff", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const sent = enquiry({ name: "Kenji Mori" });
    const id = await sendEnquiry(sent);
    await mail.smtp.waitFor((messages) => mailTo(sent.email)(messages).length >= 1);
    const confirmation = mailTo(sent.email)(mail.smtp.messages)[0]!;
    expect(confirmation.messageId).toMatch(/^<enquiry-.+\.confirmation@localhost>$/);

    const reply = await postForm(
      `${mail.server.url}/admin/enquiries/${id}`,
      {
        intent: "reply",
        subject: "Your wedding on the vineyard",
        text: "Hi Kenji,\n\nWe can do it: 120 guests.\n\nThe crew",
      },
      { cookie },
    );
    expect(reply.status).toBe(302);
    await mail.smtp.waitFor((messages) => mailTo(sent.email)(messages).length >= 2);
    const replyMail = mailTo(sent.email)(mail.smtp.messages).find((m) => m.subject === "Your wedding on the vineyard")!;
    expect(replyMail.from?.address).toBe("hello@example.com");
    expect(replyMail.replyTo?.[0]?.address).toBe(BUSINESS.email);
    expect(replyMail.inReplyTo).toBe(confirmation.messageId);
    expect(replyMail.references).toBe(confirmation.messageId);
    expect(replyMail.text).toContain("We can do it: 120 guests.");
    expect(replyMail.html).toContain("<p>We can do it: 120 guests.</p>");

    expect(await CateringEnquiry.findById(id).lean()).toMatchObject({ status: "replied" });
    const history = await EnquiryHistory.find({ enquiry_id: id }).sort({ created_at: 1 }).lean();
    expect(history.map((row) => [row.kind, row.by, row.to_status])).toEqual([
      ["reply", staff.email, ""],
      ["status", staff.email, "replied"],
    ]);
    expect(history[0]).toMatchObject({ reply_subject: "Your wedding on the vineyard", reply_to_address: sent.email });

    const page = await fetch(`${mail.server.url}/admin/enquiries/${id}`, { headers: { Cookie: cookie } });
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("We can do it: 120 guests.");
    expect(html).toContain(`Reply sent to ${sent.email}`);
    // The reply says when it was mailed (once the outbox has marked it sent).
    await expect
      .poll(
        async () =>
          (
            await (await fetch(`${mail.server.url}/admin/enquiries/${id}`, { headers: { Cookie: cookie } })).text()
          ).match(/Mailed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\./) !== null,
      )
      .toBe(true);
  });

  it("are not capped like automatic mail, and one to an enquiry without a confirmation starts the thread", async () => {
    const owner = await createTestAdmin("pipeline-owner");
    const cookie = await portalSessionCookie(owner, mail.server.url);
    const visitor = visitorAddress();
    // The visitor's daily share of automatic mail (3) goes to their first three confirmations.
    for (let i = 0; i < 3; i += 1) await sendEnquiry(enquiry({ email: visitor }));
    const id = await sendEnquiry(enquiry({ email: visitor }));
    await mail.smtp.waitFor((messages) => mailTo(visitor)(messages).length >= 3);

    for (const subject of ["First reply", "Second reply"]) {
      const reply = await postForm(
        `${mail.server.url}/admin/enquiries/${id}`,
        { intent: "reply", subject, text: "Hello." },
        { cookie },
      );
      expect(reply.status).toBe(302);
    }
    await mail.smtp.waitFor((messages) => mailTo(visitor)(messages).length >= 5);
    const replies = mailTo(visitor)(mail.smtp.messages).filter((m) => m.subject?.endsWith("reply"));
    expect(replies.map((m) => m.subject).sort()).toEqual(["First reply", "Second reply"]);
    for (const m of replies) expect(m.inReplyTo).toBeUndefined();
  });

  it("refuse an empty reply or a smuggled header with its message, and send nothing", async () => {
    const owner = await createTestAdmin("pipeline-owner");
    const cookie = await portalSessionCookie(owner, mail.server.url);
    const id = await sendEnquiry(enquiry());
    const refused = await postForm(
      `${mail.server.url}/admin/enquiries/${id}`,
      { intent: "reply", subject: "Hi", text: "  " },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please write your reply");
    // A header smuggled into the subject is refused, not mailed.
    const smuggled = await postForm(
      `${mail.server.url}/admin/enquiries/${id}`,
      { intent: "reply", subject: "Hi\r\nBcc: victim@example.com", text: "Hello." },
      { cookie },
    );
    expect(smuggled.status).toBe(400);
    expect(await smuggled.text()).toContain("Please keep the subject to 200 characters and one line");
    expect(await EnquiryHistory.countDocuments({ enquiry_id: id })).toBe(0);
    // An enquiry that does not exist, or an id that is not one, is not found.
    for (const missing of [new mongoose.Types.ObjectId().toString(), "not-an-id"]) {
      const answer = await postForm(
        `${mail.server.url}/admin/enquiries/${missing}`,
        { intent: "reply", subject: "Hi", text: "Hello." },
        { cookie },
      );
      expect(answer.status, missing).toBe(404);
    }
  });
});

describe("the inbox", () => {
  it("filters by status and event date, and counts by query past the list's 500 rows", async () => {
    const staff = await createTestAdmin("pipeline-staff", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    // A day no other test uses: 502 new enquiries and one lost on it, one new the day after.
    const day = addDaysToIsoDate(todayInTruckTimeZone(), 700);
    const record = (status: string, eventDate = day) => ({
      name: `Counted ${status}`,
      email: "counted@example.com",
      phone: "805-555-0100",
      message: "Counted.",
      event_date: eventDate,
      status,
      mail_queued: true,
      created_at: new Date(),
      updated_at: new Date(),
    });
    await CateringEnquiry.collection.insertMany([
      ...Array.from({ length: 502 }, () => record("new")),
      record("lost"),
      record("new", addDaysToIsoDate(day, 1)),
    ]);
    const inbox = async (query: string) => {
      const response = await fetch(`${mail.server.url}/admin/enquiries?${query}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return response.text();
    };
    const oneDay = await inbox(`eventFrom=${day}&eventTo=${day}`);
    expect(oneDay).toContain("New: 502");
    expect(oneDay).toContain("Lost: 1");
    expect(oneDay.match(/<tr>/g)?.length).toBe(500 + 1);
    const lost = await inbox(`status=lost&eventFrom=${day}&eventTo=${day}`);
    expect(lost.match(/>Counted lost</g)?.length).toBe(1);
    expect(lost).not.toContain(">Counted new<");
    const dayAfter = await inbox(`eventFrom=${addDaysToIsoDate(day, 1)}`);
    expect(dayAfter).toContain("New: 1");
    expect(dayAfter).toContain("Lost: 0");
  });
});

describe("reply templates", () => {
  it("are edited by Owners only, for the page, its data and its action; Staff reply from them", async () => {
    const staff = await createTestAdmin("pipeline-staff", "staff");
    const staffCookie = await portalSessionCookie(staff, mail.server.url);
    const owner = await createTestAdmin("pipeline-owner");
    const ownerCookie = await portalSessionCookie(owner, mail.server.url);
    const url = `${mail.server.url}/admin/reply-templates`;

    for (const path of [url, `${url}.data`]) {
      const page = await fetch(path, { headers: { Cookie: staffCookie }, redirect: "manual" });
      expect(page.status, path).toBe(403);
    }
    const before = await ReplyTemplate.countDocuments();
    const staffAdd = await postForm(url, { name: "Mine", subject: "S", body: "B" }, { cookie: staffCookie });
    expect(staffAdd.status).toBe(403);
    expect(await ReplyTemplate.countDocuments()).toBe(before);

    const ownerAdd = await postForm(
      url,
      { intent: "save", name: "Tasting", subject: "A tasting for {name}", body: "See you on {eventDate}." },
      { cookie: ownerCookie },
    );
    expect(ownerAdd.status).toBe(302);
    const template = await ReplyTemplate.findOne({ name: "Tasting" }).lean();
    expect(template).toBeTruthy();

    const id = await sendEnquiry(enquiry({ name: "Mika Sato" }));
    const page = await fetch(`${mail.server.url}/admin/enquiries/${id}?template=${template!._id.toString()}`, {
      headers: { Cookie: staffCookie },
    });
    const html = await page.text();
    expect(html).toContain('value="A tasting for Mika Sato"');
    expect(html).toContain(
      `>See you on ${formatDayWithWeekday(addDaysToIsoDate(todayInTruckTimeZone(), 40))}.</textarea>`,
    );
  });

  it("start with two in each language, seeded once per database; a database seeded before gets the Spanish two once", async () => {
    expect(await ReplyTemplate.countDocuments({ name: { $in: ["Quote", "Date not available"] } })).toBe(2);
    expect(
      await ReplyTemplate.countDocuments({ name: { $in: ["Presupuesto", "Fecha no disponible"] }, language: "es" }),
    ).toBe(2);
    // As a database from before issue 50: its English run done, no Spanish one yet.
    await OneTimeRun.deleteOne({ _id: "reply-templates-es-seeded" });
    await ReplyTemplate.deleteMany({ language: "es" });
    expect(await seedReplyTemplatesOnce()).toBe(true);
    expect(await seedReplyTemplatesOnce()).toBe(false);
    expect(await ReplyTemplate.countDocuments({ language: "es" })).toBe(2);
    expect(await ReplyTemplate.countDocuments({ name: "Quote" })).toBe(1);
  });

  it("reach a client who wrote from the Spanish site in Spanish: the receipt, and a reply from a Spanish template offered first", async () => {
    const staff = await createTestAdmin("pipeline-staff", "staff");
    const cookie = await portalSessionCookie(staff, mail.server.url);
    const sent = enquiry({ name: "Lucía Gómez", language: "es" });
    const id = await sendEnquiry(sent);
    await mail.smtp.waitFor((messages) => mailTo(sent.email)(messages).length >= 1);
    const [receipt] = mailTo(sent.email)(mail.smtp.messages);
    const date = formatDayWithWeekday(sent.eventDate, "es");
    expect(receipt!.subject).toBe("Recibimos tu solicitud de catering");
    expect(receipt!.headers.find((header) => header.key === "content-language")?.value).toBe("es");
    expect(receipt!.text).toContain("Hola, Lucía Gómez:");
    expect(receipt!.text).toContain(`Tenemos tu solicitud de catering para el ${date}`);

    // The enquiry page says the client's language and offers the Spanish templates first.
    const page = await (
      await fetch(`${mail.server.url}/admin/enquiries/${id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(page).toMatch(/<dt>Language<\/dt><dd>Spanish<\/dd>/);
    const offered = [...page.matchAll(/<option value="[0-9a-f]{24}"[^>]*>([^<]+)<\/option>/g)].map((match) => match[1]);
    expect(offered.slice(0, 2).every((name) => name?.endsWith("(Spanish)"))).toBe(true);
    const spanishTemplate = await ReplyTemplate.findOne({ name: "Presupuesto" }).lean();
    const filled = await (
      await fetch(`${mail.server.url}/admin/enquiries/${id}?template=${spanishTemplate!._id.toString()}`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(filled).toContain(`value="Tu solicitud de catering para el ${date}"`);
    expect(filled).toContain('name="language" value="es"');

    const reply = await postForm(
      `${mail.server.url}/admin/enquiries/${id}`,
      {
        intent: "reply",
        language: "es",
        subject: `Tu solicitud de catering para el ${date}`,
        text: "Hola, Lucía Gómez:\n\nGracias por pensar en el Sando Truck.",
      },
      { cookie },
    );
    expect(reply.status).toBe(302);
    await mail.smtp.waitFor((messages) => mailTo(sent.email)(messages).length >= 2);
    const answer = mailTo(sent.email)(mail.smtp.messages).find((m) => m.subject?.startsWith("Tu solicitud"))!;
    expect(answer.headers.find((header) => header.key === "content-language")?.value).toBe("es");
    // Threaded on the receipt as ever.
    expect(answer.inReplyTo).toBe(receipt!.messageId);
    // The inbox marks it Spanish.
    const inbox = await (await fetch(`${mail.server.url}/admin/enquiries`, { headers: { Cookie: cookie } })).text();
    expect(inbox).toMatch(new RegExp(`${id}"[^>]*>Lucía Gómez</a><span class="admin-badge">Spanish</span>`));
  });
});

describe("the conversion to the pipeline", () => {
  const otherDatabase = `${testMongoBase()}/sando_pipeline_conversion_${Date.now()}`;
  const rawDb = () => mongoose.connection.getClient().db(new URL(otherDatabase).pathname.slice(1));
  afterAll(async () => {
    await rawDb().dropDatabase();
  });

  /** Enquiries as the inbox stored them before the pipeline: no details, new/replied/archived. */
  function oldEnquiries(statuses: string[]) {
    return statuses.map((status, index) => ({
      _id: new mongoose.Types.ObjectId(),
      name: `Old ${index}`,
      email: `old-${index}@example.com`,
      phone: "805-555-0100",
      message: `Old enquiry ${index}`,
      event_date: "2026-06-01",
      status,
      mail_queued: true,
      created_at: new Date(),
      updated_at: new Date(),
    }));
  }

  it("runs twice in one process with the same result: archived becomes lost, the old status kept in the history", async () => {
    const docs = oldEnquiries(["new", "replied", "archived", "archived"]);
    await CateringEnquiry.collection.insertMany(docs);
    await Promise.all([convertToPipeline(), convertToPipeline()]);
    await convertToPipeline();
    const after = await CateringEnquiry.find({ _id: { $in: docs.map((doc) => doc._id) } })
      .sort({ name: 1 })
      .lean();
    expect(after.map((doc) => [doc.status, doc.lost_reason ?? ""])).toEqual([
      ["new", ""],
      ["replied", ""],
      ["lost", "Archived before the pipeline"],
      ["lost", "Archived before the pipeline"],
    ]);
    // Nothing else of the record changed.
    expect(after.map((doc) => doc.message)).toEqual(docs.map((doc) => doc.message));
    const history = await EnquiryHistory.find({ enquiry_id: { $in: docs.map((doc) => doc._id.toString()) } }).lean();
    expect(history.map((row) => [row.enquiry_id, row.from_status, row.to_status, row.reason]).sort()).toEqual(
      [docs[2]!, docs[3]!]
        .map((doc) => [doc._id.toString(), "archived", "lost", "Archived before the pipeline"])
        .sort(),
    );
  });

  it("by two servers starting together on one database: once, nothing lost", { timeout: 120_000 }, async () => {
    const docs = oldEnquiries(["archived", "new", "archived", "replied", "archived"]);
    await rawDb().collection("cateringenquiries").insertMany(docs);
    const servers = await Promise.all([
      startServerProcess({ mongodbUri: otherDatabase }),
      startServerProcess({ mongodbUri: otherDatabase }),
    ]);
    try {
      // Each says "ready" once its start-up work, the conversion among it, is done.
      await expect
        .poll(() => servers.every((server) => server.output().includes("ready:")), { timeout: 60_000 })
        .toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
    const after = await rawDb().collection("cateringenquiries").find({}).sort({ name: 1 }).toArray();
    expect(after.map((doc) => doc.status)).toEqual(["lost", "new", "lost", "replied", "lost"]);
    expect(after.map((doc) => doc.message)).toEqual(docs.map((doc) => doc.message));
    const history = await rawDb().collection("enquiryhistories").find({}).toArray();
    expect(history).toHaveLength(3);
    expect(new Set(history.map((row) => row.enquiry_id)).size).toBe(3);
    // The starting templates were seeded once, not once per server.
    expect(await rawDb().collection("replytemplates").countDocuments()).toBe(4);
  });
});
