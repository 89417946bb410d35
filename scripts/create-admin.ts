// npm run create-admin -- --email you@example.com [--password ...]
// Creates an admin user. Without --password it asks for one (input hidden is not possible in
// every terminal, so prefer ADMIN_PASSWORD in the environment for automation).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { createAdminUser, newAdminSchema } from "#app/domain/staff/users.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { openDevelopmentDatabase } from "./lib/development-database.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" } },
});

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

const email = values.email ?? process.env.ADMIN_EMAIL ?? (await ask("Admin e-mail: "));
const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await ask("Password (8+ characters): "));

const parsed = newAdminSchema.safeParse({ email, password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`create-admin: ${issue.message}`);
  process.exit(1);
}

const database = await openDevelopmentDatabase((message) => console.log(`[create-admin] ${message}`));
try {
  await connectDatabase(database.uri);
  const user = await createAdminUser(parsed.data);
  console.log(`[create-admin] created admin user ${user.email}`);
} catch (error) {
  console.error(`create-admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await disconnectDatabase();
  await database.stop();
}
