// Which HTTP methods each URL takes, decided once for every route from the route modules
// themselves: a page or a loader takes GET and HEAD; an action takes POST, or the methods its
// `handle.actionMethods` names (the JSON API's PUT and DELETE). Any other method is answered 405
// with an Allow header before React Router sees it, which would otherwise hand PUT or DELETE to
// a page's POST action, answer OPTIONS with the loader, and fail with a 500 on TRACE.
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteModule = {
  default?: unknown;
  loader?: unknown;
  action?: unknown;
  handle?: { actionMethods?: readonly string[] };
};

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();
// matchRoutes flattens and ranks the whole route tree on every call: a third of the CPU time of
// a small route's request, by the profile. The answer depends only on the path (and `?index`),
// so it is kept per path; the bound keeps made-up paths from growing the map without end.
const answers = new WeakMap<ServerBuild["routes"], Map<string, string[]>>();
const MAX_REMEMBERED_PATHS = 2_000;

function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    nodes.set(route.id, route.index ? { ...common, index: true } : { ...common, children: [] });
  }
  tree = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? tree).push(node);
  }
  trees.set(routes, tree);
  return tree;
}

/** The methods `pathname` takes (React Router's data requests end in `.data`). */
export function allowedMethods(build: ServerBuild, pathname: string, search: URLSearchParams): string[] {
  let remembered = answers.get(build.routes);
  if (!remembered) {
    remembered = new Map();
    answers.set(build.routes, remembered);
  }
  const key = `${search.has("index") ? "?index " : ""}${pathname}`;
  let methods = remembered.get(key);
  if (!methods) {
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear();
    methods = methodsOf(build, pathname, search);
    remembered.set(key, methods);
  }
  return methods;
}

function methodsOf(build: ServerBuild, pathname: string, search: URLSearchParams): string[] {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routeTree(build.routes), path) ?? [];
  const moduleOf = (id: string | undefined) => (id ? build.routes[id]?.module : undefined) as RouteModule | undefined;
  const leaf = matches.at(-1)?.route;
  if (!leaf) return [];
  const methods: string[] = [];
  const leafModule = moduleOf(leaf.id);
  if (leafModule?.default || leafModule?.loader) methods.push("GET", "HEAD");
  // A form posting to an index route's URL reaches its parent's action unless it says `?index`.
  const target = leaf.index && !search.has("index") ? matches.at(-2)?.route : leaf;
  const targetModule = moduleOf(target?.id);
  if (targetModule?.action) methods.push(...(targetModule.handle?.actionMethods ?? ["POST"]));
  return methods;
}

const METHOD_NOT_ALLOWED_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>405 Method Not Allowed | Sando Truck</title></head>
<body><main><h1>405 Method Not Allowed</h1><p>This address does not accept that kind of request.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;

/** Express middleware: 405 (204 for OPTIONS) with Allow for a method the matched route does not take. */
export function allowedMethodsGate(loadBuild: () => ServerBuild | Promise<ServerBuild>) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      if (request.path === "/__manifest") return next();
      const url = new URL(request.originalUrl, "http://localhost");
      const build = loadBuild();
      const methods = allowedMethods(build instanceof Promise ? await build : build, url.pathname, url.searchParams);
      if (methods.includes(request.method)) return next();
      const allow = [...methods, "OPTIONS"].join(", ");
      response.set({ Allow: allow, "Cache-Control": "no-store" });
      if (request.method === "OPTIONS") return void response.status(204).end();
      // The body the client may still be sending is not wanted.
      request.resume();
      if (url.pathname.startsWith("/api/")) {
        return void response.status(405).json({ success: false, error: "Method not allowed" });
      }
      response.status(405).type("html").send(METHOD_NOT_ALLOWED_PAGE);
    } catch (error) {
      next(error);
    }
  };
}
