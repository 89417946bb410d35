// Newsletter subscriptions, shared by the footer form, /newsletter and POST /api/subscribe, with
// double opt-in (issue 31): a subscription is stored as pending and the address gets one mail, a
// confirmation link, and nothing else until the link is followed; following it confirms the
// subscription (with what was consented to, when and from which form) and queues the welcome.
// An address that unsubscribed stays unsubscribed until it confirms a new request.
import { createHmac } from "node:crypto";
import { z } from "zod";
import { API_CONSENT_WORDING, RATE_LIMITED_MESSAGE, UNKNOWN_TOPIC_MESSAGE } from "#app/content/messages.ts";
import { NEWSLETTER_WORDS, SUBSCRIPTION_WORDS, type SubscriptionWords } from "#app/content/newsletter-words.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { afterAnswer } from "#app/domain/shared/after-answer.server.ts";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom, HONEYPOT_FIELD } from "#app/domain/shared/submissions.ts";
import { LANGUAGES, type Language, storedLanguage } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { newsletterConfirmationMail } from "./confirmation-mail.server.ts";
import { confirmationUrl, followerLinks } from "./links.server.ts";
import { isConfirmed, topicsOf } from "./subscriber-stats.ts";
import { FOLLOWER_TOPICS, type FollowerTopic, isFollowerTopic } from "./topics.ts";
import { newsletterWelcomeMail } from "./welcome-mail.server.ts";

export { isValidUnsubscribeToken, unsubscribeUrl } from "./links.server.ts";
export { isConfirmed, topicsOf };

/** An address, in a language's words. */
function emailSchemaIn(words: SubscriptionWords) {
  return z
    .string({ error: words.enterEmail })
    .trim()
    .min(1, words.enterEmail)
    .pipe(z.email(words.invalidEmail).max(254, words.invalidEmail))
    .transform((email) => email.toLowerCase());
}

export const newsletterSchema = z.object({ email: emailSchemaIn(SUBSCRIPTION_WORDS.en) });

/** A list of known topics, each once; at least one. Absent means all (the footer, older API clients). */
function topicsSchemaIn(words: SubscriptionWords) {
  // Topic ids are the API's words: a wrong one is answered in English on every page (only a forged form sends one).
  return z
    .array(z.unknown(), { error: UNKNOWN_TOPIC_MESSAGE(FOLLOWER_TOPICS) })
    .max(FOLLOWER_TOPICS.length * 2, UNKNOWN_TOPIC_MESSAGE(FOLLOWER_TOPICS))
    .refine((topics) => topics.every(isFollowerTopic), UNKNOWN_TOPIC_MESSAGE(FOLLOWER_TOPICS))
    .refine((topics) => topics.length > 0, words.chooseTopic)
    .transform((topics) => FOLLOWER_TOPICS.filter((topic) => (topics as unknown[]).includes(topic)));
}

/**
 * A subscription's check in one language's words. `language` is the language of the page it was
 * made on (issue 48), kept with it; only the API gives it in its input, "en" when absent.
 */
function subscriptionSchemaIn(words: SubscriptionWords) {
  return z.object({
    email: emailSchemaIn(words),
    topics: topicsSchemaIn(words).optional(),
    language: z.enum(LANGUAGES, { error: words.languageInvalid }).default("en"),
  });
}

const SUBSCRIPTION_SCHEMAS = {
  en: subscriptionSchemaIn(SUBSCRIPTION_WORDS.en),
  es: subscriptionSchemaIn(SUBSCRIPTION_WORDS.es),
} satisfies Record<Language, unknown>;

const TOPICS_SCHEMAS = {
  en: topicsSchemaIn(SUBSCRIPTION_WORDS.en),
  es: topicsSchemaIn(SUBSCRIPTION_WORDS.es),
} satisfies Record<Language, unknown>;

/** The forms a subscription can come from, kept with its consent. */
export const SUBSCRIBE_FORMS = ["footer", "newsletter-page", "api"] as const;
export type SubscribeForm = (typeof SUBSCRIBE_FORMS)[number];

/**
 * What the form showed, as kept with the consent: its words and the names of the topics, in the
 * language of its page. The API shows nothing: its wording is its address, in English.
 */
function consentWording(form: SubscribeForm, language: Language, topics: readonly FollowerTopic[]): string {
  const words = form === "api" ? SUBSCRIPTION_WORDS.en : SUBSCRIPTION_WORDS[language];
  const names = form === "api" ? NEWSLETTER_WORDS.en.topics : NEWSLETTER_WORDS[language].topics;
  const wording =
    form === "api"
      ? API_CONSENT_WORDING
      : form === "footer"
        ? words.consentFooter
        : NEWSLETTER_WORDS[language].page.consent;
  return fill(words.consentRecord, { wording, topics: topics.map((topic) => names[topic]).join("; ") });
}

export type NewsletterContext = {
  /** The language the refusals answer in: the form's page's (the API's, English, when not given). */
  answerIn?: Language;
  client: string;
  limitPerHour: number;
  siteUrl: string;
  secret: string;
};

/** A pending request younger than this gets no second confirmation mail (one mail per request). */
const RESEND_AFTER_MS = 24 * 60 * 60_000;

export async function receiveNewsletterSubscription(
  raw: Record<string, unknown>,
  context: NewsletterContext & { form: SubscribeForm },
): Promise<{ email: string; language: Language }> {
  const words = SUBSCRIPTION_WORDS[context.answerIn ?? "en"];
  if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") {
    throw new Refusal(400, words.honeypot);
  }
  const parsed = SUBSCRIPTION_SCHEMAS[context.answerIn ?? "en"].safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new Refusal(400, fieldErrors.email ?? fieldErrors.topics ?? fieldErrors.language ?? words.failed);
  }
  const limit = await consumeRateLimit("subscribe", context.client, context.limitPerHour, 60 * 60_000);
  if (!limit.allowed) throw new Refusal(429, words.rateLimited);
  const { email, language } = parsed.data;
  const topics = parsed.data.topics ?? [...FOLLOWER_TOPICS];
  const request = await requestSubscription(email, {
    topics,
    wording: consentWording(context.form, language, topics),
    form: context.form,
    language,
    client_hash: clientHash(context.client, context.secret),
  });
  if (request) {
    try {
      await queueConfirmationMail(email, request, context);
    } catch {
      // The request is stored; subscribing again after a day sends a new link.
    }
  }
  return { email, language };
}

/** The client address (an IPv6 one by its /64) as a keyed hash: comparable, not readable. */
function clientHash(client: string, secret: string): string {
  return createHmac("sha256", secret).update(`newsletter-client:${client}`).digest("base64url");
}

type ConsentRequest = {
  topics: FollowerTopic[];
  wording: string;
  form: SubscribeForm;
  /** The language of the form's page (issue 48). */
  language: Language;
  client_hash: string;
};

export type SubscriberRecord = {
  _id: { toString(): string };
  email: string;
  subscribed_at?: Date | null;
  unsubscribed_at?: Date | null;
  confirmed_at?: Date | null;
  topics?: string[] | null;
  consent?: { topics?: string[] | null; wording: string; form: string; requested_at: Date } | null;
  pending?: { requested_at: Date; language?: string | null } | null;
  /** The language of the follower's mail (issue 50); absent on records from before issue 48: English. */
  language?: string | null;
};

function isActive(subscriber: SubscriberRecord): boolean {
  return !subscriber.unsubscribed_at && isConfirmed(subscriber);
}

/**
 * Stores a request to subscribe and returns it when a confirmation mail is due: for a new
 * address, an unsubscribed one, or one whose last request is a day old. An address already on
 * the list is left as it is (an anonymous request must not change its topics), and one asked a
 * moment ago gets no second mail. Subscribing again is never an error and creates no duplicate.
 */
export async function requestSubscription(
  email: string,
  consent: ConsentRequest,
  now: Date = new Date(),
): Promise<ConfirmationRequest | null> {
  const pending = { ...consent, requested_at: now };
  const existing = await NewsletterSubscriber.findOne({ email }).lean<SubscriberRecord>();
  if (!existing) {
    try {
      const created = await NewsletterSubscriber.create({
        email,
        confirmed_at: null,
        pending,
        language: consent.language,
      });
      return { id: created._id.toString(), requestedAt: now, topics: consent.topics, language: consent.language };
    } catch (error) {
      // A simultaneous subscription of the same address won the race: it sends the one mail.
      if ((error as { code?: number }).code === 11000) return null;
      throw error;
    }
  }
  if (isActive(existing)) return null;
  if (existing.pending && now.getTime() - existing.pending.requested_at.getTime() < RESEND_AFTER_MS) return null;
  await NewsletterSubscriber.updateOne({ _id: existing._id }, { $set: { pending } });
  return { id: existing._id.toString(), requestedAt: now, topics: consent.topics, language: consent.language };
}

/** A request that is due its confirmation mail, in the language of the page it was made on. */
type ConfirmationRequest = { id: string; requestedAt: Date; topics: FollowerTopic[]; language: Language };

async function queueConfirmationMail(
  email: string,
  request: ConfirmationRequest,
  context: Pick<NewsletterContext, "siteUrl" | "secret">,
): Promise<void> {
  // Anyone can type any address: the outbox counts the confirmation toward the visitor mail caps.
  const mail = newsletterConfirmationMail(
    confirmationUrl(email, request.requestedAt, context, request.language),
    request.topics,
    request.language,
  );
  await enqueueMail([
    {
      kind: "newsletter-confirmation",
      // One mail per request: the same request is never mailed twice.
      relatedId: `${request.id}:${request.requestedAt.getTime()}`,
      to: email,
      ...mail,
    },
  ]);
}

export type ConfirmationOutcome = "confirmed" | "already-confirmed" | "invalid";

/**
 * Follows a confirmation link: only the address's latest request confirms, so a link from a
 * request since replaced, or one from before an unsubscribe, does nothing. Confirming stores the
 * consent (topics, wording, form, when) and queues the welcome mail.
 */
export async function confirmSubscription(
  email: string,
  requestedAt: Date,
  context: Pick<NewsletterContext, "siteUrl" | "secret">,
  now: Date = new Date(),
): Promise<ConfirmationOutcome> {
  const subscriber = await NewsletterSubscriber.findOne({ email }).lean<SubscriberRecord>();
  if (!subscriber) return "invalid";
  if (!subscriber.pending || subscriber.pending.requested_at.getTime() !== requestedAt.getTime()) {
    const sameRequest = subscriber.consent?.requested_at?.getTime() === requestedAt.getTime();
    return sameRequest && isActive(subscriber) ? "already-confirmed" : "invalid";
  }
  await NewsletterSubscriber.updateOne(
    { _id: subscriber._id },
    {
      $set: {
        confirmed_at: now,
        unsubscribed_at: null,
        subscribed_at: now,
        topics: topicsOf(subscriber.pending as { topics?: string[] }),
        // A follower keeps the language they have (re-subscribing from the other language's page
        // does not change it: the preferences page does); a new one takes their request's.
        language: subscriber.language ? storedLanguage(subscriber) : storedLanguage(subscriber.pending),
        consent: subscriber.pending,
      },
      $unset: { pending: 1 },
    },
  );
  try {
    await queueWelcomeMail(email, context);
  } catch {
    // The confirmation is stored; the welcome is a courtesy (spec: its failure is silent).
  }
  return "confirmed";
}

/**
 * POST /api/send-welcome-email: counts the client against its hourly limit, then leaves the
 * address's lookup (and the welcome, for a confirmed subscriber not yet welcomed) for after the
 * answer. Every address costs the request the same database work, so neither the answer nor its
 * timing tells who is subscribed.
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
 * Queues the welcome mail of a confirmed subscriber (at most once per subscriber; see the
 * outbox's unique index, and within the recipient's daily share of automatic mail). For an
 * address that is not subscribed, or not confirmed, it quietly does nothing: the answer must not
 * tell who is.
 */
export async function queueWelcomeMail(
  email: string,
  context: Pick<NewsletterContext, "siteUrl" | "secret">,
): Promise<void> {
  const subscriber = await NewsletterSubscriber.findOne({ email, unsubscribed_at: null }).lean<SubscriberRecord>();
  if (!subscriber || !isConfirmed(subscriber)) return;
  const welcomed = await OutboxMessage.exists({ kind: "newsletter-welcome", related_id: subscriber._id.toString() });
  if (welcomed) return;
  const mail = newsletterWelcomeMail({
    ...followerLinks(email, context, storedLanguage(subscriber)),
    postalAddress: (await getBusinessDetails()).postalAddress,
    siteUrl: context.siteUrl,
  });
  await enqueueMail([{ kind: "newsletter-welcome", relatedId: subscriber._id.toString(), to: email, ...mail }]);
}

/** Leaves the list (and drops a request waiting for confirmation): nothing is mailed again. */
export async function unsubscribeFromNewsletter(email: string): Promise<void> {
  await NewsletterSubscriber.updateOne({ email, unsubscribed_at: null }, { $set: { unsubscribed_at: new Date() } });
  await NewsletterSubscriber.updateOne({ email, pending: { $exists: true } }, { $unset: { pending: 1 } });
}

export type Preferences =
  | { state: "subscribed"; topics: FollowerTopic[]; language: Language }
  | { state: "not-subscribed" };

/** What the preferences page shows for an address: its topics and language while it is on the list. */
export async function preferencesOf(email: string): Promise<Preferences> {
  const subscriber = await NewsletterSubscriber.findOne({ email }).lean<SubscriberRecord>();
  if (!subscriber || !isActive(subscriber)) return { state: "not-subscribed" };
  return { state: "subscribed", topics: topicsOf(subscriber), language: storedLanguage(subscriber) };
}

/**
 * Changes the topics, and the language of the mail when one is given, of an address on the list;
 * false when it is not on it (nothing changes). A language that is not one of ours is refused
 * (only a forged form sends one) and nothing is stored.
 */
export async function changePreferences(
  email: string,
  input: { topics: unknown; language?: unknown },
  answerIn: Language = "en",
): Promise<boolean> {
  const words = SUBSCRIPTION_WORDS[answerIn];
  const parsed = TOPICS_SCHEMAS[answerIn].safeParse(input.topics);
  if (!parsed.success) throw new Refusal(400, parsed.error.issues[0]?.message ?? words.chooseTopic);
  const language = z.enum(LANGUAGES).optional().safeParse(input.language);
  if (!language.success) throw new Refusal(400, words.languageInvalid);
  const subscriber = await NewsletterSubscriber.findOne({ email }).lean<SubscriberRecord>();
  if (!subscriber || !isActive(subscriber)) return false;
  await NewsletterSubscriber.updateOne(
    { _id: subscriber._id },
    { $set: { topics: parsed.data, ...(language.data ? { language: language.data } : {}) } },
  );
  return true;
}
