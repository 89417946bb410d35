// The gallery in a page's language. The built-in twelve (ids 1 to 12) have their alt texts in
// both languages; a photo the Owner uploaded, or a built-in one whose alt text the Owner changed,
// shows its Spanish alt text where the Owner gave one (issue 49), else the English the Owner
// typed, which a Spanish page marks lang="en".
import { GALLERY_MESSAGES } from "#app/content/portal-messages.ts";
import type { NeedsSpanish } from "#app/domain/shared/spanish-texts.ts";
import { englishOn, type Language } from "#app/i18n/language.ts";
import { builtInAlt, listAdminGalleryPhotos, listShownGalleryPhotos } from "./gallery.server.ts";
import type { GalleryPhoto, ShownGalleryPhoto } from "./gallery.ts";

/** A photo's alt text in `language`: the Owner's Spanish, a built-in photo's own, else the typed one marked English. */
export function photoIn(language: Language, { altEs, ...photo }: GalleryPhoto): ShownGalleryPhoto {
  if (language === "en") return photo;
  const alt = altEs || builtInAlt(language, photo);
  return alt ? { ...photo, alt } : { ...photo, altLang: englishOn(language) };
}

/** The photos the gallery shows whose alt text the Owner typed and gave no Spanish (issue 49), for the dashboard. */
export async function listPhotosNeedingSpanish(): Promise<NeedsSpanish[]> {
  return (await listAdminGalleryPhotos())
    .filter((photo) => photo.shown && !photo.alt_es.trim())
    .map((photo) => ({
      kind: "photo" as const,
      id: photo.id,
      name: GALLERY_MESSAGES.photoName(photo.id),
      texts: ["alt"],
    }));
}

/** The photos the gallery shows (gallery.server.ts), their alt texts in `language`. */
export async function listShownGalleryPhotosIn(language: Language): Promise<ShownGalleryPhoto[]> {
  return (await listShownGalleryPhotos()).map((photo) => photoIn(language, photo));
}
