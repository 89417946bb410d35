// The environment the container image sets for the server (the runtime stage's ENV lines of the
// Dockerfile), so the benchmark and the container test run the server as the image would.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./project.ts";

/** Variables of the last stage's ENV instructions (`ENV A=1 \ B="x y"`), by name. */
export function containerEnvironment(
  dockerfile = readFileSync(join(projectRoot, "Dockerfile"), "utf8"),
): Record<string, string> {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const env: Record<string, string> = {};
  for (const [, body] of lastStage.replace(/\\\n/g, " ").matchAll(/^ENV\s+(.*)$/gm)) {
    for (const [, name, quoted, plain] of body!.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) {
      env[name!] = quoted ?? plain ?? "";
    }
  }
  return env;
}

/** The variables that shape the server's memory, which the benchmark runs it with. */
export function containerMemorySettings(): Record<string, string> {
  const { NODE_OPTIONS, MALLOC_ARENA_MAX } = containerEnvironment();
  return {
    ...(NODE_OPTIONS ? { NODE_OPTIONS } : {}),
    ...(MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX } : {}),
  };
}
