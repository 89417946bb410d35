// No Docker engine runs here, so this test performs the Dockerfile's steps outside Docker:
// the build stage's script in a clean copy of the repository, then the image's start command.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { containerEnvironment, containerMemorySettings } from "#scripts/lib/container-env.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { startServerProcess, type ServerProcess } from "#scripts/lib/server-process.ts";
import { scratchDir, testDatabaseUri } from "#tests/support/environment.ts";

const dockerfile = readFileSync(join(projectRoot, "Dockerfile"), "utf8");
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("the container recipe", () => {
  it("runs the build script and starts the app with the image's own command", () => {
    expect(dockerfile).toMatch(/^FROM node:24-slim AS build$/m);
    expect(dockerfile).toContain("RUN sh scripts/container/build.sh");
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toContain('CMD ["node", "server/main.ts"]');
  });

  it("builds from a clean copy and serves the menu", { timeout: 600_000 }, async () => {
    // What `COPY . .` sees: the repository's files less .dockerignore (git's view of it).
    const context = join(scratchDir(), "container-context");
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: projectRoot,
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => file && existsSync(join(projectRoot, file)));
    for (const file of files) {
      mkdirSync(dirname(join(context, file)), { recursive: true });
      cpSync(join(projectRoot, file), join(context, file));
    }

    execFileSync("sh", ["scripts/container/build.sh"], { cwd: context, stdio: "pipe" });
    expect(existsSync(join(context, "build/server/index.js"))).toBe(true);
    // Only production dependencies remain in the image.
    expect(existsSync(join(context, "node_modules/vite"))).toBe(false);
    expect(existsSync(join(context, "node_modules/mongoose"))).toBe(true);

    // With the image's memory settings for a 512 MB instance (NODE_OPTIONS, MALLOC_ARENA_MAX).
    const imageEnv = containerEnvironment();
    expect(imageEnv.NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
    server = await startServerProcess({ mongodbUri: testDatabaseUri(), cwd: context, env: containerMemorySettings() });
    const menu = await fetch(`${server.url}/menu`);
    expect(menu.status).toBe(200);
    expect(await menu.text()).toContain("Pork Katsu Sando");
  });
});
