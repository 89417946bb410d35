// Reading request bodies at the edge, for the JSON API and the HTML form actions alike: within
// size limits (refused from Content-Length before a byte is read, and cut off when a streamed body
// passes it, so no body is ever buffered whole), parsed into typed objects (so a body like
// {"email": {"$ne": null}} never reaches a query), and the JSON answers of the API.
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import { z } from "zod";
import { PERSONAL_CACHE_CONTROL } from "./http-cache.server.ts";

/** The largest form without a file accepted: 1 MiB. Image uploads have their own limit. */
export const MAX_FORM_BYTES = 1024 * 1024;
/**
 * The largest JSON body of the API: 64 KiB, several times the largest record it takes (a
 * 5000-character enquiry in any script, even fully \u-escaped), and small enough that parsing
 * and validating the worst body costs a few milliseconds (1 MB of tiny keys costs ~130 ms).
 */
const MAX_JSON_BYTES = 64 * 1024;

export const BODY_MESSAGES = {
  formTooLarge: "Request body too large (1 MB at most)",
  jsonTooLarge: "Request body too large (64 KB at most)",
  notJson: "Request body must be JSON",
  notJsonType: "Send the request body as JSON, with Content-Type: application/json",
  notObject: "Send a JSON object",
  unreadableForm: "The form could not be read. Please reload the page and try again.",
  tooManyFields: "Too many fields in the form",
} as const;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } });
}

export function jsonError(status: number, error: string, code?: string): Response {
  return json(code ? { success: false, error, code } : { success: false, error }, status);
}

/** A JSON object of any fields, for routes whose domain function validates the fields itself. */
export const jsonObjectSchema = z.record(z.string(), z.unknown(), BODY_MESSAGES.notObject);

/**
 * Whether a request with a body declares it as JSON. A browser sends application/json across
 * sites only after a CORS preflight (which this site never grants), so a page elsewhere cannot
 * make its visitors post to the API as it can with text/plain or a form.
 */
function declaresJson(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json";
}

const hasBody = (request: Request) => request.body !== null && request.headers.get("Content-Length") !== "0";

/**
 * The request's JSON body parsed with `schema`. Throws a JSON error Response (which a resource
 * route answers as it is): 415 for a body not sent as application/json, 413 over
 * MAX_JSON_BYTES, 400 for malformed JSON or a body the schema refuses (with the schema's first
 * message).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  if (hasBody(request) && !declaresJson(request)) {
    void discardRestOfBody(request.body?.getReader());
    throw jsonError(415, BODY_MESSAGES.notJsonType);
  }
  let body: unknown = {};
  try {
    const bytes = await readBodyBytes(request, MAX_JSON_BYTES);
    // Invalid UTF-8 is not JSON (RFC 8259): refused rather than silently replaced.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (text.trim()) body = JSON.parse(text);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw jsonError(413, BODY_MESSAGES.jsonTooLarge);
    throw jsonError(400, BODY_MESSAGES.notJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw jsonError(400, parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

/**
 * The request's form (urlencoded or multipart; files are dropped) for an HTML form action.
 * Throws a `data()` response the route's ErrorBoundary shows: 413 over MAX_FORM_BYTES, 415 for
 * another content type, 400 for a form that cannot be parsed.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) {
    void discardRestOfBody(request.body?.getReader());
    throw data(BODY_MESSAGES.unreadableForm, { status: 415 });
  }
  if (declaresMoreThan(request, MAX_FORM_BYTES)) {
    void discardRestOfBody(request.body?.getReader());
    throw data(BODY_MESSAGES.formTooLarge, { status: 413 });
  }
  const { limited, source } = limitBody(request, MAX_FORM_BYTES);
  try {
    return await parseFormData(
      limited,
      { maxFiles: 5, maxFileSize: MAX_FORM_BYTES, maxTotalSize: MAX_FORM_BYTES, maxParts: 200 },
      () => null,
    );
  } catch (error) {
    await dropRestOfBody(request, source);
    if (isTooLarge(error)) throw data(BODY_MESSAGES.formTooLarge, { status: 413 });
    if (error instanceof MaxPartsExceededError || error instanceof MaxFilesExceededError) {
      throw data(BODY_MESSAGES.tooManyFields, { status: 400 });
    }
    // Anything else the parser met (a broken boundary, a truncated part) is a malformed form.
    throw data(BODY_MESSAGES.unreadableForm, { status: 400 });
  }
}

/** Whether the body is a form (urlencoded or multipart): anything else is never read as one. */
export function isFormRequest(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.toLowerCase() ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** FormData as a plain object of its text fields. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** A streamed body passed its limit. */
class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/** Whether an error of a body read (ours or the multipart parser's) means "too large". */
export function isTooLarge(error: unknown): boolean {
  return (
    error instanceof BodyTooLargeError ||
    error instanceof MaxTotalSizeExceededError ||
    (error instanceof FormDataParseError && error.cause instanceof BodyTooLargeError)
  );
}

/** Whether the request's Content-Length announces more than `maxBytes`. */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The whole body, at most `maxBytes` (else BodyTooLargeError; the rest is discarded). */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const reader = request.body?.getReader();
  if (declaresMoreThan(request, maxBytes)) {
    void discardRestOfBody(reader);
    throw new BodyTooLargeError();
  }
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void discardRestOfBody(reader);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A copy of the request whose body stops with BodyTooLargeError after `maxBytes` (whatever the
 * parser reading it does), plus our own reader of the original body so the rest can be discarded.
 */
export function limitBody(
  request: Request,
  maxBytes: number,
): { limited: Request; source: ReadableStreamDefaultReader<Uint8Array> | undefined } {
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
          if (received > maxBytes) {
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

// After refusing, the rest of the body is read and thrown away (so the client sees the answer
// rather than a reset connection), up to this much; beyond it the connection is cut.
const MAX_DISCARD_BYTES = 32 * 1024 * 1024;
const MAX_DISCARD_MS = 30_000;

/** Reads and drops what the client still sends, bounded in bytes and time, then cuts it off. */
export async function discardRestOfBody(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): Promise<void> {
  if (!reader) return;
  const started = Date.now();
  let discarded = 0;
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
}

/**
 * After a parser refused a body part-way: drops the rest. A body of declared length (already
 * checked against the limit, so bounded) is read to its end before we answer: a server that
 * answers and closes with unread bytes resets the connection, and the browser shows that instead
 * of our message. A body without a length is not waited for.
 */
export async function dropRestOfBody(
  request: Request,
  source: ReadableStreamDefaultReader<Uint8Array> | undefined,
): Promise<void> {
  const draining = discardRestOfBody(source);
  if (request.headers.has("Content-Length")) await draining;
}
