// npm run dev: local database (unless MONGODB_URI is set), seed on first start, dev server.
// Run with `node --conditions=development` (as the npm script does): Vite loads React Router's
// development build for the app, and packages that Node loads itself (@react-router/express)
// must get the same copy, or the request context fails React Router's instanceof check.
import { spawnSync } from "node:child_process";
import { closeOnSignals, startServer } from "#server/main.ts";
import { openDevelopmentDatabase } from "./lib/development-database.ts";
import { projectRoot } from "./lib/project.ts";

const log = (message: string) => console.log(`[dev] ${message}`);
const database = await openDevelopmentDatabase(log);
process.env.MONGODB_URI = database.uri;

// Seeding runs in its own process so the dev server's module graph stays its own.
const seed = spawnSync(process.execPath, ["scripts/seed.ts", "--if-empty"], {
  cwd: projectRoot,
  stdio: "inherit",
});
if (seed.status !== 0) {
  await database.stop();
  process.exit(seed.status ?? 1);
}

const running = await startServer("development");
closeOnSignals(async () => {
  await running.close();
  await database.stop();
});
