// The W3C Nu HTML Checker that npm test runs over the layout net's pages: a page with an HTML
// error fails it, and the only errors let through are those about the WebMCP attributes and the
// pings to our own tap counter.
// It needs Java: npm test finds or installs it before vitest starts and passes it as JAVA_PATH.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findJava } from "#scripts/lib/java.ts";
import { checkHtml, type NuReport } from "#scripts/lib/nu-check.ts";

const page = (main: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sando Truck</title></head><body><main>${main}</main></body></html>`;

const cateringForm = (formAttributes: string) =>
  `<h1>Catering</h1><form method="post" ${formAttributes}>` +
  `<label>Name <input name="name" required toolparamdescription="The name of the person asking"></label>` +
  `<label>Message <textarea name="message" toolparamdescription="The event: date, place, guests"></textarea></label>` +
  `<label>Service <select name="serviceStyle" toolparamdescription="truck or drop-off"><option value="">Not sure</option></select></label>` +
  `<button>Send</button></form>`;

const PAGES = {
  clean: page("<h1>Menu</h1><p>Chicken katsu sando, $13</p>"),
  // A block inside an inline element, and one id twice: errors any browser would forgive.
  broken: page(`<h1>Menu</h1><span class="price"><div>$13</div></span><p id="sando">Chicken</p><p id="sando">Pork</p>`),
  webmcp: page(cateringForm(`toolname="request_catering" tooldescription="Ask the truck to cater an event"`)),
  // The WebMCP messages are matched whole: a misspelt attribute is an error like any other.
  misspelt: page(cateringForm(`toolnmae="request_catering" tooldescription="Ask the truck to cater an event"`)),
  // A link that pings our own tap counter by its path (issue 51), and one that pings another path.
  pings: page(
    `<h1>Contact</h1><a href="tel:+1-805-555-0142" ping="/numbers/tap?link=phone&amp;channel=-&amp;stop=-">805-555-0142</a>` +
      `<a href="https://example.com/" ping="/elsewhere">Elsewhere</a>`,
  ),
};
type PageName = keyof typeof PAGES;

const folder = mkdtempSync(join(tmpdir(), "nu-check-"));
const fileOf = (name: PageName) => join(folder, `${name}.html`);
let report: NuReport;
const errorsOf = (name: PageName) =>
  report.errors.filter((error) => error.file === fileOf(name)).map((error) => error.message);

beforeAll(async () => {
  const java = findJava();
  if (!java) throw new Error("no Java found: run the tests with `npm test`, which installs it, or set JAVA_PATH");
  for (const [name, html] of Object.entries(PAGES)) writeFileSync(fileOf(name as PageName), html);
  // One Java process for all the pages, as npm test checks them.
  report = await checkHtml(
    Object.keys(PAGES).map((name) => fileOf(name as PageName)),
    java,
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the Nu HTML check", () => {
  it("fails a page with HTML errors, naming each", () => {
    expect(errorsOf("broken")).toEqual([
      expect.stringContaining("Element “div” not allowed as child of element “span”"),
      "Duplicate ID “sando”.",
    ]);
  });

  it("passes a page without errors", () => {
    expect(errorsOf("clean")).toEqual([]);
  });

  it("lets through the WebMCP attributes on a form and its fields, and nothing else", () => {
    expect(errorsOf("webmcp")).toEqual([]);
    // Both pages have the form: all five attributes let through on one, four on the misspelt one.
    expect(report.webmcp).toBe(5 + 4);
    expect(errorsOf("misspelt")).toEqual(["Attribute “toolnmae” not allowed on element “form” at this point."]);
  });

  it("lets through a ping to our own tap counter's path, and no other ping that is not a full address", () => {
    expect(report.ownPings).toBe(1);
    expect(errorsOf("pings")).toEqual([
      "Bad value “/elsewhere” for attribute “ping” on element “a”: Must contain only “http” or “https” URLs.",
    ]);
  });

  it("refuses a file that is not there rather than passing it unseen", async () => {
    await expect(checkHtml([join(folder, "missing.html")], "java")).rejects.toThrow(/no such file/);
  });
});
