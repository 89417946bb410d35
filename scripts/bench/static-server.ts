// The yardstick for the load benchmark: a minimal static file server that answers each route
// with a file saved from the app's own response, read from disk on every request as a plain
// file server would. Runs as a child process of scripts/bench/load.ts, so it has an event loop
// of its own like the app server; it reports its port over IPC.
// Usage: node scripts/bench/static-server.ts <routes.json>, where routes.json maps a URL path
// to { "file": "/absolute/path", "contentType": "text/html; charset=utf-8" }.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";

export type StaticRoutes = Record<string, { file: string; contentType: string }>;

const routesFile = process.argv[2];
if (!routesFile || !process.send) {
  console.error("usage: started by scripts/bench/load.ts with an IPC channel and a routes file");
  process.exit(2);
}
const routes = JSON.parse(readFileSync(routesFile, "utf8")) as StaticRoutes;

const server = createServer((request, response) => {
  const route = routes[new URL(request.url ?? "/", "http://static").pathname];
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  readFile(route.file).then(
    (body) => {
      response.writeHead(200, { "content-type": route.contentType, "content-length": body.length });
      response.end(body);
    },
    () => response.writeHead(500).end(),
  );
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send!({ port: typeof address === "object" && address ? address.port : 0 });
});
// Ends with its parent rather than outliving a crashed bench.
process.on("disconnect", () => process.exit(0));
