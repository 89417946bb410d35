// Where a catering enquiry stands (issue 35): the pipeline's statuses, the details a caterer asks
// for, and the rules both halves share. Safe in the browser bundle.

import { ENQUIRY_DETAIL_TEXT as DETAIL } from "#app/content/enquiry-details.ts";
import { LEGACY_ARCHIVED, PIPELINE_STATUSES, SERVICE_STYLES } from "#app/models/enquiry-statuses.ts";

export { LEGACY_ARCHIVED, PIPELINE_STATUSES, SERVICE_STYLES };
export type EnquiryStatus = (typeof PIPELINE_STATUSES)[number];
export type ServiceStyle = (typeof SERVICE_STYLES)[number];

/** The details a caterer needs, all optional (absent on enquiries sent before issue 35). */
export type EnquiryDetails = {
  guests: number | null;
  eventType: string;
  /** "HH:MM", 24-hour, the truck's time zone; "" when not given. */
  startTime: string;
  endTime: string;
  eventAddress: string;
  serviceStyle: ServiceStyle | "";
  /** Power, parking and permits at the place. */
  siteNotes: string;
};

export const NO_DETAILS: EnquiryDetails = {
  guests: null,
  eventType: "",
  startTime: "",
  endTime: "",
  eventAddress: "",
  serviceStyle: "",
  siteNotes: "",
};

export const DETAIL_LIMITS = {
  guests: { min: 1, max: 5000 },
  eventType: 100,
  eventAddress: 300,
  siteNotes: 2000,
} as const;

/** "17:30" as "5:30 PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The event's hours as a phrase: "5:30 PM to 9:00 PM", "from 5:30 PM", "until 9:00 PM" or "". */
export function eventTimeSpan(start: string, end: string): string {
  if (start && end) return `${formatClockTime(start)} to ${formatClockTime(end)}`;
  if (start) return `from ${formatClockTime(start)}`;
  return end ? `until ${formatClockTime(end)}` : "";
}

/**
 * The visitor's short details as [label, value] rows, in the order staff read them, blanks
 * included (a reader drops them); the site notes, long and free, are each reader's own.
 */
export function enquiryDetailRows(
  details: EnquiryDetails,
  time = eventTimeSpan(details.startTime, details.endTime),
): [string, string][] {
  return [
    [DETAIL.guests, details.guests === null ? "" : String(details.guests)],
    [DETAIL.eventType, details.eventType],
    ["Time", time],
    [DETAIL.eventAddress, details.eventAddress],
    [DETAIL.serviceStyle, details.serviceStyle ? DETAIL.serviceStyles[details.serviceStyle] : ""],
  ];
}

/** What a catering enquiry brings to the calendar. */
export type CalendarEnquiry = {
  /** The enquiry's id: the item links to it. */
  id: string;
  /** Booked holds the truck; quoted is tentative and is not counted in clashes. */
  status: "booked" | "quoted";
  name: string;
  eventType: string;
  guests: number | null;
  eventAddress: string;
};
