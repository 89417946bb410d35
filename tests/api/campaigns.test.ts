// Campaigns over HTTP, on a database and server of their own: Staff are answered 403 by every
// campaign page, its data and its actions, and leave nothing behind; an Owner's refused draft
// comes back as typed with the reasons and stores nothing; a saved draft is tested to the Owner,
// held without a postal address, refused a time in the past, and sent once to the followers of
// news however often Send is pressed, with no markup from the editor in the mail.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { listMailings } from "#app/domain/mailings/mailings.server.ts";
import { CampaignDraft } from "#app/models/campaign-draft.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";

const databaseUri = `${testMongoBase()}/sando_campaigns_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const OWNER = { email: "campaign-owner@example.com", password: "owner-password-campaigns-1" };
const STAFF = { email: "campaign-crew@example.com", password: "crew-password-campaigns-1" };
const HOSTILE_TEXT =
  'Hello <script>alert("x")</script>\n\n<a href=javascript:alert(1)>Win</a> https://sandotruck.example/menu';
let server: ServerProcess;
let owner = "";
let staff = "";
let draftId = "";

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test" } });
  owner = await portalSessionCookie(OWNER, server.url);
  staff = await portalSessionCookie(STAFF, server.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

const get = (path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(`${server.url}${path}`, fields, { cookie });
const GOOD_DRAFT = { intent: "save", subject: "New sando on Friday", text: HOSTILE_TEXT, image: "", imageAlt: "" };

describe("an Owner's campaign", () => {
  it("refuses a draft without subject, or with an image and no alt text, and shows what was typed", async () => {
    const response = await post(
      "/admin/campaigns/new",
      { intent: "save", subject: "  ", text: "Katsu & <b>friends</b>", image: "/images/hero.jpg", imageAlt: "" },
      owner,
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Enter a subject.");
    expect(page).toContain("Describe the image for people who cannot see it.");
    expect(page).toContain("Katsu &amp; &lt;b&gt;friends&lt;/b&gt;");
    expect(await CampaignDraft.countDocuments()).toBe(0);
  });

  it("is saved, previewed and tested to the Owner with no markup from the editor", async () => {
    const saved = await post("/admin/campaigns/new", GOOD_DRAFT, owner);
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/campaigns\/[0-9a-f-]{36}$/);
    draftId = location.split("/").at(-1) ?? "";

    const page = await get(location, owner);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("The campaign as it looks in an inbox");

    expect((await post(location, { intent: "test" }, owner)).status).toBe(302);
    const test = await OutboxMessage.findOne({ kind: "campaign-test" }).lean();
    expect(test?.to).toBe(OWNER.email);
    expect(test?.subject).toBe("[Test] New sando on Friday");
    expect(test?.html).not.toMatch(/<script|<a href=javascript/i);
    expect(test?.html).toContain('<a href="https://sandotruck.example/menu">');
    expect(test?.text).toContain("Unsubscribe:");
  });

  it("is held without a postal address, refused a time in the past, and sent once however often Send is pressed", async () => {
    const path = `/admin/campaigns/${draftId}`;
    const held = await post(path, { intent: "send", when: "now", sendAt: "" }, owner);
    expect(held.status).toBe(409);
    expect(await held.text()).toContain("Held: campaigns go out once the truck");
    expect(await listMailings("campaign")).toEqual([]);

    await saveBusinessDetails({ postalAddress: "Sando Truck, PO Box 1234, Goleta, CA 93117" }, { adminId: "test" });
    const past = await post(path, { intent: "send", when: "later", sendAt: "2020-01-01T09:00" }, owner);
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Choose a time in the future.");
    expect(await listMailings("campaign")).toEqual([]);

    for (let press = 0; press < 2; press += 1) {
      const sent = await post(path, { intent: "send", when: "now", sendAt: "" }, owner);
      expect(sent.status).toBe(302);
      expect(sent.headers.get("Location")).toBe("/admin/campaigns");
    }
    const mailings = await listMailings("campaign");
    expect(mailings).toHaveLength(1);
    expect(mailings[0]).toMatchObject({ id: draftId, kind: "campaign", subject: "New sando on Friday" });
    // A sent campaign no longer changes.
    const changed = await post(path, { ...GOOD_DRAFT, subject: "Changed after sending" }, owner);
    expect(changed.status).toBe(409);
    expect((await CampaignDraft.findById(draftId).lean())?.subject).toBe("New sando on Friday");

    const history = await get("/admin/campaigns", owner);
    expect(history.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await history.text()).toContain("New sando on Friday");
  });
});

describe("a Staff user", () => {
  it("is answered 403 by every campaign page, its data and its actions, and changes nothing", async () => {
    const draft = draftId || "00000000-0000-4000-8000-000000000000";
    const before = {
      drafts: await CampaignDraft.countDocuments(),
      mailings: (await listMailings("campaign")).length,
      tests: await OutboxMessage.countDocuments({ kind: "campaign-test" }),
    };
    for (const path of [
      "/admin/campaigns",
      "/admin/campaigns.data",
      "/admin/campaigns/new",
      "/admin/campaigns/new.data",
      `/admin/campaigns/${draft}`,
      `/admin/campaigns/${draft}.data`,
    ]) {
      const response = await get(path, staff);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain("New sando on Friday");
    }
    for (const [path, fields] of [
      ["/admin/campaigns/new", GOOD_DRAFT],
      ["/admin/campaigns/new.data", GOOD_DRAFT],
      [`/admin/campaigns/${draft}`, { intent: "test" }],
      [`/admin/campaigns/${draft}.data`, { intent: "send", when: "now" }],
      [`/admin/campaigns/${draft}`, { intent: "send", when: "now" }],
    ] as const) {
      expect((await post(path, fields, staff)).status, path).toBe(403);
    }
    expect({
      drafts: await CampaignDraft.countDocuments(),
      mailings: (await listMailings("campaign")).length,
      tests: await OutboxMessage.countDocuments({ kind: "campaign-test" }),
    }).toEqual(before);
  });
});
