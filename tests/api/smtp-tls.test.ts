// A production server sends mail over smtp:// only after STARTTLS (SMTP_REQUIRE_TLS, on by
// default): a mail server that offers no STARTTLS but asks for the password (as anyone in the
// middle of the connection could) never receives it, and the mail waits in the outbox instead.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { startServerProcess, type ServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { startSmtpCapture, type SmtpCapture } from "#tests/support/smtp.ts";

// A database of its own: the shared test server's outbox must not send this file's mail.
const databaseUri = `${testMongoBase()}/sando_smtp_tls_${Date.now()}`;
const PASSWORD = "smtp-password-never-in-clear";
let smtp: SmtpCapture;
let server: ServerProcess;

useTestDatabase(() => databaseUri);

beforeAll(async () => {
  smtp = await startSmtpCapture(await findFreePort(), { requireAuth: true });
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: {
      SMTP_URL: `smtp://mailer:${PASSWORD}@127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "100",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await mongoose.connection.dropDatabase();
});

describe("mail over smtp:// in production", () => {
  it("is not sent, nor the password, to a mail server without STARTTLS", async () => {
    const visitor = `tls-${Date.now()}@example.com`;
    const response = await fetch(`${server.url}/api/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77" },
      body: JSON.stringify({
        name: "Aiko Tanaka",
        email: visitor,
        phone: "(805) 555-0142",
        eventDate: `${addDaysToIsoDate(todayInTruckTimeZone(), 30)}T08:00:00.000Z`,
        message: "Company picnic for 80 people.",
      }),
    });
    // The visitor's enquiry is still taken.
    expect(response.status).toBe(200);

    // Once the outbox has tried: the mail server saw neither the password nor the mail.
    const tried = async () =>
      smtp.messages.length > 0 ? "sent" : ((await OutboxMessage.findOne({ to: visitor }).lean())?.last_error ?? "");
    await expect.poll(tried, { timeout: 15_000 }).not.toBe("");
    expect(smtp.logins).toEqual([]);
    expect(smtp.messages).toEqual([]);

    // The outbox says why it could not send, and keeps the mail for a later attempt.
    await expect
      .poll(() => server.output(), { timeout: 5_000 })
      .toMatch(/outbox: 0 sent, \d+ to retry, 0 failed for good \(last error: ETLS\)/);
    const queued = await OutboxMessage.findOne({ to: visitor }).lean();
    expect(queued?.status).not.toBe("sent");
    expect(queued?.attempts).toBeGreaterThan(0);
  });
});
