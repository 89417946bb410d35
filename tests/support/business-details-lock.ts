// The business details are one document that tests of other files read too (the weekly mail
// needs a postal address): a test that changes them holds their lock, starts from the details it
// names, and puts the previous document back afterwards.
import { BUSINESS_DETAILS_ID, BusinessDetails } from "#app/models/business-details.server.ts";
import { withRecordLock } from "./record-lock.ts";

/** Stored fields, as in the model; a field left out is absent (read as its default). */
export type BusinessDetailsFixture = {
  postal_address?: string;
  weekly_mail?: { weekday: number; time: string };
  opening_hours?: Partial<Record<string, { opens: string; closes: string }[]>>;
  hours_note?: string;
  email?: string;
  telephone?: string;
  links?: { maps: string; instagram: string; facebook: string; google_reviews: string; yelp: string };
};

/** Runs `body` with the business details stored as `fields` only, then restores the previous ones. */
export async function withBusinessDetails<T>(fields: BusinessDetailsFixture, body: () => Promise<T>): Promise<T> {
  return withRecordLock("business-details", async () => {
    const previous = await BusinessDetails.findById(BUSINESS_DETAILS_ID).lean();
    try {
      await BusinessDetails.deleteOne({ _id: BUSINESS_DETAILS_ID });
      await BusinessDetails.create({ _id: BUSINESS_DETAILS_ID, ...fields });
      return await body();
    } finally {
      if (previous) {
        await BusinessDetails.replaceOne({ _id: BUSINESS_DETAILS_ID }, previous, { upsert: true, timestamps: false });
      } else {
        await BusinessDetails.deleteOne({ _id: BUSINESS_DETAILS_ID });
      }
    }
  });
}
