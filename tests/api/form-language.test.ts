// The language of a follower and of an enquiry (issue 48), stored now for the mail of part 3:
// POST /api/subscribe and POST /api/send-email take an optional `language`, "en" or "es" ("en"
// when absent), refuse anything else with a clear message, and keep answering in the spec's
// English. The pages' forms store their page's language (tests/e2e/spanish-forms.spec.ts).
import { afterAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";

useTestDatabase();
const emails: string[] = [];
afterAll(async () => {
  await CateringEnquiry.deleteMany({ email: { $in: emails } });
  await NewsletterSubscriber.deleteMany({ email: { $in: emails } });
  await OutboxMessage.deleteMany({ to: { $in: emails } });
});

function uniqueEmail(name: string): string {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  emails.push(email);
  return email;
}

let clientNumber = 0;
async function postJson(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  clientNumber += 1;
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${100 + clientNumber}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const enquiry = (email: string, more: Record<string, unknown> = {}) => ({
  name: "Lupita Ramírez",
  email,
  phone: "(805) 555-0123",
  eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 30),
  message: "Quinceañera para 80 invitados.",
  ...more,
});

const LANGUAGE_REFUSED = 'Language must be "en" or "es"';

describe("POST /api/send-email's language", () => {
  it("is stored as given, and the answer stays the spec's English", async () => {
    const email = uniqueEmail("api-es-enquiry");
    const answer = await postJson("/api/send-email", enquiry(email, { language: "es" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: "Thank you for your inquiry! We will get back to you within 24 hours.",
    });
    expect((await CateringEnquiry.findOne({ email }).lean())?.language).toBe("es");
  });

  it('is "en" when absent', async () => {
    const email = uniqueEmail("api-en-enquiry");
    expect((await postJson("/api/send-email", enquiry(email))).status).toBe(200);
    expect((await CateringEnquiry.findOne({ email }).lean())?.language).toBe("en");
  });

  it("refuses any other value, in English, and stores nothing", async () => {
    for (const language of ["fr", "ES", "", null, 1, ["es"], { $ne: null }]) {
      const email = uniqueEmail("api-bad-enquiry");
      const answer = await postJson("/api/send-email", enquiry(email, { language }));
      expect(answer.status, JSON.stringify(language)).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        error: "Please correct the highlighted fields and try again.",
        fieldErrors: { language: LANGUAGE_REFUSED },
      });
      expect(await CateringEnquiry.countDocuments({ email })).toBe(0);
    }
  });
});

describe("POST /api/subscribe's language", () => {
  it("is stored with the follower and the request, and the answer stays the spec's English", async () => {
    const email = uniqueEmail("api-es-follower");
    const answer = await postJson("/api/subscribe", { email, language: "es" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Successfully subscribed!" });
    const follower = await NewsletterSubscriber.findOne({ email }).lean();
    expect(follower?.language).toBe("es");
    expect(follower?.pending?.language).toBe("es");
    // The API showed nothing: its consent is its address, in English.
    expect(follower?.pending?.wording).toBe(
      "POST /api/subscribe | Topics: The week's schedule; Changes to upcoming stops; News and specials",
    );
  });

  it('is "en" when absent', async () => {
    const email = uniqueEmail("api-en-follower");
    expect((await postJson("/api/subscribe", { email })).status).toBe(200);
    expect((await NewsletterSubscriber.findOne({ email }).lean())?.language).toBe("en");
  });

  it("refuses any other value with a clear message, and stores nothing", async () => {
    for (const language of ["fr", "spanish", "", null, 0, ["en"]]) {
      const email = uniqueEmail("api-bad-follower");
      const answer = await postJson("/api/subscribe", { email, language });
      expect(answer.status, JSON.stringify(language)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: LANGUAGE_REFUSED });
      expect(await NewsletterSubscriber.countDocuments({ email })).toBe(0);
    }
  });
});
