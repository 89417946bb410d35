// Which pages report to analytics (issue 43), in both languages (issue 48): a Spanish page reports
// as its English twin does, under /es, and the Spanish twins of the private pages (a newsletter
// link's confirm, preferences and unsubscribe pages, a quote) are as silent as the English ones.
import { describe, expect, it } from "vitest";
import { analyticsPageOf, isPublicPage, publicPageOf } from "#app/web/analytics-pages.server.ts";

const SITE = "https://sandotruck.example";
const ID = "G-TEST12345";

/** The page as reported for a route pattern (as React Router gives it: no leading slash). */
function reported(pattern: string, address = `${SITE}/x?email=hana%40example.com&token=secret&utm_source=mail`) {
  return analyticsPageOf(ID, pattern, new URL(address), SITE);
}

describe("analytics' page in Spanish", () => {
  it("reports a Spanish public page under /es, keeping only the campaign parameters", () => {
    expect(reported("es/menu")).toEqual({
      measurementId: ID,
      path: "/es/menu?utm_source=mail",
      location: `${SITE}/es/menu?utm_source=mail`,
    });
    expect(reported("es")?.path).toBe("/es?utm_source=mail");
    expect(reported("es/gallery/:id")?.path).toBe("/es/gallery/:id?utm_source=mail");
    expect(reported("es/newsletter")?.path).toBe("/es/newsletter?utm_source=mail");
    expect(reported("es/*")?.path).toBe("/es/not-found?utm_source=mail");
  });

  it("leaves the English pages as they were", () => {
    expect(reported("menu")?.path).toBe("/menu?utm_source=mail");
    expect(reported("")?.path).toBe("/?utm_source=mail");
    expect(reported("*")?.path).toBe("/not-found?utm_source=mail");
  });

  it("never loads on the Spanish newsletter links' pages or a quote, as on their English twins", () => {
    for (const pattern of [
      "es/newsletter/confirm",
      "es/newsletter/preferences",
      "es/newsletter/unsubscribe",
      "es/quotes/:token",
      "newsletter/confirm",
      "newsletter/preferences",
      "newsletter/unsubscribe",
      "quotes/:token",
    ]) {
      expect(reported(pattern), pattern).toBeNull();
    }
  });

  it("takes only the literal es as the Spanish prefix: another first segment is judged whole", () => {
    expect(reported("essay")).toBeNull();
    expect(reported("fr/menu")).toBeNull();
  });
});

describe("the public pages as the Owner's numbers name them (issue 51)", () => {
  it("name a page the same in either language, and no personal page at all", () => {
    expect(publicPageOf("")).toBe("/");
    expect(publicPageOf("es")).toBe("/");
    expect(publicPageOf("es/menu")).toBe("/menu");
    expect(publicPageOf("gallery/:id")).toBe("/gallery/:id");
    expect(publicPageOf("es/*")).toBe("/not-found");
    for (const pattern of ["quotes/:token", "es/newsletter/confirm", "admin/users", "numbers/tap", "fr/menu"]) {
      expect(publicPageOf(pattern), pattern).toBeNull();
    }
  });

  it("know a page a form names only by one of those names", () => {
    for (const page of ["/", "/menu", "/gallery/:id", "/not-found", "/newsletter"])
      expect(isPublicPage(page), page).toBe(true);
    for (const page of ["/*", "/es/menu", "/admin", "/quotes/:token", "menu", "/MENU", ""]) {
      expect(isPublicPage(page), page).toBe(false);
    }
  });
});
