// Small helpers for the JSON API routes.

/** The request's JSON body if it is a JSON object; null for anything else (or bad JSON). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function methodNotAllowed(allowed: string): Response {
  return Response.json(
    { success: false, error: "Method not allowed" },
    { status: 405, headers: { Allow: allowed } },
  );
}

/** FormData as a plain object of its text fields. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}
