// Unexpected errors are logged once, by React Router's handleError (app/entry.server.tsx), as a
// JSON line carrying the request's id, the same id the response's X-Request-Id header and the
// request log give. The fault is real: a banner document whose message is not text (as a bad
// hand edit of the database would leave it) on a database of this file's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { type LogLine, logLines, waitForLog } from "#tests/support/request-log.ts";

const databaseUri = `${testMongoBase()}/sando_error_log_${Date.now()}`;
useTestDatabase(() => databaseUri);
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ mongodbUri: databaseUri, env: { LOG_REQUESTS: "true" } });
});
afterAll(async () => {
  await server?.stop();
});

/** The server's JSON lines about `requestId`, once `enough` says they are all there. */
function linesAbout(requestId: string, enough: (lines: LogLine[]) => boolean): Promise<LogLine[]> {
  return waitForLog(
    server,
    (lines) => {
      const about = lines.filter((line) => line.requestId === requestId);
      return enough(about) ? about : undefined;
    },
    `request id ${requestId}`,
  );
}

/** The request log's own line, written when the response has finished. */
const requestLogged = (lines: LogLine[]) => lines.some((line) => "status" in line);
/** handleError's line: level error, with the cause. */
const errorsIn = (lines: LogLine[]) => lines.filter((line) => line.level === "error" && "error" in line);

describe("request ids", () => {
  it("every answer carries one, and the request log names it", async () => {
    const response = await fetch(`${server.url}/about`);
    expect(response.status).toBe(200);
    const id = response.headers.get("X-Request-Id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [logged] = await linesAbout(id, requestLogged);
    expect(logged).toMatchObject({ requestId: id, path: "/about", status: 200 });
  });

  it("a proxy's id is kept when it looks like one, and replaced when it does not", async () => {
    const kept = await fetch(`${server.url}/about`, { headers: { "X-Request-Id": "proxy-7f3a.42" } });
    expect(kept.headers.get("X-Request-Id")).toBe("proxy-7f3a.42");
    const replaced = await fetch(`${server.url}/about`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("an unexpected error", () => {
  it("is answered 500 and logged exactly once, with the request's id and the cause", async () => {
    await BannerSettings.collection.insertOne({
      _id: BANNER_SETTINGS_ID as never,
      is_active: true,
      message: { not: "text" },
    });
    const requestId = "fault-under-test-1";
    const response = await fetch(`${server.url}/`, { headers: { "X-Request-Id": requestId } });
    expect(response.status).toBe(500);
    expect(response.headers.get("X-Request-Id")).toBe(requestId);

    // The error goes to stderr and the request log to stdout, which may arrive in either order;
    // a second failing request's error, on stderr after the first's, shows that stream is read
    // up to it, so a second error line for the first request would be here by then.
    const lines = await linesAbout(requestId, (about) => requestLogged(about) && errorsIn(about).length > 0);
    const next = await fetch(`${server.url}/`, { headers: { "X-Request-Id": `${requestId}-next` } });
    expect(next.status).toBe(500);
    await linesAbout(`${requestId}-next`, (about) => errorsIn(about).length > 0);
    const errors = errorsIn(logLines(server).filter((line) => line.requestId === requestId));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId, method: "GET", path: "/" });
    expect(String(errors[0]?.error)).toContain("trim");
    // The request log's own line for the same request: status 500, same id.
    expect(lines.filter((line) => line.status === 500)).toHaveLength(1);
  });
});
