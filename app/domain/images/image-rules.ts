// What an uploaded image must be, shared by the server and the upload control: the size limit
// (spec section 9), the kinds of image the site stores, and the check of
// a file's own first bytes (its magic number), which is what decides the type, never its name.

export const MAX_IMAGE_BYTES = 10_485_760;

export const IMAGE_KINDS = ["menu", "event", "press", "banner", "campaign", "gallery"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif";

export function isImageKind(value: unknown): value is ImageKind {
  return typeof value === "string" && (IMAGE_KINDS as readonly string[]).includes(value);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image format told by the file's first bytes, or null for anything else (SVG, HTML, ...). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}
