// The banner settings form of /admin/banner and the body of POST /api/admin/banner-settings:
// one zod schema for both, and through Conform for the browser. Also the colour contrast check
// behind the low-contrast warning. Client-safe: no server imports.
import { z } from "zod";
import { BANNER_MESSAGES } from "#app/content/portal-messages.ts";
import { spanishTextFields } from "#app/domain/shared/spanish-texts.ts";
import { HEX_COLOUR, isIsoDate, isSafeLinkUrl } from "#app/models/validators.ts";

export const DEFAULT_BANNER_BACKGROUND = "#ea1e25";
export const DEFAULT_BANNER_TEXT = "#ffffff";
export const MIN_CONTRAST_RATIO = 4.5;

const optionalDate = z
  .union([z.literal(""), z.null(), z.string().refine(isIsoDate, "Dates must be valid dates (YYYY-MM-DD)")])
  .optional()
  .transform((value) => (value ? value : null));

const colour = (fallback: string) =>
  z
    .string()
    .regex(HEX_COLOUR, "Colours must be hex colours such as #ea1e25")
    .optional()
    .default(fallback)
    .transform((value) => value.toLowerCase());

/** The banner's texts that Spanish pages show in Spanish (issue 49). */
export const BANNER_SPANISH_TEXTS = ["message", "link_text"] as const;
export type BannerText = (typeof BANNER_SPANISH_TEXTS)[number];

const spanishFields = spanishTextFields(BANNER_SPANISH_TEXTS, {
  message: { label: "Message", max: 300 },
  link_text: { label: "Link text", max: 100 },
});

const bannerFields = {
  is_active: z.boolean({ error: "is_active must be true or false" }).optional().default(false),
  message: z
    .string({ error: BANNER_MESSAGES.messageRequired })
    .trim()
    .min(1, BANNER_MESSAGES.messageRequired)
    .max(300, "Message must be at most 300 characters"),
  link_text: z.string().trim().max(100, "Link text must be at most 100 characters").optional().default(""),
  link_url: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === "" || isSafeLinkUrl(value), BANNER_MESSAGES.unsafeLink)
    .optional()
    .default(""),
  background_color: colour(DEFAULT_BANNER_BACKGROUND),
  text_color: colour(DEFAULT_BANNER_TEXT),
  start_date: optionalDate,
  end_date: optionalDate,
};

const datesInOrder = (banner: { start_date: string | null; end_date: string | null }) =>
  !banner.start_date || !banner.end_date || banner.start_date <= banner.end_date;
const DATES_OUT_OF_ORDER = { message: "The end date must be on or after the start date", path: ["end_date"] };

/** The API's body: the spec's fields, and the Spanish ones (issue 49), each kept when left out. */
export const bannerSettingsSchema = z
  .object({
    ...bannerFields,
    ...spanishFields.api,
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

export type BannerSettingsInput = z.infer<typeof bannerSettingsSchema>;

/**
 * The form: it always sends its Spanish (an emptied field, which the form sends as nothing, is
 * cleared; no box ticked is nothing the same) and the version of the settings it was loaded with.
 */
export const bannerSettingsFormSchema = z
  .object({
    ...bannerFields,
    ...spanishFields.form,
    __v: z.coerce.number().int().min(0).optional(),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21); null if either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX_COLOUR.test(a) || !HEX_COLOUR.test(b)) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The warning shown under the colour pickers, or null when the pair reads well enough. */
export function lowContrastWarning(background: string, text: string): string | null {
  const ratio = contrastRatio(background, text);
  if (ratio === null || ratio >= MIN_CONTRAST_RATIO) return null;
  return `Low contrast: these colours have a contrast ratio of ${ratio.toFixed(2)}:1, under the 4.5:1 that keeps the banner readable for everyone.`;
}
