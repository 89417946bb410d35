// Saving a staff-edited record over the version its form was read from. Every portal form
// carries the record's `__v`; the update matches only that version and bumps it, so a form
// opened before someone else's save is refused (409) instead of silently overwriting their
// work. FerretDB 1.x does not make the update atomic (decision 0004): two saves in the very same
// instant could both pass, but the stale form, which is what staff actually run into, is caught.
// Without a version (an API client that sends none) the last save wins.
import mongoose, { type Model } from "mongoose";
import { Refusal } from "./refusal.ts";

/** Matches the record at `version`; a record written without a version key counts as version 0. */
export function versionFilter(version: number | undefined) {
  if (version === undefined) return {};
  return version === 0 ? { $or: [{ __v: 0 }, { __v: { $exists: false } }] } : { __v: version };
}

/** Sets `fields` on the record `id` if it is still at `version`; refused with 404 or 409. */
export async function updateVersioned(
  // Any collection of staff-edited records (events, menu items, press articles).
  model: Pick<Model<unknown>, "updateOne" | "exists">,
  id: string | undefined,
  fields: Record<string, unknown>,
  version: number | undefined,
  messages: { notFound: string; conflict: string },
): Promise<void> {
  if (!mongoose.isValidObjectId(id)) throw new Refusal(404, messages.notFound);
  const result = await model.updateOne(
    { _id: id, ...versionFilter(version) },
    { $set: fields, $inc: { __v: 1 } },
    { runValidators: true },
  );
  if (result.matchedCount > 0) return;
  const exists = await model.exists({ _id: id });
  throw new Refusal(exists ? 409 : 404, exists ? messages.conflict : messages.notFound);
}

/** Deletes the record `id` and returns it as it was; refused with 404 when there is none. */
export async function deleteRecord<Stored>(
  model: Pick<Model<unknown>, "findByIdAndDelete">,
  id: string,
  notFound: string,
): Promise<Stored> {
  if (!mongoose.isValidObjectId(id)) throw new Refusal(404, notFound);
  const record = await model.findByIdAndDelete(id).lean<Stored>();
  if (!record) throw new Refusal(404, notFound);
  return record;
}
