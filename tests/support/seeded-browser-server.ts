// For a browser test file that reads pages whole (the seeded menu and its PDF) or needs records no
// other file can change (the next stop): a database of the file's own, seeded as an installation
// is, and a production server on it; with `mail`, the server mails through a real SMTP server that
// keeps what it receives. The records go through a connection of the file's own: the worker's
// shared one may point at the main test database, which these files must never write to, let
// alone drop. The file's tests run in turn in one worker, so the servers start once per project,
// and stop with the database dropped.
import mongoose from "mongoose";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { test } from "./browser-test.ts";
import { testMongoBase } from "./environment.ts";
import { modelsOn, seedAsInstalled } from "./seeded-database.ts";
import { type SmtpCapture, startSmtpCapture } from "./smtp.ts";

export type SeededBrowserServer = {
  /** The address of `path` on the file's server. */
  url(path: string): string;
  /** The app's model of a collection, bound to the file's database. */
  model: ReturnType<typeof modelsOn>;
  /** What the server has mailed (with `mail`). */
  smtp(): SmtpCapture;
};

/** Registers the file's hooks; `env` is the server's further settings (a test clock, say). */
export function useSeededBrowserServer(
  name: string,
  { env = {}, mail = false }: { env?: Record<string, string>; mail?: boolean } = {},
): SeededBrowserServer {
  let connection: mongoose.Connection | undefined;
  let server: ServerProcess | undefined;
  let smtp: SmtpCapture | undefined;
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    // A database seeded and a server started: more than a test's 30 s on a loaded machine.
    test.setTimeout(90_000);
    const databaseUri = `${testMongoBase()}/sando_${name}_${process.pid}_${Date.now()}`;
    seedAsInstalled(databaseUri);
    connection = await mongoose.createConnection(databaseUri).asPromise();
    if (mail) smtp = await startSmtpCapture(await findFreePort());
    const mailSettings: Record<string, string> = smtp
      ? // The capture offers no STARTTLS; the outbox looks for mail every 100 ms.
        { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_REQUIRE_TLS: "false", OUTBOX_POLL_MS: "100" }
      : {};
    server = await startServerProcess({ mongodbUri: databaseUri, env: { ...env, ...mailSettings } });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await connection?.dropDatabase();
    await connection?.close();
  });

  return {
    url: (path) => {
      if (!server) throw new Error("The file's server has not started");
      return `${server.url}${path}`;
    },
    model: modelsOn(() => connection!),
    smtp: () => {
      if (!smtp) throw new Error("The file's server mails nowhere: ask for `mail`");
      return smtp;
    },
  };
}
