// Caching as a browser or CDN sees it: public pages and API answers revalidate with their ETag
// into a bodiless 304 (which keeps the cached page's CSP), a staff edit changes the answer at
// once, and anything personal is private and never stored. The file has a server and database
// of its own: "the same content keeps its tag" only holds where no other test writes meanwhile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeUrl } from "#app/domain/newsletter/newsletter.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { PUBLIC_PAGES } from "#scripts/lib/public-pages.ts";
import { type ServerProcess, startServerProcess, TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { apiLogin, createTestAdmin, deleteTestAdmins, portalSessionCookie } from "#tests/support/admin-users.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { postEnquiryForm } from "#tests/support/enquiry-form.ts";
import { testMongoBase } from "#tests/support/environment.ts";

const databaseUri = `${testMongoBase()}/sando_http_caching_${Date.now()}`;
useTestDatabase(() => databaseUri);
let server: ServerProcess;
const baseUrl = () => server.url;
beforeAll(async () => {
  server = await startServerProcess({ mongodbUri: databaseUri, env: { RESPONSE_CACHE_SECONDS: "0" } });
});
const emails: string[] = [];
const eventTitles: string[] = [];
afterAll(async () => {
  await server?.stop();
  await PopupEvent.deleteMany({ title: { $in: eventTitles } });
  await deleteTestAdmins(emails);
});

const PUBLIC_PATHS = [
  ...PUBLIC_PAGES,
  "/api/menu-items",
  "/api/events",
  "/api/press-articles",
  "/api/banner-settings",
  "/api/categories",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

describe("public pages and API answers", () => {
  for (const path of PUBLIC_PATHS) {
    it(`${path} carries an ETag and answers a matching If-None-Match with an empty 304`, async () => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("public, no-cache");
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^W\/".+"$/);
      const body = await first.text();

      // Same content, new nonce: the tag must not change, or revalidation would never hit.
      const second = await get(path);
      expect(second.headers.get("etag")).toBe(etag);
      expect(await second.text()).toBe(body.replace(/nonce="[^"]+"/g, `nonce="${nonceOf(second)}"`));

      const revalidated = await get(path, { "If-None-Match": etag! });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toBe("public, no-cache");
      // A 304's headers replace the cached copy's: a new nonce would block the cached scripts.
      expect(revalidated.headers.get("content-security-policy")).toBeNull();

      const stale = await get(path, { "If-None-Match": 'W/"something-older"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get("content-security-policy")).toMatch(/nonce-/);
    });
  }

  it("hashed assets stay immutable and revalidate as files", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    const response = await get(asset!);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    // As a browser revalidates: Node's fetch would otherwise add `Cache-Control: no-cache`,
    // which Express's static files honour as "send it all again".
    expect((await get(asset!, { "If-None-Match": etag!, "Cache-Control": "max-age=0" })).status).toBe(304);
  });
});

function nonceOf(response: Response): string {
  return response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
}

describe("a staff edit", () => {
  it("changes the ETag of the public list and page, and shows at the next request", async () => {
    const admin = await createTestAdmin("caching");
    emails.push(admin.email);
    const { accessToken } = await apiLogin(admin, baseUrl());
    const authorised = { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" };
    const title = uniqueName("Cache Popup");
    eventTitles.push(title);
    const event = {
      title,
      address: "1 State St, Santa Barbara",
      date: addDaysToIsoDate(todayInTruckTimeZone(), 20),
      time: "4:00 PM - 9:00 PM",
      description: "Katsu at the harbour",
      image: "/images/events/event-1.webp",
      display_order: 1,
      is_active: true,
    };
    const created = await fetch(`${baseUrl()}/api/admin/events`, {
      method: "POST",
      headers: authorised,
      body: JSON.stringify(event),
    });
    expect(created.status).toBe(201);
    const { event: saved } = (await created.json()) as { event: { id: string; __v: number } };

    const before = { api: await get("/api/events"), page: await get("/popup-locations") };
    expect(await before.api.text()).toContain(title);
    expect(await before.page.text()).toContain(title);

    const renamed = `${title} (moved)`;
    eventTitles.push(renamed);
    const updated = await fetch(`${baseUrl()}/api/admin/events/${saved.id}`, {
      method: "PUT",
      headers: authorised,
      body: JSON.stringify({ ...event, title: renamed, __v: saved.__v }),
    });
    expect(updated.status).toBe(200);

    // A browser or CDN revalidating its copy gets the new answer, not a 304.
    for (const [path, old] of [
      ["/api/events", before.api],
      ["/popup-locations", before.page],
    ] as const) {
      const after = await get(path, { "If-None-Match": old.headers.get("etag")! });
      expect(after.status, path).toBe(200);
      expect(after.headers.get("etag"), path).not.toBe(old.headers.get("etag"));
      expect(await after.text(), path).toContain(renamed);
    }
  });
});

describe("personal responses", () => {
  it("a page showing a visitor's flash message is private, unstored and never a 304", async () => {
    const publicPage = await get("/catering-events");
    const etag = publicPage.headers.get("etag")!;
    const posted = await postEnquiryForm(baseUrl());
    expect(posted.status).toBe(302);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    const cookie = posted.headers.get("set-cookie")!.split(";")[0]!;

    const withMessage = await get("/catering-events", { Cookie: cookie, "If-None-Match": etag });
    expect(withMessage.status).toBe(200);
    expect(withMessage.headers.get("cache-control")).toBe("private, no-store");
    expect(withMessage.headers.get("etag")).toBeNull();
    expect(await withMessage.text()).toMatch(/Thank you/i);
  });

  it("the portal, the admin API and the token API are private and unstored", async () => {
    const admin = await createTestAdmin("caching-portal");
    emails.push(admin.email);
    const session = await portalSessionCookie(admin, baseUrl());
    const { accessToken } = await apiLogin(admin, baseUrl());
    const answers = [
      await get("/admin/events", { Cookie: session }),
      await get("/admin/login"),
      await get("/api/admin/events", { Authorization: `Bearer ${accessToken}` }),
      await get("/api/admin/events"),
      await get("/api/auth/verify", { Authorization: `Bearer ${accessToken}` }),
      await fetch(`${baseUrl()}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("cache-control"), answer.url).toBe("private, no-store");
      expect(answer.headers.get("etag"), answer.url).toBeNull();
    }
  });

  it("an unsubscribe link's page, which shows the subscriber's address, is private and unstored", async () => {
    const link = unsubscribeUrl("caching-reader@example.com", { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET });
    const answer = await fetch(link);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("caching-reader@example.com");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("etag")).toBeNull();
  });
});
