// Structured request logs: one JSON line per response, easy to ship to any log service.
import type { NextFunction, Request, Response } from "express";

export function requestLog(write: (line: string) => void = (line) => process.stdout.write(line)) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.once("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: response.statusCode >= 500 ? "error" : "info",
          method: request.method,
          path: request.originalUrl,
          status: response.statusCode,
          requestId: response.locals.requestId as string | undefined,
          durationMs: Math.round(durationMs * 10) / 10,
          bytes: Number(response.getHeader("content-length") ?? 0) || undefined,
          // Set by server/app.ts for requests that reach the application.
          dbCommands: (response.locals.databaseCommands as { commands: number } | undefined)?.commands,
        })}\n`,
      );
    });
    next();
  };
}
