// The feature folders of app/domain depend on each other one way: no two import each other,
// directly or through others (shared/ is the common base below them all). The lint's
// noImportCycles sees cycles of files; this reads the import graph of the folders, where a
// cycle shows even when no file imports itself back.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#scripts/lib/project.ts";

const domain = join(projectRoot, "app/domain");

/** Each feature folder and, for each folder it imports, one file that does (to name the arrow). */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const folders = readdirSync(domain, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders) {
    const arrows = new Map<string, string>();
    graph.set(folder.name, arrows);
    for (const file of readdirSync(join(domain, folder.name), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(domain, folder.name, file), "utf8");
      // Static and dynamic imports and re-exports, of values or types alike.
      for (const match of text.matchAll(/(?:from|import\()\s*"#app\/domain\/([^/"]+)\//g)) {
        const target = match[1] as string;
        if (target !== folder.name && !arrows.has(target)) {
          arrows.set(target, relative(projectRoot, join(domain, folder.name, file)));
        }
      }
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components of more than one). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(next) as number));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

/** "a -> b (file)" for each arrow inside the group, so the failure says which import to move. */
function describeCycle(group: string[], graph: Map<string, Map<string, string>>): string {
  const arrows = group.flatMap((from) =>
    [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([to, file]) => `${from} -> ${to} (${file})`),
  );
  return `${group.join(", ")}: ${arrows.join("; ")}`;
}

describe("the feature folders of app/domain", () => {
  const graph = folderImports();

  it("import each other one way only", () => {
    expect(cycles(graph).map((group) => describeCycle(group, graph))).toEqual([]);
  });

  it("have shared/ as their base, importing no feature", () => {
    expect([...(graph.get("shared")?.keys() ?? [])]).toEqual([]);
  });

  it("are each listed in the domain's README", () => {
    const readme = readFileSync(join(domain, "README.md"), "utf8");
    const missing = [...graph.keys()].filter((folder) => !readme.includes(`| \`${folder}/\` |`));
    expect(missing).toEqual([]);
  });
});
