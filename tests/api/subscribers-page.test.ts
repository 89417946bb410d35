// /admin/subscribers and its CSV over HTTP (issue 32): the search takes what is typed literally
// (a `.*` or a `(` is no pattern) and refuses an over-long one with a message; the CSV carries the
// state, topics, consent and bounce of each address; Staff are answered 403 by the page, its data
// and the CSV; the page is private and never stored.
import { afterAll, describe, expect, it } from "vitest";
import { parseSubscriberSearch, subscribersPage } from "#app/domain/newsletter/subscriber-list.server.ts";
import { BouncedAddress } from "#app/models/bounced-address.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
const admins = adminsOfThisFile("subscribers-page");
const tag = `sp${Date.now().toString(36)}`;
const PLUS = `a+${tag}@example.com`;
const PLAIN = `a${tag}x@example.com`;
const BOUNCED = `bounced-${tag}@example.com`;

afterAll(async () => {
  await NewsletterSubscriber.deleteMany({ email: { $in: [PLUS, PLAIN, BOUNCED] } });
  await BouncedAddress.deleteMany({ _id: BOUNCED });
});

async function seed() {
  if (await NewsletterSubscriber.exists({ email: PLUS })) return;
  await NewsletterSubscriber.create([
    {
      email: PLUS,
      confirmed_at: new Date("2026-11-01T10:05:00Z"),
      topics: ["news"],
      consent: {
        topics: ["news"],
        wording: "Yes, send me news | Topics: News and specials",
        form: "newsletter-page",
        requested_at: new Date("2026-11-01T10:00:00Z"),
      },
    },
    { email: PLAIN, confirmed_at: null, pending: { wording: "w", form: "footer", requested_at: new Date() } },
    { email: BOUNCED, confirmed_at: new Date("2026-11-02T10:00:00Z"), topics: ["stop-changes"] },
  ]);
  await BouncedAddress.create({ _id: BOUNCED, reason: "550 at RCPT TO: 550 5.1.1 No such user" });
}

/** The addresses the page lists for what is typed into its search, and how many match. */
async function searchFor(typed: string) {
  const { rows, matching } = await subscribersPage(parseSubscriberSearch(typed).search, new Date());
  return { emails: rows.map((row) => row.email), matching };
}

const get = (path: string, cookie: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

describe("searching the subscribers", () => {
  it("matches what is typed literally: a + is a plus, .* and ( match nothing", async () => {
    await seed();
    expect(await searchFor(`a+${tag}`)).toEqual({ emails: [PLUS], matching: 1 });
    // As a pattern, "a+<tag>" would also match PLAIN's "a<tag>"; literally it does not. Case does not matter.
    expect((await searchFor(tag.toUpperCase())).emails.sort()).toEqual([PLUS, PLAIN, BOUNCED].sort());
    expect(await searchFor(".*")).toEqual({ emails: [], matching: 0 });
    expect(await searchFor("(")).toEqual({ emails: [], matching: 0 });
    expect(parseSubscriberSearch("a".repeat(255)).error).toBe("Search for at most 254 characters.");
  });

  it("shows the Owner the matches with their state, refuses an over-long search with a message, privately", async () => {
    await seed();
    const cookie = await portalSessionCookie(await admins.create("owner"));
    const page = await get(`/admin/subscribers?q=${encodeURIComponent(`a+${tag}`)}`, cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(PLUS);
    expect(html).not.toContain(PLAIN);
    expect(html).toContain("1 matching");

    const pattern = await (await get(`/admin/subscribers?q=${encodeURIComponent(".*")}`, cookie)).text();
    expect(pattern).toContain("No subscriber&#x27;s address contains");
    expect(pattern).not.toContain(PLUS);

    const long = await get(`/admin/subscribers?q=${"a".repeat(300)}`, cookie);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Search for at most 254 characters.");
  });
});

describe("the CSV", () => {
  it("has each address's state, topics, consent and bounce", async () => {
    await seed();
    const cookie = await portalSessionCookie(await admins.create("owner"));
    const csv = await get("/admin/subscribers.csv", cookie);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "email,state,topics,subscribed_at,confirmed_at,unsubscribed_at,bounced,consent_form,consent_wording,consent_date,language",
    );
    expect(lines.find((line) => line.startsWith(`"${PLUS}"`))).toMatch(
      /^"a\+[^"]+","confirmed","news","[^"]+","2026-11-01T10:05:00.000Z","","no","newsletter-page","Yes, send me news \| Topics: News and specials","2026-11-01T10:00:00.000Z","en"$/,
    );
    expect(lines.find((line) => line.startsWith(`"${BOUNCED}"`))).toContain('"bounced","stop-changes"');
    expect(lines.find((line) => line.startsWith(`"${PLAIN}"`))).toContain('"waiting"');
  });
});

describe("Staff", () => {
  it("are answered 403 by the page, its data and the CSV, and see no address", async () => {
    await seed();
    const cookie = await portalSessionCookie(await admins.create("staff"));
    for (const path of [
      "/admin/subscribers",
      `/admin/subscribers?q=${tag}`,
      "/admin/subscribers.data",
      `/admin/subscribers.data?q=${tag}`,
      "/admin/subscribers.csv",
    ]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain(tag);
    }
  });
});
