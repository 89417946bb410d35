// The words of the Owner's numbers (issue 51): /admin/numbers, its CSV downloads and the
// dashboard's three headline figures. The portal is English only.
import { CATERING_LEAD_VALUE_USD } from "#app/lib/analytics-events.ts";

/** The periods the page compares, each against the one before it (`?period=`). */
export const NUMBERS_PERIODS = ["7d", "30d", "12m"] as const;
export type NumbersPeriod = (typeof NUMBERS_PERIODS)[number];

/** How a figure moved against the period before: what `changeOf` (domain/numbers) decides. */
export type Change =
  | { kind: "same" }
  | { kind: "new" }
  | { kind: "percent"; up: boolean; percent: number }
  | { kind: "count"; up: boolean; by: number };

const thousands = new Intl.NumberFormat("en-US");
/** 1234 -> "1,234". */
export const countText = (value: number) => thousands.format(value);
const plural = (count: number, one: string, many: string) => `${countText(count)} ${count === 1 ? one : many}`;

/** A period's name, for its link and its headings. */
const PERIOD_NAMES: Record<NumbersPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "12m": "Last 12 months",
};

/** What the period is compared with, as the change says it: "up 12% on last week". */
const VERSUS: Record<NumbersPeriod, string> = {
  "7d": "last week",
  "30d": "the 30 days before",
  "12m": "the 12 months before",
};

/** The column of the figures before, short enough to name a figure on a phone's card. */
const BEFORE: Record<NumbersPeriod, string> = { "7d": "Last week", "30d": "30 days before", "12m": "A year before" };

/** "up 12%", "down 3", "new this period", "no change": a table's cell, under a head that names the comparison. */
function changeShort(change: Change): string {
  switch (change.kind) {
    case "same":
      return "no change";
    case "new":
      return "new this period";
    case "percent":
      return `${change.up ? "up" : "down"} ${countText(change.percent)}%`;
    case "count":
      return `${change.up ? "up" : "down"} ${countText(change.by)}`;
  }
}

/** The change said in full: "up 12% on last week", "down 3 on the 30 days before", "new this period". */
function changeLong(change: Change, period: NumbersPeriod): string {
  if (change.kind === "same" || change.kind === "new") return changeShort(change);
  return `${changeShort(change)} on ${VERSUS[period]}`;
}

/** Every 60000 ms -> "every minute"; 200 -> "every 0.2 seconds"; 300000 -> "every 5 minutes". */
function everyWords(ms: number): { every: string; age: string } {
  if (ms >= 60_000 && ms % 60_000 === 0) {
    const minutes = ms / 60_000;
    return minutes === 1
      ? { every: "every minute", age: "a minute" }
      : { every: `every ${minutes} minutes`, age: `${minutes} minutes` };
  }
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1
    ? { every: "every second", age: "a second" }
    : { every: `every ${seconds} seconds`, age: `${seconds} seconds` };
}

export const NUMBERS_WORDS = {
  heading: "Numbers",
  intro:
    "What brings people to the truck, counted on our own server: no tracking cookie, no script, nothing kept about any one visitor past the day.",
  loadFailed: "The numbers could not be read right now. Reload to try again.",
  periods: PERIOD_NAMES,
  periodNav: "Period",
  /** What the chosen period covers, in words. */
  spanText: (period: NumbersPeriod, from: string, to: string, beforeFrom: string, beforeTo: string) =>
    `${from} to ${to} (today so far included), against ${period === "12m" ? "the same days a year earlier" : "the days just before"}: ${beforeFrom} to ${beforeTo}.`,
  truckDays:
    "Days are the truck's days: midnight to midnight in Santa Barbara. A week is the last 7 days, today so far included, against the 7 days before them.",
  fresh: (writeEveryMs: number, copyMs: number, readAt: string) => {
    const { every, age } = everyWords(writeEveryMs);
    const again = copyMs > 0 ? `; this page reads them again ${everyWords(copyMs).every} at most` : "";
    return `Totals read ${readAt}. Each server writes its counts ${every}, so the newest were up to ${age} old then${again}.`;
  },
  tapsFloor:
    "Taps are a floor: a tap is counted when the browser sends the link's ping, and browsers that do not send pings are not counted.",
  nothingYet:
    "Nothing has been counted yet. Visits, taps, downloads and sign-ups show here once the site has counted them.",
  sectionEmpty: (period: NumbersPeriod) =>
    `Nothing counted in the ${PERIOD_NAMES[period].toLowerCase()} or ${VERSUS[period]}.`,
  csv: (what: string) => `Download ${what} as CSV`,
  /** A table's column beside the figures it compares. */
  before: (period: NumbersPeriod) => BEFORE[period],
  change: "Change",
  changeShort,
  changeLong,
  total: "All",
  /** A table's last rows: the period's totals and the period before's. */
  totalRow: "Total",
  totalBefore: (period: NumbersPeriod) => `Total, ${VERSUS[period]}`,

  headline: {
    heading: "This week and this month",
    visitors: "Visitors this week",
    visitorsFigure: (count: number) => plural(count, "visitor", "visitors"),
    taps: "Order taps this week",
    tapsFigure: (count: number) => plural(count, "tap", "taps"),
    catering: "Catering booked this month",
    cateringFigure: (count: number, value: string) =>
      count === 0 ? "None booked yet" : `${plural(count, "booking", "bookings")}, ${value} in accepted quotes`,
    unreadable: "Could not be read right now. Reload to try again.",
    link: "Open the numbers",
  },

  visitors: {
    heading: "Visitors",
    csvName: "visitors",
    total: (count: number, change: string) => `${plural(count, "visitor", "visitors")}, ${change}.`,
    part: (label: string, count: number, change: string) => `${label}: ${countText(count)}, ${change}.`,
    english: "English",
    spanish: "Spanish",
    phone: "Phone",
    desktop: "Desktop",
    languagesNote:
      "A visitor is counted once a day; one reading in both languages counts once in each, so English and Spanish can add up to more than all visitors.",
    monthsNote: "A month's visitors add up its days: someone who came on two days counts twice.",
    chart: (period: NumbersPeriod) =>
      `Visitors in English and in Spanish per ${period === "12m" ? "month" : "day"}, ${PERIOD_NAMES[period].toLowerCase()}`,
    stopMark: "A day the truck had a stop",
    day: "Day",
    month: "Month",
    all: "Visitors",
    stop: "Stop",
    noStop: "No stop",
  },
  pages: {
    heading: "Pages viewed",
    csvName: "pages viewed",
    total: (count: number, change: string) => `${plural(count, "page view", "page views")}, ${change}.`,
    chart: "The pages viewed most, all languages",
    page: "Page",
    /** The pages counted as one, the home page and the sign-ups not made on a page, in words. */
    names: {
      "/": "Home (/)",
      "/gallery/:id": "A gallery photo",
      "/not-found": "Page not found (404)",
      api: "The API (/api/subscribe)",
      "(other)": "Other",
    } as Record<string, string>,
  },
  referrers: {
    heading: "Where visits came from",
    csvName: "referring sites",
    total: (count: number, change: string) =>
      `${plural(count, "visit", "visits")} from another site, ${change}. Visits typed in or from a bookmark are not here.`,
    chart: "The sites visits came from most",
    site: "Site",
    visits: "Visits",
    other: "Other",
  },
  campaigns: {
    heading: "Campaign tags",
    csvName: "campaign tags",
    total: (count: number, change: string) =>
      `${plural(count, "view", "views")} with a campaign tag (utm_source), ${change}.`,
    chart: "The campaign tags seen most",
    tag: "Tag",
    value: "Value",
    views: "Views",
    tags: { utm_source: "Source", utm_medium: "Medium", utm_campaign: "Campaign" } as Record<string, string>,
    other: "Other",
  },
  channels: {
    heading: "Order taps by channel",
    csvName: "order taps by channel",
    total: (count: number, change: string) => `${plural(count, "order tap", "order taps")}, ${change}.`,
    chart: "Order taps by channel",
    channel: "Channel",
    taps: "Taps",
    pickup: "Pickup",
    phone: "Phone",
    delivery: (service: string) => `Delivery: ${service}`,
    none: "No channel given",
  },
  stops: {
    heading: "Which stop brought the most people",
    csvName: "taps and scans by stop",
    total: (count: number, change: string) =>
      `${plural(count, "tap", "taps")} on order, phone and directions links and scans of the stops' signs, ${change}.`,
    chart: "Taps and sign scans by stop",
    stop: "Stop",
    order: "Order",
    phone: "Phone",
    directions: "Directions",
    /** Issue 53: a stop's printed sign, its two codes together. */
    scans: "Sign scans",
    notAtStop: "Not at a stop (the site's own links)",
    gone: "A stop no longer listed",
  },
  downloads: {
    heading: "Menu PDF downloads",
    csvName: "downloads",
    total: (count: number, change: string) => `${plural(count, "download", "downloads")}, ${change}.`,
    chart: "Menu PDF downloads by language",
    file: "File",
    downloads: "Downloads",
    names: { "menu-pdf": "Menu PDF" } as Record<string, string>,
    language: { en: "English", es: "Spanish" } as Record<string, string>,
  },
  signups: {
    heading: "Newsletter sign-ups per page",
    csvName: "sign-ups",
    total: (count: number, change: string) => `${plural(count, "sign-up", "sign-ups")} asked for, ${change}.`,
    chart: "Newsletter sign-ups by the page the form was on",
    note: "A sign-up is counted when it is asked for; the subscriber confirms it by mail afterwards.",
  },
  catering: {
    heading: "Catering by month",
    csvName: "catering",
    note: "Catering comes from the enquiries' pipeline, by month, for the last 12 months whichever period is chosen: enquiries received, and enquiries moved to replied, quoted and booked in the month; booked value is the quotes clients accepted in the month.",
    notionalNote: `Notional value: ${CATERING_LEAD_VALUE_USD} USD for each enquiry, the value the spec's analytics wiring gives a catering lead.`,
    total: (enquiries: number, change: string) =>
      `${plural(enquiries, "enquiry", "enquiries")} in the last 12 months, ${change}.`,
    booked: (booked: number, value: string, notional: string) =>
      `${plural(booked, "booking", "bookings")} for ${value} in accepted quotes, beside a notional ${notional}.`,
    chart: "Booked value beside notional value per month, last 12 months",
    month: "Month",
    enquiries: "Enquiries",
    replied: "Replied",
    quoted: "Quoted",
    booked_: "Booked",
    bookedValue: "Booked value",
    notionalValue: "Notional value",
  },
} as const;

/** Not a period the page knows: the CSV's answer. */
export const NUMBERS_CSV_WORDS = {
  unknownTable: "No such table of the numbers.",
  unknownPeriod: "The period is 7d, 30d or 12m.",
} as const;
