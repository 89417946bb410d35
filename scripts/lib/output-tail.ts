// The last part of what a child process printed, for the error that says why it failed.
import type { ChildProcess } from "node:child_process";

/** Keeps the last `limit` characters `child` writes to `streams`; returns a reader of them. */
export function keepOutputTail(
  child: ChildProcess,
  limit: number,
  streams: ("stdout" | "stderr")[] = ["stdout", "stderr"],
): () => string {
  let output = "";
  for (const stream of streams) {
    child[stream]?.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-limit);
    });
  }
  return () => output;
}
