// Production servers on one test database, each with its clock fixed at a scene's moment
// (TEST_CLOCK_NOW), for the browser tests that look at the same stops at different times; and
// their end, with the database the file made for them.
import type mongoose from "mongoose";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";

/** Starts one server per scene (all at once) into `servers`. */
export async function startSceneServers<Scene extends string>(
  databaseUri: string,
  scenes: Record<Scene, string>,
  servers: Map<Scene, ServerProcess>,
): Promise<void> {
  await Promise.all(
    (Object.entries(scenes) as [Scene, string][]).map(async ([scene, now]) => {
      servers.set(
        scene,
        await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: now } }),
      );
    }),
  );
}

/** Stops the scenes' servers, then drops and closes their database. */
export async function stopSceneServers(
  servers: Map<string, ServerProcess>,
  connection: mongoose.Connection | undefined,
): Promise<void> {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await connection?.dropDatabase();
  await connection?.close();
}
