// Requests to a server of a test's own, with what its request log (LOG_REQUESTS=true) says about
// them: how many database commands each issued (driver command monitoring, server/request-log.ts).
import type { ServerProcess } from "#scripts/lib/server-process.ts";

type LogLine = { path?: string; status?: number; requestId?: string; dbCommands?: number };

/** The request log lines the server printed so far. */
export function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((text) => text.startsWith("{"))
    .map((text) => JSON.parse(text) as LogLine);
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
  const linesBefore = logLines(server).length;
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.text();
  // Found by its request id: the log redacts query values (server/request-log.ts). The log line is
  // written when the response finishes; give it a moment to arrive.
  const requestId = response.headers.get("X-Request-Id");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = logLines(server)
      .slice(linesBefore)
      .find((entry) => entry.requestId === requestId && entry.status === response.status);
    if (typeof line?.dbCommands === "number") return { response, body, dbCommands: line.dbCommands };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request log line for ${path}:\n${server.output()}`);
}
