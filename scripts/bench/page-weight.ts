// What a page makes the browser download before it can run: the JavaScript and CSS its HTML
// names (scripts, module preloads, stylesheets, the inline start's imports) and every module
// those import statically, measured from the files in build/client, raw and gzipped as the
// server sends them. Chunks loaded on demand (import(), the date picker) are not counted. The
// framework (React, React DOM, React Router: the "framework" chunk of vite.config.ts) is counted
// apart from the page's own code, for the JavaScript budget.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { projectRoot } from "#scripts/lib/project.ts";

export type AssetBytes = { raw: number; gzip: number; files: string[] };
export type PageWeight = { js: AssetBytes; css: AssetBytes; framework: AssetBytes; ownJs: AssetBytes };

const isFramework = (path: string) => /\/assets\/framework-[^/]+\.js$/.test(path);

const clientDir = join(projectRoot, "build/client");

function localPath(url: string, base: string): string | null {
  const resolved = new URL(url, base);
  if (resolved.origin !== new URL(base).origin) return null;
  return decodeURIComponent(resolved.pathname);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? "") : null;
}

/** The same-origin JS and CSS a page's HTML asks for. */
export function assetsOf(html: string, pageUrl: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase() ?? "";
    const src = tag.toLowerCase().startsWith("<script") ? attribute(tag, "src") : attribute(tag, "href");
    if (!src) continue;
    const path = localPath(src, pageUrl);
    if (!path) continue;
    if (tag.toLowerCase().startsWith("<script") || rel === "modulepreload") js.add(path);
    else if (rel === "stylesheet") css.add(path);
  }
  // React Router starts the app with an inline `import("/assets/entry.client-....js")`.
  for (const [, src] of html.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) {
    const path = src ? localPath(src, pageUrl) : null;
    if (path) js.add(path);
  }
  for (const [, src] of html.matchAll(/\bimport\s+[^;]*?from\s*["']([^"']+\.js)["']/g)) {
    const path = src ? localPath(src, pageUrl) : null;
    if (path) js.add(path);
  }
  return { js: [...js], css: [...css] };
}

function measure(paths: string[]): AssetBytes {
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const path of paths) {
    const file = join(clientDir, path);
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 6 }).length;
    files.push(path);
  }
  return { raw, gzip, files };
}

/** `paths` and every module they import statically, transitively. */
export function withStaticImports(paths: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...paths];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    // `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; not `import("./x.js")`.
    for (const [, specifier] of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(specifier!, `http://host${path}`).pathname);
    }
  }
  return [...seen];
}

export function pageWeight(html: string, pageUrl: string): PageWeight {
  const { js, css } = assetsOf(html, pageUrl);
  const allJs = withStaticImports(js);
  return {
    js: measure(allJs),
    css: measure(css),
    framework: measure(allJs.filter(isFramework)),
    ownJs: measure(allJs.filter((path) => !isFramework(path))),
  };
}
