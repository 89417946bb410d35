// The printable menu at /menu/sando-truck-menu.pdf, drawn from the same listPublicMenu() and
// business details (hours and their note) as the web menu so the two never disagree. The PDF is
// kept in memory and rebuilt only when those (their hash) change; reading the menu is a cheap indexed query, drawing a PDF is not. It is a
// tagged PDF (app/domain/shared/tagged-pdf.server.ts): screen readers read it by its structure
// (headings, a list of items), not its layout; a price is no longer read before its item's name.
// In Spanish (/es/menu/sando-truck-menu.pdf, issue 48) every word it prints is Spanish, the
// items' names and descriptions as staff typed them in Spanish (issue 49); one still without its
// Spanish is printed in English and tagged so.

import { createHash } from "node:crypto";
import { POPULAR_CATEGORY_ID } from "#app/content/menu-categories.ts";
import { MENU_PDF_WORDS, MENU_WORDS, type MenuWords } from "#app/content/menu-words.ts";
import { getPublicBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { hoursLines, type PublicBusinessDetails } from "#app/domain/business/public-details.ts";
import { priceLabels } from "#app/domain/shared/prices.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { drawLogoBand, openTaggedPdf, PRINT_COLOURS } from "#app/domain/shared/tagged-pdf.server.ts";
import { INTL_LOCALE, type Language } from "#app/i18n/language.ts";
import { listPublicMenu, type PublicMenu, type PublicMenuItem } from "./menu.server.ts";
import { hoursWordingIn, menuIn, type ShownMenuItem } from "./menu-language.server.ts";

export const MENU_PDF_FILENAME = "sando-truck-menu.pdf";

/** Bump when the layout changes, so caches holding the old drawing revalidate. */
const LAYOUT_VERSION = 4;

/** Printed between an item's marks ("Fan Favorite  |  LIMITED QUANTITY"). */
const MARK_SEPARATOR = "  |  ";

const { red: RED, ink: INK, muted: MUTED, paper: PAPER } = PRINT_COLOURS;

export type MenuPdf = { body: Buffer; etag: string };

/** How an item's price reads: "$12.00", or "3PC $8.00   6PC $14.00" (6PC only when set). */
export function priceLine(
  item: Pick<PublicMenuItem, "price" | "price3pc" | "price6pc">,
  words: MenuWords = MENU_WORDS.en,
): string {
  return priceLabels({ single: item.price, threePieces: item.price3pc, sixPieces: item.price6pc }, words.card).join(
    "   ",
  );
}

/** An item's dietary and allergen labels as the printed menu says them: "Vegetarian · Contains egg". */
export function labelsLine(item: Pick<PublicMenuItem, "dietary">, words: MenuWords = MENU_WORDS.en): string {
  return item.dietary.map((label) => words.labels[label]).join(" · ");
}

/** What the PDF prints of the business details. */
export type PrintedHours = Pick<PublicBusinessDetails, "openingHours" | "hoursNote"> & {
  /** "en" where the note is the English on a menu in another language (issue 49). */
  hoursNoteLang?: "en";
};

/** Draws the menu as a PDF. Pure: the same menu, hours and language always give the same document. */
export async function buildMenuPdf(
  publicMenu: PublicMenu,
  hours: PrintedHours,
  language: Language = "en",
): Promise<Buffer> {
  const menu = menuIn(language, publicMenu);
  const words = MENU_WORDS[language];
  const printed = MENU_PDF_WORDS[language];
  // What staff typed in English only: a Spanish reader's screen reader says it so.
  const typed: PDFKit.Mixins.StructureElementOptions = language === "en" ? {} : { lang: INTL_LOCALE.en };
  const typedIf = (lang: "en" | undefined): PDFKit.Mixins.StructureElementOptions => (lang ? typed : {});
  const pdf = await openTaggedPdf({
    size: "LETTER",
    margins: { top: 48, bottom: 40, left: 54, right: 54 },
    // A fixed date keeps the bytes a function of the menu alone.
    info: {
      Title: printed.documentTitle,
      Author: "Sando Truck",
      Subject: printed.subject,
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: INTL_LOCALE[language],
  });
  const { doc, root: menuDocument, tag, container, decoration, finished } = pdf;

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header band. "SANDO TRUCK " keeps its space: the heading's two runs read as words.
  drawLogoBand(pdf, menuDocument, { height: 104, logoRadius: 30, alt: printed.logoAlt });
  tag(menuDocument, "H1", [
    () =>
      doc
        .fillColor(PAPER)
        .font("Helvetica-Bold")
        .fontSize(30)
        .text("SANDO TRUCK ", left + 76, 27, { lineBreak: false }),
    () => doc.fontSize(22).text(printed.heading, left, 40, { width, align: "right", lineBreak: false }),
  ]);
  tag(menuDocument, "P", () =>
    doc
      .font("Helvetica")
      .fontSize(13)
      .text(printed.tagline, left + 76, 63, { lineBreak: false }),
  );
  doc.x = left;
  doc.y = 128;

  // Items in two columns, so the whole menu fits on one page.
  const gutter = 20;
  const columnWidth = (width - gutter) / 2;
  const nameWidth = (item: ShownMenuItem) => {
    doc.font("Helvetica-Bold").fontSize(11);
    return columnWidth - doc.widthOfString(priceLine(item, words)) - 8;
  };
  const itemHeight = (item: ShownMenuItem) => {
    const width = nameWidth(item);
    const name = doc.font("Helvetica-Bold").fontSize(11).heightOfString(item.name, { width });
    const marks = item.popular || item.limitedQuantity ? 11 : 0;
    const description = doc.font("Helvetica").fontSize(9).heightOfString(item.description, { width: columnWidth });
    const labels =
      item.dietary.length > 0
        ? doc.font("Helvetica-Oblique").fontSize(8).heightOfString(labelsLine(item, words), { width: columnWidth }) + 2
        : 0;
    return name + 2 + marks + description + labels + 10;
  };
  // One list entry: the name is its label, then marks, description, labels and price.
  const drawItem = (list: PDFKit.PDFStructureElement, item: ShownMenuItem, x: number, top: number) => {
    const width = nameWidth(item);
    const entry = container(list, "LI");
    tag(
      entry,
      "Lbl",
      () => doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(item.name, x, top, { width }),
      typedIf(item.nameLang),
    );
    let y = doc.y + 2;
    const body = container(entry, "LBody");
    const marks = [
      item.popular ? words.card.fanFavorite : null,
      item.limitedQuantity ? words.card.limitedQuantity : null,
    ].filter((mark) => mark !== null);
    if (marks.length > 0) {
      // Each mark on its own, and the bar between them is decoration, not a word to read out.
      doc.fillColor(RED).font("Helvetica-Bold").fontSize(8);
      let markX = x;
      for (const [index, mark] of marks.entries()) {
        if (index > 0) {
          decoration(() => doc.text(MARK_SEPARATOR, markX, y, { lineBreak: false }));
          markX += doc.widthOfString(MARK_SEPARATOR);
        }
        tag(body, "P", () => doc.text(mark, markX, y, { lineBreak: false }));
        markX += doc.widthOfString(mark);
      }
      y += 11;
    }
    tag(
      body,
      "P",
      () => doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(item.description, x, y, { width: columnWidth }),
      typedIf(item.descriptionLang),
    );
    if (item.dietary.length > 0) {
      tag(body, "P", () =>
        doc
          .fillColor(INK)
          .font("Helvetica-Oblique")
          .fontSize(8)
          .text(labelsLine(item, words), x, doc.y + 2, { width: columnWidth }),
      );
    }
    // Printed beside the name, but read last: what the item is comes before what it costs.
    tag(body, "P", () =>
      doc
        .fillColor(INK)
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(priceLine(item, words), x, top, { width: columnWidth, align: "right", lineBreak: false }),
    );
    body.end();
    entry.end();
  };

  for (const category of menu.categories) {
    // POPULAR PICKS repeats items listed in their own categories; print marks them Fan Favorite.
    if (category.id === POPULAR_CATEGORY_ID) continue;
    const items = menu.menuItems[category.id] ?? [];
    if (items.length === 0) continue;
    ensureRoom(30 + itemHeight(items[0]!));
    tag(menuDocument, "H2", () =>
      doc.fillColor(RED).font("Helvetica-Bold").fontSize(14).text(category.name, left, doc.y, { width }),
    );
    decoration(() =>
      doc
        .moveTo(left, doc.y + 1)
        .lineTo(left + width, doc.y + 1)
        .lineWidth(1.5)
        .strokeColor(RED)
        .stroke(),
    );
    doc.y += 8;
    // One list per category, in menu order: left column first, then right, row by row.
    const list = container(menuDocument, "L");
    for (let i = 0; i < items.length; i += 2) {
      const row = items.slice(i, i + 2);
      const height = Math.max(...row.map(itemHeight));
      ensureRoom(height);
      const top = doc.y;
      for (const [column, item] of row.entries()) drawItem(list, item, left + column * (columnWidth + gutter), top);
      doc.x = left;
      doc.y = top + height;
    }
    list.end();
    doc.y += 4;
  }

  // Hours beside the allergies note; read as hours first, then the note. Room for the week's
  // lines (the built-in three fit the room the page always kept).
  const lines = hoursLines(hours.openingHours, hoursWordingIn(language));
  ensureRoom(Math.max(110, 40 + lines.length * 18));
  const top = doc.y + 4;
  const right = left + columnWidth + gutter;
  const sideHeading = (text: string, x: number) =>
    tag(menuDocument, "H2", () =>
      doc.fillColor(RED).font("Helvetica-Bold").fontSize(13).text(text, x, top, { width: columnWidth }),
    );
  sideHeading(words.openingHours, left);
  let y = top + 20;
  // The days' column as wide as its longest label ("Tuesday-Wednesday"), so none breaks.
  doc.font("Helvetica-Bold").fontSize(10);
  const daysWidth = Math.max(100, ...lines.map((entry) => doc.widthOfString(`${entry.days} `) + 6));
  const hoursWidth = columnWidth - daysWidth;
  for (const entry of lines) {
    // "Saturday " keeps its space, so the line reads "Saturday 11:00 AM-6:00 PM".
    tag(menuDocument, "P", [
      () =>
        doc
          .fillColor(INK)
          .font("Helvetica-Bold")
          .fontSize(10)
          .text(`${entry.days} `, left, y, { width: daysWidth, lineBreak: false }),
      () => doc.font("Helvetica").text(entry.hours, left + daysWidth, y, { width: hoursWidth }),
    ]);
    // A day with several times may take two lines.
    y += Math.max(14, doc.font("Helvetica").fontSize(10).heightOfString(entry.hours, { width: hoursWidth }) + 2);
  }
  if (hours.hoursNote) {
    // The Owner's note, in the menu's language or marked English.
    tag(
      menuDocument,
      "P",
      () =>
        doc
          .fillColor(MUTED)
          .font("Helvetica")
          .fontSize(9)
          .text(hours.hoursNote, left, y + 2, { width: columnWidth }),
      typedIf(hours.hoursNoteLang),
    );
  }
  sideHeading(words.allergiesTitle, right);
  tag(menuDocument, "P", () =>
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(9)
      .text(words.allergies, right, top + 20, { width: columnWidth }),
  );

  menuDocument.end();
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

function hashMenu(menu: PublicMenu, hours: PrintedHours, language: Language): string {
  // English's hash as it always was, so its ETag holds; another language's differs from it.
  const printedIn = language === "en" ? "" : `\n${language}`;
  return createHash("sha256")
    .update(`${LAYOUT_VERSION}\n${JSON.stringify(menu)}\n${JSON.stringify(hours)}${printedIn}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The last drawing in each language: a Spanish download does not push out the English copy. */
const cached: Partial<Record<Language, { key: string; pdf: Promise<MenuPdf> }>> = {};

/**
 * The current menu as a PDF with an ETag, in a language. Reads the live menu and hours every
 * time (so edits show at once) and redraws only when it changed. Throws what listPublicMenu() throws.
 */
export async function getMenuPdf(language: Language = "en"): Promise<MenuPdf> {
  const [menu, details] = await Promise.all([listPublicMenu().then(printedMenu), getPublicBusinessDetails()]);
  // The Owner's note in the menu's language where it has it (issue 49), else as typed.
  const note = publicTextIn(language, details.hoursNote, details.hoursNoteEs || null);
  const hours: PrintedHours = {
    openingHours: details.openingHours,
    hoursNote: note.text,
    ...(note.lang ? { hoursNoteLang: note.lang } : {}),
  };
  const key = hashMenu(menu, hours, language);
  let copy = cached[language];
  if (copy?.key !== key) {
    const pdf = buildMenuPdf(menu, hours, language).then((body) => ({ body, etag: `"${key}"` }));
    copy = { key, pdf };
    cached[language] = copy;
    // A failed drawing is not kept: the next request tries again.
    pdf.catch(() => {
      if (cached[language]?.pdf === pdf) delete cached[language];
    });
  }
  return copy.pdf;
}
