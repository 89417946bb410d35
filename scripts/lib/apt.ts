// Debian's apt-get, for the tools npm test installs when a machine lacks them (Java for the Nu
// HTML Checker, poppler's pdftoppm for the printed signs' tests). Asynchronous, so the build runs
// beside it; dpkg installs one thing at a time, so callers take turns.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { keepOutputTail } from "./output-tail.ts";

/** Runs apt-get; its output is shown only when it fails, as the other steps print beside it. */
export function aptGet(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("apt-get", args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const output = keepOutputTail(child, 4000);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`apt-get ${args.join(" ")} failed:\n${output().trim()}`)),
    );
  });
}

/** A program on the PATH, or null. */
export function onPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const path = join(dir, program);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}
