// Field rules shared by the Mongoose schemas and the zod schemas of the forms and API,
// so the database and the edge never disagree about what is valid.

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Money in USD: non-negative with at most two decimal places (form step 0.01). */
export function isPrice(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= 0 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/** A link the site may render: relative to the site, or absolute http(s). Never javascript: or data:. */
export function isSafeLinkUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  return isHttpUrl(value);
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const MIN_PASSWORD_LENGTH = 8;
