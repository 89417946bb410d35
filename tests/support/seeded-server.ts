// For a test file that needs the whole of a database (a page listing every record, compared in
// full): a database of its own, seeded as an installation is, and a production server on it.
import { execFileSync } from "node:child_process";
import mongoose from "mongoose";
import { afterAll, beforeAll } from "vitest";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "./database.ts";
import { testMongoBase } from "./environment.ts";

/** Sets up the file's seeded database and server (hooks); returns the server, once started. */
export function useSeededServer(name: string): () => ServerProcess {
  const databaseUri = `${testMongoBase()}/sando_${name}_${Date.now()}`;
  let server: ServerProcess | undefined;
  useTestDatabase(() => databaseUri);
  beforeAll(async () => {
    execFileSync(process.execPath, ["scripts/seed.ts"], {
      cwd: projectRoot,
      env: { ...process.env, MONGODB_URI: databaseUri },
      stdio: "ignore",
    });
    server = await startServerProcess({ mongodbUri: databaseUri });
  });
  afterAll(async () => {
    await server?.stop();
    await mongoose.connection.dropDatabase();
  });
  return () => {
    if (!server) throw new Error("The seeded server has not started");
    return server;
  };
}
