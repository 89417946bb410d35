// Campaigns (news to followers of "news"), written by Owners in the portal: the draft, its
// preview as a follower gets it, a test to the Owner, and the send, which hands the mail to the
// mailing engine under the draft's id (creating it twice is one mailing, so a second click or a
// retried request sends nothing twice).
import { randomUUID } from "node:crypto";
import { CAMPAIGN_MESSAGES } from "#app/content/portal-messages.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import {
  createMailing,
  type MailingContent,
  type MailingProgress,
  wordsIn,
} from "#app/domain/mailings/mailings.server.ts";
import { followerLinks } from "#app/domain/newsletter/followers.server.ts";
import { truckMoment } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { Language } from "#app/i18n/language.ts";
import { CampaignDraft } from "#app/models/campaign-draft.server.ts";
import { campaignMailBody } from "./campaign-mail.server.ts";
import { type CampaignDraftInput, hasSpanishVersion } from "./campaigns.ts";

export const CAMPAIGN_TOPIC = "news" as const;

export type CampaignDraftView = {
  id: string;
  subject: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  /** The Spanish version (issue 50), named as the form's fields: "" while it has none. */
  subject_es: string;
  text_es: string;
  imageAlt_es: string;
  updatedAt: string;
  sentAt: string | null;
};
type MailContext = { siteUrl: string; secret: string };

type StoredDraft = {
  _id: string;
  subject: string;
  text: string;
  image_url: string;
  image_alt: string;
  subject_es?: string;
  text_es?: string;
  image_alt_es?: string;
  updated_at: Date;
  sent_at: Date | null;
};

function viewOf(draft: StoredDraft): CampaignDraftView {
  return {
    id: draft._id,
    subject: draft.subject,
    text: draft.text,
    imageUrl: draft.image_url,
    imageAlt: draft.image_alt,
    subject_es: draft.subject_es ?? "",
    text_es: draft.text_es ?? "",
    imageAlt_es: draft.image_alt_es ?? "",
    updatedAt: draft.updated_at.toISOString(),
    sentAt: draft.sent_at ? draft.sent_at.toISOString() : null,
  };
}

/** An id as the pages carry it: a UUID (anything else is no campaign). */
const isCampaignId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

export async function getCampaignDraft(id: string): Promise<CampaignDraftView | null> {
  if (!isCampaignId(id)) return null;
  const draft = await CampaignDraft.findById(id).lean<StoredDraft>();
  return draft ? viewOf(draft) : null;
}

/** Drafts not sent yet, the last changed first. */
export async function listCampaignDrafts(limit = 50): Promise<CampaignDraftView[]> {
  const drafts = await CampaignDraft.find({ sent_at: null })
    .sort({ updated_at: -1 })
    .limit(limit)
    .lean<StoredDraft[]>();
  return drafts.map(viewOf);
}

/** Saves a new draft (id null) or changes one not sent yet; returns its id. */
export async function saveCampaignDraft(id: string | null, input: CampaignDraftInput, author: string): Promise<string> {
  const fields = {
    subject: input.subject,
    text: input.text,
    image_url: input.imageUrl,
    image_alt: input.imageAlt,
    subject_es: input.subject_es,
    text_es: input.text_es,
    image_alt_es: input.imageAlt_es,
  };
  if (id === null) {
    const created = randomUUID();
    await CampaignDraft.create({ _id: created, ...fields, created_by: author });
    return created;
  }
  const draft = await getCampaignDraft(id);
  if (!draft) throw new Refusal(404, CAMPAIGN_MESSAGES.notFound);
  if (draft.sentAt) throw new Refusal(409, CAMPAIGN_MESSAGES.alreadySent);
  await CampaignDraft.updateOne({ _id: id, sent_at: null }, { $set: fields });
  return id;
}

/**
 * The campaign's body, as the engine gets it (it adds the frame and each follower's links): the
 * English, and the Spanish when it has it (the image's description in Spanish, else its English).
 */
export function campaignContent(draft: CampaignDraftView, siteUrl: string, imageOnPageOrigin = false): MailingContent {
  const english = campaignMailBody({ ...draft, siteUrl, imageOnPageOrigin, language: "en" });
  if (!hasSpanishVersion(draft)) return english;
  const spanish = campaignMailBody({
    subject: draft.subject_es,
    text: draft.text_es,
    imageUrl: draft.imageUrl,
    imageAlt: draft.imageAlt_es || draft.imageAlt,
    siteUrl,
    imageOnPageOrigin,
    language: "es",
  });
  return { ...english, es: spanish };
}

/**
 * The campaign as a follower at `recipient` who reads `language` gets it: frame, footer and that
 * follower's links. `inPortal`: for the portal's preview, which shows the image from the page's own origin.
 */
export async function campaignPreview(
  draft: CampaignDraftView,
  recipient: string,
  context: MailContext,
  options: { inPortal?: boolean; language?: Language } = {},
) {
  const { postalAddress } = await getBusinessDetails();
  const language = options.language ?? "en";
  return followerMail({
    ...wordsIn(campaignContent(draft, context.siteUrl, options.inPortal), language),
    ...followerLinks(recipient, context, language),
    postalAddress,
    siteUrl: context.siteUrl,
  });
}

/** The campaign, framed as a follower who reads `language` gets it, sent to the Owner's own address. */
export async function sendCampaignTest(
  draft: CampaignDraftView,
  to: string,
  context: MailContext,
  language: Language = "en",
): Promise<void> {
  const mail = await campaignPreview(draft, to, context, { language });
  await enqueueMail([
    { kind: "campaign-test", relatedId: `test:${randomUUID()}`, to, ...mail, subject: `[Test] ${mail.subject}` },
  ]);
}

/**
 * The moment a datetime-local field names, read in the truck's time zone ("2026-12-01T09:30").
 * Refused unless it is a real time after `now`.
 */
export function sendTimeFrom(value: string, now: Date): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  if (!match) throw new Refusal(400, CAMPAIGN_MESSAGES.sendTimeMissing);
  const moment = new Date(truckMoment(match[1]!, match[2]!));
  if (Number.isNaN(moment.getTime())) throw new Refusal(400, CAMPAIGN_MESSAGES.sendTimeMissing);
  if (moment.getTime() <= now.getTime()) throw new Refusal(400, CAMPAIGN_MESSAGES.sendTimePast);
  return moment;
}

/**
 * Sends the campaign to the followers of news, now or at `sendAt`: held (refused) while the
 * truck has no postal address, since every mail to followers must carry one.
 */
export async function sendCampaign(
  draft: CampaignDraftView,
  options: { sendAt?: Date; by: string; now: Date; siteUrl: string },
): Promise<MailingProgress> {
  const { postalAddress } = await getBusinessDetails();
  if (postalAddress.trim() === "") {
    throw new Refusal(409, CAMPAIGN_MESSAGES.heldNoAddress);
  }
  const progress = await createMailing({
    id: draft.id,
    kind: "campaign",
    topic: CAMPAIGN_TOPIC,
    content: campaignContent(draft, options.siteUrl),
    sendAt: options.sendAt ?? options.now,
    createdBy: options.by,
  });
  await CampaignDraft.updateOne({ _id: draft.id, sent_at: null }, { $set: { sent_at: options.now } });
  return progress;
}
