// TRUST_PROXY mistakes show in the server's log: `true` (anyone can forge the address the limits
// count) is warned about at start, and forwarded requests from a peer TRUST_PROXY does not trust
// (every visitor behind that proxy is one address to the limits) at the first one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";

/** A server that trusts every peer, and one that trusts only 10.0.0.1: started side by side, before the tests. */
let trustingAll: ServerProcess;
let trustingOne: ServerProcess;
beforeAll(async () => {
  [trustingAll, trustingOne] = await Promise.all([
    startServerProcess({ mongodbUri: testDatabaseUri(), env: { TRUST_PROXY: "true" } }),
    startServerProcess({ mongodbUri: testDatabaseUri(), env: { TRUST_PROXY: "10.0.0.1" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([trustingAll?.stop(), trustingOne?.stop()]);
});

const warnings = (output: string, about: RegExp) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{") && about.test(line))
    .map((line) => JSON.parse(line) as { level: string; message: string });

const forwarded = (url: string, address: string) =>
  fetch(`${url}/about`, { headers: { "X-Forwarded-For": address } }).then((response) => response.text());

describe("TRUST_PROXY warnings", () => {
  it("TRUST_PROXY=true is warned about once, at start", async () => {
    const server = trustingAll;
    const atStart = warnings(server.output(), /TRUST_PROXY=true/);
    expect(atStart).toHaveLength(1);
    expect(atStart[0]).toMatchObject({ level: "warn" });
    expect(atStart[0]?.message).toContain("anyone can forge");
    // The peer (this test, on 127.0.0.1) is trusted: no warning about forwarding.
    await forwarded(server.url, "203.0.113.9");
    expect(warnings(server.output(), /X-Forwarded-For arrived from/)).toEqual([]);
  });

  it("X-Forwarded-For from a peer that is not trusted is warned about once", async () => {
    const server = trustingOne;
    expect(warnings(server.output(), /TRUST_PROXY/)).toEqual([]);
    await fetch(`${server.url}/about`).then((response) => response.text());
    expect(warnings(server.output(), /X-Forwarded-For arrived from/)).toEqual([]);

    await forwarded(server.url, "203.0.113.9");
    await forwarded(server.url, "203.0.113.10");
    await expect.poll(() => warnings(server.output(), /X-Forwarded-For arrived from/).length).toBe(1);
    const [warning] = warnings(server.output(), /X-Forwarded-For arrived from/);
    expect(warning).toMatchObject({ level: "warn" });
    expect(warning?.message).toContain("127.0.0.1");
    expect(warning?.message).toContain("every visitor behind it is one address");
  });
});
