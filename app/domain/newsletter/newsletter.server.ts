// Newsletter subscriptions, shared by the footer form and POST /api/subscribe: stored first,
// then a welcome mail (once per subscriber) with a signed unsubscribe link.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { newsletterWelcomeMail } from "#app/domain/mail/templates.server.ts";
import {
  ENTER_EMAIL_MESSAGE,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SUBSCRIBE_FAILED_MESSAGE,
} from "#app/content/messages.ts";
import { afterAnswer } from "#app/domain/shared/after-answer.server.ts";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom, HONEYPOT_FIELD } from "#app/domain/shared/submissions.ts";

export const newsletterSchema = z.object({
  email: z
    .string({ error: ENTER_EMAIL_MESSAGE })
    .trim()
    .min(1, ENTER_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterContext = {
  client: string;
  limitPerHour: number;
  siteUrl: string;
  secret: string;
};

export async function receiveNewsletterSubscription(
  raw: Record<string, unknown>,
  context: NewsletterContext,
): Promise<{ email: string; isNew: boolean }> {
  if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
    throw new Refusal(400, HONEYPOT_MESSAGE);
  }
  const parsed = newsletterSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new Refusal(400, fieldErrors.email ?? SUBSCRIBE_FAILED_MESSAGE);
  }
  const limit = await consumeRateLimit("subscribe", context.client, context.limitPerHour, 60 * 60_000);
  if (!limit.allowed) throw new Refusal(429, RATE_LIMITED_MESSAGE);
  const subscription = await subscribeToNewsletter(parsed.data.email);
  try {
    await queueWelcomeMail(parsed.data.email, context);
  } catch {
    // The subscription is stored; the welcome mail is a courtesy (spec: its failure is silent).
  }
  return subscription;
}

/** Subscribes an address; subscribing again is not an error and creates no duplicate. */
export async function subscribeToNewsletter(email: string): Promise<{ email: string; isNew: boolean }> {
  const existing = await NewsletterSubscriber.findOne({ email });
  if (existing) {
    if (existing.unsubscribed_at) {
      existing.unsubscribed_at = null;
      existing.subscribed_at = new Date();
      await existing.save();
    }
    return { email, isNew: false };
  }
  try {
    await NewsletterSubscriber.create({ email });
    return { email, isNew: true };
  } catch (error) {
    // A simultaneous subscription of the same address won the race: same outcome.
    if ((error as { code?: number }).code === 11000) return { email, isNew: false };
    throw error;
  }
}

/**
 * POST /api/send-welcome-email: counts the client against its hourly limit, then leaves the
 * address's lookup (and the welcome, for a subscriber not yet welcomed) for after the answer.
 * Every address costs the request the same database work, so neither the answer nor its timing
 * tells who is subscribed.
 */
export async function requestWelcomeMail(
  email: string,
  context: NewsletterContext & { requestId?: string },
): Promise<void> {
  const limit = await consumeRateLimit("welcome-mail", context.client, context.limitPerHour, 60 * 60_000);
  if (!limit.allowed) throw new Refusal(429, RATE_LIMITED_MESSAGE);
  afterAnswer("welcome mail", context.requestId, () => queueWelcomeMail(email, context));
}

/**
 * Queues the welcome mail of a current subscriber (at most once per subscriber; see the
 * outbox's unique index, and within the recipient's daily share of automatic mail). For an
 * address that is not subscribed it quietly does nothing: the answer must not tell who is.
 */
export async function queueWelcomeMail(
  email: string,
  context: Pick<NewsletterContext, "siteUrl" | "secret">,
): Promise<void> {
  const subscriber = await NewsletterSubscriber.findOne({ email, unsubscribed_at: null }).lean();
  if (!subscriber) return;
  const welcomed = await OutboxMessage.exists({ kind: "newsletter-welcome", related_id: subscriber._id.toString() });
  if (welcomed) return;
  const link = unsubscribeUrl(email, context);
  const mail = newsletterWelcomeMail({
    oneClickUnsubscribeUrl: link,
    preferencesUrl: link,
    postalAddress: "",
    siteUrl: context.siteUrl,
  });
  await enqueueMail([{ kind: "newsletter-welcome", relatedId: subscriber._id.toString(), to: email, ...mail }]);
}

function unsubscribeSignature(email: string, secret: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${email}`).digest("base64url");
}

export function unsubscribeUrl(email: string, context: Pick<NewsletterContext, "siteUrl" | "secret">): string {
  const params = new URLSearchParams({ email, token: unsubscribeSignature(email, context.secret) });
  return `${context.siteUrl}/newsletter/unsubscribe?${params}`;
}

export function isValidUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(email, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function unsubscribeFromNewsletter(email: string): Promise<void> {
  await NewsletterSubscriber.updateOne({ email, unsubscribed_at: null }, { $set: { unsubscribed_at: new Date() } });
}

// --- Staff view of the list ------------------------------------------------------------------

export type SubscriberRow = { email: string; subscribedAt: string; unsubscribedAt: string | null };

export async function listSubscribers(): Promise<SubscriberRow[]> {
  const subscribers = await NewsletterSubscriber.find({}, { email: 1, subscribed_at: 1, unsubscribed_at: 1 })
    .sort({ subscribed_at: -1 })
    .lean();
  return subscribers.map((subscriber) => ({
    email: subscriber.email,
    subscribedAt: (subscriber.subscribed_at ?? new Date(0)).toISOString(),
    unsubscribedAt: subscriber.unsubscribed_at ? subscriber.unsubscribed_at.toISOString() : null,
  }));
}

/** A CSV cell: quoted, and never starting with a character a spreadsheet runs as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = [["email", "status", "subscribed_at", "unsubscribed_at"].join(",")];
  for (const row of rows) {
    lines.push(
      [row.email, row.unsubscribedAt ? "unsubscribed" : "subscribed", row.subscribedAt, row.unsubscribedAt ?? ""]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
