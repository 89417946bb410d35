// The banner is one document, and test runners run files (and the JS/no-JS projects) in
// parallel: tests that change it hold this cross-process lock, then restore the settings.
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { withRecordLock } from "./record-lock.ts";

export type BannerFixture = {
  is_active: boolean;
  message: string;
  link_text?: string;
  link_url?: string;
  background_color?: string;
  text_color?: string;
  start_date?: string | null;
  end_date?: string | null;
  message_es?: string;
  link_text_es?: string;
  same_in_spanish?: string[];
};

/** What GET /api/banner-settings answers while no banner shows: the spec's shape, and issue 49's Spanish. */
const SPEC_HIDDEN_BANNER = { isVisible: false, message: "", linkText: "", linkUrl: "" };
export const HIDDEN_PUBLIC_BANNER = { ...SPEC_HIDDEN_BANNER, messageEs: null, linkTextEs: null };

/** Runs `body` with the banner set to `settings`, then puts the previous settings back. */
export async function withBanner<T>(settings: BannerFixture, body: () => Promise<T>): Promise<T> {
  return withRecordLock("banner", async () => {
    const previous = await BannerSettings.findById(BANNER_SETTINGS_ID).lean();
    try {
      await BannerSettings.findOneAndUpdate(
        { _id: BANNER_SETTINGS_ID },
        {
          $set: {
            link_text: "",
            link_url: "",
            start_date: null,
            end_date: null,
            message_es: "",
            link_text_es: "",
            same_in_spanish: [],
            ...settings,
          },
        },
        { upsert: true, runValidators: true },
      );
      return await body();
    } finally {
      if (previous) {
        const { _id, ...fields } = previous;
        await BannerSettings.replaceOne({ _id: BANNER_SETTINGS_ID }, { _id, ...fields });
      } else {
        await BannerSettings.deleteOne({ _id: BANNER_SETTINGS_ID });
      }
    }
  });
}
