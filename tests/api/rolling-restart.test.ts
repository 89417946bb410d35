// A rolling restart (issue 19): SIGTERM to a server under load answers every request it had
// accepted, tells keep-alive clients to go elsewhere (each answer from then on closes its
// connection, so a load balancer moves to the other servers instead of the server waiting out
// its grace period and cutting connections mid-request), logs no error and exits with 0.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

useTestDatabase();

type Outcome = { started: number; status: number | null; connection: string | null; error: string | null };

describe("SIGTERM under load", () => {
  it("answers what it accepted, closes connections after their answers, logs no error, exits 0", async () => {
    const server = await startServerProcess({ mongodbUri: testDatabaseUri(), env: { RESPONSE_CACHE_SECONDS: "0" } });
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    const outcomes: Outcome[] = [];
    let stopped = false;
    const clients = Array.from({ length: 8 }, async () => {
      while (!stopped) {
        const started = Date.now();
        try {
          const response = await fetch(`${server.url}/about`);
          await response.arrayBuffer();
          outcomes.push({
            started,
            status: response.status,
            connection: response.headers.get("connection"),
            error: null,
          });
        } catch (error) {
          outcomes.push({
            started,
            status: null,
            connection: null,
            error: String((error as { cause?: { code?: string } }).cause?.code ?? error),
          });
          // Refused: this server is gone, as a load balancer would notice.
          if (String(error).includes("fetch failed")) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    });
    await expect
      .poll(() => outcomes.filter((outcome) => outcome.status === 200).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(10);
    let signalledAt = Number.POSITIVE_INFINITY;
    // One request is half sent when the signal comes: it must still be answered, and its answer
    // must close the connection.
    const halfSent = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/send-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "22" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      });
      request.on("error", reject);
      request.write('{"email":"');
      setTimeout(() => {
        signalledAt = Date.now();
        server.child.kill("SIGTERM");
        setTimeout(() => request.end('x@example"}'.padEnd(12)), 500);
      }, 300);
    });
    const lastAnswer = await halfSent;
    const code = await exited;
    stopped = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    const accepted = outcomes.filter((outcome) => outcome.started < signalledAt);
    expect(accepted.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(lastAnswer).toEqual({ status: 400, connection: "close" });
    expect(outcomes.some((outcome) => outcome.status !== null && outcome.status >= 500)).toBe(false);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    expect(lines.some((line) => line.includes("shutdown complete"))).toBe(true);
  });
});
