// The server matches each request against the routes of its first path segment only
// (server/route-areas.ts). Over the product's real route table, that must pick the same routes
// as matching against all of them, for every route's own address and its odd variants.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { areaOfPath, buildsByArea } from "#server/route-areas.ts";

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type ManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean };

/** The route manifest React Router's build makes of app/routes.ts (ids default to the file). */
function manifestOf(entries: ConfigEntry[], parentId = "root", into: Record<string, ManifestEntry> = {}) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    into[id] = { id, parentId, path: entry.path, index: entry.index };
    manifestOf(entry.children ?? [], id, into);
  }
  return into;
}

const manifest = { root: { id: "root", path: "" }, ...manifestOf(routeConfig as ConfigEntry[]) };
const build = {
  routes: Object.fromEntries(Object.entries(manifest).map(([id, route]) => [id, { ...route, module: {} }])),
  assets: { routes: Object.fromEntries(Object.keys(manifest).map((id) => [id, { id }])) },
} as unknown as ServerBuild;

function tree(routes: ServerBuild["routes"]): RouteObject[] {
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    nodes.set(
      route!.id,
      route!.index ? { id: route!.id, index: true } : { id: route!.id, path: route!.path, children: [] },
    );
  }
  const top: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    const parent = route!.parentId ? nodes.get(route!.parentId) : undefined;
    (parent?.children ?? top).push(nodes.get(route!.id)!);
  }
  return top;
}

const matchedIds = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((match) => match.route.id) ?? [];

function fullPathOf(id: string): string {
  const parts: string[] = [];
  for (
    let route: ManifestEntry | undefined = manifest[id as keyof typeof manifest];
    route;
    route = route.parentId ? manifest[route.parentId as keyof typeof manifest] : undefined
  ) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`;
}

describe("route areas", () => {
  const areas = buildsByArea(build);
  const wholeTree = tree(build.routes);
  const samples = Object.keys(manifest).flatMap((id) => {
    const path = fullPathOf(id)
      .replace(/:[\w-]+/g, "x1")
      .replace(/\*$/, "some/where");
    return [
      path,
      path.toUpperCase(),
      `${path}/`,
      `${path}/extra`,
      `${path}.data`,
      encodeURI(path).replace(/a/g, "%61"),
    ];
  });
  samples.push(
    "/",
    "/_.data",
    "/nothing-here",
    "/api",
    "/admin",
    "/api/nothing",
    "/admin/nothing/at/all",
    "/%ZZ",
    "//api/menu-items",
  );

  it("splits the product into several areas, each smaller than the whole", () => {
    expect(areas.size).toBeGreaterThan(5);
    for (const [area, areaBuild] of areas) {
      expect(Object.keys(areaBuild.routes).length, area).toBeLessThan(Object.keys(build.routes).length);
      expect(Object.keys(areaBuild.assets.routes)).toEqual(Object.keys(areaBuild.routes));
    }
    expect(Object.keys(areas.get("api")!.routes)).not.toContain("routes/admin/users");
  });

  it.each(samples)("%s matches the same routes in its area as in the whole route table", (sample) => {
    const pathname = sample;
    const area = areaOfPath(pathname, areas);
    const dataless = pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.replace(/\.data$/, "");
    const routes = area === null ? wholeTree : tree(areas.get(area)!.routes);
    expect(matchedIds(routes, dataless)).toEqual(matchedIds(wholeTree, dataless));
  });
});
