// Every route of app/routes.ts as its URL pattern ("/admin/events/edit/:id") and module, for the
// tests that must cover each one: the layout net visits every page, the rights walk finds a row
// for every portal and admin API route.
import routeConfig from "#app/routes.ts";

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
export type AppRoute = { pattern: string; file: string };

function flatten(entries: RouteEntry[], parent = ""): AppRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    const own = entry.children ? [] : [{ pattern, file: entry.file }];
    return [...own, ...flatten(entry.children ?? [], pattern)];
  });
}

/** The routes of app/routes.ts (layouts left out: each route under one is listed with its full path). */
export function appRoutes(): AppRoute[] {
  return flatten(routeConfig as RouteEntry[]);
}
