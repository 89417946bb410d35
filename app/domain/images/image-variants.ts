// Width variants of a stored image for srcset, derived from its URL alone (docs/decisions/
// 0008-image-uploads.md): local uploads are /uploads/<hash>-<width>.webp, Cloudinary delivery
// URLs carry a w_<width> transformation. Any other URL (seeded artwork, external) has none.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

const LOCAL = /^\/uploads\/([0-9a-f]{16,64})-(400|800|1200)\.webp$/;
const CLOUDINARY = /^https:\/\/[^/]+\/[^?#]*\/image\/upload\/[^/]*\bw_(400|800|1200)\b[^/]*\//;

/** The URL of the same image at `width`, or null when the URL is not one of ours. */
export function imageUrlAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const local = LOCAL.exec(url);
  if (local) return `/uploads/${local[1]}-${width}.webp`;
  if (CLOUDINARY.test(url)) return url.replace(/\bw_(400|800|1200)\b/, `w_${width}`);
  return null;
}

/** A srcset for an uploaded image ("... 400w, ... 800w, ... 1200w"), or undefined. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const parts = IMAGE_WIDTHS.map((width) => {
    const variant = imageUrlAtWidth(url, width);
    return variant ? `${variant} ${width}w` : null;
  });
  return parts.every(Boolean) ? parts.join(", ") : undefined;
}

/** `sizes` for card grids: one column on a phone, two or three columns from 640px on. */
export const CARD_IMAGE_SIZES = "(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px";
