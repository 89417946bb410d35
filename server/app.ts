// The application as an Express sub-app: health check plus the React Router request handler.
// Vite bundles this file as the server entry, so it shares one module graph (and one database
// connection) with every loader and action.
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { getConfig } from "../app/config.server.ts";
import {
  connectDatabaseWithRetry,
  disconnectDatabase,
  isDatabaseHealthy,
} from "../app/db.server.ts";

export const app = express();
app.disable("x-powered-by");

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
  }),
);

/** Begins connecting to the database in the background; requests fail fast until it answers. */
export function startApp(log: (message: string) => void): void {
  void connectDatabaseWithRetry(getConfig().mongodbUri, log).then(() => log("database connected"));
}

export async function stopApp(): Promise<void> {
  await disconnectDatabase();
}
