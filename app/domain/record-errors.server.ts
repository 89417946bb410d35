// Expected failures of the admin domain functions (missing record, stale version, bad
// reference), carrying the HTTP status the pages and the API answer with.
export class RecordError extends Error {
  override name = "RecordError";
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}
