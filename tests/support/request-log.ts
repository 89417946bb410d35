// Requests to a server of a test's own, with what its request log (LOG_REQUESTS=true) says about
// them: how many database commands each issued (driver command monitoring, server/request-log.ts).
import type { ServerProcess } from "#scripts/lib/server-process.ts";

export type LogLine = {
  path?: string;
  status?: number;
  requestId?: string;
  dbCommands?: number;
  level?: string;
  [field: string]: unknown;
};

/** The JSON lines the server printed so far (of its last 20,000 characters: server-process.ts). */
export function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((text) => text.startsWith("{"))
    .map((text) => JSON.parse(text) as LogLine);
}

/**
 * Waits until the server has printed what `found` looks for in its log lines, and returns what
 * `found` returned. It checks again each time the server prints, not on a timer; the limit is
 * only for a line that never comes, and generous so that a slow machine is not mistaken for one.
 */
export async function waitForLog<T>(
  server: ServerProcess,
  found: (lines: LogLine[]) => T | undefined,
  what: string,
  limitMs = 30_000,
): Promise<T> {
  const now = found(logLines(server));
  if (now !== undefined) return now;
  const streams = [server.child.stdout, server.child.stderr].filter((stream) => stream !== null);
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      // After the server's own listener (added first) has taken the chunk into its output.
      setImmediate(() => {
        const result = found(logLines(server));
        if (result === undefined) return;
        stop();
        resolve(result);
      });
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no request log line for ${what} within ${limitMs} ms:\n${server.output()}`));
    }, limitMs);
    const stop = () => {
      clearTimeout(timer);
      for (const stream of streams) stream.off("data", check);
    };
    for (const stream of streams) stream.on("data", check);
  });
}

/** GETs `path` (with its query string) and returns the answer and its database command count. */
export async function getWithDatabaseCommands(
  server: ServerProcess,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; body: string; dbCommands: number }> {
  return requestWithDatabaseCommands(server, path, { headers });
}

/** Sends a request to `path` and returns the answer and its database command count. */
export async function requestWithDatabaseCommands(
  server: ServerProcess,
  path: string,
  init: RequestInit = {},
): Promise<{ response: Response; body: string; dbCommands: number }> {
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.text();
  // Found by its request id, which is unique (the log redacts query values, server/request-log.ts,
  // and the output kept is only its tail, so counting lines would not do). The line is written
  // when the response finishes, which may be just after the client has it.
  const requestId = response.headers.get("X-Request-Id");
  const dbCommands = await waitForLog(
    server,
    (lines) => lines.find((entry) => entry.requestId === requestId && entry.status === response.status)?.dbCommands,
    `${path} (request id ${requestId})`,
  );
  return { response, body, dbCommands };
}

/**
 * Waits out the server's start-up work (the enquiries' conversion and starting templates run
 * while it already answers): a write of its own ends every answer it keeps, so a page rendered
 * while that work finished is not kept, and the business details' copy is dropped, on a slow
 * machine's start. Needs the server's log (any LOG_REQUESTS: the line is always written).
 */
export function startUpDone(started: ServerProcess) {
  return waitForLog(
    started,
    (lines) => lines.find((line) => String(line.message ?? "").startsWith("ready:")),
    "the server's start-up work",
  );
}
