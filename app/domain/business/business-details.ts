// The business details as the portal's form sees them: the one zod schema that checks a save (the
// page's form through Conform, and the domain's save for any caller), the weekly mail's choices,
// and, passed on from ./public-details.ts, the types, built-in values and how the hours read.
// Client-safe: no server imports.
import { z } from "zod";
import { BUSINESS_DETAILS_MESSAGES } from "#app/content/portal-messages.ts";
import { basisPointsOfPercent, centsOfText, MAX_UNIT_CENTS } from "#app/domain/shared/money.ts";
import {
  type BusinessDetails,
  type BusinessLinks,
  DELIVERY_SERVICES_MAX,
  type DeliveryService,
  type HoursRange,
  LINK_NAMES,
  type ReviewLinks,
  WEEKDAYS,
  type Weekday,
} from "./public-details.ts";

export * from "./public-details.ts";

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
const hoursNoteEsSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.hoursNoteEsInvalid })
  .trim()
  .max(HOURS_NOTE_MAX, BUSINESS_DETAILS_MESSAGES.hoursNoteEsTooLong);

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
  .refine(isWebAddress, BUSINESS_DETAILS_MESSAGES.linkInvalid)
  // Stored as the browser would read it: characters such as < and " percent-encoded.
  .transform((value) => new URL(value).href);

const linksSchema = z.object(
  Object.fromEntries(LINK_NAMES.map((name) => [name, linkSchema])) as Record<keyof BusinessLinks, typeof linkSchema>,
  { error: BUSINESS_DETAILS_MESSAGES.linkInvalid },
);

/** A "write a review" page, or "" for none: checked and stored as the other links are. */
const reviewLinkSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.reviewLinkInvalid })
  .trim()
  .refine(
    (value) => value === "" || (value.length <= LINK_MAX && isWebAddress(value)),
    BUSINESS_DETAILS_MESSAGES.reviewLinkInvalid,
  )
  .transform((value) => (value ? new URL(value).href : ""));

const reviewLinksSchema = z.object(
  {
    // Conform drops an emptied field: nothing means no page.
    google: reviewLinkSchema.optional().default(""),
    yelp: reviewLinkSchema.optional().default(""),
  } satisfies Record<keyof ReviewLinks, unknown>,
  { error: BUSINESS_DETAILS_MESSAGES.reviewLinksInvalid },
);

export const DELIVERY_LABEL_MAX = 40;

/** Where people pay: https only, so no order goes through an address anyone on the way can change. */
function isOrderPage(value: string): boolean {
  return value.length <= LINK_MAX && isWebAddress(value) && new URL(value).protocol === "https:";
}

/** An order page, or "" for none. Stored as the browser would read it, like the other links. */
const orderPageSchema = z
  .string({ error: BUSINESS_DETAILS_MESSAGES.orderLinkInvalid })
  .trim()
  .refine((value) => value === "" || isOrderPage(value), BUSINESS_DETAILS_MESSAGES.orderLinkInvalid)
  .transform((value) => (value ? new URL(value).href : ""));

type DeliveryRow = { label?: string | undefined; url?: string | undefined } | undefined;

/**
 * The delivery services as typed: the form has DELIVERY_SERVICES_MAX fixed rows (a form without
 * JavaScript cannot add one); an empty row is dropped, a row with only a name or only an address
 * is refused at the empty field. Stored: the filled rows, in the order typed.
 */
const deliverySchema = z
  .array(
    z
      .object({
        label: z
          .string({ error: BUSINESS_DETAILS_MESSAGES.deliveryLabelInvalid })
          .trim()
          .max(DELIVERY_LABEL_MAX, BUSINESS_DETAILS_MESSAGES.deliveryLabelTooLong)
          .optional(),
        url: z.string({ error: BUSINESS_DETAILS_MESSAGES.orderLinkInvalid }).trim().optional(),
      })
      .optional(),
    { error: BUSINESS_DETAILS_MESSAGES.deliveryInvalid },
  )
  .max(DELIVERY_SERVICES_MAX, BUSINESS_DETAILS_MESSAGES.tooManyDeliveryServices)
  .optional()
  .transform((rows) => rows ?? [])
  .superRefine((rows: DeliveryRow[], context) => {
    rows.forEach((row, index) => {
      const label = row?.label ?? "";
      const url = row?.url ?? "";
      if (!label && !url) return;
      if (!label) {
        context.addIssue({
          code: "custom",
          path: [index, "label"],
          message: BUSINESS_DETAILS_MESSAGES.deliveryLabelMissing,
        });
      }
      if (!isOrderPage(url)) {
        context.addIssue({ code: "custom", path: [index, "url"], message: BUSINESS_DETAILS_MESSAGES.orderLinkInvalid });
      }
    });
  })
  .transform((rows): DeliveryService[] =>
    rows.flatMap((row) => (row?.label && row.url ? [{ label: row.label, url: new URL(row.url).href }] : [])),
  );

const orderLinksSchema = z.object(
  {
    // Conform drops an emptied field: nothing means no pickup page.
    pickup: orderPageSchema.optional().default(""),
    delivery: deliverySchema,
    // An unticked box sends nothing: the phone is not shown.
    showPhone: z
      .boolean({ error: BUSINESS_DETAILS_MESSAGES.showPhoneInvalid })
      .optional()
      .transform((value) => value === true),
  },
  { error: BUSINESS_DETAILS_MESSAGES.orderLinksInvalid },
);

/** The longest travel buffer: a working day's worth, beyond which every booking would clash. */
export const TRAVEL_BUFFER_MAX_MINUTES = 480;

/** Whole minutes, 0 (back to back) to TRAVEL_BUFFER_MAX_MINUTES. */
const travelBufferSchema = z
  .number({ error: BUSINESS_DETAILS_MESSAGES.travelBufferInvalid })
  .int(BUSINESS_DETAILS_MESSAGES.travelBufferInvalid)
  .min(0, BUSINESS_DETAILS_MESSAGES.travelBufferInvalid)
  .max(TRAVEL_BUFFER_MAX_MINUTES, BUSINESS_DETAILS_MESSAGES.travelBufferInvalid);
/** A number typed as text (the form) or sent as one (JSON): "8.75", 8.75. */
const typedAmount = (message: string) =>
  z.union([z.string({ error: message }), z.number({ error: message })], { error: message }).transform(String);

const taxRateText = typedAmount(BUSINESS_DETAILS_MESSAGES.taxRateInvalid)
  .optional()
  .default("0")
  .refine((value) => basisPointsOfPercent(value) !== null, BUSINESS_DETAILS_MESSAGES.taxRateInvalid);
const minimumText = typedAmount(BUSINESS_DETAILS_MESSAGES.minimumInvalid)
  .optional()
  .default("0")
  .refine((value) => {
    const cents = centsOfText(value);
    return cents !== null && cents <= MAX_UNIT_CENTS;
  }, BUSINESS_DETAILS_MESSAGES.minimumInvalid);

/**
 * The catering quote settings (issue 36) as the Owner types them: the tax rate as a percentage,
 * the minimum in dollars, the deposit page (https, or empty for none). The form checks the text;
 * the save (which checks the form's output again) turns it into basis points and cents.
 */
const quoteTermsFormSchema = z.object(
  { taxRate: taxRateText, minimum: minimumText, depositLink: orderPageSchema.optional().default("") },
  { error: BUSINESS_DETAILS_MESSAGES.quoteTermsInvalid },
);
const quoteTermsSchema = quoteTermsFormSchema.transform((terms) => ({
  taxRate: basisPointsOfPercent(terms.taxRate) ?? 0,
  minimum: centsOfText(terms.minimum) ?? 0,
  depositLink: terms.depositLink,
}));

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
  hoursNoteEs: hoursNoteEsSchema.optional(),
  email: emailSchema.optional(),
  telephone: telephoneSchema.optional(),
  links: linksSchema.optional(),
  reviewLinks: reviewLinksSchema.optional(),
  orderLinks: orderLinksSchema.optional(),
  travelBufferMinutes: travelBufferSchema.optional(),
  quoteTerms: quoteTermsSchema.optional(),
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
  hoursNoteEs: hoursNoteEsSchema.optional().default(""),
  email: emailSchema,
  telephone: telephoneSchema,
  links: linksSchema,
  // Every part of these can be empty, so the form may send nothing for them at all.
  reviewLinks: reviewLinksSchema.prefault({}),
  orderLinks: orderLinksSchema.prefault({}),
  travelBufferMinutes: travelBufferSchema,
  quoteTerms: quoteTermsFormSchema.prefault({}),
});

/** The settings as the form shows them: "8.75", "500.00". */
export function quoteTermsForForm(terms: { taxRate: number; minimumCents: number; depositLink: string }) {
  const asDecimal = (hundredths: number) =>
    `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
  return { taxRate: asDecimal(terms.taxRate), minimum: asDecimal(terms.minimumCents), depositLink: terms.depositLink };
}

/** Whether the mail to followers may go out: CAN-SPAM asks for a postal address in its footer. */
export function hasPostalAddress(details: BusinessDetails): boolean {
  return details.postalAddress.trim() !== "";
}
