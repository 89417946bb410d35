import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_MENU_CATEGORIES } from "#app/content/menu-categories.ts";
import { ALLERGIES_NOTICE, HOURS_NOTE } from "#app/content/site.ts";
import { SEED_MENU_ITEMS } from "#app/domain/seed/seed-data.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { uniqueName } from "#tests/support/database.ts";
import { menuItemsOfEachTest } from "#tests/support/menu-items.ts";
import { type PdfElement, readPdf } from "#tests/support/pdf-text.ts";
import { useSeededServer } from "#tests/support/seeded-server.ts";

const PDF_PATH = "/menu/sando-truck-menu.pdf";
const menuServer = useSeededServer("menu_pdf");
const menuUrl = () => menuServer().url;

async function fetchPdf() {
  const response = await fetch(`${menuUrl()}${PDF_PATH}`);
  expect(response.status).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  const pdf = await readPdf(body);
  // Long names and descriptions wrap: the text has its line breaks as plain spaces.
  return { response, body, pdf, text: pdf.text };
}

/** What a screen reader says for one list entry, part by part: the entry's label, then its body. */
const reading = (entry: PdfElement | undefined) =>
  entry?.children.flatMap((part) => (part.role === "LBody" ? part.children.map((line) => line.text) : [part.text]));

const newItem = menuItemsOfEachTest();

describe("the PDF menu", () => {
  it("is an inline PDF of the seeded menu with prices, marks, hours and the allergies note", async () => {
    const { response, body, text } = await fetchPdf();
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="sando-truck-menu.pdf"');
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    for (const heading of ["SANDOS", "SIDES", "DESSERT", "DRINKS", "MERCH"]) expect(text).toContain(heading);
    expect(text.indexOf("SANDOS")).toBeLessThan(text.indexOf("SIDES"));
    expect(text.indexOf("DRINKS")).toBeLessThan(text.indexOf("MERCH"));
    for (const name of ["Chicken Katsu Sando", "Pork Katsu Sando", "Potato Salad Sando", "Karaage", "Sticker Pack"]) {
      expect(text).toContain(name);
    }
    expect(text).toContain("$12.00");
    expect(text).toContain("3PC $8.00 6PC $14.00");
    expect(text).toContain("Fan Favorite");
    expect(text).toContain("LIMITED QUANTITY");
    expect(text).toMatch(/Monday-Friday\s+11:00 AM-8:00 PM/);
    expect(text).toMatch(/Saturday\s+11:00 AM-6:00 PM/);
    expect(text).toMatch(/Sunday\s+Closed/);
    expect(text).toContain("Allergies and dietary needs");
  });

  it("reads to a screen reader as a tagged, titled English document: a heading and a list per category, each item name, description, labels, then price", async () => {
    const { pdf } = await fetchPdf();
    expect(pdf).toMatchObject({ tagged: true, title: "Sando Truck Menu", displaysTitle: true, language: "en-US" });
    // The seeded menu fits on one page, so page 1's structure tree is the whole document's.
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0]!;
    // All that is printed is read out, but for the bar between an item's marks, a decoration.
    expect(page.untaggedText).toBe("");
    expect(page.artifactText).toBe("|");

    expect(page.structure.map((element) => element.role)).toEqual(["Document"]);
    const parts = page.structure[0]!.children;
    const categories = DEFAULT_MENU_CATEGORIES.filter((category) => !category.isPseudo);
    expect(parts.map((part) => part.role)).toEqual([
      "Figure",
      "H1",
      "P",
      ...categories.flatMap(() => ["H2", "L"]),
      "H2",
      ...["P", "P", "P", "P"],
      "H2",
      "P",
    ]);
    expect(parts[0]).toMatchObject({ role: "Figure", alt: "Sando Truck logo: a katsu sando" });
    expect(parts[1]!.text).toBe("SANDO TRUCK MENU");
    expect(parts[2]!.text).toBe("Traditional Japanese Katsu Sandos");

    // Each category's heading, then its list: one entry per item, in menu order, each named by
    // its label and ending with its price.
    for (const [index, category] of categories.entries()) {
      const heading = parts[3 + index * 2]!;
      const list = parts[4 + index * 2]!;
      expect(heading.text).toBe(category.name);
      const items = SEED_MENU_ITEMS.filter((item) => item.category_id === category.id).toSorted(
        (a, b) => a.display_order - b.display_order,
      );
      expect(list.children.map((entry) => entry.role)).toEqual(items.map(() => "LI"));
      for (const [position, entry] of list.children.entries()) {
        const item = items[position]!;
        expect(entry.children.map((part) => part.role)).toEqual(["Lbl", "LBody"]);
        const said = reading(entry) ?? [];
        expect(said[0]).toBe(item.name);
        expect(said.indexOf(item.description)).toBeGreaterThan(0);
        expect(said.at(-1)).toMatch(/^(\$\d+\.\d\d|3PC \$\d+\.\d\d( 6PC \$\d+\.\d\d)?)$/);
      }
    }

    const entries = parts.filter((part) => part.role === "L").flatMap((list) => list.children);
    const entry = (name: string) => entries.find((candidate) => candidate.children[0]?.text === name);
    expect(reading(entry("Chicken Katsu Sando"))).toEqual([
      "Chicken Katsu Sando",
      "Fan Favorite",
      "Crispy chicken thigh in our in-house panko, tonkatsu sauce and shredded cabbage on toasted shokupan.",
      "Contains egg · Contains soy",
      "$12.00",
    ]);
    expect(reading(entry("Karaage"))).toEqual([
      "Karaage",
      "Fan Favorite",
      "Soy-and-ginger marinated fried chicken with a squeeze of lemon and Kewpie mayo for dipping.",
      "Dairy-free · Contains soy",
      "3PC $8.00 6PC $14.00",
    ]);
    expect(reading(entry("Strawberry Fruit Sando"))).toEqual([
      "Strawberry Fruit Sando",
      "Fan Favorite",
      "LIMITED QUANTITY",
      "Fresh strawberries and lightly sweetened whipped cream on pillowy shokupan.",
      "Vegetarian",
      "$9.00",
    ]);
    expect(reading(entry("Sticker Pack"))).toEqual([
      "Sticker Pack",
      "Five weatherproof vinyl stickers for your laptop, bottle or cooler.",
      "$5.00",
    ]);

    expect(parts.slice(-7).map((part) => part.text)).toEqual([
      "Opening hours",
      "Monday-Friday 11:00 AM-8:00 PM",
      "Saturday 11:00 AM-6:00 PM",
      "Sunday Closed",
      HOURS_NOTE,
      "Allergies and dietary needs",
      ALLERGIES_NOTICE,
    ]);

    // Readers that ignore the tags follow the drawing order: it is the same, a name before its price.
    expect(page.text).toContain(
      "Karaage Fan Favorite Soy-and-ginger marinated fried chicken with a squeeze of lemon and Kewpie mayo for dipping. Dairy-free · Contains soy 3PC $8.00 6PC $14.00 Furikake Fries",
    );
  });

  it("shows an item staff add in the next download, and drops it once it is unavailable", async () => {
    const name = uniqueName("Test Menchi Katsu");
    const before = await fetchPdf();
    expect(before.text).not.toContain(name);

    const item = await newItem({ category_id: "sides", name, price_3pc: 7.25, is_limited: true });
    const withItem = await fetchPdf();
    expect(withItem.text).toContain(name);
    expect(withItem.text).toContain("3PC $7.25");
    expect(withItem.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));

    await MenuItem.updateOne({ _id: item._id }, { is_available: false });
    const withoutItem = await fetchPdf();
    expect(withoutItem.text).not.toContain(name);
  });

  it("answers 304 Not Modified to a request carrying the current ETag", async () => {
    const { response } = await fetchPdf();
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);

    const again = await fetch(`${menuUrl()}${PDF_PATH}`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const stale = await fetch(`${menuUrl()}${PDF_PATH}`, { headers: { "If-None-Match": '"an-old-menu"' } });
    expect(stale.status).toBe(200);
  });
});

describe("the PDF menu while the database is unreachable", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("answers 503 with a short message, in each language", { timeout: 60_000 }, async () => {
    // Nothing listens on this port: the server runs, but every database call fails.
    const port = await findFreePort();
    server = await startServerProcess({
      mongodbUri: `mongodb://127.0.0.1:${port}/nothing_here`,
      // A short database timeout: the request below waits it out once.
      env: { DATABASE_TIMEOUT_MS: "800" },
      waitForHealthy: false,
    });
    const response = await fetch(`${server.url}${PDF_PATH}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Our menu could not be loaded right now. Please try again shortly.");
    // The Spanish PDF's says so in Spanish (issue 48).
    const spanish = await fetch(`${server.url}/es${PDF_PATH}`);
    expect(spanish.status).toBe(503);
    expect(await spanish.text()).toBe("No pudimos cargar nuestro menú en este momento. Inténtalo de nuevo en un rato.");
  });
});
