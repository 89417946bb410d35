// The "Review us" cards (issue 53): business cards (US 3.5 x 2 in) ten to a US Letter sheet, two
// across and five down with the margins of common perforated card stock (0.75 in at the sides,
// 0.5 in at the top and bottom), each in English and Spanish with a code to the short address
// that counts the scan and leads to the review page. Tagged: the first card is read; the other
// nine are the same card again and are marked as artifacts, so a screen reader reads it once.
import { REVIEW_CARD_WORDS } from "#app/content/review-words.ts";
import { type DrawStep, openTaggedPdf, PRINT_COLOURS } from "#app/domain/shared/tagged-pdf.server.ts";
import { INTL_LOCALE } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { drawCode, sizeToFit } from "./printed-code.server.ts";

const { red: RED, ink: INK, muted: MUTED } = PRINT_COLOURS;

import { reviewCodeUrl } from "./sign-codes.ts";

const INCH = 72;
/** A card's size and the sheet's layout, in points. */
export const REVIEW_CARD = {
  width: 3.5 * INCH,
  height: 2 * INCH,
  columns: 2,
  rows: 5,
  left: 0.75 * INCH,
  top: 0.5 * INCH,
} as const;

const PADDING = 12;
const CODE_SIZE = 104;

/** How one card's parts are put on the page: read (the first card) or only seen (the copies). */
type Mark = (type: string, draw: DrawStep, options?: PDFKit.Mixins.StructureElementOptions) => void;

function drawCard(doc: PDFKit.PDFDocument, x: number, y: number, url: string, mark: Mark): void {
  const en = REVIEW_CARD_WORDS.en;
  const es = REVIEW_CARD_WORDS.es;
  const spanish = { lang: INTL_LOCALE.es };
  const textX = x + PADDING;
  const textWidth = REVIEW_CARD.width - 2 * PADDING - CODE_SIZE - 6;
  mark("H1", () =>
    doc
      .fillColor(RED)
      .font("Helvetica-Bold")
      .fontSize(14)
      .text("SANDO TRUCK", textX, y + PADDING, { lineBreak: false }),
  );
  mark("H2", () =>
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(en.lines.heading, textX, y + 34, { width: textWidth }),
  );
  mark("P", () =>
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(en.lines.ask, textX, y + 49, { width: textWidth }),
  );
  mark(
    "H2",
    () =>
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(es.lines.heading, textX, y + 76, { width: textWidth }),
    spanish,
  );
  mark(
    "P",
    () =>
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(es.lines.ask, textX, y + 90, { width: textWidth }),
    spanish,
  );
  const codeX = x + REVIEW_CARD.width - PADDING - CODE_SIZE;
  mark("Figure", () => drawCode(doc, url, codeX, y + 8, CODE_SIZE), { alt: fill(en.codeAlt, { url }) });
  mark("P", () =>
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(sizeToFit(doc, url, CODE_SIZE + 20, 7))
      .text(url, codeX - 20, y + REVIEW_CARD.height - PADDING - 7, {
        width: CODE_SIZE + 20,
        align: "right",
        lineBreak: false,
      }),
  );
}

/** The sheet of ten cards, their code on the site at `siteUrl`. */
export async function buildReviewCardsPdf(siteUrl: string): Promise<Buffer> {
  const en = REVIEW_CARD_WORDS.en;
  const { doc, root, tag, decoration, finished } = await openTaggedPdf({
    size: "LETTER",
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    info: {
      Title: en.documentTitle,
      Author: "Sando Truck",
      Subject: `${en.lines.heading} ${en.lines.ask}`,
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: INTL_LOCALE.en,
  });
  const url = reviewCodeUrl(siteUrl);
  for (let row = 0; row < REVIEW_CARD.rows; row++) {
    for (let column = 0; column < REVIEW_CARD.columns; column++) {
      const x = REVIEW_CARD.left + column * REVIEW_CARD.width;
      const y = REVIEW_CARD.top + row * REVIEW_CARD.height;
      // Where to cut, when the sheet is plain paper.
      decoration(() => doc.lineWidth(0.5).rect(x, y, REVIEW_CARD.width, REVIEW_CARD.height).stroke("#D9D2CC"));
      if (row === 0 && column === 0) {
        const card = doc.struct("Sect");
        root.add(card);
        drawCard(doc, x, y, url, (type, draw, options) => tag(card, type, draw, options));
        card.end();
      } else {
        decoration(() => drawCard(doc, x, y, url, (_type, draw) => draw()));
      }
    }
  }
  root.end();
  doc.end();
  return finished;
}
