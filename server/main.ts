// The HTTP server process: security headers, static files, compression, request logs,
// graceful shutdown.
// `node server/main.ts` serves the production build; scripts/dev.ts starts it in development
// mode with Vite's dev middleware instead.
import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import compression from "compression";
import express from "express";
import onHeaders from "on-headers";
import { parseConfig } from "#app/infra/config.server.ts";
import { limitConnections } from "./connection-limits.ts";
import { log } from "./log.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { trustedProxyCheck } from "./trust-proxy.ts";

type AppModule = {
  app: express.Express;
  startApp(log: (message: string) => void): Promise<void>;
  stopApp(): Promise<void>;
};

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Loading the routes and the database driver leaves some 130 MB of garbage in the heap, and an
 * idle server allocates too little for V8 to collect it on its own (measured: 215 MB resident
 * after 30 idle seconds; 122 MB after one collection). So the server collects once when it is
 * ready. Node exposes gc() only behind a flag, which is set here rather than on every command
 * line that starts the server.
 */
function collectStartupGarbage(): void {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  // "last-resort" collects everything it can and gives the freed pages back, as the inspector's
  // collect-garbage button does; a plain gc() leaves the grown heap committed.
  if (typeof gc === "function") gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

/**
 * An answer sent before its request's body was read to the end (a refused 10 MB upload) closes
 * the connection once sent. Otherwise Node keeps the connection for the rest of a body the client
 * may never send, and the client's next request on it is read as that body: it stalls. The answer
 * says `Connection: close` (RFC 9112, 9.6), so the client sends its next request elsewhere rather
 * than on a connection about to close (which it sees as "other side closed"). The connection is
 * half-closed, so the unread body is still drained, and a client still sending reads the answer
 * instead of a reset.
 *
 * A small body a route ignored (a logout's form, a browser's ping) is the exception: it is all but
 * arrived, and a keep-alive client may already have sent its next request on the connection,
 * which closing would lose. Its connection stays open unless the rest has not come within a second.
 */
const SMALL_BODY_BYTES = 64 * 1024;
const SMALL_BODY_WAIT_MS = 1000;
function closeAfterEarlyAnswer(request: express.Request, response: express.Response, next: express.NextFunction): void {
  const declared = Number(request.headers["content-length"]);
  const largeBody = declared > SMALL_BODY_BYTES || request.headers["transfer-encoding"] !== undefined;
  if (largeBody) {
    onHeaders(response, () => {
      if (request.complete) return;
      response.setHeader("Connection", "close");
      // Node destroys a socket whose answer says close as soon as the answer is out, which resets
      // it while the body still arrives, and the client may lose the answer: half-closed instead.
      const { socket } = request;
      socket.destroySoon = () => socket.end();
    });
  }
  response.once("finish", () => {
    if (request.complete) return;
    if (largeBody) {
      request.socket.end();
      return;
    }
    const close = setTimeout(() => request.socket.end(), SMALL_BODY_WAIT_MS);
    request.once("end", () => clearTimeout(close));
    request.socket.once("close", () => clearTimeout(close));
  });
  next();
}

/**
 * TRUST_PROXY mistakes an operator cannot see otherwise. `true` trusts X-Forwarded-For from any
 * peer, so anyone picks the address every per-address limit counts them by: said once at start.
 * Forwarded requests from a peer that is not trusted mean a proxy in front that TRUST_PROXY does
 * not name, so every visitor counts as the proxy's one address: said at the first such request.
 */
function warnOfUntrustedForwarding(
  trustProxy: string,
  isTrustedProxy: (address: string) => boolean,
): express.RequestHandler {
  if (trustProxy === "true") {
    log(
      "TRUST_PROXY=true trusts X-Forwarded-For from any peer: anyone can forge the address the rate limits and the sign-in throttle count them by. Set it to the addresses of your proxies.",
      "warn",
    );
  }
  let warned = false;
  return (request, _response, next) => {
    if (!warned && request.headers["x-forwarded-for"] !== undefined) {
      const peer = request.socket.remoteAddress ?? "";
      if (!isTrustedProxy(peer)) {
        warned = true;
        log(
          `X-Forwarded-For arrived from ${peer}, which TRUST_PROXY (${trustProxy}) does not trust: if a proxy sits in front, every visitor behind it is one address to the rate limits and the sign-in throttle. Set TRUST_PROXY to the proxy's address. (Said once.)`,
          "warn",
        );
      }
    }
    next();
  };
}

export type RunningServer = { server: Server; url: string; close(): Promise<void> };

export async function startServer(mode: "development" | "production"): Promise<RunningServer> {
  // Fail at start, naming the variable, rather than on the first request.
  const config = parseConfig(process.env);
  const outer = express();
  outer.disable("x-powered-by");
  const server = createServer(outer);
  const isTrustedProxy = trustedProxyCheck(config.trustProxy);
  outer.use(limitConnections(server, { ...config.connections, isTrustedProxy }));
  outer.use(warnOfUntrustedForwarding(config.trustProxy, isTrustedProxy));
  outer.use(closeAfterEarlyAnswer);
  // Answers under way, so a shutdown can tell each to close its connection when done: keep-alive
  // clients (a load balancer's among them) then go elsewhere instead of sending more here.
  let shuttingDown = false;
  const underWay = new Set<express.Response>();
  outer.use((_request, response, next) => {
    if (shuttingDown) response.setHeader("Connection", "close");
    underWay.add(response);
    response.once("close", () => underWay.delete(response));
    next();
  });
  if (config.logRequests) outer.use(requestLog());
  // First, so static files and 404s get them too.
  outer.use(
    securityHeaders({
      production: config.isProduction,
      development: mode === "development",
      cloudinary: config.cloudinary !== null,
      analytics: config.analyticsId !== null,
    }),
  );
  outer.use(compression());
  // Uploaded images (local storage, when CLOUDINARY_URL is unset): content-hashed names, so
  // they can be cached forever. A missing file falls through to the app's 404 page.
  outer.use(
    "/uploads",
    express.static(resolve(config.uploadsDir), {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "ignore",
    }),
  );

  let appModule: AppModule;
  let closeVite = async () => {};
  if (mode === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    closeVite = () => viteServer.close();
    outer.use(viteServer.middlewares);
    appModule = (await viteServer.ssrLoadModule("./server/app.ts")) as AppModule;
  } else {
    const clientDir = join(projectRoot, "build/client");
    // File names under /assets carry a content hash: they can be cached forever.
    outer.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The build's public files do not change while the server runs. A request whose first path
    // segment names none of them (every page and API call) skips the file system lookup, which
    // was 7% of a small route's CPU time by the profile.
    const publicNames = new Set(readdirSync(clientDir));
    const serveFile = express.static(clientDir, { maxAge: "1h", index: false });
    outer.use((request, response, next) => {
      if (publicNames.has(request.path.split("/", 2)[1] ?? "")) return serveFile(request, response, next);
      next();
    });
    const buildPath = join(projectRoot, "build/server/index.js");
    appModule = (await import(buildPath)) as AppModule;
  }
  outer.use(appModule.app);
  const started = appModule.startApp((message) => log(message));
  void started.then(() => {
    const before = process.memoryUsage().heapTotal;
    collectStartupGarbage();
    const after = process.memoryUsage().heapTotal;
    log(
      `ready: start-up garbage collected, heap ${Math.round(before / 1048576)} MB -> ${Math.round(after / 1048576)} MB`,
    );
  });

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  log(`${mode} server listening on ${url} (Node ${process.version})`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      log("shutting down: finishing requests in flight");
      shuttingDown = true;
      for (const response of underWay) if (!response.headersSent) response.setHeader("Connection", "close");
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await drained;
      clearTimeout(timer);
      await appModule.stopApp();
      await closeVite();
      log("shutdown complete");
    })();
    return closing;
  };
  return { server, url, close };
}

/** Stops cleanly on SIGTERM (containers, process managers) and SIGINT (Ctrl-C). */
export function closeOnSignals(close: () => Promise<void>): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          log(`shutdown failed: ${String(error)}`, "error");
          process.exit(1);
        },
      );
    });
  }
}

/** Serves the production build until a signal stops it; a failure to start exits 1, saying why. */
export async function serveProduction(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  try {
    const running = await startServer("production");
    closeOnSignals(running.close);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error), "error");
    process.exit(1);
  }
}

if (import.meta.main) await serveProduction();
