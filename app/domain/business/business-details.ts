// The business details as the portal's form and the rest of the site see them: their type, the
// defaults that hold until the Owner saves, and the one zod schema that checks a save (the page's
// form through Conform, and any later API). Client-safe: no server imports.
import { z } from "zod";
import { BUSINESS_DETAILS_MESSAGES } from "#app/content/portal-messages.ts";

export type WeeklyMailTime = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** "HH:MM", 24-hour, in the truck's time zone (TRUCK_TIME_ZONE). */
  time: string;
};

export type BusinessDetails = {
  /** "" until the Owner enters one; follower mail is held until then (CAN-SPAM). */
  postalAddress: string;
  weeklyMail: WeeklyMailTime;
};

/**
 * What holds before the Owner saves anything, and for any field never saved. app/content/site.ts
 * has neither a postal address nor a weekly mail time; fields later issues move here (hours,
 * contacts, links) take their defaults from there.
 */
export const DEFAULT_BUSINESS_DETAILS: BusinessDetails = Object.freeze({
  postalAddress: "",
  weeklyMail: Object.freeze({ weekday: 1, time: "08:00" }),
});

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

/**
 * A save: each part is optional, so a later form (hours, contacts) saves its own part and leaves
 * the others as they are. Unknown fields are dropped.
 */
export const businessDetailsSaveSchema = z.object({
  postalAddress: postalAddressSchema.optional(),
  weeklyMail: weeklyMailSchema.optional(),
});

export type BusinessDetailsSave = z.infer<typeof businessDetailsSaveSchema>;

/**
 * The portal's form, which always sends both parts. An emptied address arrives as nothing
 * (Conform drops empty fields) and means "no address".
 */
export const businessDetailsFormSchema = z.object({
  postalAddress: postalAddressSchema.optional().default(""),
  weeklyMail: weeklyMailSchema,
});

/** Whether the mail to followers may go out: CAN-SPAM asks for a postal address in its footer. */
export function hasPostalAddress(details: BusinessDetails): boolean {
  return details.postalAddress.trim() !== "";
}
