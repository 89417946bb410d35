// The accessibility statement as the server sends it: one page at /accessibility with the
// standard it claims, how to report a barrier and the Redundant Entry paragraph, and a link to it
// in the footer of every public page (the 404 page's included). Over HTTP: no browser needed.
import { describe, expect, it } from "vitest";
import { BUSINESS } from "#app/content/site.ts";
import { baseUrl } from "#tests/support/environment.ts";

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The text a reader gets from a piece of markup: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The markup of the <section> whose h2 reads `heading`. */
function sectionTitled(html: string, heading: string): string {
  const sections = html.match(/<section\b[^>]*>[\s\S]*?<\/section>/g) ?? [];
  const found = sections.find((section) => textOf(section.match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)?.[1] ?? "") === heading);
  expect(found, `a section titled "${heading}"`).toBeDefined();
  return found!;
}

describe("/accessibility", () => {
  it("is a statement with one h1, its sections under h2s, the standard, the way to report a barrier and 3.3.7", async () => {
    const { status, html } = await page("/accessibility");
    expect(status).toBe(200);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));

    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
    expect(h1s).toEqual(["Accessibility statement"]);
    expect(textOf(main)).toContain("Last reviewed November 2026.");
    expect(main).toContain('<time dateTime="2026-11-25">');
    const h2s = [...main.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!));
    expect(h2s).toEqual([
      "The standard we aim for",
      "How we check",
      "Known limitations",
      "You type things once",
      "Signing in to the staff portal",
      "Ask for help or report a barrier",
    ]);

    expect(textOf(sectionTitled(main, "The standard we aim for"))).toMatch(
      /aims to meet the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/,
    );
    expect(sectionTitled(main, "How we check")).toMatch(/<ul>(<li>[^<]+<\/li>){3,}<\/ul>/);
    expect(sectionTitled(main, "Known limitations")).toMatch(/<ul><li>/);

    const help = sectionTitled(main, "Ask for help or report a barrier");
    expect(help).toContain(`<a href="mailto:${BUSINESS.email}">${BUSINESS.email}</a>`);
    expect(help).toContain(`href="tel:${BUSINESS.telephone}"`);
    expect(textOf(help)).toContain("We reply within 24 hours.");
    expect(textOf(help)).toContain("in another format");

    const redundantEntry = textOf(sectionTitled(main, "You type things once"));
    expect(redundantEntry).toContain(
      "No form on this site asks for the same information twice (WCAG 2.2 success criterion 3.3.7, Redundant Entry).",
    );
    expect(redundantEntry).toMatch(/new password, the portal asks for it a second time to confirm it/);
    expect(redundantEntry).toContain("exempts re-entry that is needed for security");
  });
});

describe("the footer", () => {
  it.each(["/", "/menu", "/gallery/1", "/catering-events", "/accessibility", "/newsletter", "/no-such-page"])(
    "of %s links to the accessibility statement",
    async (path) => {
      const { html } = await page(path);
      const footer = html.slice(html.indexOf('<footer class="site-footer">'), html.indexOf("</footer>"));
      expect(footer).toMatch(/<a [^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/);
    },
  );
});
