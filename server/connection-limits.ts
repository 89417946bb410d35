// What one client may hold of the server (issue 26). Without these, one connection that pipelines
// requests and never reads, or a phone that stalls mid-download, keeps its socket for as long as
// it likes, and enough of them from one address take every connection the server can serve.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { TOO_MANY_CONNECTIONS_MESSAGE } from "#app/content/messages.ts";

/** The request line and headers must arrive within this. */
export const HEADERS_TIMEOUT_MS = 20_000;
/** A whole request, body included: a 10 MB photo from a phone on a weak signal still arrives. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** After this many requests a keep-alive connection is closed (the client opens another). */
export const MAX_REQUESTS_PER_CONNECTION = 100;

export type ConnectionLimits = {
  /** Nothing read or written for this long closes the socket, in a request or between two. */
  idleTimeoutMs: number;
  /** Concurrent connections per socket address; 0 for no cap. */
  maxPerAddress: number;
  /** Peers the cap does not apply to: trusted proxies carry many visitors on their connections. */
  isTrustedProxy(address: string): boolean;
};

/** Sets the limits on `server`; returns the middleware that answers connections over the cap. */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = limits.idleTimeoutMs;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  // Without a 'timeout' listener Node destroys a socket idle for this long (reading or writing).
  server.setTimeout(limits.idleTimeoutMs);

  const open = new Map<string, number>();
  const overCap = new WeakSet<Socket>();
  if (limits.maxPerAddress > 0) {
    server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address || limits.isTrustedProxy(address)) return;
      const count = open.get(address) ?? 0;
      if (count >= limits.maxPerAddress) {
        // Answered (below) rather than dropped, so a real browser behind a shared address is
        // told to come back instead of seeing a reset connection.
        overCap.add(socket);
        return;
      }
      open.set(address, count + 1);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (!overCap.has(request.socket)) return next();
    response.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      Connection: "close",
    });
    response.end(`${TOO_MANY_CONNECTIONS_MESSAGE}\n`);
  };
}
