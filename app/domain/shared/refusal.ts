// The one way the domain says "no" to an expected request: not found, conflict, forbidden,
// invalid, unavailable. It carries the HTTP status and the message the spec gives, so pages and
// the API show the same words. Safe in the browser bundle (no server imports).
// 410: something that was there and has ended for good (a catering quote's link past its life).
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

export type RefusalDetails = {
  /** A machine-readable code some API answers carry (e.g. TOKEN_EXPIRED). */
  code?: string;
  /** The first message of each refused field, for forms and the API's `fieldErrors`. */
  fieldErrors?: Record<string, string>;
  /** Headers the answer needs (e.g. Retry-After on a throttled sign-in). */
  headers?: Record<string, string>;
};

export class Refusal extends Error {
  override name = "Refusal";
  readonly status: RefusalStatus;
  readonly details: RefusalDetails;
  constructor(status: RefusalStatus, message: string, details: RefusalDetails = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }
}
