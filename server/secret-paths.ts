// Paths that carry a secret in themselves (a client's quote link, /quotes/:token and its Spanish
// twin /es/quotes/:token): what the request log and the error log write instead, decided by the
// route the path matches as React Router matches it (any case, percent-encoded or not, a `.data`
// request too), not by its spelling.
// A route's parameter is a secret when it is named `token`; every such route is found in the
// build, so a route added later with a token in its path is covered without a list to keep.
import { matchPath, type ServerBuild } from "react-router";
import { REDACTED } from "./request-log.ts";

type Routes = ServerBuild["routes"];

/** Parameters whose values are secrets wherever a route has one. */
const SECRET_PARAMETERS = new Set(["token"]);

function fullPattern(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
}

const isSecretSegment = (segment: string) => SECRET_PARAMETERS.has(segment.replace(/^:/, "").replace(/\?$/, ""));

/** Decoded as React Router reads a path: each segment percent-decoded (undecodable ones kept as sent). */
function decodedPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

/**
 * For a build: a function from a request's path (without its query) to the path to log, the
 * route's own pattern with its secrets written `[redacted]`, or null when no route with a
 * secret matches.
 */
export function secretPathRedactor(build: ServerBuild): (pathname: string) => string | null {
  const patterns = Object.keys(build.routes)
    .map((id) => fullPattern(build.routes, id))
    .filter((pattern) => pattern.split("/").some((segment) => segment.startsWith(":") && isSecretSegment(segment)));
  const unique = [...new Set(patterns)];
  return (pathname) => {
    const data = /\/_\.data$/.test(pathname) ? "/_.data" : pathname.endsWith(".data") ? ".data" : "";
    const path = decodedPath(data ? pathname.slice(0, -data.length) || "/" : pathname);
    for (const pattern of unique) {
      const match = matchPath({ path: pattern, caseSensitive: false, end: true }, path);
      if (!match) continue;
      const logged = pattern
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment;
          return isSecretSegment(segment) ? REDACTED : (match.params[segment.slice(1).replace(/\?$/, "")] ?? "");
        })
        .join("/");
      return `${logged}${data}`;
    }
    return null;
  };
}
