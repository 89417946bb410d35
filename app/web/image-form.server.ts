// Reading a multipart form that carries an image, for POST /api/admin/upload-image and for the
// admin forms' own actions (which work without JavaScript): the body is streamed through
// @remix-run/form-data-parser with a 10 MB per-part limit, so a larger file is cut off after
// 10 MB instead of being buffered; the type is decided by the file's first bytes.
import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { IMAGE_MESSAGES } from "#app/content/portal-messages.ts";
import { type ImageKind, MAX_IMAGE_BYTES, sniffImageFormat } from "#app/domain/images/image-rules.ts";
import { storeImage } from "#app/domain/images/image-storage.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import {
  BODY_MESSAGES,
  declaresMoreThan,
  discardRestOfBody,
  dropRestOfBody,
  isFormRequest,
  isTooLarge,
  limitBody,
  MAX_FORM_BYTES,
} from "./http.server.ts";

// The image plus room for the other fields (as much as a form without a file may hold).
const MAX_IMAGE_FORM_BYTES = MAX_IMAGE_BYTES + MAX_FORM_BYTES;

export type ImageForm = {
  /** Every text field of the form. */
  fields: FormData;
  /** The bytes of the file field, or null when the field was absent, empty or refused. */
  image: Uint8Array | null;
  /** Why the chosen file was refused (not an image); the other fields were still read. */
  imageRefusal: Refusal | null;
};

/**
 * Reads `request` (multipart, or urlencoded when the form had no file) and returns its text
 * fields and the file of `fileField`. Refused with 413 (too large), 415 (not a form) or 400
 * (malformed); a file that is not an image is reported in `imageRefusal`. The rest of a refused
 * body is read and dropped, never kept.
 */
export async function readImageFromForm(request: Request, fileField = "image"): Promise<ImageForm> {
  if (!isFormRequest(request)) {
    void discardRestOfBody(request.body?.getReader());
    throw new Refusal(415, IMAGE_MESSAGES.notMultipart);
  }
  // Only a multipart body can carry a file: any other form has the limit of a form without one,
  // and so have the text fields of a multipart one.
  const canCarryFile = request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data") ?? false;
  const limit = canCarryFile ? MAX_IMAGE_FORM_BYTES : MAX_FORM_BYTES;
  const tooLargeMessage = canCarryFile ? IMAGE_MESSAGES.tooLarge : BODY_MESSAGES.formTooLarge;
  if (declaresMoreThan(request, limit)) {
    void discardRestOfBody(request.body?.getReader());
    throw new Refusal(413, tooLargeMessage);
  }
  const { limited, source } = limitBody(request, limit);
  let image: Uint8Array | null = null;
  let refused = false;
  const uploadHandler = async (upload: FileUpload) => {
    if (upload.fieldName !== fileField) return null;
    if (upload.size === 0) return null;
    const bytes = new Uint8Array(await upload.arrayBuffer());
    // Read on: the rest of the form still matters to a page that shows it again.
    if (sniffImageFormat(bytes)) image = bytes;
    else refused = true;
    return null;
  };
  let fields: FormData;
  try {
    fields = await parseFormData(
      limited,
      { maxFileSize: MAX_IMAGE_BYTES, maxFiles: 1, maxTotalSize: limit, maxParts: 100 },
      uploadHandler,
    );
  } catch (error) {
    await dropRestOfBody(request, source);
    if (error instanceof MaxFileSizeExceededError || isTooLarge(error)) {
      throw new Refusal(413, tooLargeMessage);
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
      throw new Refusal(400, IMAGE_MESSAGES.tooManyParts);
    }
    if (error instanceof FormDataParseError) throw new Refusal(400, IMAGE_MESSAGES.unreadable);
    throw error;
  }
  if (textBytes(fields) > MAX_FORM_BYTES) throw new Refusal(413, BODY_MESSAGES.formTooLarge);
  return { fields, image, imageRefusal: refused ? new Refusal(400, IMAGE_MESSAGES.notAnImage) : null };
}

/** The size of a form's text fields, as UTF-8. */
function textBytes(fields: FormData): number {
  let bytes = 0;
  for (const [name, value] of fields) {
    if (typeof value === "string") bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  }
  return bytes;
}

/** An image URL a form may carry back: one of our uploads, the site's own artwork, or https. */
export function isAcceptableImageUrl(value: string): boolean {
  if (value === "") return true;
  if (/^\/(uploads|images)\/[A-Za-z0-9._/-]+$/.test(value) && !value.includes("..")) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The image URL an admin form saves, for the fields of ImageUploadField named `name`: a newly
 * chosen file (stored now, with storeImage), else "" when Remove was ticked, else the current
 * URL the form carried back (checked, so a tampered value cannot become javascript: or data:).
 * Read the request with readImageFromForm(request, imageFileFieldName(name)) first.
 */
export async function imageUrlFromForm(form: ImageForm, name: string, kind: ImageKind): Promise<string> {
  if (form.image) return storeImage(form.image, kind);
  if (form.fields.get(`${name}Remove`) === "on") return "";
  const current = form.fields.get(name);
  const url = typeof current === "string" ? current.trim() : "";
  if (!isAcceptableImageUrl(url)) throw new Refusal(400, IMAGE_MESSAGES.badUrl);
  return url;
}

/** The name of the file input of ImageUploadField `name` (the hidden input carries the URL). */
export const imageFileFieldName = (name: string) => `${name}File`;
