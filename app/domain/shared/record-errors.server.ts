// Expected failures of the admin domain functions (missing record, stale version, bad
// reference), carrying the HTTP status the pages and the API answer with.
import { isDatabaseUnavailableError } from "../../db.server.ts";

export class RecordError extends Error {
  override name = "RecordError";
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * How an admin form reports a failed save: a RecordError's own status and message, 503 with
 * `fallback` while the database is unreachable (nothing was written), else 500 (logged: a bug).
 */
export function saveFailure(error: unknown, fallback: string): { status: number; message: string } {
  if (error instanceof RecordError) return { status: error.status, message: error.message };
  if (isDatabaseUnavailableError(error)) return { status: 503, message: fallback };
  console.error(fallback, error);
  return { status: 500, message: fallback };
}
