// Issue 49 over HTTP: the banner's message and link text in Spanish. Staff and Owners set them
// through the admin API beside the English ones (additive: "" and [] when unset, kept by a save
// that leaves them out); the public API gives them (null while there is none); the Spanish pages
// show them, and the English, marked, where there is none; the English pages are unchanged; too
// long a Spanish text or an unknown "same" name is refused and nothing stored; while the banner
// is on, the dashboard counts its texts that still need Spanish and links to the banner's form.
import { describe, expect, it } from "vitest";
import { onFirstUse } from "#tests/support/admin-api.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { withBanner } from "#tests/support/banner-lock.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { bothRoles, type Role } from "#tests/support/role-api.ts";

useTestDatabase();
const { users, call } = bothRoles("banner-spanish");
const cookies = {
  staff: onFirstUse(async () => portalSessionCookie(await users.staff())),
  owner: onFirstUse(async () => portalSessionCookie(await users.owner())),
};

const banner = {
  is_active: true,
  message: "Closed Monday for the holiday",
  link_text: "See the stops",
  link_url: "/popup-locations",
};

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** The public banner's paragraph as the page's HTML has it. */
async function bannerHtml(path: string): Promise<string> {
  const html = await page(path);
  return html.match(/<aside class="announcement-banner"[^>]*>([\s\S]*?)<\/aside>/)?.[1] ?? "";
}

describe("the banner in Spanish, through the admin API", () => {
  it.each(["staff", "owner"] as const)("%s sets, reads and keeps it; the pages show it", async (role) => {
    await withBanner({ is_active: false, message: "Before the test" }, async () => {
      const typed = { message_es: "  Cerrado el lunes por el feriado ", link_text_es: "Ver las paradas" };
      const saved = await call("POST", "/api/admin/banner-settings", { ...banner, ...typed }, role);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        message: banner.message,
        message_es: "Cerrado el lunes por el feriado",
        link_text_es: "Ver las paradas",
        same_in_spanish: [],
      });
      const read = await call("GET", "/api/admin/banner-settings", undefined, role);
      expect(read.body.data).toMatchObject({ message_es: "Cerrado el lunes por el feriado" });

      const publicBanner = await call("GET", "/api/banner-settings", undefined, role);
      expect(publicBanner.body).toEqual({
        isVisible: true,
        message: banner.message,
        linkText: banner.link_text,
        linkUrl: banner.link_url,
        messageEs: "Cerrado el lunes por el feriado",
        linkTextEs: "Ver las paradas",
      });

      const spanish = await bannerHtml("/es");
      expect(spanish).toContain("<span>Cerrado el lunes por el feriado</span>");
      expect(spanish).toMatch(/<a href="\/popup-locations"[^>]*>Ver las paradas<\/a>/);
      expect(spanish).not.toContain('lang="en"');
      const english = await bannerHtml("/");
      expect(english).toContain(`<span>${banner.message}</span>`);
      expect(english).toMatch(/<a href="\/popup-locations"[^>]*>See the stops<\/a>/);

      // A save without the Spanish fields (a client of the spec's shape) keeps them.
      const kept = await call("POST", "/api/admin/banner-settings", { ...banner, message: "Closed Monday" }, role);
      expect(kept.body.data).toMatchObject({ message: "Closed Monday", message_es: "Cerrado el lunes por el feriado" });
    });
  });

  it("falls back to the English, marked, and a text kept the same shows unmarked", async () => {
    await withBanner({ is_active: false, message: "Before the test" }, async () => {
      await call("POST", "/api/admin/banner-settings", {
        ...banner,
        link_text: "Sando Club",
        same_in_spanish: ["link_text"],
      });
      const publicBanner = await call("GET", "/api/banner-settings");
      expect(publicBanner.body).toMatchObject({ messageEs: null, linkTextEs: "Sando Club" });
      const spanish = await bannerHtml("/es/menu");
      expect(spanish).toContain(`<span lang="en">${banner.message}</span>`);
      expect(spanish).toMatch(/<a href="\/popup-locations"[^>]*>Sando Club<\/a>/);
      expect(spanish).not.toMatch(/<a [^>]*lang="en"/);
    });
  });

  it("refuses too long a Spanish text or an unknown 'same' name, with a clear message, and keeps what was stored", async () => {
    await withBanner({ is_active: true, message: "Unchanged", message_es: "Sin cambios" }, async () => {
      const cases = [
        [{ message_es: "x".repeat(301) }, "Message in Spanish must be at most 300 characters"],
        [{ link_text_es: "x".repeat(101) }, "Link text in Spanish must be at most 100 characters"],
        [{ message_es: 12 }, "Message in Spanish must be text"],
        [{ same_in_spanish: ["colour"] }, "same_in_spanish may only name message, link_text"],
        [{ same_in_spanish: "message" }, "same_in_spanish must be a list of message, link_text"],
      ] as const;
      for (const [fields, message] of cases) {
        const response = await call("POST", "/api/admin/banner-settings", { message: "Changed", ...fields });
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect(response.body).toMatchObject({ success: false });
        expect(response.body.error).toContain(message);
      }
      const read = await call("GET", "/api/admin/banner-settings");
      expect(read.body.data).toMatchObject({ message: "Unchanged", message_es: "Sin cambios" });
    });
  });

  it("counts on the dashboard, for Staff and Owners, what the banner still needs in Spanish, while it is on", async () => {
    const dashboard = async (role: Role) => page("/admin/dashboard", await cookies[role]());
    const line = (texts: string) =>
      new RegExp(`<a href="/admin/banner"[^>]*>${banner.message} \\(banner\\): ${texts}</a>`);
    await withBanner(banner, async () => {
      for (const role of ["staff", "owner"] as const) {
        expect(await dashboard(role)).toMatch(line("message, link text"));
      }
      await call("POST", "/api/admin/banner-settings", { ...banner, message_es: "Cerrado el lunes" });
      expect(await dashboard("staff")).toMatch(line("link text"));
      await call("POST", "/api/admin/banner-settings", { ...banner, same_in_spanish: ["link_text"] });
      expect(await dashboard("owner")).not.toMatch(line("[^<]*"));
      await call("POST", "/api/admin/banner-settings", { ...banner, is_active: false, message_es: "" });
      expect(await dashboard("staff")).not.toMatch(line("[^<]*"));
    });
  });
});
