// Password checks run in a bounded pool of worker threads (issue 14, recipe 4): a burst of
// sign-ins beyond what the pool holds is answered 503 with Retry-After and the busy message at
// once, never queued without end, while pages go on answering. (How much the pages slow down
// is measured by the login flood of `npm run bench`, not timed here.) A server of its own, in
// production mode, with one worker: an unknown e-mail is checked against a cost-12 hash.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "#app/domain/staff/user-tokens.server.ts";
import { DeviceCookie } from "#app/models/device-cookie.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { createTestAdmin, deleteTestAdmins } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

useTestDatabase();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    mongodbUri: testDatabaseUri(),
    env: { PASSWORD_WORKERS: "1", PASSWORD_HASH_COST: "12" },
  });
});
const emails: string[] = [];
afterAll(async () => {
  await server?.stop();
  await deleteTestAdmins(emails);
});

// Each test waits for a dozen or more cost-12 hashes on one worker: about 3 s on a quiet machine,
// well within the default 30 s at four times slower.
describe("a burst of sign-ins", () => {
  it("beyond the pool's queue is answered 503 with Retry-After at once, while pages answer", async () => {
    const run = Date.now().toString(36);
    const signIn = (index: number) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.77.${index}` },
        body: JSON.stringify({ email: `nobody-${run}-${index}@example.com`, password: "not-a-real-password" }),
      }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get("Retry-After"),
        body: (await response.json()) as { error?: string },
      }));
    const burst = Array.from({ length: 30 }, (_, index) => signIn(index + 1));
    const menu = await fetch(`${server.url}/menu`);
    expect(menu.status).toBe(200);
    const answers = await Promise.all(burst);

    const busy = answers.filter((answer) => answer.status === 503);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length + checked.length).toBe(30);
    // One running and eight waiting per worker: the rest are turned away.
    expect(checked.length).toBeGreaterThanOrEqual(9);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.body.error).toBe("The server is busy. Please try again in a moment.");
    }
    for (const answer of checked) expect(answer.body.error).toBe("Invalid email or password");
  });

  it("keeps room for a browser or app that signed in before (its device token), however many others wait", async () => {
    const owner = await createTestAdmin("flood");
    emails.push(owner.email);
    const login = (body: object, address: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address, ...headers },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { deviceToken?: string },
      }));
    const first = await login({ email: owner.email, password: owner.password }, "198.18.78.1");
    expect(first.status).toBe(200);
    // Tokens made here that are not valid for the owner's account (issue 43): another account's,
    // and one the owner's browser was told to forget.
    const colleague = await createTestAdmin("flood-colleague");
    emails.push(colleague.email);
    const colleagues = await login({ email: colleague.email, password: colleague.password }, "198.18.78.4");
    const forgotten = await login({ email: owner.email, password: owner.password }, "198.18.78.5");
    await DeviceCookie.deleteOne({ token_hash: hashToken(forgotten.body.deviceToken ?? "") });

    const run = Date.now().toString(36);
    const burst = Array.from({ length: 30 }, (_, index) =>
      login({ email: `nobody-${run}-${index}@example.com`, password: "not-a-real-password" }, `198.18.79.${index + 1}`),
    );
    // Once the flood fills the pool (each check takes a cost-12 hash on the one worker)...
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stranger = login({ email: owner.email, password: owner.password }, "198.18.78.2");
    const withDevice = login({ email: owner.email, password: owner.password }, "198.18.78.3", {
      "X-Device-Token": first.body.deviceToken ?? "",
    });
    const withOthers = [colleagues, forgotten].map((other, index) =>
      login({ email: owner.email, password: owner.password }, `198.18.78.${6 + index}`, {
        "X-Device-Token": other.body.deviceToken ?? "",
      }),
    );
    const answers = await Promise.all(burst);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect((await stranger).status).toBe(503);
    expect((await withDevice).status).toBe(200);
    expect((await Promise.all(withOthers)).map((answer) => answer.status)).toEqual([503, 503]);
  });
});
