// For a vitest file whose server sends real mail: a database of its own, a capturing SMTP server
// and a production server whose outbox (polled every 100 ms, retried after 100 ms) mails
// through it; the servers stopped and the database dropped when the file ends.
import mongoose from "mongoose";
import { afterAll, beforeAll } from "vitest";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "./database.ts";
import { testMongoBase } from "./environment.ts";
import { type SmtpCapture, startSmtpCapture } from "./smtp.ts";

export type MailingServer = {
  databaseUri: string;
  server: ServerProcess;
  /** The capture; a test that stops it may start another on `smtp.port` and put it here. */
  smtp: SmtpCapture;
};

/**
 * Starts them before the file's tests: the database is named `sando_<name>_<time>`, the capture
 * asks for a password with `requireAuth`, and `env(smtpPort)` is the rest of the server's settings
 * (SMTP_URL among them).
 */
export function mailingServerOfThisFile(
  name: string,
  env: (smtpPort: number) => Record<string, string>,
  { requireAuth = false }: { requireAuth?: boolean } = {},
): MailingServer {
  const databaseUri = `${testMongoBase()}/sando_${name}_${Date.now()}`;
  const mailing = { databaseUri } as MailingServer;
  useTestDatabase(() => databaseUri);
  beforeAll(async () => {
    mailing.smtp = await startSmtpCapture(await findFreePort(), { requireAuth });
    mailing.server = await startServerProcess({
      mongodbUri: databaseUri,
      env: { ...env(mailing.smtp.port), OUTBOX_POLL_MS: "100", OUTBOX_RETRY_BASE_MS: "100" },
    });
  });
  afterAll(async () => {
    await mailing.server?.stop();
    await mailing.smtp?.stop();
    await mongoose.connection.dropDatabase();
  });
  return mailing;
}
