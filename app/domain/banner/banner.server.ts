// The announcement banner as the public sees it. Its start and end dates are enforced here,
// on the server, against today's date in the truck's time zone. While a closure is on and no
// banner of staff's own shows, the banner tells the closure (issue 33); the banner record is
// never written for it. A stop staff said is sold out today (issue 52) comes next: under a
// closure's banner and above staff's own.

import { LIVE_STATUS_WORDS } from "#app/content/live-status-words.ts";
import { BANNER_MESSAGES } from "#app/content/portal-messages.ts";
import { listActiveClosures } from "#app/domain/closures/closures.server.ts";
import { type ClosureNotice, closureNotice, type ShownClosureNotice } from "#app/domain/closures/closures.ts";
import { type SoldOutToday, soldOutToday } from "#app/domain/live-status/live-status.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { type NeedsSpanish, spanishOrNull, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";
import { versionFilter } from "#app/domain/shared/versioned-records.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { BANNER_SETTINGS_ID, BannerSettings, DEFAULT_BANNER_COLOURS } from "#app/models/banner-settings.server.ts";
import { BANNER_SPANISH_TEXTS, type BannerSettingsInput, type BannerText } from "./banner.ts";

/** Spec section 3, "Banner settings (public read)". */
export type PublicBanner = { isVisible: boolean; message: string; linkText: string; linkUrl: string };

/** The closure a banner tells of (issue 33: added to the spec's shape); null for staff's own or none. */
export type BannerClosure = ClosureNotice | null;

/** Added to the spec's shape (issue 49): the texts in Spanish, null while they still need it. */
export type PublicBannerInSpanish = { messageEs: string | null; linkTextEs: string | null };

/** The banner with its colours, for the page shell. */
export type PublicBannerWithColours = PublicBanner &
  PublicBannerInSpanish & {
    backgroundColor: string;
    textColor: string;
    closure: BannerClosure;
    /** Added while a stop is sold out today (issue 52): which, and the staff's note. */
    soldOut?: SoldOutToday | null;
  };

export const HIDDEN_BANNER: PublicBannerWithColours = {
  isVisible: false,
  message: "",
  linkText: "",
  linkUrl: "",
  messageEs: null,
  linkTextEs: null,
  backgroundColor: DEFAULT_BANNER_COLOURS.background_color,
  textColor: DEFAULT_BANNER_COLOURS.text_color,
  closure: null,
};

/** "Closed until Monday, December 29. Christmas week with the family": what a closure's banner says. */
export function closureBannerMessage(notice: ClosureNotice): string {
  return `${notice.closedUntil}. ${notice.reason}`;
}

type BannerRecord = {
  is_active?: boolean | null;
  message?: string | null;
  link_text?: string | null;
  link_url?: string | null;
  background_color?: string | null;
  text_color?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  message_es?: string | null;
  link_text_es?: string | null;
  same_in_spanish?: string[] | null;
};

/** Whether a banner with these settings shows on `today` (YYYY-MM-DD, truck time zone). */
export function isBannerVisible(settings: BannerRecord, today: string): boolean {
  if (settings.is_active !== true || !settings.message?.trim()) return false;
  if (settings.start_date && today < settings.start_date) return false;
  if (settings.end_date && today > settings.end_date) return false;
  return true;
}

/** The banner as a page in `language` shows it; `messageLang` and `linkTextLang` say "en" where it fell back to English. */
export type ShownBanner = Omit<PublicBannerWithColours, keyof PublicBannerInSpanish | "closure"> & {
  closure: ShownClosureNotice | null;
  messageLang?: "en";
  linkTextLang?: "en";
};

export function bannerIn(
  language: Language,
  { messageEs, linkTextEs, ...banner }: PublicBannerWithColours,
): ShownBanner {
  // A closure's banner is told in the page's words by the layout (its `closure`).
  if (language === "en" || banner.closure) return banner;
  return {
    ...banner,
    ...(messageEs === null ? { messageLang: "en" as const } : { message: messageEs }),
    ...(!banner.linkText ? {} : linkTextEs === null ? { linkTextLang: "en" as const } : { linkText: linkTextEs }),
  };
}

export async function getPublicBanner(now: Date = clockNow()): Promise<PublicBannerWithColours> {
  const [settings, closures, soldOut] = await Promise.all([
    sharedRead("banner", () => BannerSettings.findById(BANNER_SETTINGS_ID).lean<BannerRecord>()),
    listActiveClosures(now),
    soldOutToday(now),
  ]);
  const staffsOwn = settings && isBannerVisible(settings, todayInTruckTimeZone(now));
  const notice = staffsOwn ? null : closureNotice(closures, now.getTime());
  if (notice) return { ...HIDDEN_BANNER, isVisible: true, message: closureBannerMessage(notice), closure: notice };
  if (soldOut) {
    const words = (language: Language, stop: string) =>
      `${fill(LIVE_STATUS_WORDS[language].soldOutBanner, { stop })}${soldOut.note ? ` ${soldOut.note}` : ""}`;
    return {
      ...HIDDEN_BANNER,
      isVisible: true,
      message: words("en", soldOut.stop),
      messageEs: words("es", soldOut.stopEs ?? soldOut.stop),
      soldOut,
    };
  }
  if (!settings || !staffsOwn) return HIDDEN_BANNER;
  return {
    closure: null,
    isVisible: true,
    message: settings.message ?? "",
    linkText: settings.link_text ?? "",
    linkUrl: settings.link_url ?? "",
    messageEs: spanishOrNull(settings, "message"),
    linkTextEs: spanishOrNull(settings, "link_text"),
    backgroundColor: settings.background_color ?? DEFAULT_BANNER_COLOURS.background_color,
    textColor: settings.text_color ?? DEFAULT_BANNER_COLOURS.text_color,
  };
}

// --- Staff: the full settings and their changes (/admin/banner and /api/admin/banner-settings). ---

/** Spec section 3, "Banner settings (admin)", plus `__v`, the version a form sends back. */
export type AdminBannerSettings = {
  is_active: boolean;
  message: string;
  link_url: string;
  link_text: string;
  background_color: string;
  text_color: string;
  start_date: string | null;
  end_date: string | null;
  /** In Spanish (issue 49): "" when not yet; `same_in_spanish` lists the texts that stay as they are. */
  message_es: string;
  link_text_es: string;
  same_in_spanish: BannerText[];
  __v: number;
  updated_at: string | null;
};

type AdminBannerRecord = BannerRecord & { __v?: number; updated_at?: Date };

function toAdminBanner(settings: AdminBannerRecord | null): AdminBannerSettings {
  return {
    is_active: settings?.is_active === true,
    message: settings?.message ?? "",
    link_url: settings?.link_url ?? "",
    link_text: settings?.link_text ?? "",
    background_color: settings?.background_color ?? DEFAULT_BANNER_COLOURS.background_color,
    text_color: settings?.text_color ?? DEFAULT_BANNER_COLOURS.text_color,
    start_date: settings?.start_date ?? null,
    end_date: settings?.end_date ?? null,
    message_es: settings?.message_es ?? "",
    link_text_es: settings?.link_text_es ?? "",
    same_in_spanish: BANNER_SPANISH_TEXTS.filter((text) => settings?.same_in_spanish?.includes(text)),
    __v: settings?.__v ?? 0,
    updated_at: settings?.updated_at ? new Date(settings.updated_at).toISOString() : null,
  };
}

/** The settings staff edit; the defaults (hidden, default colours) before the first save. */
export async function getAdminBannerSettings(): Promise<AdminBannerSettings> {
  return toAdminBanner(await BannerSettings.findById(BANNER_SETTINGS_ID).lean<AdminBannerRecord>());
}

/**
 * Saves the banner. With a `version`, only over the settings that version was read from
 * (refused with 409 otherwise). FerretDB 1.x is not atomic (docs/decisions/0004-atomicity.md):
 * this detects the stale form, not two saves in the same instant. The first save inserts the
 * single document; a concurrent first save loses on the unique _id and is reported as a conflict.
 */
export async function saveBannerSettings(
  input: BannerSettingsInput,
  version: number | undefined,
): Promise<AdminBannerSettings> {
  const existing = await BannerSettings.exists({ _id: BANNER_SETTINGS_ID });
  if (!existing) {
    if (version !== undefined && version !== 0) throw new Refusal(409, BANNER_MESSAGES.conflict);
    try {
      await BannerSettings.create({ _id: BANNER_SETTINGS_ID, ...input });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new Refusal(409, BANNER_MESSAGES.conflict);
      throw error;
    }
    return getAdminBannerSettings();
  }
  const filter = { _id: BANNER_SETTINGS_ID, ...versionFilter(version) };
  // The Spanish an API call leaves out stays as it was.
  const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const result = await BannerSettings.updateOne(filter, { $set: fields, $inc: { __v: 1 } }, { runValidators: true });
  if (result.matchedCount === 0) throw new Refusal(409, BANNER_MESSAGES.conflict);
  return getAdminBannerSettings();
}

/** The banner's texts that still need Spanish, while it is switched on (what visitors may read). */
export function bannerNeedingSpanish(settings: AdminBannerSettings): NeedsSpanish[] {
  if (!settings.is_active) return [];
  const texts = textsNeedingSpanish(settings, BANNER_SPANISH_TEXTS);
  return texts.length === 0 ? [] : [{ kind: "banner", id: BANNER_SETTINGS_ID, name: settings.message, texts }];
}
