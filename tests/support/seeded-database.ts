// A database of a browser test file's own, made by the same commands an installation uses.
import { spawnSync } from "node:child_process";
import type mongoose from "mongoose";

function runWith(databaseUri: string, args: string[]): void {
  const run = spawnSync(process.execPath, args, {
    env: { ...process.env, MONGODB_URI: databaseUri },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr}`);
}

/** Seeds the database at `databaseUri` as an installation is seeded. */
export function seedAsInstalled(databaseUri: string): void {
  runWith(databaseUri, ["scripts/seed.ts"]);
}

/** Seeds the database at `databaseUri` and gives it `account` as a portal user (an Owner until changed). */
export function seedWithAccount(databaseUri: string, account: { email: string; password: string }): void {
  seedAsInstalled(databaseUri);
  runWith(databaseUri, ["scripts/create-admin.ts", "--email", account.email, "--password", account.password]);
}

/** The app's model of a collection, bound to the connection `connection` gives (the file's own). */
export function modelsOn(connection: () => mongoose.Connection) {
  return <T extends { modelName: string; schema: mongoose.Schema }>(source: T) =>
    connection().model(source.modelName, source.schema) as unknown as T;
}
