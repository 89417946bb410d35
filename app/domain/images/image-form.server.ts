// Reading a multipart form that carries an image, for POST /api/admin/upload-image and for the
// admin forms' own actions (which work without JavaScript): the body is streamed through
// @remix-run/form-data-parser with a 10 MB per-part limit, so a larger file is cut off after
// 10 MB instead of being buffered; the type is decided by the file's first bytes.
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, sniffImageFormat, type ImageKind } from "./image-rules.ts";
import { storeImage } from "./image-storage.server.ts";

/** The request is refused; `status` and `message` are what the client sees. */
export class ImageFormError extends Error {
  override name = "ImageFormError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

// Room for the other fields of an admin form and the multipart framing.
const MAX_OTHER_BYTES = 256 * 1024;
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + MAX_OTHER_BYTES;
// After refusing, the rest of the body is read and thrown away (so the client sees the answer
// rather than a reset connection), up to this much; beyond it the connection is cut.
const MAX_DISCARD_BYTES = 32 * 1024 * 1024;
const MAX_DISCARD_MS = 30_000;

export type ImageForm = {
  /** Every text field of the form. */
  fields: FormData;
  /** The bytes of the file field, or null when the field was absent or empty. */
  image: Uint8Array | null;
};

/**
 * Reads `request` (multipart, or urlencoded when the form had no file) and returns its text
 * fields and the file of `fileField`. Throws ImageFormError (413 too large, 400 not an image
 * or malformed). Any body left unread is discarded in the background without being kept.
 */
export async function readImageFromForm(request: Request, fileField = "image"): Promise<ImageForm> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    discardRestOfBody(request.body?.getReader());
    throw new ImageFormError(IMAGE_MESSAGES.tooLarge, 413);
  }
  const { limited, source } = limitBody(request);
  let image: Uint8Array | null = null;
  const uploadHandler = async (upload: FileUpload) => {
    if (upload.fieldName !== fileField) return null;
    if (upload.size === 0) return null;
    const bytes = new Uint8Array(await upload.arrayBuffer());
    if (!sniffImageFormat(bytes)) throw new ImageFormError(IMAGE_MESSAGES.notAnImage, 400);
    image = bytes;
    return null;
  };
  try {
    const fields = await parseFormData(
      limited,
      { maxFileSize: MAX_IMAGE_BYTES, maxFiles: 1, maxTotalSize: MAX_BODY_BYTES, maxParts: 100 },
      uploadHandler,
    );
    return { fields, image };
  } catch (error) {
    discardRestOfBody(source);
    if (error instanceof ImageFormError) throw error;
    if (
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof BodyTooLargeError
    ) {
      throw new ImageFormError(IMAGE_MESSAGES.tooLarge, 413);
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
      throw new ImageFormError("Too many fields or files in the form", 400);
    }
    if (error instanceof FormDataParseError) {
      if (error.cause instanceof BodyTooLargeError) throw new ImageFormError(IMAGE_MESSAGES.tooLarge, 413);
      throw new ImageFormError("The form could not be read", 400);
    }
    throw error;
  }
}

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * A copy of the request whose body stops with an error after MAX_BODY_BYTES (whatever the
 * parser does), plus our own reader of the original body so the rest can be discarded.
 */
function limitBody(request: Request): { limited: Request; source: ReadableStreamDefaultReader<Uint8Array> | undefined } {
  const source = request.body?.getReader();
  let received = 0;
  const body = source
    ? new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) {
            controller.close();
            return;
          }
          received += value.byteLength;
          if (received > MAX_BODY_BYTES) {
            controller.error(new BodyTooLargeError());
            return;
          }
          controller.enqueue(value);
        },
        // The parser gave up: the original body is discarded by discardRestOfBody instead.
        cancel() {},
      })
    : null;
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it.
    duplex: "half",
  });
  return { limited, source };
}

/** Reads and drops what the client still sends, bounded in bytes and time, then cuts it off. */
export function discardRestOfBody(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): void {
  if (!reader) return;
  const started = Date.now();
  let discarded = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        discarded += value.byteLength;
        if (discarded > MAX_DISCARD_BYTES || Date.now() - started > MAX_DISCARD_MS) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to discard.
    }
  })();
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
export async function imageUrlFromForm(
  form: ImageForm,
  name: string,
  kind: ImageKind,
): Promise<string> {
  if (form.image) return storeImage(form.image, kind);
  if (form.fields.get(`${name}Remove`) === "on") return "";
  const current = form.fields.get(name);
  const url = typeof current === "string" ? current.trim() : "";
  if (!isAcceptableImageUrl(url)) throw new ImageFormError("Invalid image URL", 400);
  return url;
}

/** The name of the file input of ImageUploadField `name` (the hidden input carries the URL). */
export const imageFileFieldName = (name: string) => `${name}File`;
