// The application as an Express sub-app: health check plus the React Router request handler.
// Vite bundles this file as the server entry, so it shares one module graph (and one database
// connection) with every loader and action.
import { randomUUID } from "node:crypto";
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { prepareEnquiriesAtStart } from "#app/domain/enquiries/replies.server.ts";
import { getConfig, startTestClock } from "#app/infra/config.server.ts";
import { connectDatabaseWithRetry, disconnectDatabase, isDatabaseHealthy } from "#app/infra/db.server.ts";
import { countDatabaseCommands, type DatabaseCommandCount } from "#app/infra/db-command-count.server.ts";
import {
  clientAddressContext,
  cspNonceContext,
  requestIdContext,
  secretFreePathContext,
} from "#app/infra/request-context.server.ts";
import { reusableAnswerOrTurn } from "#app/web/response-cache.server.ts";
import { allowedMethodsGate } from "./allowed-methods.ts";
import { startBackgroundWork } from "./background.ts";
import { areaOfPath, buildsByArea } from "./route-areas.ts";
import { secretPathRedactor } from "./secret-paths.ts";
import { parseTrustProxy } from "./trust-proxy.ts";
import { visitCounting } from "./visit-counting.ts";

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", parseTrustProxy(getConfig().trustProxy));

// Every request has an id, in the request log, the X-Request-Id header and any error logged for
// it; a proxy's own id is kept when it looks like one.
app.use((request, response, next) => {
  const given = request.get("X-Request-Id");
  const id = given && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
  response.locals.requestId = id;
  response.setHeader("X-Request-Id", id);
  next();
});

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
// Under Vite's dev server the routes change as files are edited, so they are looked up for each
// request. A production build never changes: handing React Router the build itself lets it
// derive the route table once instead of on every request.
const build = import.meta.env.DEV ? loadBuild : await loadBuild();

// The request log and the error log write a path with a secret in it (a quote's token) as its
// route's pattern, however the path was spelled (server/secret-paths.ts).
const productionSecretPaths = typeof build === "function" ? null : secretPathRedactor(build);
app.use(async (request, response, next) => {
  const secretFree = productionSecretPaths ?? secretPathRedactor(await loadBuild());
  response.locals.secretFreePath = secretFree(request.path);
  next();
});

// The request log (server/request-log.ts) prints how many database commands each request issued.
app.use((_request, response, next) => {
  const count: DatabaseCommandCount = { commands: 0 };
  response.locals.databaseCommands = count;
  countDatabaseCommands(count, next);
});

app.get("/healthz", async (_request, response) => {
  const healthy = await isDatabaseHealthy();
  response
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable", database: healthy ? "up" : "down" });
});

// A running test clock (TEST_CLOCK_RUNS) stands at its moment until the first request that is not
// a health check, then moves: a test's first page stands exactly at the moment it set, however
// long the server took to start on a busy machine. (Without TEST_CLOCK_RUNS it changes nothing.)
app.use((_request, _response, next) => {
  startTestClock();
  next();
});

// The Owner's numbers (issue 51): counted before the reuse below, so an answer served again counts
// like one rendered; added up in memory, written by the background loop.
app.use(visitCounting(getConfig().numbers.counting));

// A public answer rendered moments ago is sent again as it is, with this response's nonce
// (app/web/response-cache.server.ts): the busiest pages cost no routing and no render.
// Requests for an answer being rendered wait for it (for RESPONSE_REUSE_WAIT_MS at most) rather
// than render it again.
app.use(async (request, response, next) => {
  const { answer, rendered } = await reusableAnswerOrTurn(
    { method: request.method, pathAndQuery: request.originalUrl, header: (name) => request.get(name) },
    response.locals.cspNonce as string,
  );
  // The turn ends in the root middleware once the answer is known; these only end the turns of
  // answers that never reach it (a 405, a failed render).
  if (rendered) {
    response.once("finish", rendered);
    response.once("close", rendered);
  }
  if (!answer) return next();
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.end(answer.body);
});

// A dynamic import per request costs a module lookup each time (8% of a small route's CPU by
// the profile): in production the gate gets the build itself.
app.use(allowedMethodsGate(typeof build === "function" ? build : () => build));
const handlerOptions = {
  mode: getConfig().isProduction ? "production" : "development",
  getLoadContext: (request: express.Request, response: express.Response) => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, request.ip ?? "unknown");
    context.set(requestIdContext, response.locals.requestId as string);
    context.set(secretFreePathContext, (response.locals.secretFreePath as string | null | undefined) ?? null);
    // Set by server/security-headers.ts for every request.
    context.set(cspNonceContext, response.locals.cspNonce as string);
    return context;
  },
};
const wholeBuildHandler = createRequestHandler({ build, ...handlerOptions });
if (typeof build === "function") {
  app.use(wholeBuildHandler);
} else {
  // Each request is matched against the routes of its part of the product only
  // (server/route-areas.ts); the route discovery manifest answers for any path.
  const areaHandlers = new Map(
    [...buildsByArea(build)].map(([area, areaBuild]) => [
      area,
      createRequestHandler({ build: areaBuild, ...handlerOptions }),
    ]),
  );
  const manifestPath = build.routeDiscovery.manifestPath;
  app.use((request, response, next) => {
    const area = request.path === manifestPath ? null : areaOfPath(request.path, areaHandlers);
    const handler = (area !== null && areaHandlers.get(area)) || wholeBuildHandler;
    return handler(request, response, next);
  });
}

let background: { stop(): Promise<void> } | undefined;

/**
 * Begins connecting to the database (requests fail fast until it answers) and starts the
 * background work (mail outbox), which waits for the database by itself. Resolves once the
 * routes are loaded and the database has answered.
 */
export async function startApp(log: (message: string) => void): Promise<void> {
  // Load the routes, and so compile the models (which then build their indexes), at start
  // rather than inside the first visitor's request.
  const routes = loadBuild().catch((error: unknown) => log(`loading the routes failed: ${String(error)}`));
  const database = connectDatabaseWithRetry(getConfig().mongodbUri, log)
    .then(() => log("database connected"))
    // The catering pipeline's one-time conversion and starting templates (claimed by unique inserts).
    .then(() => prepareEnquiriesAtStart(log));
  background = startBackgroundWork(log);
  await Promise.all([routes, database]);
}

export async function stopApp(): Promise<void> {
  await background?.stop();
  await disconnectDatabase();
}
