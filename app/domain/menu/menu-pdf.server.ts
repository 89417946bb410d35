// The printable menu at /menu/sando-truck-menu.pdf, drawn from the same listPublicMenu() as the
// web menu so the two never disagree. The PDF is kept in memory and rebuilt only when the menu
// (its hash) changes; reading the menu is a cheap indexed query, drawing a PDF is not.
import { createHash } from "node:crypto";
import { POPULAR_CATEGORY_ID } from "#app/content/menu-categories.ts";
import { ALLERGIES_NOTICE, HOURS_NOTE, OPENING_HOURS } from "#app/content/site.ts";
import { priceLabels } from "#app/domain/shared/prices.ts";
import { listPublicMenu, type PublicMenu, type PublicMenuItem } from "./menu.server.ts";
import { DIETARY_LABEL_TEXT } from "./dietary.ts";

export const MENU_PDF_FILENAME = "sando-truck-menu.pdf";

/** Bump when the layout changes, so caches holding the old drawing revalidate. */
const LAYOUT_VERSION = 2;

const RED = "#EA1E25";
const INK = "#2B2320";
const MUTED = "#6B615B";
const PAPER = "#FFFAF3";

export type MenuPdf = { body: Buffer; etag: string };

/** How an item's price reads: "$12.00", or "3PC $8.00   6PC $14.00" (6PC only when set). */
export function priceLine(item: PublicMenuItem): string {
  return priceLabels({ single: item.price, threePieces: item.price3pc, sixPieces: item.price6pc }).join("   ");
}

/** An item's dietary and allergen labels as the printed menu says them: "Vegetarian · Contains egg". */
export function labelsLine(item: Pick<PublicMenuItem, "dietary">): string {
  return item.dietary.map((label) => DIETARY_LABEL_TEXT[label]).join(" · ");
}

/** The sando mark: bread, cabbage, cutlet, bread, drawn with rectangles at (x, y). */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.roundedRect(x, y, 44, 13, 5).fill("#E2A65C");
  doc.roundedRect(x + 3, y + 2, 38, 9, 3).fill("#FFF4DE");
  doc.roundedRect(x - 1, y + 13, 46, 4, 2).fill("#9CCB5A");
  doc.roundedRect(x - 1, y + 17, 46, 9, 3).fill("#D98A22");
  doc.roundedRect(x, y + 26, 44, 12, 5).fill("#E2A65C");
  doc.roundedRect(x + 3, y + 28, 38, 8, 3).fill("#FFF4DE");
}

/** Draws the menu as a PDF. Pure: the same menu always gives the same document. */
export async function buildMenuPdf(menu: PublicMenu): Promise<Buffer> {
  // Loaded with the first PDF asked for: its fonts and tables are not needed for pages.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 48, bottom: 40, left: 54, right: 54 },
    // A fixed date keeps the bytes a function of the menu alone.
    info: {
      Title: "Sando Truck Menu",
      Author: "Sando Truck",
      Subject: "Traditional Japanese katsu sandos",
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: "en-US",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header band.
  doc.rect(0, 0, doc.page.width, 104).fill(RED);
  doc.circle(left + 30, 52, 30).fill(PAPER);
  drawMark(doc, left + 8, 33);
  doc
    .fillColor(PAPER)
    .font("Helvetica-Bold")
    .fontSize(30)
    .text("SANDO TRUCK", left + 76, 27, { lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(13)
    .text("Traditional Japanese Katsu Sandos", left + 76, 63, { lineBreak: false });
  doc.font("Helvetica-Bold").fontSize(22).text("MENU", left, 40, { width, align: "right", lineBreak: false });
  doc.x = left;
  doc.y = 128;

  // Items in two columns, so the whole menu fits on one page.
  const gutter = 20;
  const columnWidth = (width - gutter) / 2;
  const nameWidth = (item: PublicMenuItem) => {
    doc.font("Helvetica-Bold").fontSize(11);
    return columnWidth - doc.widthOfString(priceLine(item)) - 8;
  };
  const itemHeight = (item: PublicMenuItem) => {
    const width = nameWidth(item);
    const name = doc.font("Helvetica-Bold").fontSize(11).heightOfString(item.name, { width });
    const marks = item.popular || item.limitedQuantity ? 11 : 0;
    const description = doc.font("Helvetica").fontSize(9).heightOfString(item.description, { width: columnWidth });
    const labels =
      item.dietary.length > 0
        ? doc.font("Helvetica-Oblique").fontSize(8).heightOfString(labelsLine(item), { width: columnWidth }) + 2
        : 0;
    return name + 2 + marks + description + labels + 10;
  };
  const drawItem = (item: PublicMenuItem, x: number, top: number) => {
    const width = nameWidth(item);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(11);
    doc.text(priceLine(item), x, top, { width: columnWidth, align: "right", lineBreak: false });
    doc.text(item.name, x, top, { width });
    let y = doc.y + 2;
    const marks = [item.popular ? "Fan Favorite" : null, item.limitedQuantity ? "LIMITED QUANTITY" : null].filter(
      Boolean,
    );
    if (marks.length > 0) {
      doc
        .fillColor(RED)
        .font("Helvetica-Bold")
        .fontSize(8)
        .text(marks.join("  |  "), x, y, { width: columnWidth, lineBreak: false });
      y += 11;
    }
    doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(item.description, x, y, { width: columnWidth });
    if (item.dietary.length > 0) {
      doc
        .fillColor(INK)
        .font("Helvetica-Oblique")
        .fontSize(8)
        .text(labelsLine(item), x, doc.y + 2, { width: columnWidth });
    }
  };

  for (const category of menu.categories) {
    // POPULAR PICKS repeats items listed in their own categories; print marks them Fan Favorite.
    if (category.id === POPULAR_CATEGORY_ID) continue;
    const items = menu.menuItems[category.id] ?? [];
    if (items.length === 0) continue;
    ensureRoom(30 + itemHeight(items[0]!));
    doc.fillColor(RED).font("Helvetica-Bold").fontSize(14).text(category.name, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(left + width, doc.y + 1)
      .lineWidth(1.5)
      .strokeColor(RED)
      .stroke();
    doc.y += 8;
    for (let i = 0; i < items.length; i += 2) {
      const row = items.slice(i, i + 2);
      const height = Math.max(...row.map(itemHeight));
      ensureRoom(height);
      const top = doc.y;
      for (const [column, item] of row.entries()) drawItem(item, left + column * (columnWidth + gutter), top);
      doc.x = left;
      doc.y = top + height;
    }
    doc.y += 4;
  }

  // Hours beside the allergies note.
  ensureRoom(110);
  const top = doc.y + 4;
  const right = left + columnWidth + gutter;
  doc.fillColor(RED).font("Helvetica-Bold").fontSize(13).text("Opening hours", left, top, { width: columnWidth });
  doc.text("Allergies and dietary needs", right, top, { width: columnWidth });
  let y = top + 20;
  for (const entry of OPENING_HOURS) {
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(10).text(entry.days, left, y, { width: 100, lineBreak: false });
    doc.font("Helvetica").text(entry.hours, left + 100, y, { width: columnWidth - 100, lineBreak: false });
    y += 14;
  }
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(HOURS_NOTE, left, y + 2, { width: columnWidth });
  doc
    .fillColor(INK)
    .font("Helvetica")
    .fontSize(9)
    .text(ALLERGIES_NOTICE, right, top + 20, { width: columnWidth });

  doc.end();
  return finished;
}

/** The menu as printed: a sheet kept for weeks does not say what sold out today. */
function printedMenu(menu: PublicMenu): PublicMenu {
  return {
    categories: menu.categories,
    menuItems: Object.fromEntries(
      Object.entries(menu.menuItems).map(([category, items]) => [
        category,
        items.map((item) => ({ ...item, soldOut: false })),
      ]),
    ),
  };
}

function hashMenu(menu: PublicMenu): string {
  return createHash("sha256")
    .update(`${LAYOUT_VERSION}\n${JSON.stringify(menu)}`)
    .digest("base64url")
    .slice(0, 32);
}

let cached: { key: string; pdf: Promise<MenuPdf> } | undefined;

/**
 * The current menu as a PDF with an ETag. Reads the live menu every time (so edits show at
 * once) and redraws only when it changed. Throws what listPublicMenu() throws.
 */
export async function getMenuPdf(): Promise<MenuPdf> {
  const menu = printedMenu(await listPublicMenu());
  const key = hashMenu(menu);
  if (cached?.key !== key) {
    const pdf = buildMenuPdf(menu).then((body) => ({ body, etag: `"${key}"` }));
    cached = { key, pdf };
    // A failed drawing is not kept: the next request tries again.
    pdf.catch(() => {
      if (cached?.pdf === pdf) cached = undefined;
    });
  }
  return cached.pdf;
}
