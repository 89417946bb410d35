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
const LOGGED_QUERY_PARAMETERS = new Set([
  "_routes",
  "index",
  "diet",
  "without",
  "category",
  "status",
  "edit",
  "new",
  "topic",
]);

export const REDACTED = "[redacted]";

/**
 * For a request answered before the application matched its route (a connection refused at the
 * door): the quote link's token, in English or under /es (issue 50), however it is cased.
 */
const QUOTE_LINK_FALLBACK = /^((?:\/es)?\/quotes\/)[^/?#]+/i;

/**
 * `originalUrl` as the log shows it: the path as sent, or `routePath` (the route's pattern with
 * its secrets redacted, server/secret-paths.ts) when the path matched a route with a secret in
 * it, and each query value not on the list redacted.
 */
export function loggedPath(requestedUrl: string, routePath?: string | null): string {
  const pathEnd = requestedUrl.search(/[?#]/);
  const originalUrl = routePath
    ? `${routePath}${pathEnd === -1 ? "" : requestedUrl.slice(pathEnd)}`
    : requestedUrl.replace(QUOTE_LINK_FALLBACK, `$1${REDACTED}`);
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
          // Set by server/app.ts for requests that reach the application.
          path: loggedPath(request.originalUrl, response.locals.secretFreePath as string | null | undefined),
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
