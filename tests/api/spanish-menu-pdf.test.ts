import { describe, expect, it } from "vitest";
import { readPdf } from "#tests/support/pdf-text.ts";
import { SPANISH_MENU_PDF_TEXT } from "#tests/support/seeded-menu-pdf.ts";
import { useSeededServer } from "#tests/support/seeded-server.ts";

const SPANISH_PDF = "/es/menu/sando-truck-menu.pdf";
const ENGLISH_PDF = "/menu/sando-truck-menu.pdf";

const server = useSeededServer("spanish_menu_pdf");

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}${path}`, { headers });
  expect(response.status).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, pdf: await readPdf(body) };
}

describe("the PDF menu in Spanish", () => {
  it("prints every word in Spanish, accents included, but what staff typed", async () => {
    const { response, body, pdf } = await download(SPANISH_PDF);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="sando-truck-menu.pdf"');
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toBe(SPANISH_MENU_PDF_TEXT);
  });

  it("is a tagged Spanish document whose staff-typed texts say they are English", async () => {
    const { body, pdf } = await download(SPANISH_PDF);
    expect(pdf).toMatchObject({ tagged: true, title: "Menú de Sando Truck", displaysTitle: true, language: "es-US" });
    const page = pdf.pages[0]!;
    expect(page.untaggedText).toBe("");
    expect(page.artifactText).toBe("|");
    const parts = page.structure[0]!.children;
    expect(parts[0]).toMatchObject({ role: "Figure", alt: "Logo de Sando Truck: un katsu sando" });
    expect(parts[1]!.text).toBe("SANDO TRUCK MENÚ");
    expect(parts.filter((part) => part.role === "H2").map((part) => part.text)).toEqual([
      "SANDOS",
      "PARA ACOMPAÑAR",
      "POSTRES",
      "BEBIDAS",
      "MERCANCÍA",
      "Horario",
      "Alergias y necesidades alimentarias",
    ]);
    // Each of the 11 items' name and description is marked English; the built-in hours note has
    // its Spanish (issue 49), so it is not.
    const marked = body.toString("latin1").match(/\/Lang \((?:en|es)-US\)/g);
    expect(marked?.filter((lang) => lang.includes("en-US"))).toHaveLength(11 * 2);
    // The fonts are the PDF's standard Helvetica in WinAnsi, which has every Spanish letter:
    // nothing embedded to miss a glyph.
    expect(body.toString("latin1")).not.toContain("/FontFile");
    expect(body.toString("latin1")).toContain("/Encoding /WinAnsiEncoding");
  });

  it("is cached apart from the English PDF, which stays as it was", async () => {
    const english = await download(ENGLISH_PDF);
    const spanish = await download(SPANISH_PDF);
    const englishAgain = await download(ENGLISH_PDF);
    expect(english.pdf.language).toBe("en-US");
    expect(english.pdf.pages[0]!.structure[0]!.children[1]!.text).toBe("SANDO TRUCK MENU");
    expect(spanish.response.headers.get("etag")).not.toBe(english.response.headers.get("etag"));
    expect(englishAgain.response.headers.get("etag")).toBe(english.response.headers.get("etag"));
    expect(englishAgain.body.equals(english.body)).toBe(true);

    // Each language revalidates with its own ETag, and not with the other's.
    const spanishTag = spanish.response.headers.get("etag") ?? "";
    const again = await fetch(`${server().url}${SPANISH_PDF}`, { headers: { "If-None-Match": spanishTag } });
    expect(again.status).toBe(304);
    const crossed = await fetch(`${server().url}${ENGLISH_PDF}`, { headers: { "If-None-Match": spanishTag } });
    expect(crossed.status).toBe(200);
  });
});
