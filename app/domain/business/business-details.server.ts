// Every read and write of the business details. Pages, the PDF, the agents' files and the mail
// read them through getBusinessDetails, which never throws and costs a page nothing most of the
// time: it keeps a per-process copy that lives BUSINESS_DETAILS_COPY_SECONDS at most (so another
// server's save shows within that) and that any write this process makes drops at once (so the
// Owner sees their save on the next page). The database read under it is a shared read. With the
// database away it answers the last values this process read, else the built-in ones, so an
// outage never changes what the site says. Decision: docs/decisions/0021-business-details-reads.md.

import { BUSINESS_DETAILS_MESSAGES } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import type { NeedsSpanish } from "#app/domain/shared/spanish-texts.ts";
import { fieldErrorsFrom } from "#app/domain/shared/submissions.ts";
import { versionFilter } from "#app/domain/shared/versioned-records.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { databaseWriteGeneration } from "#app/infra/db-write-generation.server.ts";
import { BUSINESS_DETAILS_ID, BusinessDetails as BusinessDetailsModel } from "#app/models/business-details.server.ts";
import {
  type BusinessDetails,
  type BusinessLinks,
  businessDetailsSaveSchema,
  DEFAULT_BUSINESS_DETAILS,
  type HoursRange,
  hasPostalAddress,
  type OpeningHours,
  type OrderLinks,
  type PublicBusinessDetails,
  publicBusinessDetails,
  WEEKDAYS,
  type WeeklyMailTime,
} from "./business-details.ts";
import { deepFreeze, type PublicBusinessView, publicBusinessView } from "./public-details.ts";

export type { BusinessDetails, PublicBusinessDetails, WeeklyMailTime };
export { DEFAULT_BUSINESS_DETAILS, hasPostalAddress, publicBusinessDetails };

/** The stored document: any field may be absent (never saved, or added by a later issue). */
type BusinessDetailsRecord = {
  postal_address?: string | null;
  weekly_mail?: { weekday?: number | null; time?: string | null } | null;
  opening_hours?: Partial<Record<string, { opens?: string | null; closes?: string | null }[] | null>> | null;
  hours_note?: string | null;
  hours_note_es?: string | null;
  email?: string | null;
  telephone?: string | null;
  links?: Partial<Record<"maps" | "instagram" | "facebook" | "google_reviews" | "yelp", string | null>> | null;
  review_links?: { google_url?: string | null; yelp_url?: string | null } | null;
  order_links?: {
    pickup_url?: string | null;
    delivery?: { label?: string | null; url?: string | null }[] | null;
    show_phone?: boolean | null;
  } | null;
  travel_buffer_minutes?: number | null;
  quote_terms?: { tax_rate_bp?: number | null; minimum_cents?: number | null; deposit_url?: string | null } | null;
  __v?: number | null;
};

function hoursFromRecord(stored: BusinessDetailsRecord["opening_hours"]): OpeningHours {
  const defaults = DEFAULT_BUSINESS_DETAILS.openingHours;
  const hours = {} as OpeningHours;
  for (const day of WEEKDAYS) {
    const ranges = stored?.[day];
    hours[day] = Array.isArray(ranges)
      ? ranges
          .filter((range): range is HoursRange => typeof range?.opens === "string" && typeof range.closes === "string")
          .map((range) => ({ opens: range.opens, closes: range.closes }))
      : defaults[day].map((range) => ({ ...range }));
  }
  return hours;
}

function linksFromRecord(stored: BusinessDetailsRecord["links"]): BusinessLinks {
  const defaults = DEFAULT_BUSINESS_DETAILS.links;
  return {
    maps: stored?.maps ?? defaults.maps,
    instagram: stored?.instagram ?? defaults.instagram,
    facebook: stored?.facebook ?? defaults.facebook,
    googleReviews: stored?.google_reviews ?? defaults.googleReviews,
    yelp: stored?.yelp ?? defaults.yelp,
  };
}

function orderLinksFromRecord(stored: BusinessDetailsRecord["order_links"]): OrderLinks {
  const defaults = DEFAULT_BUSINESS_DETAILS.orderLinks;
  return {
    pickup: stored?.pickup_url ?? defaults.pickup,
    delivery: Array.isArray(stored?.delivery)
      ? stored.delivery.flatMap((service) =>
          typeof service?.label === "string" && typeof service.url === "string"
            ? [{ label: service.label, url: service.url }]
            : [],
        )
      : defaults.delivery.map((service) => ({ ...service })),
    showPhone: typeof stored?.show_phone === "boolean" ? stored.show_phone : defaults.showPhone,
  };
}

/** The note under the hours while it has no Spanish (issue 49): what the Owner's dashboard lists. */
export async function hoursNoteNeedingSpanish(): Promise<NeedsSpanish[]> {
  const { hoursNote, hoursNoteEs } = await getBusinessDetails();
  if (!hoursNote.trim() || hoursNoteEs.trim()) return [];
  return [{ kind: "business", id: "hours-note", name: BUSINESS_DETAILS_MESSAGES.hoursNoteLabel, texts: ["hoursNote"] }];
}

/** The stored fields over the defaults. */
function fromRecord(record: BusinessDetailsRecord | null): BusinessDetails {
  const defaults = DEFAULT_BUSINESS_DETAILS;
  const weekly = record?.weekly_mail;
  return {
    postalAddress: record?.postal_address ?? defaults.postalAddress,
    weeklyMail:
      typeof weekly?.weekday === "number" && typeof weekly.time === "string"
        ? { weekday: weekly.weekday, time: weekly.time }
        : { ...defaults.weeklyMail },
    openingHours: hoursFromRecord(record?.opening_hours),
    hoursNote: record?.hours_note ?? defaults.hoursNote,
    // A note of the Owner's own has no Spanish until they give it; the built-in one has its own.
    hoursNoteEs:
      record?.hours_note_es ??
      (typeof record?.hours_note === "string" && record.hours_note !== defaults.hoursNote ? "" : defaults.hoursNoteEs),
    email: record?.email ?? defaults.email,
    telephone: record?.telephone ?? defaults.telephone,
    links: linksFromRecord(record?.links),
    reviewLinks: {
      google: record?.review_links?.google_url ?? defaults.reviewLinks.google,
      yelp: record?.review_links?.yelp_url ?? defaults.reviewLinks.yelp,
    },
    orderLinks: orderLinksFromRecord(record?.order_links),
    travelBufferMinutes:
      typeof record?.travel_buffer_minutes === "number" ? record.travel_buffer_minutes : defaults.travelBufferMinutes,
    quoteTerms: {
      taxRate: record?.quote_terms?.tax_rate_bp ?? defaults.quoteTerms.taxRate,
      minimumCents: record?.quote_terms?.minimum_cents ?? defaults.quoteTerms.minimumCents,
      depositLink: record?.quote_terms?.deposit_url ?? defaults.quoteTerms.depositLink,
    },
    version: record?.__v ?? 0,
  };
}

/** What this process last read from the database, when, and at which write generation. */
let lastRead: { details: BusinessDetails; readAt: number; generation: number } | null = null;

/** Whether the copy may still be answered: young enough, and no write in this process since. */
function isFresh(copy: NonNullable<typeof lastRead>): boolean {
  return (
    copy.generation === databaseWriteGeneration() && performance.now() - copy.readAt < getConfig().businessDetailsCopyMs
  );
}

/**
 * Never throws: with the database unreachable, the last values this process read, else the
 * built-in ones. Each caller gets its own copy to change as it likes. `fresh` skips the copy:
 * the Owner's form must carry the version stored now, whichever server saved it.
 */
export async function getBusinessDetails(options: { fresh?: boolean } = {}): Promise<BusinessDetails> {
  return structuredClone(await sharedDetails(options));
}

/** The copy itself (or the built-in values), never to be changed by a caller. */
async function sharedDetails(options: { fresh?: boolean } = {}): Promise<BusinessDetails> {
  if (!options.fresh && lastRead && isFresh(lastRead)) return lastRead.details;
  try {
    // Taken before the read: a write that finishes during it makes the copy stale at once.
    const generation = databaseWriteGeneration();
    const readAt = performance.now();
    const record = await sharedRead("business-details", () =>
      BusinessDetailsModel.findById(BUSINESS_DETAILS_ID).lean<BusinessDetailsRecord>(),
    );
    lastRead = { details: fromRecord(record), readAt, generation };
  } catch (error) {
    // An outage is expected and survived; anything else is a bug worth a line in the log.
    if (!isDatabaseUnavailableError(error)) console.error("Reading the business details failed", error);
  }
  return lastRead?.details ?? DEFAULT_BUSINESS_DETAILS;
}

// Every public page shows the details: their public parts and the frame's view of them are made
// once per copy read, frozen and shared, not cloned and shaped again on each request (the
// profile of the home page: about 2% of its CPU).
let publicCopy: { from: BusinessDetails; details: PublicBusinessDetails; view: PublicBusinessView } | null = null;

function publicParts(details: BusinessDetails): NonNullable<typeof publicCopy> {
  if (publicCopy?.from !== details) {
    const shared = deepFreeze(structuredClone(publicBusinessDetails(details)));
    publicCopy = { from: details, details: shared, view: deepFreeze(publicBusinessView(shared)) };
  }
  return publicCopy;
}

/** What the public pages show (shared and frozen: read it, never change it). */
export async function getPublicBusinessDetails(): Promise<PublicBusinessDetails> {
  return publicParts(await sharedDetails()).details;
}

/** The site frame's view of the public details: hours lines, telephone forms, links. */
export async function getPublicBusinessView(): Promise<PublicBusinessView> {
  return publicParts(await sharedDetails()).view;
}

/** Both of the above from one read: what a public page's request shares between its loaders. */
export async function getPublicBusinessParts(): Promise<{ details: PublicBusinessDetails; view: PublicBusinessView }> {
  const { details, view } = publicParts(await sharedDetails());
  return { details, view };
}

/**
 * Saves the parts of `input` it has (each checked by businessDetailsSaveSchema) and leaves the
 * others as they are. Refused with 400 and each field's message on bad input, before anything is
 * written. With a `version`, only over the details that version was read from (409 otherwise),
 * like the banner: FerretDB 1.x is not atomic (docs/decisions/0004-atomicity.md), so this catches
 * the stale form, not two saves in the same instant. The first save inserts the single document;
 * a concurrent first save loses on the unique _id.
 */
export async function saveBusinessDetails(input: unknown, by: { adminId: string }): Promise<BusinessDetails> {
  const parsed = businessDetailsSaveSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues, { nested: true });
    throw new Refusal(400, BUSINESS_DETAILS_MESSAGES.invalid, { fieldErrors });
  }
  const {
    version,
    postalAddress,
    weeklyMail,
    openingHours,
    hoursNote,
    hoursNoteEs,
    email,
    telephone,
    links,
    reviewLinks,
    orderLinks,
    travelBufferMinutes,
    quoteTerms,
  } = parsed.data;
  const changes: Record<string, unknown> = { updated_by: by.adminId };
  if (postalAddress !== undefined) changes.postal_address = postalAddress;
  if (weeklyMail !== undefined) changes.weekly_mail = { weekday: weeklyMail.weekday, time: weeklyMail.time };
  if (openingHours !== undefined) changes.opening_hours = openingHours;
  if (hoursNote !== undefined) changes.hours_note = hoursNote;
  if (hoursNoteEs !== undefined) changes.hours_note_es = hoursNoteEs;
  if (email !== undefined) changes.email = email;
  if (telephone !== undefined) changes.telephone = telephone;
  if (links !== undefined) {
    changes.links = {
      maps: links.maps,
      instagram: links.instagram,
      facebook: links.facebook,
      google_reviews: links.googleReviews,
      yelp: links.yelp,
    };
  }
  if (reviewLinks !== undefined) {
    changes.review_links = { google_url: reviewLinks.google, yelp_url: reviewLinks.yelp };
  }
  if (orderLinks !== undefined) {
    changes.order_links = {
      pickup_url: orderLinks.pickup,
      delivery: orderLinks.delivery.map((service) => ({ label: service.label, url: service.url })),
      show_phone: orderLinks.showPhone,
    };
  }
  if (travelBufferMinutes !== undefined) changes.travel_buffer_minutes = travelBufferMinutes;
  if (quoteTerms !== undefined) {
    changes.quote_terms = {
      tax_rate_bp: quoteTerms.taxRate,
      minimum_cents: quoteTerms.minimum,
      deposit_url: quoteTerms.depositLink,
    };
  }
  await writeVersioned(changes, version);
  return getBusinessDetails();
}

async function writeVersioned(changes: Record<string, unknown>, version: number | undefined): Promise<void> {
  const conflict = () => new Refusal(409, BUSINESS_DETAILS_MESSAGES.conflict);
  if (!(await BusinessDetailsModel.exists({ _id: BUSINESS_DETAILS_ID }))) {
    if (version !== undefined && version !== 0) throw conflict();
    try {
      await BusinessDetailsModel.create({ _id: BUSINESS_DETAILS_ID, ...changes });
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // Another first save won the insert: a versioned form is now stale; without a version the
      // last save wins, so this one updates the document the other created.
      if (version !== undefined) throw conflict();
    }
  }
  const result = await BusinessDetailsModel.updateOne(
    { _id: BUSINESS_DETAILS_ID, ...versionFilter(version) },
    { $set: changes, $inc: { __v: 1 } },
    { runValidators: true },
  );
  if (result.matchedCount === 0) throw conflict();
}
