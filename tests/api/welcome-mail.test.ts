// POST /api/send-welcome-email tells no one who is subscribed, by its answer or by the work it does
// before answering, and each client may call it only so often (issue 27).
import { join } from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { scratchDir, testMongoBase } from "#tests/support/environment.ts";
import { requestWithDatabaseCommands } from "#tests/support/request-log.ts";

const databaseName = `sando_welcome_${Date.now()}`;
const WELCOMES_PER_HOUR = 3;
let server: ServerProcess;

useTestDatabase(() => `${testMongoBase()}/${databaseName}`);

beforeAll(async () => {
  server = await startServerProcess({
    mongodbUri: `${testMongoBase()}/${databaseName}`,
    env: {
      LOG_REQUESTS: "true",
      RATE_LIMIT_WELCOME_MAILS_PER_HOUR: String(WELCOMES_PER_HOUR),
      MAIL_OUTBOX_DIR: join(scratchDir(), `welcome-outbox-${Date.now()}`),
      OUTBOX_POLL_MS: "100",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

let clientNumber = 0;
/** A client address of its own, so one request's limit never affects another's work. */
function newClient(): string {
  clientNumber += 1;
  return `203.0.113.${clientNumber}`;
}

function askForWelcome(email: string, client = newClient()) {
  return requestWithDatabaseCommands(server, "/api/send-welcome-email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ email }),
  });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe("POST /api/send-welcome-email", () => {
  it("answers and works the same for a subscriber, a former one, an unconfirmed one and a stranger, and welcomes only the subscriber", async () => {
    const subscriber = unique("new-reader");
    const welcomed = unique("old-reader");
    const former = unique("former-reader");
    const unconfirmed = unique("unconfirmed-reader");
    const stranger = unique("stranger");
    const created = await NewsletterSubscriber.create([
      { email: subscriber },
      { email: welcomed },
      { email: former, unsubscribed_at: new Date() },
      // Asked, never followed the confirmation link (issue 31): no welcome until it does.
      {
        email: unconfirmed,
        confirmed_at: null,
        pending: { topics: ["news"], wording: "test", form: "api", client_hash: "", requested_at: new Date() },
      },
    ]);
    await OutboxMessage.create({
      kind: "newsletter-welcome",
      related_id: created[1]!._id.toString(),
      to: welcomed,
      subject: "Welcome",
      text: "Welcome",
      html: "<p>Welcome</p>",
      status: "sent",
    });

    const answers: { status: number; body: string; dbCommands: number }[] = [];
    for (const email of [subscriber, welcomed, former, unconfirmed, stranger]) {
      const { response, body, dbCommands } = await askForWelcome(email);
      answers.push({ status: response.status, body, dbCommands });
    }
    // The same answer, from the same database commands, whoever the address is.
    expect(answers).toEqual(answers.map(() => answers[4]));
    expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ success: true }) });

    // The lookup happens after the answer: the subscriber not yet welcomed is welcomed, once.
    await expect
      .poll(() => OutboxMessage.countDocuments({ kind: "newsletter-welcome", to: subscriber }), { timeout: 5000 })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await OutboxMessage.countDocuments({ to: { $in: [former, unconfirmed, stranger] } })).toBe(0);
    expect(await OutboxMessage.countDocuments({ to: welcomed })).toBe(1);
  });

  it(`limits each client to ${WELCOMES_PER_HOUR} calls an hour (an IPv6 client by its /64), with subscribe's message`, async () => {
    const client = newClient();
    for (let call = 0; call < WELCOMES_PER_HOUR; call += 1) {
      expect((await askForWelcome(unique("reader"), client)).response.status).toBe(200);
    }
    const refused = await askForWelcome(unique("reader"), client);
    expect(refused.response.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      error: "You've sent several requests in a short time. Please wait a while and try again, or contact us directly.",
    });
    // Someone else is not affected.
    expect((await askForWelcome(unique("reader"))).response.status).toBe(200);

    const network = `2001:db8:${(Date.now() % 0xffff).toString(16)}:27`;
    const statuses: number[] = [];
    for (let host = 1; host <= WELCOMES_PER_HOUR + 1; host += 1) {
      statuses.push((await askForWelcome(unique("reader"), `${network}::${host}`)).response.status);
    }
    expect(statuses).toEqual([...Array<number>(WELCOMES_PER_HOUR).fill(200), 429]);
  });
});
