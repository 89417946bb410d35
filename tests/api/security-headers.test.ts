// Security headers on every kind of response, a fresh CSP nonce per page that every script
// carries, and the production-only parts (HSTS, Secure cookies) and the optional hosts
// (analytics, Cloudinary) checked against a server of our own in development mode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { createTestAdmin, deleteTestAdmins } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { postEnquiryForm } from "#tests/support/enquiry-form.ts";
import { baseUrl, testDatabaseUri } from "#tests/support/environment.ts";
import { postLoginForm } from "#tests/support/form-posts.ts";

useTestDatabase();
const emails: string[] = [];
afterAll(() => deleteTestAdmins(emails));

async function assetPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  if (!asset) throw new Error("the home page names no /assets script");
  return asset;
}

function cspDirectives(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: Response): void {
  const csp = cspDirectives(response);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  const scriptSources = csp.get("script-src") ?? [];
  expect(scriptSources.some((source) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(source))).toBe(true);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  // The test server runs with NODE_ENV=production.
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
}

describe("security headers", () => {
  it("come with pages, API answers, static files, missing uploads, 404s and the health check", async () => {
    const paths = [
      "/",
      "/menu",
      "/api/menu-items",
      "/api/admin/events",
      await assetPath(),
      "/favicon.ico",
      "/uploads/no-such-image-1200.webp",
      "/no-such-page",
      "/healthz",
    ];
    for (const path of paths) {
      const response = await fetch(`${baseUrl()}${path}`);
      await response.arrayBuffer();
      expect.soft(response.status, path).toBeLessThan(500);
      expectSecurityHeaders(response);
    }
  });

  it("allow the site's own hosts only: the social feed frame, no analytics or Cloudinary unless configured", async () => {
    const csp = cspDirectives(await fetch(`${baseUrl()}/`));
    expect(csp.get("frame-src")).toEqual(["https://cdn.lightwidget.com"]);
    expect(csp.get("script-src")?.join(" ")).not.toMatch(/googletagmanager/);
    expect(csp.get("img-src")?.join(" ")).not.toMatch(/cloudinary/);
    // React style props (banner colours) only: <style> elements stay forbidden.
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  });

  it("give every page a new nonce that each executable script in it carries", async () => {
    const nonces: string[] = [];
    for (const path of ["/", "/", "/menu", "/admin/login"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      const nonce = cspDirectives(response)
        .get("script-src")
        ?.find((source) => source.startsWith("'nonce-"))
        ?.slice(7, -1);
      expect(nonce).toBeDefined();
      nonces.push(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
      // JSON-LD blocks are data, never executed, so the policy does not apply to them.
      const executable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
      expect(executable.length, path).toBeGreaterThanOrEqual(3);
      for (const attributes of executable) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("mark every cookie the app sets Secure in production: the portal session and the visitor flash", async () => {
    const admin = await createTestAdmin("headers");
    emails.push(admin.email);
    const response = await postLoginForm(admin);
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^__sando_admin=.*; Secure/i);

    const enquiry = await postEnquiryForm(baseUrl());
    expect(enquiry.status).toBe(302);
    expect(enquiry.headers.get("set-cookie")).toMatch(/^__sando_flash=.*; Secure/i);
  });
});

describe("a server outside production, with analytics and Cloudinary configured", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      mongodbUri: testDatabaseUri(),
      env: {
        NODE_ENV: "development",
        ANALYTICS_ID: "G-TEST123",
        CLOUDINARY_URL: "cloudinary://key:secret@sando-test",
      },
    });
  });
  afterAll(() => server?.stop());

  it("allows Google Analytics' and Cloudinary's hosts in the policy", async () => {
    const csp = cspDirectives(await fetch(`${server.url}/`));
    expect(csp.get("script-src")).toContain("https://*.googletagmanager.com");
    expect(csp.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(csp.get("img-src")).toContain("https://res.cloudinary.com");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("sends no HSTS and no Secure cookies, but the other headers", async () => {
    const page = await fetch(`${server.url}/menu`);
    expect(page.status).toBe(200);
    expect(page.headers.get("strict-transport-security")).toBeNull();
    expect(page.headers.get("x-frame-options")).toBe("DENY");

    const enquiry = await postEnquiryForm(server.url);
    expect(enquiry.status).toBe(302);
    const flash = enquiry.headers.get("set-cookie");
    expect(flash).toMatch(/^__sando_flash=/);
    expect(flash).not.toMatch(/Secure/i);
  });
});
