// Reading JSON request bodies of the API: size-limited, parsed with zod into typed objects,
// so a body like {"email": {"$ne": null}} is a 400 and never reaches a query.
import type { z } from "zod";

const MAX_JSON_BYTES = 16 * 1024;

export class BadRequestError extends Error {
  override name = "BadRequestError";
}

export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new BadRequestError("Request body too large");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new BadRequestError("Request body must be JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new BadRequestError(parsed.error.issues[0]?.message ?? "Invalid request");
  }
  return parsed.data;
}

export function jsonError(status: number, error: string, code?: string): Response {
  return Response.json(
    code ? { success: false, error, code } : { success: false, error },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
