// Turning a refusal (or a database outage) into an answer: JSON for the `/api` routes, an error
// page or a form message for pages. Anything else is a bug: it is rethrown, and React Router's
// handleError (entry.server.tsx) logs it once with the request's id.
import { data } from "react-router";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { discardRestOfBody, json } from "./http.server.ts";

/**
 * The refusal `error` stands for: itself, or a 503 with `unavailable` (the spec's "failed to
 * load/save" message) while the database is unreachable. Rethrows anything else.
 */
export function asRefusal(error: unknown, unavailable: string): Refusal {
  if (error instanceof Refusal) return error;
  if (isDatabaseUnavailableError(error)) return new Refusal(503, unavailable);
  throw error;
}

type ApiOptions = {
  /** The message of a database outage, or one per method (`default` for the others). */
  unavailable: string | ({ default: string } & Partial<Record<string, string>>);
  /** Fields a failure answer of this route carries besides `success` and `error`. */
  failureFields?: Record<string, unknown>;
  /** The whole body of a failure answer, where the spec gives this route another shape. */
  failureBody?: Record<string, unknown>;
};

/**
 * An `/api` loader or action: `answer` parses, calls the domain and answers. A thrown Response
 * (an unreadable body) is answered as it is; a refusal becomes `{success: false, error[, code]
 * [, fieldErrors]}` with its status. `guard` runs first (say, "a signed-in admin"), and what
 * it returns is handed to `answer`.
 */
export function apiRoute<Args extends { request: Request }, Guarded = undefined>(
  options: ApiOptions & { guard?: (args: Args) => Promise<Guarded> },
  answer: (args: Args, guarded: Guarded) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      const guarded = (options.guard ? await options.guard(args) : undefined) as Guarded;
      return await answer(args, guarded);
    } catch (error) {
      // Refused before the body was read (say, not signed in): what the client still sends is dropped.
      if (args.request.body && !args.request.body.locked) void discardRestOfBody(args.request.body.getReader());
      if (error instanceof Response) return error;
      const unavailable =
        typeof options.unavailable === "string"
          ? options.unavailable
          : (options.unavailable[args.request.method] ?? options.unavailable.default);
      return refusalJson(asRefusal(error, unavailable), options);
    }
  };
}

/** The JSON answer of a refusal: `{success: false, error[, code][, fieldErrors]}` unless the route's shape differs. */
export function refusalJson(
  refusal: Refusal,
  shape: { failureFields?: Record<string, unknown>; failureBody?: Record<string, unknown> } = {},
): Response {
  const { code, fieldErrors, headers } = refusal.details;
  const body = shape.failureBody ?? {
    success: false,
    ...shape.failureFields,
    error: refusal.message,
    ...(code ? { code } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  const response = json(body, refusal.status);
  for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
  return response;
}

/** For page actions: a post of no intent the page knows (only a forged form sends one). */
export function refuseUnknownAction(): never {
  refusePage(new Refusal(400, "Unknown action"));
}

/**
 * For page loaders: the value `load` gives, or a thrown `data(message, status)` that the route's
 * ErrorBoundary shows ("Event not found" for a 404, `unavailable` for an outage).
 */
export async function loadOrRefuse<T>(unavailable: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    refusePage(asRefusal(error, unavailable));
  }
}

/**
 * For pages: the error page the route's ErrorBoundary shows for a refusal (a record not found,
 * a right the user lacks, a forged form), with the refusal's status and message.
 */
export function refusePage(refusal: Refusal): never {
  throw data(refusal.message, { status: refusal.status, headers: refusal.details.headers });
}

/** For page actions: a refused save as the form's own message, with the refusal's status. */
export function refusedForm<Reply>(
  form: { reply(options: { formErrors: string[]; fieldErrors?: Record<string, string[]> }): Reply },
  error: unknown,
  unavailable: string,
) {
  const refusal = asRefusal(error, unavailable);
  const fieldErrors = Object.fromEntries(
    Object.entries(refusal.details.fieldErrors ?? {}).map(([name, message]) => [name, [message]]),
  );
  const reply = form.reply({ formErrors: [refusal.message], fieldErrors });
  return data({ result: reply }, { status: refusal.status, headers: refusal.details.headers });
}

/**
 * For list pages, which still render (with their load-failure message) while the database is
 * down: the list `load` gives, or `fallback` with loadFailed and a 503. Other errors are thrown.
 */
export async function listOrFallback<T>(
  load: () => Promise<T>,
  fallback: T,
): Promise<{ list: T; loadFailed: boolean; status: 200 | 503 }> {
  try {
    return { list: await load(), loadFailed: false, status: 200 };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return { list: fallback, loadFailed: true, status: 503 };
  }
}
