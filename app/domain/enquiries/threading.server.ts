// Which mail a staff reply answers: the visitor's confirmation, so the reply lands in the same
// conversation in their mail program (In-Reply-To and References carry its Message-ID).
// Since issue 35 the confirmation is queued with its own Message-ID, stored in the outbox; one
// queued before carried the outbox's default, its outbox id on the site's domain, which is what
// a reply to an older enquiry threads on. An enquiry whose confirmation was never queued (the
// visitor's daily cap) has nothing to thread on: its reply starts the conversation.

import { outboxMessageId } from "#app/domain/mail/outbox.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";

const domainOf = (siteUrl: string) => new URL(siteUrl).hostname;

export function confirmationMessageId(enquiryId: string, siteUrl: string): string {
  return `<enquiry-${enquiryId}.confirmation@${domainOf(siteUrl)}>`;
}

export function replyMessageId(historyId: string, siteUrl: string): string {
  return `<enquiry-reply-${historyId}@${domainOf(siteUrl)}>`;
}

/** The confirmation's Message-ID, or null when none was queued. */
export async function confirmationThreadOf(enquiryId: string, siteUrl: string): Promise<string | null> {
  const confirmation = await OutboxMessage.findOne(
    { related_id: enquiryId, kind: "enquiry-confirmation" },
    { message_id: 1 },
  ).lean();
  if (!confirmation) return null;
  return confirmation.message_id || outboxMessageId(confirmation._id.toString(), domainOf(siteUrl));
}
