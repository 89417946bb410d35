// A gallery photo as the grid, its own page and the lightbox draw it: square, its alt text in the
// language it was written in (an Owner's typed text is marked English on a Spanish page).
import type { ShownGalleryPhoto } from "#app/domain/gallery/gallery.ts";

export function GalleryImage(props: {
  photo: ShownGalleryPhoto;
  /** The full photo, or the grid's thumbnail. */
  src: "url" | "thumbnail";
  size: number;
  /** How the browser fetches it; unset, as soon as it can (the lightbox's shown photo). */
  loading?: "eager" | "lazy";
}) {
  const { photo, size } = props;
  return (
    <img
      src={photo[props.src]}
      alt={photo.alt}
      lang={photo.altLang}
      width={size}
      height={size}
      loading={props.loading}
      decoding={props.loading ? "async" : undefined}
    />
  );
}
