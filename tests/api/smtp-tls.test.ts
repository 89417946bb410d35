// A production server sends mail over smtp:// only after STARTTLS (SMTP_REQUIRE_TLS, on by
// default): a mail server that offers no STARTTLS but asks for the password (as anyone in the
// middle of the connection could) never receives it, and the mail waits in the outbox instead.
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { mailingServerOfThisFile } from "#tests/support/mailing-server.ts";

const PASSWORD = "smtp-password-never-in-clear";
// A database of its own: the shared test server's outbox must not send this file's mail.
const mail = mailingServerOfThisFile(
  "smtp_tls",
  (smtpPort) => ({ SMTP_URL: `smtp://mailer:${PASSWORD}@127.0.0.1:${smtpPort}` }),
  { requireAuth: true },
);

describe("mail over smtp:// in production", () => {
  it("is not sent, nor the password, to a mail server without STARTTLS", async () => {
    const visitor = `tls-${Date.now()}@example.com`;
    const response = await fetch(`${mail.server.url}/api/send-email`, {
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
      mail.smtp.messages.length > 0
        ? "sent"
        : ((await OutboxMessage.findOne({ to: visitor }).lean())?.last_error ?? "");
    await expect.poll(tried, { timeout: 15_000 }).not.toBe("");
    expect(mail.smtp.logins).toEqual([]);
    expect(mail.smtp.messages).toEqual([]);

    // The outbox says why it could not send, and keeps the mail for a later attempt.
    await expect
      .poll(() => mail.server.output(), { timeout: 5_000 })
      .toMatch(/outbox: 0 sent, \d+ to retry, 0 failed for good \(last error: ETLS\)/);
    const queued = await OutboxMessage.findOne({ to: visitor }).lean();
    expect(queued?.status).not.toBe("sent");
    expect(queued?.attempts).toBeGreaterThan(0);
  });
});
