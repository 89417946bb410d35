// The Spanish site as search engines, assistants and many visitors at once see it (issue 48):
// each page and its twin name each other, the language comes from the address alone (so 50
// requests at once in both languages never mix), an unknown prefix is the 404 page, and the
// sitemap, /llms.txt and the structured data know both languages.
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, SPANISH_PUBLIC_PAGES } from "#scripts/lib/public-pages.ts";
import { baseUrl } from "#tests/support/environment.ts";

const page = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${baseUrl()}${path}`, init);
  return { status: response.status, html: await response.text() };
};

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [
      match[1]!.toLowerCase(),
      new URL(match[2]!).pathname,
    ]),
  );
/** The language switch's link: where it goes and the language it is named in. */
function switchLink(html: string) {
  const [tag = "", text] = /<a [^>]*class="language-switch"[^>]*>([^<]*)<\/a>/.exec(html) ?? [];
  return { href: /href="([^"]*)"/.exec(tag)?.[1], lang: /\slang="([^"]*)"/.exec(tag)?.[1], text };
}
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const json = JSON.parse(match[1]!) as unknown;
    return Array.isArray(json) ? json : [json];
  }) as Record<string, unknown>[];

describe("each public page and its Spanish twin", () => {
  for (const [index, english] of PUBLIC_PAGES.entries()) {
    const spanish = SPANISH_PUBLIC_PAGES[index]!;
    it(`${english} and ${spanish} say their language and name each other`, async () => {
      const [en, es] = await Promise.all([page(english), page(spanish)]);
      expect([en.status, es.status]).toEqual([200, 200]);
      expect(htmlLang(en.html)).toBe("en");
      expect(htmlLang(es.html)).toBe("es");
      expect(new URL(canonical(en.html)!).pathname).toBe(english);
      expect(new URL(canonical(es.html)!).pathname).toBe(spanish);
      const expected = { en: english, es: spanish, "x-default": english };
      expect(alternates(en.html)).toEqual(expected);
      expect(alternates(es.html)).toEqual(expected);
      expect(es.html).toContain('<meta property="og:locale" content="es_US"/>');
      expect(en.html).toContain('<meta property="og:locale" content="en_US"/>');
      // The switch: a plain link to the twin, named in the twin's language.
      expect(switchLink(en.html)).toEqual({ href: spanish, lang: "es", text: "Español" });
      expect(switchLink(es.html)).toEqual({ href: english, lang: "en", text: "English" });
    });
  }

  it("keeps the page's query in the switch's link", async () => {
    const { html } = await page("/menu?diet=vegan");
    expect(switchLink(html)).toEqual({ href: "/es/menu?diet=vegan", lang: "es", text: "Español" });
  });
});

describe("the language, from the address alone", () => {
  it("answers 50 concurrent requests, English and Spanish mixed, each in its own language", async () => {
    const paths = Array.from({ length: 50 }, (_, index) => {
      const pages = index % 2 === 0 ? PUBLIC_PAGES : SPANISH_PUBLIC_PAGES;
      return pages[index % pages.length]!;
    });
    const answers = await Promise.all(paths.map((path) => page(path)));
    for (const [index, answer] of answers.entries()) {
      const spanish = paths[index]!.startsWith("/es");
      expect(answer.status, paths[index]).toBe(200);
      expect(htmlLang(answer.html), paths[index]).toBe(spanish ? "es" : "en");
      // The frame's words are the page's language's, not another request's.
      expect(answer.html, paths[index]).toContain(spanish ? "Saltar al contenido" : "Skip to content");
      expect(answer.html, paths[index]).not.toContain(spanish ? "Skip to content" : "Saltar al contenido");
    }
  });

  it("ignores Accept-Language: the English address is English for a Spanish browser", async () => {
    const { html } = await page("/", { headers: { "Accept-Language": "es-MX,es;q=0.9" } });
    expect(htmlLang(html)).toBe("en");
    expect(html).toContain("Skip to content");
  });

  it("answers an unknown language prefix with the 404 page, and an unknown Spanish path with the Spanish one", async () => {
    const french = await page("/fr/menu");
    expect(french.status).toBe(404);
    expect(htmlLang(french.html)).toBe("en");
    const spanish = await page("/es/no-such-page");
    expect(spanish.status).toBe(404);
    expect(htmlLang(spanish.html)).toBe("es");
    // A missing page's switch goes to the other language's home, not back to whatever was typed.
    expect(switchLink(french.html)).toEqual({ href: "/es", lang: "es", text: "Español" });
    expect(switchLink(spanish.html)).toEqual({ href: "/", lang: "en", text: "English" });
  });

  it("never puts a client's quote link in the switch, from the English page or its Spanish twin (issue 50)", async () => {
    for (const [path, home] of [
      ["/quotes/a-quote-token-that-no-link-has", "/es"],
      ["/es/quotes/a-quote-token-that-no-link-has", "/"],
      ["/ES/%71uotes/a-quote-token-that-no-link-has", "/"],
    ] as const) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(switchLink(html).href, path).toBe(home);
      expect(html.match(/a-quote-token-that-no-link-has/g) ?? [], path).toHaveLength(0);
    }
  });
});

describe("what machines read", () => {
  it("lists both languages in the sitemap, each page with its alternates", async () => {
    const body = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    for (const [index, english] of PUBLIC_PAGES.entries()) {
      const spanish = SPANISH_PUBLIC_PAGES[index]!;
      for (const path of [english, spanish]) {
        const entry = urls.find((url) => new URL(/<loc>([^<]+)<\/loc>/.exec(url)![1]!).pathname === path);
        expect(entry, path).toBeDefined();
        expect(entry).toMatch(new RegExp(`hreflang="en" href="[^"]+${english.replace(/\//g, "\\/")}"`));
        expect(entry).toMatch(new RegExp(`hreflang="es" href="[^"]+${spanish.replace(/\//g, "\\/")}"`));
        expect(entry).toContain('hreflang="x-default"');
      }
    }
  });

  it("names the Spanish pages in /llms.txt", async () => {
    const body = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    for (const path of SPANISH_PUBLIC_PAGES) expect(body).toContain(`${path})`);
  });

  it("describes the business in the page's language, as the same thing, with a contact point in both", async () => {
    const [en, es] = await Promise.all([page("/"), page("/es")]);
    const business = (html: string) => structuredData(html).find((item) => item["@type"] === "FoodEstablishment")!;
    const [englishBusiness, spanishBusiness] = [business(en.html), business(es.html)];
    expect(spanishBusiness["@id"]).toBe(englishBusiness["@id"]);
    expect(spanishBusiness.description).toMatch(/Katsu sandos japoneses/);
    expect(englishBusiness.description).toMatch(/^Traditional Japanese katsu sandos/);
    expect((spanishBusiness.hasMenu as Record<string, unknown>).inLanguage).toBe("es");
    expect(new URL((spanishBusiness.hasMenu as Record<string, string>).url!).pathname).toBe("/es/menu");
    for (const item of [englishBusiness, spanishBusiness]) {
      expect((item.contactPoint as Record<string, unknown>).availableLanguage).toEqual(["en", "es"]);
    }
  });
});
