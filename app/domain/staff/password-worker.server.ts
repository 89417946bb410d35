// One bcrypt job, run in a worker thread by passwords.server.ts so hashing never blocks the
// event loop that serves pages. Node runs this file as it is (it is not bundled): keep it plain.
import { setPriority } from "node:os";
import bcrypt from "bcryptjs";

// On Linux a thread has a priority of its own: this one yields the CPU to the thread that
// renders pages, so a flood of sign-ins slows sign-ins, not the site. (Elsewhere the call
// would lower the whole server, so it is left out.)
if (process.platform === "linux") {
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed here: the pool's bound still holds.
  }
}

export type PasswordJob =
  | { op: "hash"; password: string; cost: number }
  | { op: "compare"; password: string; hash: string };

export default async function runPasswordJob(job: PasswordJob): Promise<string | boolean> {
  return job.op === "hash" ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash);
}
