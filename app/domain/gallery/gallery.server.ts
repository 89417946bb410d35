// The gallery's photos as stored (app/models/gallery-photo.server.ts): what /gallery shows, and
// the Owner's adds, replacements, moves and removals. With no record at all the gallery is the
// built-in twelve (app/content/site.ts, ids 1 to 12), so an existing database needs no step at
// start; the first write stores those twelve first (each insert claimed by its fixed id, so two
// servers doing it at once store them once), and from then on the records are the gallery.

import { BUILT_IN_GALLERY_ALTS } from "#app/content/gallery-words.ts";
import { GALLERY_MESSAGES } from "#app/content/portal-messages.ts";
import { GALLERY_IMAGES } from "#app/content/site.ts";
import { imageUrlAtWidth } from "#app/domain/images/image-variants.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { isDuplicateKey, isOnlyDuplicates } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";
import { versionFilter } from "#app/domain/shared/versioned-records.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { GalleryPhoto as GalleryPhotoModel } from "#app/models/gallery-photo.server.ts";
import {
  type AdminGalleryPhoto,
  GALLERY_SHOWN,
  type GalleryPhoto,
  type GalleryPhotoCreate,
  type GalleryPhotoUpdate,
  movePhoto,
} from "./gallery.ts";

type PhotoRecord = {
  _id: number;
  url: string;
  thumbnail: string;
  alt: string;
  alt_es?: string | null;
  position: number;
  deleted_at?: Date | null;
  __v?: number | null;
};

/** The built-in twelve as records: what the gallery was before the Owner managed it. */
function builtInRecords(): PhotoRecord[] {
  return GALLERY_IMAGES.map((image, index) => ({
    _id: Number(image.id),
    url: image.url,
    thumbnail: image.thumbnail,
    alt: image.alt,
    position: index + 1,
    deleted_at: null,
    __v: 0,
  }));
}

/** Every record, removed ones too, in gallery order (a tie in position goes by id). */
async function readRecords(): Promise<PhotoRecord[]> {
  const records = await GalleryPhotoModel.find({}).sort({ position: 1, _id: 1 }).lean<PhotoRecord[]>();
  return records.length === 0 ? builtInRecords() : records;
}

const inGallery = (records: readonly PhotoRecord[]) => records.filter((record) => !record.deleted_at);

/** A built-in photo's own alt text in `language`, while the Owner has not retyped it; else null. */
export function builtInAlt(language: Language, photo: { id: string | number; alt: string }): string | null {
  const builtIn = Number(photo.id) - 1;
  return BUILT_IN_GALLERY_ALTS.en[builtIn] === photo.alt ? (BUILT_IN_GALLERY_ALTS[language][builtIn] ?? null) : null;
}

const toPublic = (record: PhotoRecord): GalleryPhoto => ({
  id: String(record._id),
  url: record.url,
  thumbnail: record.thumbnail,
  alt: record.alt,
  altEs: record.alt_es?.trim() || null,
});

let lastShown: GalleryPhoto[] | null = null;

/**
 * The photos the gallery shows: the first 12 in order. One read (shared by requests that arrive
 * together); never throws: with the database away, the last photos this process read, else the
 * built-in twelve, so the gallery and its photo pages stay up in an outage.
 */
export async function listShownGalleryPhotos(): Promise<GalleryPhoto[]> {
  try {
    const records = await sharedRead("gallery", readRecords);
    lastShown = inGallery(records).slice(0, GALLERY_SHOWN).map(toPublic);
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) console.error("Reading the gallery failed", error);
  }
  return (lastShown ?? builtInRecords().map(toPublic)).map((photo) => ({ ...photo }));
}

/** Every photo the portal holds, in order, each with its place and whether the gallery shows it. */
export async function listAdminGalleryPhotos(): Promise<AdminGalleryPhoto[]> {
  return inGallery(await readRecords()).map((record, index) => {
    // The public shape, with the Spanish as the form edits it in place of the public side's.
    const { altEs: _altEs, ...photo } = toPublic(record);
    return {
      ...photo,
      // What the Spanish pages show: the Owner's Spanish, or a built-in photo's own text's.
      alt_es: record.alt_es || builtInAlt("es", { id: record._id, alt: record.alt }) || "",
      position: index + 1,
      shown: index < GALLERY_SHOWN,
      __v: record.__v ?? 0,
    };
  });
}

/** A photo's number from a URL or a body: a malformed one is not found, never a query. */
function photoNumber(id: string | undefined): number {
  if (!id || !/^[1-9][0-9]{0,8}$/.test(id)) throw new Refusal(404, GALLERY_MESSAGES.notFound);
  return Number(id);
}

export async function findGalleryPhoto(id: string | undefined): Promise<AdminGalleryPhoto> {
  const number = photoNumber(id);
  const photo = (await listAdminGalleryPhotos()).find((candidate) => candidate.id === String(number));
  if (!photo) throw new Refusal(404, GALLERY_MESSAGES.notFound);
  return photo;
}

/**
 * Stores the built-in twelve before the first write, so that write changes records, not
 * defaults. Each keeps its fixed id: two servers (or Owners) doing this at once insert each once,
 * and a photo once removed is still there, marked, so it never comes back.
 */
async function storeBuiltInPhotos(): Promise<void> {
  if (await GalleryPhotoModel.exists({})) return;
  try {
    await GalleryPhotoModel.insertMany(builtInRecords(), { ordered: false });
  } catch (error) {
    if (!isOnlyDuplicates(error)) throw error;
  }
}

/** The small image of a photo: the 400-wide variant where there is one (uploads, the built-in files). */
export function thumbnailOf(url: string): string {
  const builtIn = /^(\/images\/gallery\/[0-9]+)\.webp$/.exec(url);
  if (builtIn) return `${builtIn[1]}-400.webp`;
  return imageUrlAtWidth(url, 400) ?? url;
}

// Owners adding at once may read the same highest id; each loser's insert is refused on the
// unique id and it reads again. Every refusal means another add succeeded, so n adds at once all
// land within n attempts: 5 was too few for the six of tests/api/gallery.test.ts, whose last
// could lose five rounds in a row on a busy machine (a 500). The bound only stops a runaway loop.
const ADD_ATTEMPTS = 50;

/** Adds a photo after the highest id ever used, last in the gallery unless `position` says. */
export async function addGalleryPhoto(input: GalleryPhotoCreate): Promise<AdminGalleryPhoto> {
  await storeBuiltInPhotos();
  for (let attempt = 1; ; attempt += 1) {
    const [highestId, last] = await Promise.all([
      GalleryPhotoModel.findOne({}).sort({ _id: -1 }).lean<PhotoRecord>(),
      GalleryPhotoModel.findOne({}).sort({ position: -1 }).lean<PhotoRecord>(),
    ]);
    const id = (highestId?._id ?? 0) + 1;
    try {
      await GalleryPhotoModel.create({
        _id: id,
        url: input.url,
        thumbnail: thumbnailOf(input.url),
        alt: input.alt,
        ...(input.alt_es === undefined ? {} : { alt_es: input.alt_es }),
        position: (last?.position ?? 0) + 1,
      });
    } catch (error) {
      if (isDuplicateKey(error) && attempt < ADD_ATTEMPTS) continue;
      throw error;
    }
    if (input.position !== undefined) await moveGalleryPhoto(String(id), input.position);
    return findGalleryPhoto(String(id));
  }
}

/**
 * Replaces a photo's image and/or alt text over the version its form was read from (stale: 409,
 * nothing stored), then moves it when `position` says. Its id, its address, never changes.
 */
export async function updateGalleryPhoto(
  id: string | undefined,
  input: GalleryPhotoUpdate,
): Promise<AdminGalleryPhoto> {
  const before = await findGalleryPhoto(id);
  const { __v, position, url, alt, alt_es } = input;
  if (url !== undefined || alt !== undefined || alt_es !== undefined || __v !== undefined) {
    // A stale form is refused before anything is stored (the filter below still catches a race).
    if (__v !== undefined && __v !== before.__v) throw new Refusal(409, GALLERY_MESSAGES.conflict);
    await storeBuiltInPhotos();
    const fields: Record<string, string> = {};
    if (url !== undefined) Object.assign(fields, { url, thumbnail: thumbnailOf(url) });
    if (alt !== undefined) fields.alt = alt;
    if (alt_es !== undefined) fields.alt_es = alt_es;
    const result = await GalleryPhotoModel.updateOne(
      { _id: Number(before.id), deleted_at: null, ...versionFilter(__v) },
      // A body with only `__v` still checks and bumps the version; an empty $set is not sent.
      Object.keys(fields).length > 0 ? { $set: fields, $inc: { __v: 1 } } : { $inc: { __v: 1 } },
      { runValidators: true },
    );
    if (result.matchedCount === 0) throw new Refusal(409, GALLERY_MESSAGES.conflict);
  }
  if (position !== undefined) await moveGalleryPhoto(before.id, position);
  return findGalleryPhoto(before.id);
}

/**
 * Puts a photo at `place` (from 1; past the end is last). The new order is written as each
 * photo's position, one idempotent $set per photo that moved, with no transaction (FerretDB has
 * none): a write cut short leaves a complete order (ties go by id) that the next move rewrites.
 * A move is not an edit: versions stay, so a form open on another photo still saves.
 */
export async function moveGalleryPhoto(id: string | undefined, place: number): Promise<AdminGalleryPhoto> {
  const number = photoNumber(id);
  const records = inGallery(await readRecords());
  const ids = records.map((record) => String(record._id));
  if (!ids.includes(String(number))) throw new Refusal(404, GALLERY_MESSAGES.notFound);
  const order = movePhoto(ids, String(number), place);
  const stored = new Map(records.map((record) => [String(record._id), record.position]));
  const moves = order.flatMap((photoId, index) => (stored.get(photoId) === index + 1 ? [] : [[photoId, index + 1]]));
  // A move to where the photo already is stores nothing, not even the built-in twelve.
  if (moves.length > 0) await storeBuiltInPhotos();
  for (const [photoId, position] of moves) {
    await GalleryPhotoModel.updateOne({ _id: Number(photoId) }, { $set: { position } });
  }
  return findGalleryPhoto(String(number));
}

/** Takes a photo out of the gallery (with a version: only that version); its number is never reused. */
export async function removeGalleryPhoto(id: string | undefined, version?: number): Promise<AdminGalleryPhoto> {
  const before = await findGalleryPhoto(id);
  if (version !== undefined && version !== before.__v) throw new Refusal(409, GALLERY_MESSAGES.conflict);
  await storeBuiltInPhotos();
  const result = await GalleryPhotoModel.updateOne(
    { _id: Number(before.id), deleted_at: null, ...versionFilter(version) },
    { $set: { deleted_at: now() }, $inc: { __v: 1 } },
  );
  if (result.matchedCount === 0) throw new Refusal(409, GALLERY_MESSAGES.conflict);
  return before;
}
