// What the public site shows of the business details (the hours, their note, the general
// enquiries e-mail and phone, the social and review links), their types, the built-in values that
// hold until the Owner saves, and how the hours read ("Monday-Friday 11:00 AM-8:00 PM"). Free of
// zod (the portal's form schema is ./business-details.ts). Public pages import only its types:
// the layout's loader hands them the details drawn ready (publicBusinessView), so none of this
// code, nor the built-in values, is in their JavaScript.
import { BUSINESS, EXTERNAL_LINKS, HOURS_NOTE, HOURS_NOTE_ES, OPENING_HOURS } from "#app/content/site.ts";
import { WEEKDAY_WORDS } from "#app/content/week-words.ts";

export type WeeklyMailTime = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** "HH:MM", 24-hour, in the truck's time zone (TRUCK_TIME_ZONE). */
  time: string;
};

/** The week as the hours card reads it: Monday first. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = WEEKDAY_WORDS.en;

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

/**
 * Where a customer writes a review (issue 53): each site's own "write a review" page, not its
 * listing (`googleReviews`, `yelp` above). "" for none.
 */
export type ReviewLinks = { google: string; yelp: string };
export const REVIEW_LINK_NAMES = ["google", "yelp"] as const satisfies readonly (keyof ReviewLinks)[];

/**
 * Where the review page, the "Review us" cards and the review-ask mail send people: each site's
 * "write a review" page, or its listing while the Owner has given none.
 */
export function writeReviewPages(details: Pick<PublicBusinessDetails, "links" | "reviewLinks">): ReviewLinks {
  return {
    google: details.reviewLinks.google || details.links.googleReviews,
    yelp: details.reviewLinks.yelp || details.links.yelp,
  };
}

/** A delivery service the truck is on: its name as the Owner writes it and the truck's page there. */
export type DeliveryService = { label: string; url: string };

/**
 * Where people order (issue 34): the point of sale's pickup or pre-order page ("" for none), the
 * delivery services (at most DELIVERY_SERVICES_MAX), and whether the phone (`telephone`) is shown
 * as a way to order. When each shows is app/domain/order-links.
 */
export type OrderLinks = { pickup: string; delivery: DeliveryService[]; showPhone: boolean };
export const DELIVERY_SERVICES_MAX = 4;

/** What the public pages, the PDF, the structured data and the agents' files show. */
export type PublicBusinessDetails = {
  openingHours: OpeningHours;
  /** "" for no note. */
  hoursNote: string;
  /** The note in Spanish (issue 49): "" while it has none. */
  hoursNoteEs: string;
  /** The general enquiries address and phone. */
  email: string;
  telephone: string;
  links: BusinessLinks;
  reviewLinks: ReviewLinks;
  orderLinks: OrderLinks;
};

/**
 * What a catering quote is built on (issue 36), set by the Owner: the tax rate in basis points
 * (8.75% is 875), the catering minimum in cents (0 for none) and the page where a client pays the
 * deposit ("" for none). Never public: a quote copies them when it is made.
 */
export type QuoteTerms = { taxRate: number; minimumCents: number; depositLink: string };

export type BusinessDetails = PublicBusinessDetails & {
  quoteTerms: QuoteTerms;
  /** "" until the Owner enters one; follower mail is held until then (CAN-SPAM). */
  postalAddress: string;
  weeklyMail: WeeklyMailTime;
  /**
   * Minutes the truck needs between a catering booking and anything else that day, on each side
   * (pack up, drive, set up): what the calendar counts as a clash (issue 36). Not public.
   */
  travelBufferMinutes: number;
  /** The record's version, which a form sends back (0 before the first save). */
  version: number;
};

/** The travel buffer before the Owner sets one (issue 36). */
export const DEFAULT_TRAVEL_BUFFER_MINUTES = 60;

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
  hoursNoteEs: HOURS_NOTE_ES,
  email: BUSINESS.email,
  telephone: BUSINESS.telephone,
  links: {
    maps: EXTERNAL_LINKS.maps,
    instagram: EXTERNAL_LINKS.instagram,
    facebook: EXTERNAL_LINKS.facebook,
    googleReviews: EXTERNAL_LINKS.googleReviews,
    yelp: EXTERNAL_LINKS.yelp,
  },
  // The site never had them: none until the Owner enters them.
  reviewLinks: { google: "", yelp: "" },
  // As the site was: no pickup page or delivery service, the phone to call ahead on /menu.
  orderLinks: { pickup: "", delivery: [], showPhone: true },
  // An hour: packing up, a drive across the county and setting up again.
  travelBufferMinutes: DEFAULT_TRAVEL_BUFFER_MINUTES,
  // Before issue 36 quotes were a spreadsheet: no tax, no minimum, no deposit page until set.
  quoteTerms: { taxRate: 0, minimumCents: 0, depositLink: "" },
  version: 0,
});

/** `value` and everything in it made read-only: a shared copy nobody may change by accident. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The part every visitor may see. */
export function publicBusinessDetails(details: BusinessDetails): PublicBusinessDetails {
  const { openingHours, hoursNote, hoursNoteEs, email, telephone, links, reviewLinks, orderLinks } = details;
  return { openingHours, hoursNote, hoursNoteEs, email, telephone, links, reviewLinks, orderLinks };
}

/** A line of the hours card: "Monday-Friday", "11:00 AM-8:00 PM". */
export type HoursLine = { days: string; hours: string; weekdays: Weekday[]; ranges: HoursRange[] };

/**
 * "11:00" -> "11:00 AM", as shared/dates.ts's formatClockTime writes it: repeated here because
 * importing that module would bring its date formatters into every public page's JavaScript.
 */
function clockTime(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "11:00 AM-8:00 PM". */
export function formatHoursRange(range: HoursRange): string {
  return `${clockTime(range.opens)}-${clockTime(range.closes)}`;
}

/** "11:00 AM-2:00 PM, 5:00 PM-9:00 PM", or "Closed". */
export function formatDayHours(ranges: readonly HoursRange[]): string {
  if (ranges.length === 0) return "Closed";
  return ranges.map(formatHoursRange).join(", ");
}

/**
 * How the hours card is worded: the days' names, a closed day, two days that bound a run
 * ("{first}-{last}") and a clock time. English unless a page in another language (the Spanish
 * menu, issue 48) passes its own.
 */
export type HoursWording = {
  weekdays: Record<Weekday, string>;
  closed: string;
  dayRange: string;
  clock: (clock: string) => string;
};

const ENGLISH_HOURS: HoursWording = {
  weekdays: WEEKDAY_LABELS,
  closed: "Closed",
  dayRange: "{first}-{last}",
  clock: clockTime,
};

/**
 * The hours card's lines: days in a row with the same hours share a line ("Monday-Friday"),
 * as the spec writes them.
 */
export function hoursLines(openingHours: OpeningHours, wording: HoursWording = ENGLISH_HOURS): HoursLine[] {
  const dayHours = (ranges: readonly HoursRange[]) =>
    ranges.length === 0
      ? wording.closed
      : ranges.map((range) => `${wording.clock(range.opens)}-${wording.clock(range.closes)}`).join(", ");
  const lines: HoursLine[] = [];
  for (const day of WEEKDAYS) {
    const ranges = openingHours[day];
    const hours = dayHours(ranges);
    const last = lines.at(-1);
    if (last && last.hours === hours) last.weekdays.push(day);
    else lines.push({ days: "", hours, weekdays: [day], ranges });
  }
  for (const line of lines) {
    const first = wording.weekdays[line.weekdays[0] ?? "monday"];
    const lastDay = line.weekdays.at(-1);
    line.days =
      line.weekdays.length > 1 && lastDay
        ? wording.dayRange.replace("{first}", first).replace("{last}", wording.weekdays[lastDay])
        : first;
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

/** What the public layout hands its pages and the footer: the details drawn ready to show. */
export type PublicBusinessView = {
  /** The hours card's lines; `times` is empty on a closed day. */
  hours: { days: string; dayNames: string[]; ranges: HoursRange[]; times: string[] }[];
  hoursNote: string;
  /** Its Spanish: null while it has none (a Spanish page shows the English, marked). */
  hoursNoteEs: string | null;
  email: string;
  /** As the Owner typed it (the structured data's), as printed, and as a tel: link. */
  telephone: string;
  telephoneDisplay: string;
  telephoneHref: string;
  links: BusinessLinks;
  /** Where the review page sends people (writeReviewPages). */
  writeReview: ReviewLinks;
  instagramHandle: string;
};

export function publicBusinessView(details: PublicBusinessDetails): PublicBusinessView {
  return {
    hours: hoursLines(details.openingHours).map((line) => ({
      days: line.days,
      dayNames: line.weekdays.map((day) => WEEKDAY_LABELS[day]),
      ranges: line.ranges,
      times: line.ranges.map(formatHoursRange),
    })),
    hoursNote: details.hoursNote,
    hoursNoteEs: details.hoursNoteEs || null,
    email: details.email,
    telephone: details.telephone,
    telephoneDisplay: displayTelephone(details.telephone),
    telephoneHref: telephoneHref(details.telephone),
    links: details.links,
    writeReview: writeReviewPages(details),
    instagramHandle: instagramHandle(details.links.instagram),
  };
}
