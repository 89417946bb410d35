// Mail waiting to be sent. Every message is written here first and sent by the outbox worker,
// so a mail server outage delays mail but never loses it. See app/domain/mail/outbox.server.ts.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

/** "skipped": follower mail to an address our mail server refused for good; never sent. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;
export const MAIL_KINDS = [
  "enquiry-staff",
  "enquiry-confirmation",
  "newsletter-confirmation",
  "newsletter-welcome",
  /**
   * A follower's weekly schedule, as queued before the mailing engine sent the weekly mail (issue
   * 47): none is queued now, but the outbox still sends what an older database holds.
   */
  "weekly-schedule",
  "account-changed",
  "sign-in-link",
  "email-change-confirm",
  "email-change-notice",
  "email-change-cancelled",
  /** To a staff account: a session or token was ended after 5 wrong current passwords (issue 43). */
  "wrong-passwords-sign-out",
  /** The next weekly mail, sent by an Owner to their own address from the portal. */
  "weekly-schedule-test",
  /** A campaign, sent by an Owner to their own address from the portal before sending it. */
  "campaign-test",
  /** A staff reply to a catering enquiry, written in the portal (related to its history row). */
  "enquiry-reply",
  /** A catering quote's link, mailed to the client from the portal (related to its link record). */
  "quote",
  /** To staff: a client accepted or declined a quote (related to the version). */
  "quote-answer",
  /** To a catering client, the day after their booked event: thanks and a review ask (issue 53, related to the enquiry). */
  "review-ask",
] as const;

/**
 * Mail to the list of followers (asking to join it, or sent because someone is on it): built
 * with followerMail, and never sent to an address that bounced (app/domain/mail/bounces.server.ts).
 */
export const FOLLOWER_MAIL_KINDS: ReadonlySet<(typeof MAIL_KINDS)[number]> = new Set([
  "newsletter-confirmation",
  "newsletter-welcome",
  "weekly-schedule",
]);

const outboxMessageSchema = new Schema(
  {
    kind: { type: String, enum: MAIL_KINDS, required: true },
    /** The enquiry or subscriber the message is about. */
    related_id: { type: String, required: true },
    to: { type: String, required: true },
    reply_to: { type: String, default: "" },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    headers: { type: Map, of: String, default: {} },
    /** The Message-ID to send with, when the mail was queued with its own ("": the outbox's). */
    message_id: { type: String, default: "" },
    status: { type: String, enum: OUTBOX_STATUSES, default: "pending" },
    attempts: { type: Number, default: 0 },
    next_attempt_at: { type: Date, default: () => new Date() },
    locked_until: { type: Date, default: null },
    locked_by: { type: String, default: "" },
    last_error: { type: String, default: "" },
    sent_at: { type: Date, default: null },
  },
  { timestamps },
);
// The worker's claim query: due pending messages, oldest first.
outboxMessageSchema.index({ status: 1, next_attempt_at: 1 });
// One message of each kind per enquiry or subscriber: queueing again is a no-op.
outboxMessageSchema.index({ related_id: 1, kind: 1 }, { unique: true });

forgetModel("OutboxMessage");
export const OutboxMessage = mongoose.model("OutboxMessage", outboxMessageSchema);
