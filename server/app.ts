// The application as an Express sub-app: health check plus the React Router request handler.
// Vite bundles this file as the server entry, so it shares one module graph (and one database
// connection) with every loader and action.
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { getConfig } from "../app/config.server.ts";
import {
  connectDatabaseWithRetry,
  disconnectDatabase,
  isDatabaseHealthy,
} from "../app/db.server.ts";
import { startBackgroundWork } from "../app/domain/background.server.ts";
import { clientAddressContext } from "../app/request-context.server.ts";

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", parseTrustProxy(getConfig().trustProxy));

/** TRUST_PROXY: "true"/"false", a hop count, or Express's subnet names ("loopback, 10.0.0.0/8"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

app.get("/healthz", async (_request, response) => {
  const healthy = await isDatabaseHealthy();
  response
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable", database: healthy ? "up" : "down" });
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: getConfig().isProduction ? "production" : "development",
    getLoadContext: (request) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, request.ip ?? "unknown");
      return context;
    },
  }),
);

let background: { stop(): Promise<void> } | undefined;

/**
 * Begins connecting to the database (requests fail fast until it answers) and starts the
 * background work (mail outbox), which waits for the database by itself.
 */
export function startApp(log: (message: string) => void): void {
  void connectDatabaseWithRetry(getConfig().mongodbUri, log).then(() => log("database connected"));
  background = startBackgroundWork(log);
}

export async function stopApp(): Promise<void> {
  await background?.stop();
  await disconnectDatabase();
}
