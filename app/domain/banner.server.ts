// The announcement banner as the public sees it. Its start and end dates are enforced here,
// on the server, against today's date in the truck's time zone.
import { BannerSettings, BANNER_SETTINGS_ID, DEFAULT_BANNER_COLOURS } from "../models/banner-settings.server.ts";
import { todayInTruckTimeZone } from "./dates.ts";

/** Spec section 3, "Banner settings (public read)". */
export type PublicBanner = { isVisible: boolean; message: string; linkText: string; linkUrl: string };

/** The banner with its colours, for the page shell. */
export type PublicBannerWithColours = PublicBanner & { backgroundColor: string; textColor: string };

export const HIDDEN_BANNER: PublicBannerWithColours = {
  isVisible: false,
  message: "",
  linkText: "",
  linkUrl: "",
  backgroundColor: DEFAULT_BANNER_COLOURS.background_color,
  textColor: DEFAULT_BANNER_COLOURS.text_color,
};

type BannerRecord = {
  is_active?: boolean | null;
  message?: string | null;
  link_text?: string | null;
  link_url?: string | null;
  background_color?: string | null;
  text_color?: string | null;
  start_date?: string | null;
  end_date?: string | null;
};

/** Whether a banner with these settings shows on `today` (YYYY-MM-DD, truck time zone). */
export function isBannerVisible(settings: BannerRecord, today: string): boolean {
  if (settings.is_active !== true || !settings.message?.trim()) return false;
  if (settings.start_date && today < settings.start_date) return false;
  if (settings.end_date && today > settings.end_date) return false;
  return true;
}

export async function getPublicBanner(now: Date = new Date()): Promise<PublicBannerWithColours> {
  const settings = await BannerSettings.findById(BANNER_SETTINGS_ID).lean<BannerRecord>();
  if (!settings || !isBannerVisible(settings, todayInTruckTimeZone(now))) return HIDDEN_BANNER;
  return {
    isVisible: true,
    message: settings.message ?? "",
    linkText: settings.link_text ?? "",
    linkUrl: settings.link_url ?? "",
    backgroundColor: settings.background_color ?? DEFAULT_BANNER_COLOURS.background_color,
    textColor: settings.text_color ?? DEFAULT_BANNER_COLOURS.text_color,
  };
}
