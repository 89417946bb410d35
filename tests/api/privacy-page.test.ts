// The privacy page as a visitor gets it (issue 51): /privacy and /es/privacy say what is counted,
// what is not and for how long, in the page's language; every public page's footer links it; the
// sitemap lists both; and the paragraph on Google Analytics shows only on a server whose Owner
// switched it on (ANALYTICS_ID).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { baseUrl, testDatabaseUri } from "#tests/support/environment.ts";

async function page(path: string, origin = baseUrl()) {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return { status: response.status, html, main, text: readable(main), cookie: response.headers.get("set-cookie") };
}

/** What a reader reads of some markup: no tags, React's entities decoded, spaces collapsed. */
const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const headings = (main: string) => [...main.matchAll(/<h2\b[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
const footerOf = (html: string) => html.slice(html.indexOf('<footer class="site-footer">'), html.indexOf("</footer>"));
const GOOGLE_POLICY_LINK = '<a href="https://policies.google.com/privacy">';

/** The page's frame in a language: 200, its `lang`, its title and the headings of its sections, in order. */
function expectPrivacyPage(
  answer: { status: number; html: string; main: string },
  language: string,
  title: string,
  sections: string[],
) {
  expect(answer.status).toBe(200);
  expect(answer.html).toContain(`<html lang="${language}">`);
  expect(answer.html).toContain(`<title>${title} | Sando Truck</title>`);
  expect(headings(answer.main)).toEqual(sections);
}

describe("/privacy", () => {
  it("says in English what is counted, what is not and for how long, and how to have one's data deleted", async () => {
    const answer = await page("/privacy");
    const { main, text, cookie } = answer;
    expectPrivacyPage(answer, "en", "Privacy", [
      "What we count",
      "What we do not do",
      "How long we keep it",
      "What you give us yourself",
    ]);
    expect(readable(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)![1]!)).toBe("Privacy");
    for (const words of [
      "with no tracking cookie and no counting script",
      "a random value that changes every midnight, Santa Barbara time",
      "nobody, us included, can tell who visited",
      "by its name only (for example www.yelp.com), never the page",
      "utm_source, utm_medium and utm_campaign",
      "so these figures are a floor",
      "We set no cookie to count you, and no counting script runs in your browser.",
      "Staff pages and known robots are not counted.",
      "The daily totals are kept for 25 months, then deleted automatically.",
    ]) {
      expect(text).toContain(words);
    }
    expect(main).toMatch(/To have what you gave us deleted, write to <a href="mailto:([^"]+)">\1<\/a>\./);
    expect(main).toMatch(/<a href="\/newsletter"[^>]*>newsletter page<\/a>/);
    // No analytics id on the shared test server: nothing about Google, and the page sets no cookie.
    expect(text).not.toContain("Google Analytics");
    expect(main).not.toContain(GOOGLE_POLICY_LINK);
    expect(cookie).toBeNull();
  });

  it("says the same in Spanish at /es/privacy, its links staying in Spanish", async () => {
    const answer = await page("/es/privacy");
    const { main, text } = answer;
    expectPrivacyPage(answer, "es", "Privacidad", [
      "Lo que contamos",
      "Lo que no hacemos",
      "Por cuánto tiempo lo guardamos",
      "Lo que tú nos das",
    ]);
    for (const words of [
      "sin cookies de seguimiento ni scripts de conteo",
      "cambia cada medianoche, hora de Santa Bárbara",
      "así que estas cifras son un mínimo",
      "Guardamos los totales de cada día durante 25 meses; después se borran solos.",
    ]) {
      expect(text).toContain(words);
    }
    expect(main).toMatch(/Para que borremos lo que nos diste, escríbenos a <a href="mailto:[^"]+">/);
    expect(main).toMatch(/<a href="\/es\/newsletter"[^>]*>página del boletín<\/a>/);
    expect(text).not.toContain("Google Analytics");
  });

  it("is linked from the footer of other pages, in their language, and listed in the sitemap in both", async () => {
    const [menu, spanishMenu, notFound, sitemap] = await Promise.all([
      page("/menu"),
      page("/es/menu"),
      page("/es/no-such-page"),
      fetch(`${baseUrl()}/sitemap.xml`).then((response) => response.text()),
    ]);
    expect(footerOf(menu.html)).toMatch(/<a [^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
    expect(footerOf(spanishMenu.html)).toMatch(/<a [^>]*href="\/es\/privacy"[^>]*>Privacidad<\/a>/);
    expect(footerOf(notFound.html)).toMatch(/<a [^>]*href="\/es\/privacy"[^>]*>Privacidad<\/a>/);
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locations).toContain("/privacy");
    expect(locations).toContain("/es/privacy");
  });
});

describe("where the Owner switched Google Analytics on", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ mongodbUri: testDatabaseUri(), env: { ANALYTICS_ID: "G-TEST123" } });
  });
  afterAll(() => server?.stop());

  it("the privacy page says Google Analytics also measures visits, with its cookies and Google's policy, in both languages", async () => {
    const [english, spanish] = await Promise.all([page("/privacy", server.url), page("/es/privacy", server.url)]);
    expect(headings(english.main)).toContain("Google Analytics on this site");
    expect(english.text).toContain(
      "On this site, Google Analytics also measures visits. It uses its own cookies in your browser, and Google handles what it collects under Google's privacy policy.",
    );
    expect(english.main).toContain(`${GOOGLE_POLICY_LINK}Google&#x27;s privacy policy</a>`);
    expect(headings(spanish.main)).toContain("Google Analytics en este sitio");
    expect(spanish.text).toContain("En este sitio, Google Analytics también mide las visitas.");
    expect(spanish.main).toContain(`${GOOGLE_POLICY_LINK}política de privacidad</a>`);
  });
});
