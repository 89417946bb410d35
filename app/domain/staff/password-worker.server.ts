// One bcrypt job, run in a worker thread by passwords.server.ts so hashing never blocks the
// event loop that serves pages. Node runs this file as it is (it is not bundled): keep it plain.
import bcrypt from "bcryptjs";

export type PasswordJob =
  | { op: "hash"; password: string; cost: number }
  | { op: "compare"; password: string; hash: string };

export default async function runPasswordJob(job: PasswordJob): Promise<string | boolean> {
  return job.op === "hash" ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash);
}
