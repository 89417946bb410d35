// Production servers on a test database of the file's own, each with its clock fixed at a
// scene's moment (TEST_CLOCK_NOW), for the browser tests that look at the same stops at
// different times. The file's tests run in turn in one worker, so the servers start once per
// project, after the file's records are laid down, and stop with the database dropped.
import mongoose from "mongoose";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { test } from "./browser-test.ts";
import { testMongoBase } from "./environment.ts";

/**
 * Registers the file's hooks: `seed` writes its records through a connection of the file's own
 * (the worker's shared one may point at the main test database, which these files must never
 * write to, let alone drop). Returns the servers by scene, filled once the hook has run.
 */
export function useSceneServers<Scene extends string>(
  name: string,
  scenes: Record<Scene, string>,
  seed: (connection: mongoose.Connection) => Promise<void>,
): ReadonlyMap<Scene, ServerProcess> {
  const databaseUri = `${testMongoBase()}/sando_${name}_${process.pid}_${Date.now()}`;
  const servers = new Map<Scene, ServerProcess>();
  let connection: mongoose.Connection | undefined;
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    // Several servers start at once: on a machine shared with other runs that takes longer than a test.
    test.setTimeout(90_000);
    connection = await mongoose.createConnection(databaseUri).asPromise();
    await seed(connection);
    await Promise.all(
      (Object.entries(scenes) as [Scene, string][]).map(async ([scene, now]) => {
        const env = { NODE_ENV: "test", TEST_CLOCK_NOW: now };
        servers.set(scene, await startServerProcess({ mongodbUri: databaseUri, env }));
      }),
    );
  });

  test.afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await connection?.dropDatabase();
    await connection?.close();
  });
  return servers;
}
