// The layers' arrows point one way (routes -> web -> domain -> models/lib/infra/content), the
// domain takes no Request and makes no Response, no import climbs out of its folder and no
// import cycle stands: Biome refuses each, with the
// project's own configuration. Each attempt is a small file laid out as it would be in app/, in a
// scratch copy of the configuration, so the real tree is never touched.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#scripts/lib/project.ts";

const attempts: Record<string, string> = {
  "app/domain/probe/http.ts": 'import { data } from "react-router";\nexport const x = data;\n',
  "app/domain/probe/conform.ts":
    'import type { Submission } from "@conform-to/react";\nexport type X = Submission<string>;\n',
  "app/domain/probe/remix-auth.ts": 'import { Authenticator } from "remix-auth";\nexport const y = Authenticator;\n',
  "app/domain/probe/form-strategy.ts":
    'import { FormStrategy } from "remix-auth-form";\nexport const y = FormStrategy;\n',
  "app/domain/probe/multipart.ts":
    'import { parseFormData } from "@remix-run/form-data-parser";\nexport const p = parseFormData;\n',
  "app/domain/probe/takes-a-request.ts": "export const url = (request: Request) => request.url;\n",
  "app/domain/probe/makes-a-response.ts": 'export const answer = () => new Response("x");\n',
  "app/domain/probe/up-to-web.ts": 'import { flash } from "#app/web/session.server.ts";\nexport const z = flash;\n',
  "app/domain/probe/up-to-server.ts":
    'import { startBackgroundWork } from "#server/background.ts";\nexport const b = startBackgroundWork;\n',
  "app/models/probe-up-to-domain.ts": 'import { DIETS } from "#app/domain/menu/dietary.ts";\nexport const d = DIETS;\n',
  "app/lib/probe-up-to-web.ts": 'import { SHARE_IMAGE } from "#app/web/seo.ts";\nexport const s = SHARE_IMAGE;\n',
  "app/web/probe-up-to-routes.ts": 'import Home from "#app/routes/public/home.tsx";\nexport const h = Home;\n',
  "app/components/probe-up-to-routes.ts": 'import Menu from "#app/routes/public/menu.tsx";\nexport const m = Menu;\n',
  "app/routes/public/probe-climb.ts": 'import { a } from "../../lib/gallery.ts";\nexport const g = a;\n',
  "tests/e2e/probe-climb.ts": 'import { uniqueName } from "../support/names.ts";\nexport const n = uniqueName;\n',
  "app/web/probe-cycle-a.ts":
    'import { b } from "#app/web/probe-cycle-b.ts";\nexport const a = 1;\nexport const c = b;\n',
  "app/web/probe-cycle-b.ts": 'import { a } from "./probe-cycle-a.ts";\nexport const b = a;\n',
  // A cycle of types ties the two files as much as one of values.
  "app/domain/probe/type-cycle-a.ts":
    'import type { B } from "./type-cycle-b.ts";\nexport type A = { b?: B };\nexport const LIMIT = 1;\n',
  "app/domain/probe/type-cycle-b.ts":
    'import { LIMIT } from "./type-cycle-a.ts";\nexport type B = { limit: typeof LIMIT };\n',
};
// What stays allowed: the same kinds of imports, pointing down or within a folder.
const allowed: Record<string, string> = {
  "app/domain/probe/down.ts":
    'import { Refusal } from "#app/domain/shared/refusal.ts";\nimport { AdminUser } from "#app/models/admin-user.server.ts";\nexport const r = [Refusal, AdminUser];\n',
  "app/web/probe-down.ts":
    'import { data } from "react-router";\nimport { Refusal } from "#app/domain/shared/refusal.ts";\nexport const w = [data, Refusal];\n',
  "app/routes/public/probe-sibling.ts": 'import { w } from "./probe-sibling-b.ts";\nexport const s = w;\n',
  "app/routes/public/probe-sibling-b.ts": "export const w = 1;\n",
};

let scratch = "";
let findings: Map<string, Set<string>>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "import-arrows-"));
  copyFileSync(join(projectRoot, "biome.jsonc"), join(scratch, "biome.jsonc"));
  copyFileSync(join(projectRoot, "package.json"), join(scratch, "package.json"));
  for (const [path, text] of Object.entries({ ...attempts, ...allowed })) {
    mkdirSync(join(scratch, dirname(path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const biome = join(projectRoot, "node_modules/.bin/biome");
  const output = await promisify(execFile)(
    biome,
    ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."],
    { cwd: scratch },
  ).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? "",
  );
  const report = JSON.parse(output) as { diagnostics: { category: string; location: { path: string } }[] };
  findings = new Map();
  for (const diagnostic of report.diagnostics) {
    const path = diagnostic.location.path.replace(/^\.\//, "");
    findings.set(path, (findings.get(path) ?? new Set()).add(diagnostic.category));
  }
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the lint refuses imports against the layers", () => {
  it.each(Object.keys(attempts))("%s", (path) => {
    const rule = path.includes("cycle")
      ? "lint/suspicious/noImportCycles"
      : /request|response/.test(path)
        ? "lint/style/noRestrictedGlobals"
        : "lint/style/noRestrictedImports";
    expect([...(findings.get(path) ?? [])]).toContain(rule);
  });

  it.each(Object.keys(allowed))("but lets %s through", (path) => {
    expect([...(findings.get(path) ?? [])]).toEqual([]);
  });
});
