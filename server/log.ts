// The server process's log lines: one JSON object each, errors on stderr. Its own module so the
// `npm start` launcher writes the same lines without loading the server.
export function log(message: string, level: "info" | "warn" | "error" = "info"): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}
