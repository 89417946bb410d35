// The week's schedule mail: the Owner's settings, the preview and test send of the portal page,
// and the send itself, which the background loop asks for at every tick. A week goes out once:
// the first server to insert the week's run record hands the week's words to the mailing engine
// (app/domain/mailings/), the same engine as campaigns and notices, as the mailing
// `weekly-schedule:<week>`; the engine fixes the followers once, a row each, and mails each row
// once, at MAIL_RATE_PER_MINUTE across servers.
import { randomUUID } from "node:crypto";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { createMailing, type MailingContent, wordsIn } from "#app/domain/mailings/mailings.server.ts";
import { followerLinks } from "#app/domain/newsletter/followers.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { Language } from "#app/i18n/language.ts";
import { WEEKLY_MAIL_SETTINGS_ID, WeeklyMailRun, WeeklyMailSettings } from "#app/models/weekly-mail.server.ts";
import { daysOf, type Hold, nextSlot, type WeekSlot, weeklyMailDue } from "./due.ts";
import { stopsOn } from "./week-schedule.server.ts";
import { WEEKLY_NOTE_MAX_LENGTH } from "./weekly-mail.ts";
import { weeklyMailContent } from "./weekly-mail-content.server.ts";

export type WeeklyMailSettingsView = {
  note: string;
  /** The note's Spanish (issue 50): "" while it has none. */
  noteEs: string;
  noteWeek: string;
  off: boolean;
  skippedWeeks: string[];
};
type MailContext = { siteUrl: string; secret: string };

/** A run that has claimed its week but not handed it over after this long is taken to have died. */
const RESUME_AFTER_MS = 10 * 60_000;
/** Weeks this process knows are handed over: the loop asks every few seconds, the database once. */
const queuedWeeks = new Set<string>();

export async function getWeeklyMailSettings(): Promise<WeeklyMailSettingsView> {
  const settings = await WeeklyMailSettings.findById(WEEKLY_MAIL_SETTINGS_ID).lean();
  return {
    note: settings?.note ?? "",
    noteEs: settings?.note_es ?? "",
    noteWeek: settings?.note_week ?? "",
    off: settings?.is_off ?? false,
    skippedWeeks: settings?.skipped_weeks ?? [],
  };
}

/**
 * Changes the one settings document, making it if need be. Two first changes at once race to
 * insert it: the loser's upsert meets the unique _id and simply updates the document the winner made.
 */
async function changeSettings(update: Record<string, unknown>): Promise<void> {
  const change = () => WeeklyMailSettings.updateOne({ _id: WEEKLY_MAIL_SETTINGS_ID }, update, { upsert: true });
  try {
    await change();
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    await change();
  }
}

/**
 * The note of the next mail (the week of `week`) and its Spanish: they go in that week's mail
 * only. Too long is refused by name (`field`), and nothing is stored.
 */
export async function saveWeeklyNote(note: unknown, week: string, noteEs: unknown = ""): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(week)) throw new Refusal(400, "That week could not be read.");
  const text = typeof note === "string" ? note.trim() : "";
  const spanish = typeof noteEs === "string" ? noteEs.trim() : "";
  if (text.length > WEEKLY_NOTE_MAX_LENGTH) {
    throw new Refusal(400, `The note can be at most ${WEEKLY_NOTE_MAX_LENGTH} characters.`, {
      fieldErrors: { note: `The note can be at most ${WEEKLY_NOTE_MAX_LENGTH} characters.` },
    });
  }
  if (spanish.length > WEEKLY_NOTE_MAX_LENGTH) {
    const message = `The note in Spanish can be at most ${WEEKLY_NOTE_MAX_LENGTH} characters.`;
    throw new Refusal(400, message, { fieldErrors: { note_es: message } });
  }
  await changeSettings({ $set: { note: text, note_es: spanish, note_week: week } });
}

export async function setWeeklyMailOff(off: boolean): Promise<void> {
  await changeSettings({ $set: { is_off: off } });
}

/** Skips (or mails again) the week of `week`; asking twice changes nothing. */
export async function setWeekSkipped(week: string, skipped: boolean): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(week)) throw new Refusal(400, "That week could not be read.");
  await changeSettings(skipped ? { $addToSet: { skipped_weeks: week } } : { $pull: { skipped_weeks: week } });
}

/**
 * What the portal shows: when the next mail goes (or why it is held) and the mail itself as a
 * follower at `recipient` who reads `language` would get it, frame, footer and links included.
 */
export async function weeklyMailPreview(now: Date, recipient: string, context: MailContext, language: Language = "en") {
  const [details, settings] = await Promise.all([getBusinessDetails(), getWeeklyMailSettings()]);
  const next = nextSlot(now, details.weeklyMail);
  const notes = noteFor(next, settings);
  const content = await contentOf(next, notes, context.siteUrl, now);
  return {
    ...notes,
    next,
    skipped: settings.skippedWeeks.includes(next.week),
    off: settings.off,
    postalAddress: details.postalAddress,
    mail: framed(content, recipient, details.postalAddress, context, language),
  };
}

/** A week's words in the follower frame of `language`, with `recipient`'s own links. */
function framed(
  content: MailingContent,
  recipient: string,
  postalAddress: string,
  context: MailContext,
  language: Language,
) {
  return followerMail({
    ...wordsIn(content, language),
    ...followerLinks(recipient, context, language),
    postalAddress,
    siteUrl: context.siteUrl,
  });
}

/** The Owner's note and its Spanish, if they were written for this week's mail. */
function noteFor(slot: WeekSlot, settings: WeeklyMailSettingsView): { note: string; noteEs: string } {
  return settings.noteWeek === slot.week ? { note: settings.note, noteEs: settings.noteEs } : { note: "", noteEs: "" };
}

async function contentOf(
  slot: WeekSlot,
  notes: { note: string; noteEs: string },
  siteUrl: string,
  now: Date,
): Promise<MailingContent> {
  const days = daysOf(slot);
  return weeklyMailContent({ days, stops: await stopsOn(days, now), ...notes, siteUrl });
}

/** The next week's mail, framed as a follower who reads `language` gets it, sent to the Owner's own address. */
export async function sendWeeklyMailTest(
  to: string,
  now: Date,
  context: MailContext,
  language: Language = "en",
): Promise<void> {
  const { mail } = await weeklyMailPreview(now, to, context, language);
  await enqueueMail([
    { kind: "weekly-schedule-test", relatedId: `test:${randomUUID()}`, to, ...mail, subject: `[Test] ${mail.subject}` },
  ]);
}

export type WeeklySendOutcome = { sent: { week: string; mailing: string } } | { hold: Hold | "already-sent" };

/** The week's mailing: its id makes it once, whichever server hands it over, however often. */
export function weeklyMailingId(week: string): string {
  return `weekly-schedule:${week}`;
}

/** Hands the week's mail to the mailing engine if one is due at `now` and no server has yet. */
export async function sendWeeklyMailIfDue(now: Date, context: MailContext): Promise<WeeklySendOutcome> {
  const [details, settings] = await Promise.all([getBusinessDetails(), getWeeklyMailSettings()]);
  const answer = weeklyMailDue(now, details.weeklyMail, {
    off: settings.off,
    skippedWeeks: settings.skippedWeeks,
    postalAddress: details.postalAddress,
  });
  if ("hold" in answer) return { hold: answer.hold };
  const slot = answer.due;
  if (queuedWeeks.has(slot.week) || !(await claimWeek(slot, now))) return { hold: "already-sent" };

  const mailing = weeklyMailingId(slot.week);
  const content = await contentOf(slot, noteFor(slot, settings), context.siteUrl, now);
  await createMailing({
    id: mailing,
    kind: "weekly-schedule",
    topic: "weekly-schedule",
    content,
    sendAt: now,
    createdBy: "weekly-mail",
  });
  await WeeklyMailRun.updateOne({ _id: slot.week }, { $set: { queued_at: now } });
  queuedWeeks.add(slot.week);
  return { sent: { week: slot.week, mailing } };
}

/**
 * Whether this server hands the week over: it inserted the week's run, or the run that did has
 * not finished long after it began (its server died; the mailing's id makes it once). A run from
 * before the mailing engine sent the weekly mail (no mailing named) that never finished is let
 * go: its followers' mails were queued in the outbox, which knows nothing of the engine's rows.
 */
async function claimWeek(slot: WeekSlot, now: Date): Promise<boolean> {
  try {
    await WeeklyMailRun.create({
      _id: slot.week,
      send_date: slot.sendDate,
      claimed_at: now,
      mailing_id: weeklyMailingId(slot.week),
    });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  const run = await WeeklyMailRun.findById(slot.week).lean();
  if (run?.queued_at) queuedWeeks.add(slot.week);
  return !!run && !run.queued_at && !!run.mailing_id && now.getTime() - run.claimed_at.getTime() > RESUME_AFTER_MS;
}
