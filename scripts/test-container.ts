// npm run test:container: builds the real image from the Dockerfile with buildah (no Docker engine
// needed) on a stand-in for node:24-slim made here, then runs it against a throwaway database:
// the image's config, its files, `npm run seed` and `npm run create-admin` inside it, its command
// serving pages as user node, its HEALTHCHECK, and a clean stop on SIGTERM. Ends with one
// "container: N passed, N failed" line. Why it works this way: docs/decisions/0017-container-test.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureContainerTools, type ImageConfig, imageConfig, removeQuietly } from "./lib/buildah.ts";
import { containerEnvironment } from "./lib/container-env.ts";
import { findFreePort, type LocalDatabase, startLocalDatabase } from "./lib/local-database.ts";
import { containerCacheDir, ensureNodeBaseImage, NODE_BASE_IMAGE } from "./lib/node-base-image.ts";
import {
  buildProjectImage,
  type ContainerProcess,
  runInContainer,
  startInContainer,
  workingContainer,
} from "./lib/project-image.ts";
import { TEST_SESSION_SECRET } from "./lib/server-process.ts";

const log = (message: string) => console.log(`[container] ${message}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const counts = { passed: 0, failed: 0 };

/** A step of the run, with its checks; a step that throws ends the run (the next ones would mean nothing). */
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const failedBefore = counts.failed;
  log(`${name}...`);
  try {
    const result = await action();
    const failed = counts.failed - failedBefore;
    log(`${name}: ${failed === 0 ? "ok" : `${failed} FAILED`} in ${seconds(started)}`);
    return result;
  } catch (error) {
    log(`${name}: FAILED in ${seconds(started)}`);
    throw error;
  }
}

/** One assertion about the image; a failure is counted and reported, and the run goes on. */
async function check(name: string, assertion: () => void | Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await assertion();
    counts.passed++;
    log(`  ok ${name} (${seconds(started)})`);
  } catch (error) {
    counts.failed++;
    log(`  FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function lastLines(text: string, count = 40): string {
  return text.trimEnd().split("\n").slice(-count).join("\n");
}

async function waitFor<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const runStamp = `${Date.now()}-${process.pid}`;
const imageTag = `localhost/sando-truck-container-test:${runStamp}`;
const scratch = mkdtempSync(join(tmpdir(), "sando-container-"));
const owner = { email: "owner@container-test.example", password: `owner-${runStamp}-katsu` };
const staff = { email: "second@container-test.example", password: `second-${runStamp}-sando` };
let container: string | undefined;
let database: LocalDatabase | undefined;
let server: ContainerProcess | undefined;
let failure: unknown;
const runStarted = Date.now();

try {
  await step("buildah and debootstrap", async () => ensureContainerTools(log));
  const release = await step(`base image ${NODE_BASE_IMAGE}`, async () => {
    const base = await ensureNodeBaseImage(log);
    const { nodeVersion, npmVersion } = base.release;
    log(
      `${base.made ? "made" : "cached"}: Node ${nodeVersion}, npm ${npmVersion} (tarballs in ${containerCacheDir()})`,
    );
    return base.release;
  });

  const buildLog = join(scratch, "build.log");
  await step("buildah build of the Dockerfile", async () => {
    const result = await buildProjectImage(imageTag, buildLog);
    if (result.code !== 0) {
      throw new Error(`buildah build failed (exit ${result.code}); its last lines:\n${lastLines(result.output)}`);
    }
  });

  const config = (await imageConfig(imageTag)) as ImageConfig;
  await step("image config", async () => {
    await check("the build stage ran scripts/container/build.sh", () => {
      const output = readFileSync(buildLog, "utf8");
      expect(/STEP \d+\/\d+: FROM node:24-slim AS build/.test(output), "no build stage FROM node:24-slim");
      expect(output.includes("RUN sh scripts/container/build.sh"), "build.sh did not run");
    });
    await check("it runs as USER node", () => expect(config.User === "node", `User is ${config.User}`));
    await check('its command is ["node", "server/main.ts"]', () =>
      expect(JSON.stringify(config.Cmd) === '["node","server/main.ts"]', `Cmd is ${JSON.stringify(config.Cmd)}`),
    );
    await check("its HEALTHCHECK asks /healthz", () => {
      const test = config.Healthcheck?.Test ?? [];
      expect(test[0] === "CMD-SHELL" && test[1]?.includes("/healthz"), `Healthcheck is ${JSON.stringify(test)}`);
    });
    await check("its ENV is the one container-env.ts reads from the Dockerfile (memory for 512 MB)", () => {
      const env = new Map(
        (config.Env ?? []).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
      );
      const expected = containerEnvironment();
      expect(/--max-old-space-size=\d+/.test(expected.NODE_OPTIONS ?? ""), "no --max-old-space-size in NODE_OPTIONS");
      for (const [name, value] of Object.entries(expected)) {
        expect(env.get(name) === value, `${name} is ${env.get(name)} in the image, ${value} in container-env.ts`);
      }
    });
  });

  const working = await workingContainer(imageTag);
  container = working.name;
  await step("image files", async () => {
    const app = join(working.root, "app");
    await check("the production build is in /app/build", () =>
      expect(existsSync(join(app, "build/server/index.js")), "no build/server/index.js"),
    );
    await check("only production dependencies remain", () => {
      expect(existsSync(join(app, "node_modules/mongoose")), "mongoose is missing");
      expect(!existsSync(join(app, "node_modules/vite")), "vite (a dev dependency) is present");
    });
    await check("/app/.data belongs to node", () =>
      expect(statSync(join(app, ".data")).uid === 1000, "/app/.data is not owned by uid 1000"),
    );
    await check("the build's npm cache and settings stayed out of the image", () => {
      for (const file of ["root/.npm", "root/.npmrc", "root/machine-ca-certificates.crt"]) {
        expect(!existsSync(join(working.root, file)), `/${file} is in the image`);
      }
    });
  });

  database = await step("throwaway database", () => startLocalDatabase({ dataDir: join(scratch, "db"), log }));
  const mongodbUri = `${database.uri}/sando_container_${Date.now()}`;
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  // What the README's Deploy section passes to `docker run`; the rest comes from the image.
  const runEnv = {
    MONGODB_URI: mongodbUri,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    LOG_REQUESTS: "false",
  };

  await step("node, npm, npm run seed and npm run create-admin in the container", async () => {
    await check(`node ${release.nodeVersion}, npm ${release.npmVersion} and npx are on PATH`, async () => {
      const result = await runInContainer(container!, ["sh", "-c", "node --version && npm --version && npx --version"]);
      const expected = `v${release.nodeVersion}\n${release.npmVersion}\n${release.npmVersion}`;
      expect(result.code === 0 && result.output.trim() === expected, `exit ${result.code}: ${result.output.trim()}`);
    });
    await check("npm run seed fills the database", async () => {
      const seed = await runInContainer(container!, ["npm", "run", "seed"], {
        ...runEnv,
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
      });
      expect(seed.code === 0 && seed.output.includes("[seed] added"), `exit ${seed.code}:\n${lastLines(seed.output)}`);
    });
    await check("npm run create-admin creates an admin", async () => {
      const createAdmin = await runInContainer(
        container!,
        ["npm", "run", "create-admin", "--", "--email", staff.email, "--password", staff.password],
        runEnv,
      );
      expect(
        createAdmin.code === 0 && createAdmin.output.includes(`created admin user ${staff.email}`),
        `exit ${createAdmin.code}:\n${lastLines(createAdmin.output)}`,
      );
    });
  });

  await step("the image's command serving", async () => {
    const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
    log(`starting ${JSON.stringify(command)} on port ${port}`);
    const started = startInContainer(container!, command, runEnv);
    server = started;
    await waitFor(
      "/healthz answering",
      async () => {
        if (started.child.exitCode !== null) {
          throw new Error(`the server exited with ${started.child.exitCode}:\n${lastLines(started.output())}`);
        }
        return fetch(`${url}/healthz`).then(
          (response) => (response.ok ? response : null),
          () => null,
        );
      },
      60_000,
    );

    await check("/healthz answers ok with the database up", async () => {
      const response = await fetch(`${url}/healthz`);
      const body = (await response.json()) as { status?: string; database?: string };
      expect(response.status === 200 && body.status === "ok" && body.database === "up", JSON.stringify(body));
    });
    await check("/menu renders the seeded menu", async () => {
      const response = await fetch(`${url}/menu`);
      const html = await response.text();
      expect(response.status === 200, `status ${response.status}`);
      expect(html.includes("Pork Katsu Sando"), "no Pork Katsu Sando on /menu");
    });
    for (const [who, account] of [
      ["the seed's ADMIN_EMAIL", owner],
      ["create-admin's admin", staff],
    ] as const) {
      await check(`${who} signs in through the API`, async () => {
        const response = await fetch(`${url}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(account),
        });
        const body = (await response.json()) as { success?: boolean; user?: { email?: string; role?: string } };
        expect(response.status === 200 && body.success === true, `status ${response.status}: ${JSON.stringify(body)}`);
        expect(body.user?.email === account.email && body.user.role === "owner", JSON.stringify(body.user));
      });
    }

    const pid = await waitFor("the server's process in /proc", () => started.hostPid(), 5_000);
    await check(`the server process (pid ${pid} here) runs as node, uid and gid 1000`, () => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const ids = (field: string) =>
        status
          .match(new RegExp(`^${field}:\\s+(.*)$`, "m"))?.[1]
          ?.trim()
          .split(/\s+/);
      expect(
        ids("Uid")?.every((id) => id === "1000"),
        `Uid: ${ids("Uid")?.join(" ")}`,
      );
      expect(
        ids("Gid")?.every((id) => id === "1000"),
        `Gid: ${ids("Gid")?.join(" ")}`,
      );
    });
    await check("the server runs with the image's memory settings", () => {
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      for (const name of ["NODE_OPTIONS", "MALLOC_ARENA_MAX"]) {
        const value = containerEnvironment()[name];
        expect(environ.includes(`${name}=${value}`), `${name} is not ${value}`);
      }
    });

    const healthcheck = config.Healthcheck?.Test?.[1] ?? "false";
    await check("the HEALTHCHECK command passes against the server", async () => {
      const result = await runInContainer(container!, ["/bin/sh", "-c", healthcheck], { PORT: String(port) });
      expect(result.code === 0, `exit ${result.code}: ${result.output}`);
    });
    await check("the HEALTHCHECK command fails where no server answers", async () => {
      const result = await runInContainer(container!, ["/bin/sh", "-c", healthcheck], {
        PORT: String(await findFreePort()),
      });
      expect(result.code !== 0, "exit 0 with nothing listening");
    });

    await check("SIGTERM stops it cleanly", async () => {
      process.kill(pid, "SIGTERM");
      const code = await Promise.race([
        started.exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]);
      expect(code !== null, "still running 20 s after SIGTERM");
      expect(code === 0, `exit ${code}:\n${lastLines(started.output())}`);
      expect(started.output().includes("shutdown complete"), `no "shutdown complete":\n${lastLines(started.output())}`);
    });
  });
} catch (error) {
  failure = error;
  console.error(`[container] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    const pid = server.hostPid();
    if (pid) process.kill(pid, "SIGKILL");
    server.child.kill("SIGKILL");
    await server.exited;
    if (failure) console.error(`[container] the server's last output:\n${lastLines(server.output())}`);
  }
  if (container) await removeQuietly("container", container);
  await removeQuietly("image", imageTag);
  await database?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

if (failure) counts.failed++;
log(`${counts.failed === 0 ? "passed" : "FAILED"} in ${seconds(runStarted)}`);
console.log(`container: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
