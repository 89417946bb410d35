// Buildah for `npm run test:container`: installs it (and debootstrap) from Debian's packages when
// missing, runs its commands, and reads image configs. No Docker engine is needed or used.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Debian packages the container test needs, by the command each provides. */
const TOOLS = { buildah: "buildah", debootstrap: "debootstrap" } as const;

function onPath(name: string): boolean {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, name)) && statSync(join(dir, name)).isFile());
}

/** Installs buildah and debootstrap with apt-get when either is missing (as root, like Chromium for npm test). */
export function ensureContainerTools(log: (message: string) => void): void {
  const missing = Object.entries(TOOLS)
    .filter(([command]) => !onPath(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(" and ")}. Install (Debian: sudo apt-get install -y ${missing.join(" ")}).`,
    );
  }
  log(`installing Debian's ${missing.join(" and ")}...`);
  for (const args of [["update"], ["install", "-y", ...missing]]) {
    // apt's progress is printed only when it fails, to keep the run's output to its steps.
    const result = spawnSync("apt-get", args, {
      encoding: "utf8",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args.join(" ")} failed:\n${`${result.stdout}${result.stderr}`.trim().slice(-4000)}`);
    }
  }
}

export type CommandResult = { code: number; output: string };

/** Runs a command to its end and returns its exit code and its output (stdout and stderr, interleaved). */
export function runCommand(command: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 0), output }));
  });
}

/** Runs `buildah <args>` and returns its standard output, trimmed; throws with its output when it fails. */
export async function buildah(...args: string[]): Promise<string> {
  const result = await runCommand("buildah", args);
  if (result.code !== 0) {
    throw new Error(`buildah ${args.join(" ")} failed (exit ${result.code}):\n${result.output.trim()}`);
  }
  return result.output.trim();
}

/** The parts of a Docker image config the container test reads (`buildah inspect`). */
export type ImageConfig = {
  User?: string;
  Env?: string[];
  Entrypoint?: string[] | null;
  Cmd?: string[] | null;
  WorkingDir?: string;
  Labels?: Record<string, string> | null;
  Healthcheck?: { Test?: string[]; Interval?: number; Timeout?: number; StartPeriod?: number; Retries?: number };
};

/** The image's Docker config, or null when no image of that name is in buildah's storage. */
export async function imageConfig(image: string): Promise<ImageConfig | null> {
  const result = await runCommand("buildah", ["inspect", "--type", "image", image]);
  if (result.code !== 0) return null;
  const inspected = JSON.parse(result.output) as {
    Docker?: { config?: ImageConfig };
    OCIv1?: { config?: ImageConfig };
  };
  return inspected.Docker?.config ?? inspected.OCIv1?.config ?? {};
}

/** Removes a working container or an image, ignoring one that is already gone. */
export async function removeQuietly(kind: "container" | "image", name: string): Promise<void> {
  await runCommand("buildah", kind === "container" ? ["rm", name] : ["rmi", "--force", name]);
}
