// The gallery's photos (issue 34): their types, what the Owner may send, and the order rule.
// Client-safe: no server imports. Reads and writes are gallery.server.ts.
import { z } from "zod";
import { GALLERY_MESSAGES } from "#app/content/portal-messages.ts";
import { IMAGE_MESSAGE, requiredText } from "#app/domain/shared/record-fields.ts";
import { spanishText } from "#app/domain/shared/spanish-texts.ts";
import { isSafeLinkUrl } from "#app/models/validators.ts";

/** How many photos the gallery shows (spec: a grid of 12); the portal may hold more. */
export const GALLERY_SHOWN = 12;

/** A photo as the public gallery draws it: its number (its /gallery/{id}), the large and small image, the alt text. */
export type GalleryPhoto = {
  id: string;
  url: string;
  thumbnail: string;
  alt: string;
  /** The alt text the Owner gave in Spanish (issue 49); absent or null while none. */
  altEs?: string | null;
};

/**
 * A photo as a page in a language shows it: a built-in photo's alt text in the page's language;
 * an alt text the Owner typed as typed, marked English (`altLang`) on a page in another language.
 */
export type ShownGalleryPhoto = GalleryPhoto & { altLang?: "en" };

/** A photo as the portal and the admin API see it: also its place (1 = first) and version. */
export type AdminGalleryPhoto = Omit<GalleryPhoto, "altEs"> & {
  /** In Spanish (issue 49): "" while it has none. */
  alt_es: string;
  position: number;
  shown: boolean;
  __v: number;
};

const photoUrl = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .min(1, GALLERY_MESSAGES.imageRequired)
  .max(2048)
  .refine((value) => isSafeLinkUrl(value), IMAGE_MESSAGE);

const alt = requiredText("Alt text", 300);
const altEs = spanishText("Alt text", 300);

/** Where a photo goes: its place in the gallery counted from 1. */
const place = z
  .number({ error: GALLERY_MESSAGES.placeInvalid })
  .int(GALLERY_MESSAGES.placeInvalid)
  .min(1, GALLERY_MESSAGES.placeInvalid);

const version = z.number({ error: GALLERY_MESSAGES.versionInvalid }).int().min(0).optional();

/** POST /api/admin/gallery: an image URL (from /api/admin/upload-image) and its alt text; last unless `position` says. */
export const galleryPhotoCreateSchema = z.strictObject({
  url: photoUrl,
  alt,
  alt_es: altEs.optional(),
  position: place.optional(),
});

/** PUT /api/admin/gallery/{id}: any of a new image, new alt text, a new place; over `__v` when sent. */
export const galleryPhotoUpdateSchema = z.strictObject({
  url: photoUrl.optional(),
  alt: alt.optional(),
  alt_es: altEs.optional(),
  position: place.optional(),
  __v: version,
});

export type GalleryPhotoCreate = z.output<typeof galleryPhotoCreateSchema>;
export type GalleryPhotoUpdate = z.output<typeof galleryPhotoUpdateSchema>;

/** The portal's add and edit form, once its image is stored: the URL, the alt text, the version. */
export const galleryPhotoFormSchema = z.object({
  url: photoUrl,
  alt,
  alt_es: altEs.optional().transform((value) => value ?? ""),
  __v: z.coerce.number().int().min(0).optional(),
});

/** The portal's order form: a place counted from 1 (the number field, or up/down as one step). */
export const galleryPlaceFormSchema = z.object({ position: z.coerce.number().pipe(place) });

/**
 * `ids` in order with `id` moved to `place` (from 1; past the end is last). The order is written
 * whole as each photo's position (gallery.server.ts), so a move is one rule, not a swap of two.
 */
export function movePhoto(ids: readonly string[], id: string, place: number): string[] {
  const rest = ids.filter((candidate) => candidate !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.min(Math.max(place, 1), ids.length) - 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
