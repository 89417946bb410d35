// npm run seed [-- --if-empty]: fills the database with the starting content. Idempotent.
import { parseArgs } from "node:util";
import { isDatabaseEmpty, seedDatabase } from "#app/domain/seed/seed.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { openDevelopmentDatabase } from "./lib/development-database.ts";

const { values } = parseArgs({ options: { "if-empty": { type: "boolean", default: false } } });
const log = (message: string) => console.log(`[seed] ${message}`);

const database = await openDevelopmentDatabase(log);
try {
  await connectDatabase(database.uri);
  if (values["if-empty"] && !(await isDatabaseEmpty())) {
    log("database already has content; nothing to do");
  } else {
    const admin =
      process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
        ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
        : null;
    const report = await seedDatabase({
      admin,
      allowDevelopmentAdmin: process.env.NODE_ENV !== "production",
      log,
    });
    log(`added ${JSON.stringify(report)}`);
  }
} finally {
  await disconnectDatabase();
  await database.stop();
}
