// Every read and write of the business details. Pages and the mail read them through
// getBusinessDetails, which never throws: with the database away it answers the last values
// this process read, else the defaults, so an outage never changes what the site says.
import { BusinessDetails as BusinessDetailsModel, BUSINESS_DETAILS_ID } from "#app/models/business-details.server.ts";
import { BUSINESS_DETAILS_MESSAGES } from "#app/content/portal-messages.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import {
  type BusinessDetails,
  businessDetailsSaveSchema,
  DEFAULT_BUSINESS_DETAILS,
  hasPostalAddress,
  type WeeklyMailTime,
} from "./business-details.ts";

export { DEFAULT_BUSINESS_DETAILS, hasPostalAddress };
export type { BusinessDetails, WeeklyMailTime };

/** The stored document: any field may be absent (never saved, or added by a later issue). */
type BusinessDetailsRecord = {
  postal_address?: string | null;
  weekly_mail?: { weekday?: number | null; time?: string | null } | null;
};

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
  };
}

/** What this process last read from the database; none before its first successful read. */
let lastRead: BusinessDetails | null = null;

/** Never throws: with the database unreachable, the last values this process read, else the defaults. */
export async function getBusinessDetails(): Promise<BusinessDetails> {
  try {
    const record = await sharedRead("business-details", () =>
      BusinessDetailsModel.findById(BUSINESS_DETAILS_ID).lean<BusinessDetailsRecord>(),
    );
    lastRead = fromRecord(record);
  } catch (error) {
    // An outage is expected and survived; anything else is a bug worth a line in the log.
    if (!isDatabaseUnavailableError(error)) console.error("Reading the business details failed", error);
  }
  return structuredClone(lastRead ?? DEFAULT_BUSINESS_DETAILS);
}

/**
 * Saves the parts of `input` it has (each checked by businessDetailsSaveSchema) and leaves the
 * others as they are. Refused with 400 and each field's message on bad input, before anything is
 * written. The last save wins: the details are the Owner's alone, and FerretDB 1.x has no atomic
 * update to guard with (docs/decisions/0004-atomicity.md).
 */
export async function saveBusinessDetails(input: unknown, by: { adminId: string }): Promise<BusinessDetails> {
  const parsed = businessDetailsSaveSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join(".");
      fieldErrors[name] ??= issue.message;
    }
    throw new Refusal(400, BUSINESS_DETAILS_MESSAGES.invalid, { fieldErrors });
  }
  const { postalAddress, weeklyMail } = parsed.data;
  const changes: Record<string, unknown> = { updated_by: by.adminId };
  if (postalAddress !== undefined) changes.postal_address = postalAddress;
  if (weeklyMail !== undefined) changes.weekly_mail = { weekday: weeklyMail.weekday, time: weeklyMail.time };
  const write = () =>
    BusinessDetailsModel.updateOne(
      { _id: BUSINESS_DETAILS_ID },
      { $set: changes },
      { upsert: true, runValidators: true },
    );
  try {
    await write();
  } catch (error) {
    // Two first saves at once: the one that lost the insert of the single document updates it.
    if ((error as { code?: number }).code !== 11000) throw error;
    await write();
  }
  return getBusinessDetails();
}
