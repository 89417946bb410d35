// Builds the project's Dockerfile, unchanged, with buildah (chroot isolation, Docker format so the
// HEALTHCHECK is kept, never pulling), and runs commands of the built image in a working
// container that shares this machine's network and process table.
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildah, runCommand } from "./buildah.ts";
import { containerCacheDir } from "./node-base-image.ts";
import { keepOutputTail } from "./output-tail.ts";
import { projectRoot } from "./project.ts";

/**
 * The build's home folder (/root of each RUN step): npm's cache, kept between runs, and, on a
 * machine whose HTTPS goes through a proxy with its own certificate authority, an `.npmrc` that
 * trusts it as this machine's npm does. A bind mount over a folder the image already has leaves
 * nothing in any layer.
 */
async function buildHome(): Promise<string> {
  const home = join(containerCacheDir(), "build-home");
  mkdirSync(home, { recursive: true });
  const npmCafile = (await runCommand("npm", ["config", "get", "cafile"])).output.trim();
  const authority = [process.env.NODE_EXTRA_CA_CERTS, npmCafile].find(
    (file) => file && file !== "null" && file !== "undefined" && existsSync(file),
  );
  if (authority) {
    copyFileSync(authority, join(home, "machine-ca-certificates.crt"));
    writeFileSync(join(home, ".npmrc"), "cafile=/root/machine-ca-certificates.crt\n");
  } else {
    rmSync(join(home, ".npmrc"), { force: true });
  }
  return home;
}

/** `buildah build` of the project's Dockerfile into `tag`; its output goes to `logFile`. */
export async function buildProjectImage(tag: string, logFile: string): Promise<{ code: number; output: string }> {
  const home = await buildHome();
  const result = await runCommand("buildah", [
    "build",
    "--isolation",
    "chroot",
    "--format",
    "docker",
    "--pull=never",
    "--volume",
    `${home}:/root`,
    "--tag",
    tag,
    projectRoot,
  ]);
  writeFileSync(logFile, result.output);
  return result;
}

export type ContainerProcess = {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code (buildah run's, which is the command's). */
  exited: Promise<number>;
  /** Its process id on this machine (chroot isolation keeps the host's PID namespace). */
  hostPid(): number | null;
};

/**
 * Starts `command` in the working container with `buildah run` (the image's user, working folder
 * and environment, plus `env`). A marker variable finds its process in /proc.
 */
export function startInContainer(container: string, command: string[], env: Record<string, string>): ContainerProcess {
  const marker = `SANDO_CONTAINER_PROCESS=${container}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const envArgs = [...Object.entries(env).map(([name, value]) => `${name}=${value}`), marker].flatMap((pair) => [
    "--env",
    pair,
  ]);
  const child = spawn("buildah", ["run", "--isolation", "chroot", ...envArgs, container, "--", ...command], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = keepOutputTail(child, 50_000);
  const exited = new Promise<number>((resolve) => {
    child.once("error", () => resolve(127));
    child.once("close", (code, signal) => resolve(code ?? (signal ? 128 : 0)));
  });
  return {
    child,
    output,
    exited,
    hostPid: () => findProcessByEnvironment(marker, command[command.length - 1] ?? ""),
  };
}

/** The process whose environment holds `marker` and whose command line ends with `lastArgument`. */
function findProcessByEnvironment(marker: string, lastArgument: string): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (!environ.includes(marker)) continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      if (argv.at(-1) === lastArgument && !argv[0]?.endsWith("buildah")) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}

/** Runs a command in the working container to its end. */
export async function runInContainer(
  container: string,
  command: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  const started = startInContainer(container, command, env);
  const code = await started.exited;
  return { code, output: started.output() };
}

/** A fresh working container of `image`; returns its name and where its file system is mounted. */
export async function workingContainer(image: string): Promise<{ name: string; root: string }> {
  const name = await buildah("from", "--pull=never", image);
  return { name, root: await buildah("mount", name) };
}
