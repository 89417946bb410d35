import { describe, expect, it, vi } from "vitest";
import {
  ConfigError,
  databaseTimeoutMs,
  parseConfig,
  passwordHashCost,
  serverNow,
  startTestClock,
} from "#app/infra/config.server.ts";

const local = { MONGODB_URI: "mongodb://127.0.0.1:27017/sando" };

describe("configuration", () => {
  it("has safe development defaults", () => {
    const config = parseConfig(local);
    expect(config.environment).toBe("development");
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.admin).toBeNull();
  });

  it("stops a production server without a session secret, naming the variable", () => {
    expect(() => parseConfig({ ...local, NODE_ENV: "production" })).toThrow(
      /Missing required environment variable in production: SESSION_SECRET/,
    );
  });

  it("names every missing production variable", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/MONGODB_URI, SESSION_SECRET/);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseConfig({ ...local, PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...local, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ MONGODB_URI: "postgres://x" })).toThrow(/MONGODB_URI/);
    expect(() => parseConfig({ ...local, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseConfig({ ...local, ADMIN_EMAIL: "a@example.com" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    const config = parseConfig({ ...local, ADMIN_EMAIL: "a@example.com", ADMIN_PASSWORD: "longenough" });
    expect(config.admin).toEqual({ email: "a@example.com", password: "longenough" });
  });

  it("stops a production server without SITE_URL, or with an http:// one for another machine, naming the variable", () => {
    const production = { ...local, NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) };
    expect(() => parseConfig(production)).toThrow(/Missing required environment variable in production: SITE_URL/);
    expect(() => parseConfig({ ...production, SITE_URL: "" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ ...production, SITE_URL: "http://www.sandotruck.example" })).toThrow(
      /SITE_URL must start with https:\/\/ in production .*ALLOW_HTTP_SITE_URL=true/,
    );
    expect(() =>
      parseConfig({ ...production, SITE_URL: "http://10.0.0.5:3000", ALLOW_HTTP_SITE_URL: "false" }),
    ).toThrow(/SITE_URL/);
    // This machine, https, or an operator who says so.
    for (const siteUrl of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "https://www.sandotruck.example",
    ]) {
      expect(parseConfig({ ...production, SITE_URL: siteUrl }).siteUrl).toBe(siteUrl);
    }
    expect(parseConfig({ ...production, SITE_URL: "http://sando.lan", ALLOW_HTTP_SITE_URL: "true" }).siteUrl).toBe(
      "http://sando.lan",
    );
    // Development keeps its default.
    expect(parseConfig({ ...local, SITE_URL: "http://sando.lan" }).siteUrl).toBe("http://sando.lan");
  });

  it("treats empty variables as unset, as compose files produce them", () => {
    expect(parseConfig({ ...local, PORT: "", SITE_URL: "" }).port).toBe(3000);
  });

  it("hashes passwords at bcrypt cost 12 in production, whatever PASSWORD_HASH_COST says lower", () => {
    expect(passwordHashCost({ NODE_ENV: "production" })).toBe(12);
    expect(passwordHashCost({ NODE_ENV: "production", PASSWORD_HASH_COST: "4" })).toBe(12);
    expect(passwordHashCost({ NODE_ENV: "production", PASSWORD_HASH_COST: "13" })).toBe(13);
    // Tests hash their throwaway admins cheaply.
    expect(passwordHashCost({ NODE_ENV: "test", PASSWORD_HASH_COST: "4" })).toBe(4);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "2" })).toThrow();
  });

  it("waits 3 s for an unreachable database unless DATABASE_TIMEOUT_MS says otherwise", () => {
    expect(databaseTimeoutMs({})).toBe(3000);
    expect(databaseTimeoutMs({ DATABASE_TIMEOUT_MS: "800" })).toBe(800);
    expect(() => databaseTimeoutMs({ DATABASE_TIMEOUT_MS: "0" })).toThrow();
  });

  it("refuses a test clock in production, and only a test server's clock stands still", () => {
    const production = {
      ...local,
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      SITE_URL: "https://sandotruck.example",
    };
    expect(() => parseConfig({ ...production, TEST_CLOCK_NOW: "2026-12-31T23:30:00-08:00" })).toThrow(
      /TEST_CLOCK_NOW is for tests only/,
    );
    expect(() => parseConfig(production)).not.toThrow();
    expect(serverNow({ NODE_ENV: "test", TEST_CLOCK_NOW: "2026-12-31T23:30:00-08:00" }).toISOString()).toBe(
      "2027-01-01T07:30:00.000Z",
    );
    expect(
      Math.abs(
        serverNow({ NODE_ENV: "production", TEST_CLOCK_NOW: "2026-12-31T23:30:00-08:00" }).getTime() - Date.now(),
      ),
    ).toBeLessThan(5000);
  });

  it("runs a test clock from its moment once the server is ready, and refuses a running clock in production", () => {
    const production = {
      ...local,
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      SITE_URL: "https://sandotruck.example",
    };
    expect(() => parseConfig({ ...production, TEST_CLOCK_RUNS: "true" })).toThrow(/TEST_CLOCK_RUNS is for tests only/);
    expect(() => parseConfig({ ...local, TEST_CLOCK_RUNS: "true" })).toThrow(/TEST_CLOCK_RUNS needs TEST_CLOCK_NOW/);
    const running = { NODE_ENV: "test", TEST_CLOCK_NOW: "2030-11-30T23:59:50-08:00", TEST_CLOCK_RUNS: "true" };
    expect(() => parseConfig({ ...local, ...running })).not.toThrow();
    vi.useFakeTimers({ now: Date.parse("2026-05-01T12:00:00Z") });
    try {
      // Until the server is ready it stands at its moment.
      vi.advanceTimersByTime(3_000);
      expect(serverNow(running).toISOString()).toBe("2030-12-01T07:59:50.000Z");
      startTestClock();
      vi.advanceTimersByTime(11_000);
      expect(serverNow(running).toISOString()).toBe("2030-12-01T08:00:01.000Z");
      // The fixed clock still stands.
      expect(serverNow({ ...running, TEST_CLOCK_RUNS: "false" }).toISOString()).toBe("2030-12-01T07:59:50.000Z");
      expect(Math.abs(serverNow({ ...running, NODE_ENV: "production" }).getTime() - Date.now())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
