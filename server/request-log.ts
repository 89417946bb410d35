// Structured request logs: one JSON line per response, easy to ship to any log service.
// The logged path never carries a secret: a query parameter's value is kept only when its name is
// on the allow-list below, so the one-time sign-in link's token, the unsubscribe link's token and
// address, and whatever a link added later carries, are written as `name=[redacted]`.
import type { NextFunction, Request, Response } from "express";

/**
 * Query parameters whose values the log may keep: the ones the product's pages read that carry
 * nothing personal or secret (menu and portal list filters, React Router's own data requests).
 * Anything else is redacted, tracking ids (`fbclid`) and the portal login's `redirect` included.
 */
const LOGGED_QUERY_PARAMETERS = new Set(["_routes", "index", "diet", "without", "category", "status", "edit", "new"]);

export const REDACTED = "[redacted]";

/** Paths that carry a secret in themselves: a client's quote link (issue 36). */
const SECRET_IN_PATH = /^(\/quotes\/)[^/?#]+/;

/**
 * `originalUrl` as the log shows it: the path as sent (less a secret it carries), each query
 * value not on the list redacted.
 */
export function loggedPath(requestedUrl: string): string {
  const originalUrl = requestedUrl.replace(SECRET_IN_PATH, `$1${REDACTED}`);
  const queryStart = originalUrl.indexOf("?");
  if (queryStart === -1) return originalUrl;
  const query = originalUrl
    .slice(queryStart + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        name = "";
      }
      if (LOGGED_QUERY_PARAMETERS.has(name)) return part;
      // A name off the list may itself be the secret (`?<token>`): only a short, plain name with
      // a value is shown.
      if (equals === -1 || !/^[A-Za-z_][\w.-]{0,29}$/.test(rawName)) return REDACTED;
      return `${rawName}=${REDACTED}`;
    });
  return `${originalUrl.slice(0, queryStart)}?${query.join("&")}`;
}

export function requestLog(write: (line: string) => void = (line) => process.stdout.write(line)) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.once("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: response.statusCode >= 500 ? "error" : "info",
          method: request.method,
          path: loggedPath(request.originalUrl),
          status: response.statusCode,
          requestId: response.locals.requestId as string | undefined,
          durationMs: Math.round(durationMs * 10) / 10,
          bytes: Number(response.getHeader("content-length") ?? 0) || undefined,
          // Set by server/app.ts for requests that reach the application.
          dbCommands: (response.locals.databaseCommands as { commands: number } | undefined)?.commands,
        })}\n`,
      );
    });
    next();
  };
}
