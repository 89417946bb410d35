// The database for `npm run dev`, `npm run seed` and `npm run create-admin`: MONGODB_URI when
// set; otherwise the local server on LOCAL_DB_PORT, reused if `npm run dev` already runs it.
import { join } from "node:path";
import { startLocalDatabase, waitForPort } from "./local-database.ts";
import { projectRoot } from "./project.ts";

export const DEFAULT_LOCAL_DB_PORT = 27027;
export const DEVELOPMENT_DATABASE_NAME = "sando_truck";

export type DevelopmentDatabase = { uri: string; stop(): Promise<void> };

export async function openDevelopmentDatabase(log: (message: string) => void): Promise<DevelopmentDatabase> {
  if (process.env.MONGODB_URI) {
    log("using the database at MONGODB_URI");
    return { uri: process.env.MONGODB_URI, stop: async () => {} };
  }
  const port = Number(process.env.LOCAL_DB_PORT ?? DEFAULT_LOCAL_DB_PORT);
  const uri = `mongodb://127.0.0.1:${port}/${DEVELOPMENT_DATABASE_NAME}`;
  const alreadyRunning = await waitForPort(port, 200).then(
    () => true,
    () => false,
  );
  if (alreadyRunning) {
    log(`using the local database already running on 127.0.0.1:${port}`);
    return { uri, stop: async () => {} };
  }
  const database = await startLocalDatabase({
    dataDir: process.env.LOCAL_DB_DIR ?? join(projectRoot, ".data/dev"),
    port,
    log,
  });
  return { uri, stop: () => database.stop() };
}
