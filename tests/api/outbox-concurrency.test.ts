// Several server instances draining one outbox: every message is sent exactly once.
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { deliverDueMail, enqueueMail } from "#app/domain/mail/outbox.server.ts";
import type { OutgoingMail } from "#app/domain/mail/transport.server.ts";
import { OutboxClaim } from "#app/models/outbox-claim.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";

useTestDatabase(() => `${testMongoBase()}/sando_outbox_${Date.now()}`);
afterAll(async () => {
  await mongoose.connection.dropDatabase();
});

describe("the mail outbox", () => {
  it("sends each message exactly once when three senders race for it", async () => {
    await OutboxMessage.init();
    await OutboxClaim.init();
    await enqueueMail(
      Array.from({ length: 60 }, (_, index) => ({
        kind: "enquiry-staff" as const,
        relatedId: `race-${index}`,
        to: `staff-${index}@example.com`,
        subject: `Message ${index}`,
        text: "Hello",
        html: "<p>Hello</p>",
      })),
    );
    const delivered: OutgoingMail[] = [];
    const sender = {
      description: "memory",
      send: async (mail: OutgoingMail) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        delivered.push(mail);
      },
    };
    const options = { sender, from: "hello@example.com", siteUrl: "https://sandotruck.example", retryBaseMs: 50 };
    // Each call stands in for another server instance's worker.
    await Promise.all([deliverDueMail(options), deliverDueMail(options), deliverDueMail(options)]);

    expect(delivered).toHaveLength(60);
    expect(new Set(delivered.map((mail) => mail.to)).size).toBe(60);
    expect(await OutboxMessage.countDocuments({ status: "sent" })).toBe(60);
  });

  it("retries a failed message with backoff and gives up after ten attempts", async () => {
    await enqueueMail([
      {
        kind: "enquiry-confirmation",
        relatedId: "always-fails",
        to: "x@example.com",
        subject: "s",
        text: "t",
        html: "h",
      },
    ]);
    let clock = Date.now() + 60_000;
    const failing = {
      description: "down",
      send: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const report = await deliverDueMail({
        sender: failing,
        from: "a@example.com",
        siteUrl: "https://sandotruck.example",
        retryBaseMs: 1000,
        now: () => new Date(clock),
      });
      expect(report).toEqual({
        ...(attempt < 10 ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 }),
        lastErrorCode: "no code",
      });
      const message = await OutboxMessage.findOne({ related_id: "always-fails" }).lean();
      expect(message?.attempts).toBe(attempt);
      expect(message?.last_error).toBe("connect ECONNREFUSED");
      // Not due again before its backoff has passed.
      const early = await deliverDueMail({
        sender: failing,
        from: "a@example.com",
        siteUrl: "https://sandotruck.example",
        retryBaseMs: 1000,
        now: () => new Date(clock + 1),
      });
      expect(early.retrying + early.failed).toBe(0);
      clock = (message?.next_attempt_at?.getTime() ?? clock) + 1;
    }
    expect((await OutboxMessage.findOne({ related_id: "always-fails" }).lean())?.status).toBe("failed");
  });
});
