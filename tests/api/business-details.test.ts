// The business details over HTTP (issue 31), on a database and server of their own, as the
// details are one record every page reads: a fresh database shows the defaults; an Owner saves
// the postal address and the weekly mail's time; Staff are refused the page, its data and its
// action; bad input is refused field by field with nothing stored changed. Then, in this process,
// getBusinessDetails with the database gone: the last values it read, else the defaults.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase } from "#app/domain/seed/seed.server.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import {
  DEFAULT_BUSINESS_DETAILS,
  getBusinessDetails,
  saveBusinessDetails,
} from "#app/domain/business/business-details.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { startServerProcess, type ServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";

const databaseUri = `${testMongoBase()}/sando_business_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const OWNER = { email: "owner@example.com", password: "owner-password-business-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-business-1" };
const ADDRESS = "Sando Truck\n123 Anacapa St, Suite 4\nSanta Barbara, CA 93101";
let server: ServerProcess;
let ownerCookie = "";
let staffCookie = "";

beforeAll(async () => {
  await seedDatabase({ admin: null, allowDevelopmentAdmin: false });
  await createAdminUser(OWNER);
  await createAdminUser({ ...STAFF, role: "staff" });
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test" } });
  [ownerCookie, staffCookie] = await Promise.all([
    portalSessionCookie(OWNER, server.url),
    portalSessionCookie(STAFF, server.url),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (mongoose.connection.readyState !== 1) await connectDatabase(databaseUri);
  await mongoose.connection.dropDatabase();
});

const page = async (cookie: string, path = "/admin/business") => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const save = (cookie: string, fields: Record<string, string>) =>
  postForm(`${server.url}/admin/business`, fields, { cookie });

const escaped = (name: string) => name.replaceAll(".", "\\.");

/** The opening tag of the form control named `name`, as the server drew it. */
const control = (html: string, name: string) =>
  html.match(new RegExp(`<(input|select|textarea)[^>]*name="${escaped(name)}"[^>]*>`))?.[0] ?? "";

/** The option a select shows chosen, as the server drew it. */
const chosen = (html: string, name: string) => {
  const select = html.match(new RegExp(`<select[^>]*name="${escaped(name)}"[^>]*>(.*?)</select>`, "s"))?.[1];
  return select?.match(/<option[^>]*selected=""[^>]*>([^<]*)</)?.[1];
};

/** The text of the postal address field, as the server drew it (entities decoded as a browser would). */
const addressField = (html: string) =>
  (html.match(/<textarea[^>]*name="postalAddress"[^>]*>(.*?)<\/textarea>/s)?.[1] ?? "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

describe("the business details page", () => {
  it("shows the defaults before anything is saved: no address (and why mail is held), Monday 8:00 AM", async () => {
    expect(await BusinessDetails.countDocuments()).toBe(0);
    const { status, html, headers } = await page(ownerCookie);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(addressField(html)).toBe("");
    expect(html).toContain("the weekly mail and campaigns are held until you enter one");
    expect(chosen(html, "weeklyMail.weekday")).toBe("Monday");
    expect(chosen(html, "weeklyMail.time")).toBe("8:00 AM");
  });

  it("lets an Owner save the address and the weekly mail's time, with a confirmation after the redirect", async () => {
    const saved = await save(ownerCookie, {
      postalAddress: ADDRESS.replaceAll("\n", "\r\n"),
      "weeklyMail.weekday": "0",
      "weeklyMail.time": "17:45",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/business");
    const flashCookie = saved.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const after = await page(flashCookie || ownerCookie);
    expect(after.html).toContain("Business details saved successfully!");
    expect(addressField(after.html)).toBe(ADDRESS);
    expect(after.html).not.toContain("held until you enter one");
    expect(chosen(after.html, "weeklyMail.weekday")).toBe("Sunday");
    expect(chosen(after.html, "weeklyMail.time")).toBe("5:45 PM");
    // What every other part of the site reads.
    expect(await getBusinessDetails()).toEqual({ postalAddress: ADDRESS, weeklyMail: { weekday: 0, time: "17:45" } });
  });

  it("refuses bad input with a message beside each field, keeps what was typed, and changes nothing stored", async () => {
    const before = await BusinessDetails.findOne().lean();
    const tries: [fields: Record<string, string>, field: string, message: string][] = [
      [
        { postalAddress: "x".repeat(301), "weeklyMail.weekday": "1", "weeklyMail.time": "08:00" },
        "postalAddress",
        "The postal address must be at most 300 characters",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "7", "weeklyMail.time": "08:00" },
        "weeklyMail.weekday",
        "Choose the day of the week",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1", "weeklyMail.time": "08:10" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1", "weeklyMail.time": "24:00" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "Monday" },
        "weeklyMail.weekday",
        "Choose the day of the week",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
    ];
    for (const [fields, field, message] of tries) {
      const refused = await save(ownerCookie, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      const html = await refused.text();
      const messages = [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");
      expect(messages, JSON.stringify(fields)).toContain(message);
      expect(control(html, field), JSON.stringify(fields)).toContain('aria-invalid="true"');
      if (fields.postalAddress === "1 Main St") expect(addressField(html)).toBe("1 Main St");
    }
    // The domain refuses the same, field by field, whoever calls it.
    await expect(
      saveBusinessDetails({ weeklyMail: { weekday: 3, time: "8am" } }, { adminId: "test" }),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "weeklyMail.time": expect.stringContaining("quarter hour") } },
    });
    // An operator where text belongs is refused, not passed on to the database.
    await expect(saveBusinessDetails({ postalAddress: { $ne: null } }, { adminId: "test" })).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { postalAddress: "The postal address must be text" } },
    });
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("refuses the Owner's own form posted from another site, and stores nothing", async () => {
    const before = await BusinessDetails.findOne().lean();
    const forged = await postForm(
      `${server.url}/admin/business`,
      { postalAddress: "Forged St", "weeklyMail.weekday": "3", "weeklyMail.time": "09:00" },
      { cookie: ownerCookie, origin: "https://attacker.example" },
    );
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("answers Staff 403 for the page, its data and its action, and stores nothing they send", async () => {
    const before = await BusinessDetails.findOne().lean();
    for (const path of ["/admin/business", "/admin/business.data"]) {
      const refused = await page(staffCookie, path);
      expect(refused.status, path).toBe(403);
      expect(refused.html, path).not.toContain(ADDRESS.split("\n")[1]);
    }
    const post = await save(staffCookie, {
      postalAddress: "Staff St",
      "weeklyMail.weekday": "3",
      "weeklyMail.time": "09:00",
    });
    expect(post.status).toBe(403);
    const dataPost = await postForm(
      `${server.url}/admin/business.data`,
      { postalAddress: "Staff St", "weeklyMail.weekday": "3", "weeklyMail.time": "09:00" },
      { cookie: staffCookie },
    );
    expect(dataPost.status).toBe(403);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
    // Nor is the section in their navigation.
    expect((await page(staffCookie, "/admin/dashboard")).html).not.toContain('href="/admin/business"');
    expect((await page(ownerCookie, "/admin/dashboard")).html).toContain('href="/admin/business"');
  });
});

describe("getBusinessDetails with the database unreachable", () => {
  it("answers the last values this process read, and the defaults in a process that read none", {
    timeout: 30_000,
  }, async () => {
    await saveBusinessDetails({ postalAddress: "PO Box 42, Goleta, CA 93117" }, { adminId: "test" });
    const read = await getBusinessDetails();
    expect(read.postalAddress).toBe("PO Box 42, Goleta, CA 93117");
    await disconnectDatabase();
    // Each read below waits out the database's time limit and must not throw.
    expect(await getBusinessDetails()).toEqual(read);
    vi.resetModules();
    const fresh = await import("#app/domain/business/business-details.server.ts");
    expect(await fresh.getBusinessDetails()).toEqual(DEFAULT_BUSINESS_DETAILS);
  });
});
