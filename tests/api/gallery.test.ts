// The gallery from the portal (issue 34) over HTTP, on a database and server of their own (the
// shared database's gallery is what the browser tests of /gallery look at). With nothing stored
// the gallery is the built-in twelve; Owners add, replace, move and remove photos through the API
// and the portal's forms; a photo's number, its /gallery/{id}, never changes and is never reused;
// the gallery shows the first twelve and their pages only; Staff and visitors are refused
// everywhere and nothing is stored. Issue 49: a photo's alt text in Spanish, beside the English.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GalleryPhoto } from "#app/models/gallery-photo.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { callApi } from "#tests/support/admin-api.ts";
import { apiLogin, portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { imageForm, phoneJpeg, postUpload } from "#tests/support/images.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";

const databaseUri = `${testMongoBase()}/sando_gallery_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const OWNER = { email: "owner@example.com", password: "owner-password-gallery-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-gallery-1" };
let server: ServerProcess;
let ownerToken = "";
let staffToken = "";

// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read field by field in expectations.
type Answer = { status: number; body: Record<string, any> };

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  return (await callApi(method, path, body, { token, origin: server.url })) as unknown as Answer;
}

/** The photo numbers the public gallery links to, in order. */
async function galleryOrder(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/gallery`)).text();
  return [...html.matchAll(/<a[^>]* href="\/gallery\/([0-9]+)"/g)].map((match) => match[1]!);
}

const BUILT_IN = Array.from({ length: 12 }, (_, index) => String(index + 1));

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  server = await startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test" } });
  ownerToken = (await apiLogin(OWNER, server.url)).accessToken;
  staffToken = (await apiLogin(STAFF, server.url)).accessToken;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

describe("a database from before the gallery was managed", () => {
  it("shows the built-in twelve, ids 1 to 12, and reading stores nothing", async () => {
    expect(await galleryOrder()).toEqual(BUILT_IN);
    const photo = await fetch(`${server.url}/gallery/7`);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toContain("/images/gallery/7.webp");
    const { status, body } = await call("GET", "/api/admin/gallery", undefined, ownerToken);
    expect(status).toBe(200);
    expect(body.photos.map((p: { id: string }) => p.id)).toEqual(BUILT_IN);
    expect(body.photos.every((p: { shown: boolean }) => p.shown)).toBe(true);
    expect(await GalleryPhoto.countDocuments()).toBe(0);
  });
});

describe("who may", () => {
  it("refuses visitors (401) and Staff (403) every gallery route, page, data and form, and stores nothing", async () => {
    const routes = [
      ["GET", "/api/admin/gallery"],
      ["POST", "/api/admin/gallery"],
      ["GET", "/api/admin/gallery/3"],
      ["PUT", "/api/admin/gallery/3"],
      ["DELETE", "/api/admin/gallery/3"],
    ] as const;
    const change = { url: "/images/gallery/1.webp", alt: "Not allowed", position: 1 };
    for (const [method, path] of routes) {
      const body = method === "POST" || method === "PUT" ? change : undefined;
      expect((await call(method, path, body)).status, `visitor ${method} ${path}`).toBe(401);
      const staff = await call(method, path, body, staffToken);
      expect(staff.status, `Staff ${method} ${path}`).toBe(403);
      expect(staff.body.success).toBe(false);
    }
    const cookie = await portalSessionCookie(STAFF, server.url);
    for (const path of ["/admin/gallery", "/admin/gallery.data", "/admin/gallery/3", "/admin/gallery/3.data"]) {
      const page = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(page.status, path).toBe(403);
    }
    const forms: [string, Record<string, string>][] = [
      ["/admin/gallery", { intent: "move", id: "3", step: "up" }],
      ["/admin/gallery", { intent: "move", id: "3", position: "1" }],
      ["/admin/gallery", { intent: "save", url: "/images/gallery/1.webp", alt: "Not allowed" }],
      ["/admin/gallery/3", { intent: "save", url: "/images/gallery/1.webp", alt: "Not allowed" }],
      ["/admin/gallery/3", { intent: "remove" }],
    ];
    for (const [path, fields] of forms) {
      expect((await postForm(`${server.url}${path}`, fields, { cookie })).status, `${path} ${fields.intent}`).toBe(403);
    }
    expect(await GalleryPhoto.countDocuments()).toBe(0);
    expect(await galleryOrder()).toEqual(BUILT_IN);
  });

  it("lets an Owner see the portal page, privately", async () => {
    const cookie = await portalSessionCookie(OWNER, server.url);
    const page = await fetch(`${server.url}/admin/gallery`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("The gallery shows the first 12 photos in this order");
  });
});

describe("an Owner's gallery", () => {
  it("adds, replaces, moves and removes photos; numbers stay and are never reused; the first twelve show", async () => {
    // Bad input first: each is refused with its message, and stores nothing.
    const refused: [string, string, unknown, number, string][] = [
      ["POST", "/api/admin/gallery", { url: "/images/gallery/1.webp" }, 400, "Alt text is required"],
      ["POST", "/api/admin/gallery", { url: "/images/gallery/1.webp", alt: "   " }, 400, "Alt text is required"],
      ["POST", "/api/admin/gallery", { url: "javascript:alert(1)", alt: "A" }, 400, "Image must be a site path"],
      ["POST", "/api/admin/gallery", { url: "/images/gallery/1.webp", alt: "A", position: 0 }, 400, "order number"],
      ["PUT", "/api/admin/gallery/abc", { alt: "A" }, 404, "Photo not found"],
      ["PUT", "/api/admin/gallery/999", { alt: "A" }, 404, "Photo not found"],
      ["PUT", "/api/admin/gallery/5", { alt: "" }, 400, "Alt text is required"],
      ["DELETE", "/api/admin/gallery/5?__v=x", undefined, 400, "__v must be"],
      ["PUT", "/api/admin/gallery/5", { alt: "Stale", __v: 3 }, 409, "changed by someone else"],
      ["DELETE", "/api/admin/gallery/5?__v=3", undefined, 409, "changed by someone else"],
    ];
    for (const [method, path, body, status, error] of refused) {
      const answer = await call(method, path, body, ownerToken);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.body.error, `${method} ${path}`).toContain(error);
    }
    // A move to where a photo already is changes nothing, so stores nothing either.
    expect((await call("PUT", "/api/admin/gallery/5", { position: 5 }, ownerToken)).body.photo.position).toBe(5);
    expect(await GalleryPhoto.countDocuments()).toBe(0);

    // A new photo through the upload pipeline: number 13, after the twelve, so not shown yet.
    const upload = await postUpload(
      server.url,
      imageForm(new Blob([await phoneJpeg()], { type: "image/jpeg" }), "truck.jpg", "gallery"),
      { Authorization: `Bearer ${ownerToken}` },
    );
    expect(upload.status).toBe(200);
    const added = await call(
      "POST",
      "/api/admin/gallery",
      { url: upload.body.url, alt: "The truck at dusk" },
      ownerToken,
    );
    expect(added.status).toBe(201);
    expect(added.body.photo).toMatchObject({ id: "13", position: 13, shown: false, alt: "The truck at dusk" });
    expect(added.body.photo.thumbnail).toMatch(/^\/uploads\/[0-9a-f]+-400\.webp$/);
    expect(await galleryOrder()).toEqual(BUILT_IN);
    expect((await fetch(`${server.url}/gallery/13`)).status).toBe(404);

    // Moved to the front: it shows first, its address unchanged; photo 12 falls out of the twelve.
    const moved = await call("PUT", "/api/admin/gallery/13", { position: 1 }, ownerToken);
    expect(moved.body.photo).toMatchObject({ id: "13", position: 1, shown: true });
    expect(await galleryOrder()).toEqual(["13", ...BUILT_IN.slice(0, 11)]);
    const page = await fetch(`${server.url}/gallery/13`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Photo 1 of 12");
    // Previous wraps to the last of the twelve shown.
    expect(html).toMatch(/<a[^>]*rel="prev"[^>]*href="\/gallery\/11"/);
    expect((await fetch(`${server.url}/gallery/12`)).status).toBe(404);
    expect((await call("GET", "/api/admin/gallery/12", undefined, ownerToken)).body.photo).toMatchObject({
      position: 13,
      shown: false,
    });

    // Photo 5 replaced over its version: same number, new alt; a stale version stores nothing.
    const five = (await call("GET", "/api/admin/gallery/5", undefined, ownerToken)).body.photo;
    const replaced = await call(
      "PUT",
      "/api/admin/gallery/5",
      { url: "/images/gallery/9.webp", alt: "Karaage, closer", __v: five.__v },
      ownerToken,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.photo).toMatchObject({
      id: "5",
      alt: "Karaage, closer",
      thumbnail: "/images/gallery/9-400.webp",
    });
    const stale = await call("PUT", "/api/admin/gallery/5", { alt: "Overwritten", __v: five.__v }, ownerToken);
    expect(stale.status).toBe(409);
    expect((await call("GET", "/api/admin/gallery/5", undefined, ownerToken)).body.photo.alt).toBe("Karaage, closer");
    expect(await (await fetch(`${server.url}/gallery/5`)).text()).toContain("Karaage, closer");

    // Removed: gone from the gallery (photo 12 is back in the twelve); a new photo is 14, not 13.
    expect((await call("DELETE", "/api/admin/gallery/13", undefined, ownerToken)).status).toBe(200);
    expect((await fetch(`${server.url}/gallery/13`)).status).toBe(404);
    expect(await galleryOrder()).toEqual(BUILT_IN);
    const again = await call("POST", "/api/admin/gallery", { url: "/images/gallery/2.webp", alt: "Again" }, ownerToken);
    expect(again.body.photo.id).toBe("14");
    expect((await call("DELETE", "/api/admin/gallery/14", undefined, ownerToken)).status).toBe(200);
  });

  it("gives Owners adding at once a number each", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call("POST", "/api/admin/gallery", { url: "/images/gallery/3.webp", alt: `At once ${index}` }, ownerToken),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const ids = answers.map((answer) => answer.body.photo.id);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) await call("DELETE", `/api/admin/gallery/${id}`, undefined, ownerToken);
  });

  it("moves photos with the portal's forms, without JavaScript", async () => {
    const cookie = await portalSessionCookie(OWNER, server.url);
    const up = await postForm(`${server.url}/admin/gallery`, { intent: "move", id: "2", step: "up" }, { cookie });
    expect(up.status).toBe(302);
    expect((await galleryOrder()).slice(0, 3)).toEqual(["2", "1", "3"]);
    const typed = await postForm(`${server.url}/admin/gallery`, { intent: "move", id: "2", position: "3" }, { cookie });
    expect(typed.status).toBe(302);
    expect((await galleryOrder()).slice(0, 3)).toEqual(["1", "3", "2"]);
    // Past the end is last, and the page says where it landed.
    const last = await postForm(`${server.url}/admin/gallery`, { intent: "move", id: "4", position: "99" }, { cookie });
    expect(last.status).toBe(302);
    // The flash travels in the session cookie the redirect sets (or the one already held).
    const session = last.headers.getSetCookie()[0]?.split(";")[0] ?? cookie;
    const page = await fetch(`${server.url}/admin/gallery`, { headers: { Cookie: session } });
    expect(await page.text()).toContain("Photo 4 is now number 12");
    expect((await galleryOrder()).at(-1)).toBe("4");
    await postForm(`${server.url}/admin/gallery`, { intent: "move", id: "4", position: "4" }, { cookie: session });
    const bad = await postForm(
      `${server.url}/admin/gallery`,
      { intent: "move", id: "2", position: "0" },
      { cookie: session },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The order number must be a whole number, 1 or more");
    expect((await galleryOrder()).slice(0, 3)).toEqual(["1", "3", "2"]);
    const noAlt = await postForm(
      `${server.url}/admin/gallery/3`,
      { intent: "save", url: "/images/gallery/3.webp", alt: "" },
      { cookie },
    );
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Alt text is required");
  });
});

describe("a photo's alt text in Spanish (issue 49)", () => {
  const ENGLISH = "The truck at the harbor at dusk";
  const SPANISH = "El camión en el puerto al atardecer";
  const caption = async (path: string) =>
    (await (await fetch(`${server.url}${path}`)).text()).match(/<figcaption[^>]*>[^<]*<\/figcaption>/)?.[0];
  const dashboard = async (who: typeof OWNER) =>
    (
      await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: await portalSessionCookie(who, server.url) } })
    ).text();
  const line = /<a href="\/admin\/gallery\/3"[^>]*>Photo 3 \(gallery\): alt text<\/a>/;

  it("is given by the Owner beside the English; the Spanish pages show it, else the English marked; the Owner's dashboard counts it", async () => {
    // A built-in photo's own text has its Spanish already; one the Owner retyped has none yet.
    expect(await dashboard(OWNER)).not.toMatch(line);
    const retyped = await call("PUT", "/api/admin/gallery/3", { alt: ENGLISH }, ownerToken);
    expect(retyped.body.photo).toMatchObject({ alt: ENGLISH, alt_es: "" });
    expect(await caption("/es/gallery/3")).toBe(`<figcaption lang="en">${ENGLISH}</figcaption>`);
    expect(await dashboard(OWNER)).toMatch(line);
    // Staff may not change the gallery: their dashboard does not send them there.
    const staffDashboard = await dashboard(STAFF);
    expect(staffDashboard).toContain("Needs Spanish");
    expect(staffDashboard).not.toContain("(gallery)");

    const given = await call("PUT", "/api/admin/gallery/3", { alt_es: `  ${SPANISH} ` }, ownerToken);
    expect(given.status).toBe(200);
    expect(given.body.photo).toMatchObject({ alt: ENGLISH, alt_es: SPANISH });
    expect(await caption("/es/gallery/3")).toBe(`<figcaption>${SPANISH}</figcaption>`);
    expect(await caption("/gallery/3")).toBe(`<figcaption>${ENGLISH}</figcaption>`);
    expect(await (await fetch(`${server.url}/es/gallery`)).text()).toContain(`alt="${SPANISH}"`);
    expect(await dashboard(OWNER)).not.toMatch(line);
    // A change that leaves it out keeps it.
    const kept = await call("PUT", "/api/admin/gallery/3", { alt: `${ENGLISH}.` }, ownerToken);
    expect(kept.body.photo).toMatchObject({ alt_es: SPANISH });
  });

  it("refuses too long a Spanish alt text, from the API and the portal's form, and stores nothing", async () => {
    const before = await call("GET", "/api/admin/gallery/3", undefined, ownerToken);
    const refused = await call("PUT", "/api/admin/gallery/3", { alt_es: "x".repeat(301) }, ownerToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("Alt text in Spanish must be at most 300 characters");
    const cookie = await portalSessionCookie(OWNER, server.url);
    const form = { intent: "save", url: "/images/gallery/3.webp", alt: ENGLISH, alt_es: "x".repeat(301) };
    const byForm = await postForm(`${server.url}/admin/gallery/3`, form, { cookie });
    expect(byForm.status).toBe(400);
    expect(await byForm.text()).toContain("Alt text in Spanish must be at most 300 characters");
    expect((await call("GET", "/api/admin/gallery/3", undefined, ownerToken)).body.photo).toEqual(before.body.photo);
    // The form takes it beside the English.
    const saved = await postForm(
      `${server.url}/admin/gallery/3`,
      { ...form, alt_es: "Otra vista del camión" },
      { cookie },
    );
    expect(saved.status).toBe(302);
    expect((await GalleryPhoto.findById(3).lean<{ alt_es: string }>())?.alt_es).toBe("Otra vista del camión");
  });
});
