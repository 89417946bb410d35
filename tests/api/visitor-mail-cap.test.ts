// The site's hourly cap on automatic mail to visitors (VISITOR_MAILS_PER_HOUR, issue 27): counted
// in the database, so two servers share one budget; over it, enquiries are still stored and staff
// still told, sign-ups still stored, and only the visitor's confirmation or welcome is not sent.
import { join } from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { scratchDir, testMongoBase } from "#tests/support/environment.ts";

const databaseName = `sando_mail_cap_${Date.now()}`;
const CAP = 3;
let servers: ServerProcess[] = [];

useTestDatabase(() => `${testMongoBase()}/${databaseName}`);

beforeAll(async () => {
  const env = {
    VISITOR_MAILS_PER_HOUR: String(CAP),
    STAFF_EMAIL: "staff@example.com",
    MAIL_OUTBOX_DIR: join(scratchDir(), `cap-outbox-${Date.now()}`),
  };
  servers = await Promise.all([
    startServerProcess({ mongodbUri: `${testMongoBase()}/${databaseName}`, env }),
    startServerProcess({ mongodbUri: `${testMongoBase()}/${databaseName}`, env }),
  ]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await mongoose.connection.dropDatabase();
});

let clientNumber = 0;
function postJson(server: ServerProcess, path: string, body: unknown) {
  clientNumber += 1;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${clientNumber}` },
    body: JSON.stringify(body),
  });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

function enquiry(email: string) {
  return {
    name: "Aiko Tanaka",
    email,
    phone: "(805) 555-0142",
    eventDate: `${addDaysToIsoDate(todayInTruckTimeZone(), 30)}T08:00:00.000Z`,
    message: "Company picnic for 80 people.",
  };
}

describe(`with VISITOR_MAILS_PER_HOUR=${CAP} on two servers`, () => {
  it("the two servers together confirm only that many enquiries and welcomes; staff hear of every enquiry", async () => {
    const ids: string[] = [];
    // Five enquiries from five clients to five addresses, alternating between the servers.
    for (let index = 0; index < 5; index += 1) {
      const response = await postJson(servers[index % 2]!, "/api/send-email", enquiry(unique(`visitor${index}`)));
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await CateringEnquiry.countDocuments({ _id: { $in: ids } })).toBe(5);
    expect(await OutboxMessage.countDocuments({ kind: "enquiry-staff", related_id: { $in: ids } })).toBe(5);
    expect(await OutboxMessage.countDocuments({ kind: "enquiry-confirmation", related_id: { $in: ids } })).toBe(CAP);

    // A sign-up over the cap is stored and answered as usual, but gets no confirmation mail (it is
    // queued before the answer, so its absence is known at once).
    const reader = unique("reader");
    const subscribed = await postJson(servers[1]!, "/api/subscribe", { email: reader });
    expect(subscribed.status).toBe(200);
    expect(await NewsletterSubscriber.countDocuments({ email: reader })).toBe(1);
    expect(await OutboxMessage.countDocuments({ to: reader })).toBe(0);

    // The operator is told, in the log of the server that met the cap.
    expect(servers.map((server) => server.output()).join("\n")).toContain("VISITOR_MAILS_PER_HOUR");
  });
});
