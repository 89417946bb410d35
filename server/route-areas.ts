// React Router tries a request's path against its route branches one after another: for
// /robots.txt or the home page it tries every admin and API route first, twice per request, a
// fifth of a small route's CPU time by the profile. The first segment of a path already rules
// out all but a few routes, so the server keeps one copy of the build per first segment that
// holds only the routes that could match (and their layouts), and hands each request the copy
// for its path. Matching over the copy gives the same route as matching over the whole build:
// a route whose first segment is a different fixed word can never match.
import type { ServerBuild } from "react-router";

type Routes = ServerBuild["routes"];
type RouteEntry = NonNullable<Routes[string]>;

/** The part of the product a request is for: a route's first path segment, or "" for the rest. */
export type Area = string;

const isDynamic = (segment: string) => /[:*?]/.test(segment);

function fullPath(routes: Routes, route: RouteEntry): string {
  const parts: string[] = [];
  for (
    let current: RouteEntry | undefined = route;
    current;
    current = current.parentId ? routes[current.parentId] : undefined
  ) {
    if (current.path) parts.unshift(current.path);
  }
  return parts
    .join("/")
    .replace(/\/{2,}/g, "/")
    .replace(/^\//, "");
}

const firstSegment = (path: string) => path.split("/", 1)[0]!.toLowerCase();

/** Copies of `build`, one per fixed first segment of its routes plus one for everything else. */
export function buildsByArea(build: ServerBuild): Map<Area, ServerBuild> {
  const { routes } = build;
  const areaOfRoute = new Map<string, Area | null>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const first = firstSegment(fullPath(routes, route));
    // null: could match a path in any area (a splat or a parameter first); "" is the home page.
    areaOfRoute.set(route.id, isDynamic(first) ? null : first);
  }
  const areas = new Set<Area>([""]);
  for (const area of areaOfRoute.values()) if (area !== null) areas.add(area);

  const builds = new Map<Area, ServerBuild>();
  for (const area of areas) {
    const kept: Routes = {};
    for (const [id, routeArea] of areaOfRoute) {
      // The home page stays in every copy: React Router's route discovery looks up "/" to tell
      // the browser about the routes above any page.
      if (routeArea !== null && routeArea !== "" && routeArea !== area) continue;
      // The route and every layout above it.
      for (
        let route = routes[id];
        route && !kept[route.id];
        route = route.parentId ? routes[route.parentId] : undefined
      ) {
        kept[route.id] = route;
      }
    }
    // The browser's route manifest is rendered from both lists, so both are cut alike.
    const assetRoutes = Object.fromEntries(Object.keys(kept).map((id) => [id, build.assets.routes[id]!]));
    builds.set(area, { ...build, routes: kept, assets: { ...build.assets, routes: assetRoutes } });
  }
  return builds;
}

/**
 * The area a request's path belongs to, as React Router would read it (data requests end in
 * `.data`; matching ignores case and percent-encoding), or null when the path is unusual enough
 * to be left to the whole build.
 */
export function areaOfPath(pathname: string, areas: ReadonlySet<Area> | Map<Area, unknown>): Area | null {
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  const match = /^\/([^/]*)/.exec(path);
  if (!match || path.startsWith("//")) return null;
  let first: string;
  try {
    first = decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return null;
  }
  if (first.includes("/") || first.includes("\\")) return null;
  return areas.has(first) ? first : "";
}
