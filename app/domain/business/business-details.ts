// The business details as the portal's form and the rest of the site see them: their type, the
// defaults that hold until the Owner saves, and the one zod schema that checks a save (the page's
// form through Conform, and any later API). Client-safe: no server imports.
import { z } from "zod";
import { BUSINESS_DETAILS_MESSAGES } from "#app/content/portal-messages.ts";
import { BUSINESS, EXTERNAL_LINKS, HOURS_NOTE, OPENING_HOURS } from "#app/content/site.ts";
import { formatClockTime } from "#app/domain/shared/dates.ts";

export type WeeklyMailTime = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** "HH:MM", 24-hour, in the truck's time zone (TRUCK_TIME_ZONE). */
  time: string;
};

/** The week as the hours card reads it: Monday first. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** One stretch of opening on a day, "HH:MM" 24-hour in the truck's time zone; closes after opens. */
export type HoursRange = { opens: string; closes: string };
/** Each day's ranges in order; none means closed that day. */
export type OpeningHours = Record<Weekday, HoursRange[]>;

/** The social and review pages the site links to. */
export type BusinessLinks = { maps: string; instagram: string; facebook: string; googleReviews: string; yelp: string };
export const LINK_NAMES = [
  "maps",
  "instagram",
  "facebook",
  "googleReviews",
  "yelp",
] as const satisfies readonly (keyof BusinessLinks)[];

/** What the public pages, the PDF, the structured data and the agents' files show. */
export type PublicBusinessDetails = {
  openingHours: OpeningHours;
  /** "" for no note. */
  hoursNote: string;
  /** The general enquiries address and phone. */
  email: string;
  telephone: string;
  links: BusinessLinks;
};

export type BusinessDetails = PublicBusinessDetails & {
  /** "" until the Owner enters one; follower mail is held until then (CAN-SPAM). */
  postalAddress: string;
  weeklyMail: WeeklyMailTime;
  /** The record's version, which a form sends back (0 before the first save). */
  version: number;
};

/** The built-in hours: app/content/site.ts's card, day by day. */
function builtInHours(): OpeningHours {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as HoursRange[]])) as OpeningHours;
  for (const entry of OPENING_HOURS) {
    if (!entry.opens || !entry.closes) continue;
    for (const name of entry.schemaDays) {
      const day = name.toLowerCase() as Weekday;
      hours[day] = [{ opens: entry.opens, closes: entry.closes }];
    }
  }
  return hours;
}

/**
 * What holds before the Owner saves anything, and for any field never saved: the hours,
 * contacts and links typed in app/content/site.ts before they moved here (so an existing
 * database reads as the site did), no postal address, and the weekly mail on Monday 8:00 AM.
 */
export const DEFAULT_BUSINESS_DETAILS: BusinessDetails = deepFreeze({
  postalAddress: "",
  weeklyMail: { weekday: 1, time: "08:00" },
  openingHours: builtInHours(),
  hoursNote: HOURS_NOTE,
  email: BUSINESS.email,
  telephone: BUSINESS.telephone,
  links: {
    maps: EXTERNAL_LINKS.maps,
    instagram: EXTERNAL_LINKS.instagram,
    facebook: EXTERNAL_LINKS.facebook,
    googleReviews: EXTERNAL_LINKS.googleReviews,
    yelp: EXTERNAL_LINKS.yelp,
  },
  version: 0,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The part every visitor may see. */
export function publicBusinessDetails(details: BusinessDetails): PublicBusinessDetails {
  const { openingHours, hoursNote, email, telephone, links } = details;
  return { openingHours, hoursNote, email, telephone, links };
}

/** A line of the hours card: "Monday-Friday", "11:00 AM-8:00 PM". */
export type HoursLine = { days: string; hours: string; weekdays: Weekday[]; ranges: HoursRange[] };

/** "11:00 AM-8:00 PM". */
export function formatHoursRange(range: HoursRange): string {
  return `${formatClockTime(range.opens)}-${formatClockTime(range.closes)}`;
}

/** "11:00 AM-2:00 PM, 5:00 PM-9:00 PM", or "Closed". */
export function formatDayHours(ranges: readonly HoursRange[]): string {
  if (ranges.length === 0) return "Closed";
  return ranges.map(formatHoursRange).join(", ");
}

/**
 * The hours card's lines: days in a row with the same hours share a line ("Monday-Friday"),
 * as the spec writes them.
 */
export function hoursLines(openingHours: OpeningHours): HoursLine[] {
  const lines: HoursLine[] = [];
  for (const day of WEEKDAYS) {
    const ranges = openingHours[day];
    const hours = formatDayHours(ranges);
    const last = lines.at(-1);
    if (last && last.hours === hours) last.weekdays.push(day);
    else lines.push({ days: "", hours, weekdays: [day], ranges });
  }
  for (const line of lines) {
    const first = WEEKDAY_LABELS[line.weekdays[0] ?? "monday"];
    const lastDay = line.weekdays.at(-1);
    line.days = line.weekdays.length > 1 && lastDay ? `${first}-${WEEKDAY_LABELS[lastDay]}` : first;
  }
  return lines;
}

/** The phone as printed: the country code of a US number left off ("805-555-0142"). */
export function displayTelephone(telephone: string): string {
  return telephone.replace(/^\+1[-\s]?/, "");
}

/** The phone as a tel: link, its separators as dashes: "(805) 555 0199" -> "tel:805-555-0199". */
export function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[\s().-]+/g, "-").replace(/^-|-$/g, "")}`;
}

/** "@sandotruck" from the Instagram address, for "Follow @sandotruck on Instagram". */
export function instagramHandle(url: string): string {
  try {
    const name = new URL(url).pathname.split("/").filter(Boolean)[0];
    return name ? `@${name}` : "us";
  } catch {
    return "us";
  }
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const POSTAL_ADDRESS_MAX = 300;

/** The weekly mail goes out on a quarter hour: "08:00", "08:15" … "23:45". */
const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** Every time the weekly mail can be set to, as "HH:MM" (24-hour). */
export const WEEKLY_MAIL_TIMES: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, "0");
  return `${hours}:${String((index % 4) * 15).padStart(2, "0")}`;
});

const weeklyMailSchema = z.object(
  {
    weekday: z
      .number({ error: BUSINESS_DETAILS_MESSAGES.weekdayRequired })
      .int(BUSINESS_DETAILS_MESSAGES.weekdayRequired)
      .min(0, BUSINESS_DETAILS_MESSAGES.weekdayRequired)
      .max(6, BUSINESS_DETAILS_MESSAGES.weekdayRequired),
    time: z
      .string({ error: BUSINESS_DETAILS_MESSAGES.timeRequired })
      .regex(QUARTER_HOUR, BUSINESS_DETAILS_MESSAGES.timeRequired),
  },
  { error: BUSINESS_DETAILS_MESSAGES.weeklyMailRequired },
);

const postalAddressSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.postalAddressInvalid })
  // One line ending, no trailing spaces on a line: the address is printed as it is typed.
  .transform((value) =>
    value
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => line.trim())
      .join("\n")
      .trim(),
  )
  .pipe(z.string().max(POSTAL_ADDRESS_MAX, BUSINESS_DETAILS_MESSAGES.postalAddressTooLong));

/** "HH:MM", 24-hour. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Ranges a day can have: lunch, dinner and a late stop cover a food truck's longest day. */
export const RANGES_PER_DAY = 3;
export const HOURS_NOTE_MAX = 300;
const LINK_MAX = 500;

type HoursRow = { opens?: string | undefined; closes?: string | undefined } | undefined;

/** What is wrong with one row's times, and at which of its fields; null when nothing is. */
function rangeProblem(opens: string, closes: string): { field: "opens" | "closes"; message: string } | null {
  const M = BUSINESS_DETAILS_MESSAGES;
  if (!opens) return { field: "opens", message: M.opensMissing };
  if (!closes) return { field: "closes", message: M.closesMissing };
  if (!CLOCK.test(opens)) return { field: "opens", message: M.timeInvalid };
  if (!CLOCK.test(closes)) return { field: "closes", message: M.timeInvalid };
  if (closes <= opens) return { field: "closes", message: M.rangeBackwards };
  return null;
}

/**
 * A day's ranges as typed: a row left empty is dropped, a half-filled one, a range that ends
 * before it starts and ranges that overlap are refused at the field that is wrong. What is
 * stored is the filled rows, earliest first; none means closed.
 */
const daySchema = z
  .array(
    z
      .object({
        opens: z.string({ error: BUSINESS_DETAILS_MESSAGES.timeInvalid }).trim().optional(),
        closes: z.string({ error: BUSINESS_DETAILS_MESSAGES.timeInvalid }).trim().optional(),
      })
      .optional(),
    { error: BUSINESS_DETAILS_MESSAGES.dayInvalid },
  )
  .max(RANGES_PER_DAY, BUSINESS_DETAILS_MESSAGES.tooManyRanges)
  .optional()
  .transform((rows) => rows ?? [])
  .superRefine((rows: HoursRow[], context) => {
    const filled: (HoursRange & { index: number })[] = [];
    let complete = true;
    rows.forEach((row, index) => {
      const opens = row?.opens ?? "";
      const closes = row?.closes ?? "";
      if (!opens && !closes) return;
      const problem = rangeProblem(opens, closes);
      if (problem) {
        complete = false;
        context.addIssue({ code: "custom", path: [index, problem.field], message: problem.message });
        return;
      }
      filled.push({ opens, closes, index });
    });
    if (!complete) return;
    const inOrder = filled.toSorted((a, b) => a.opens.localeCompare(b.opens));
    inOrder.forEach((range, position) => {
      const before = inOrder[position - 1];
      if (before && range.opens < before.closes) {
        context.addIssue({
          code: "custom",
          path: [range.index, "opens"],
          message: BUSINESS_DETAILS_MESSAGES.rangesOverlap,
        });
      }
    });
  })
  .transform((rows): HoursRange[] =>
    rows
      .filter((row): row is { opens: string; closes: string } => Boolean(row?.opens && row.closes))
      .map((row) => ({ opens: row.opens, closes: row.closes }))
      .toSorted((a, b) => a.opens.localeCompare(b.opens)),
  );

/** The week's hours; a day left out is closed. */
const openingHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>, {
    error: BUSINESS_DETAILS_MESSAGES.dayInvalid,
  })
  // The form sends nothing at all for a week with every day closed.
  .prefault({});

const hoursNoteSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.hoursNoteInvalid })
  .trim()
  .max(HOURS_NOTE_MAX, BUSINESS_DETAILS_MESSAGES.hoursNoteTooLong);

const emailSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.emailInvalid })
  .trim()
  .pipe(z.email({ error: BUSINESS_DETAILS_MESSAGES.emailInvalid }).max(254, BUSINESS_DETAILS_MESSAGES.emailInvalid));

/** Digits with the usual separators and an optional leading +: "+1-805-555-0142", "(805) 555 0142". */
const PHONE = /^\+?[\d\s().-]+$/;
const telephoneSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.telephoneInvalid })
  .trim()
  .regex(PHONE, BUSINESS_DETAILS_MESSAGES.telephoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, BUSINESS_DETAILS_MESSAGES.telephoneInvalid);

/** A page on the web: http(s) with a host that has a dot (no "javascript:", no "localhost"). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const linkSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.linkInvalid })
  .trim()
  .max(LINK_MAX, BUSINESS_DETAILS_MESSAGES.linkInvalid)
  .refine(isWebAddress, BUSINESS_DETAILS_MESSAGES.linkInvalid);

const linksSchema = z.object(
  Object.fromEntries(LINK_NAMES.map((name) => [name, linkSchema])) as Record<keyof BusinessLinks, typeof linkSchema>,
  { error: BUSINESS_DETAILS_MESSAGES.linkInvalid },
);

/**
 * A save: each part is optional, so a client saves its own part and leaves the others as they
 * are. Unknown fields are dropped. `version` is the version the client read; without it the
 * last save wins.
 */
export const businessDetailsSaveSchema = z.object({
  version: z.number().int().min(0).optional(),
  postalAddress: postalAddressSchema.optional(),
  weeklyMail: weeklyMailSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  hoursNote: hoursNoteSchema.optional(),
  email: emailSchema.optional(),
  telephone: telephoneSchema.optional(),
  links: linksSchema.optional(),
});

export type BusinessDetailsSave = z.infer<typeof businessDetailsSaveSchema>;

/**
 * The portal's form, which always sends every part and the version it was read from. An
 * emptied address or note arrives as nothing (Conform drops empty fields) and means "none".
 */
export const businessDetailsFormSchema = z.object({
  version: z.number({ error: BUSINESS_DETAILS_MESSAGES.conflict }).int().min(0),
  postalAddress: postalAddressSchema.optional().default(""),
  weeklyMail: weeklyMailSchema,
  openingHours: openingHoursSchema,
  hoursNote: hoursNoteSchema.optional().default(""),
  email: emailSchema,
  telephone: telephoneSchema,
  links: linksSchema,
});

/** Whether the mail to followers may go out: CAN-SPAM asks for a postal address in its footer. */
export function hasPostalAddress(details: BusinessDetails): boolean {
  return details.postalAddress.trim() !== "";
}
