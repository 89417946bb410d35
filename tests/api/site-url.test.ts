// A production server builds its mailed sign-in and unsubscribe links, its canonical links and
// its cookie's name from SITE_URL: it refuses to start without one, or with an http:// one for
// another machine, unless the operator sets ALLOW_HTTP_SITE_URL=true.
import { describe, expect, it } from "vitest";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

/** Starts a production server with `env`: "started", or the error naming its exit code and output. */
async function startWith(env: Record<string, string>): Promise<string> {
  return startServerProcess({ mongodbUri: testDatabaseUri(), env }).then(
    async (server) => {
      await server.stop();
      return "started";
    },
    (error: unknown) => String(error),
  );
}

describe("SITE_URL in production", () => {
  it("is required: without it the server exits with code 1 and names the variable", async () => {
    const refused = await startWith({ SITE_URL: "" });
    expect(refused).toMatch(/server exited with code 1:/);
    expect(refused).toContain("Missing required environment variable in production: SITE_URL");
  });

  it("must be https:// for another machine, unless ALLOW_HTTP_SITE_URL=true", async () => {
    const refused = await startWith({ SITE_URL: "http://www.sandotruck.example" });
    expect(refused).toMatch(/server exited with code 1:/);
    expect(refused).toContain("SITE_URL must start with https:// in production");
    expect(await startWith({ SITE_URL: "http://www.sandotruck.example", ALLOW_HTTP_SITE_URL: "true" })).toBe("started");
  });
});
