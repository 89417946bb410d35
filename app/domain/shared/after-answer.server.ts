// Work a request leaves for after its answer: it starts on a later turn of the event loop, outside
// the request (its database commands are not the request's), so neither the answer's timing nor
// the request log's count of database commands depends on it. A failure is logged, never thrown.
import { outsideAnyRequest } from "#app/infra/db-command-count.server.ts";

export function afterAnswer(what: string, requestId: string | undefined, work: () => Promise<void>): void {
  outsideAnyRequest(() =>
    setImmediate(() => {
      work().catch((error: unknown) => {
        // The code or class only: a driver's message may quote the values (an address) it met.
        const cause = (error as { code?: unknown } | null)?.code ?? (error as Error | null)?.name ?? "unknown";
        process.stderr.write(
          `${JSON.stringify({ time: new Date().toISOString(), level: "error", requestId, message: `${what} failed after the answer: ${String(cause)}` })}\n`,
        );
      });
    }),
  );
}
