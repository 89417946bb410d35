// The gallery in a page's language. The built-in twelve (ids 1 to 12) have their alt texts in
// both languages; a photo the Owner uploaded, or a built-in one whose alt text the Owner changed,
// has only the English the Owner typed, which a Spanish page shows marked lang="en".
import { BUILT_IN_GALLERY_ALTS } from "#app/content/gallery-words.ts";
import { englishOn, type Language } from "#app/i18n/language.ts";
import { listShownGalleryPhotos } from "./gallery.server.ts";
import type { GalleryPhoto, ShownGalleryPhoto } from "./gallery.ts";

/** A photo's alt text in `language`, or the typed one marked English. */
export function photoIn(language: Language, photo: GalleryPhoto): ShownGalleryPhoto {
  if (language === "en") return photo;
  const builtIn = Number(photo.id) - 1;
  // Still the built-in photo's own text (the Owner has not retyped it): its translation fits.
  if (BUILT_IN_GALLERY_ALTS.en[builtIn] === photo.alt) {
    return { ...photo, alt: BUILT_IN_GALLERY_ALTS[language][builtIn] ?? photo.alt };
  }
  return { ...photo, altLang: englishOn(language) };
}

/** The photos the gallery shows (gallery.server.ts), their alt texts in `language`. */
export async function listShownGalleryPhotosIn(language: Language): Promise<ShownGalleryPhoto[]> {
  return (await listShownGalleryPhotos()).map((photo) => photoIn(language, photo));
}
