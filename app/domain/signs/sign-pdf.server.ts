// A stop's printed sign (issue 53): one US Letter sheet for the truck's window, in English and
// Spanish, with the truck's name, the stop, its weekly times (or its date) and place, and two
// codes: one to the stop's page, one to follow changes to stops, each pointing at a short address
// of ours that counts the scan (sign-codes.ts) and printed under its code for whoever cannot
// scan. A tagged PDF (app/domain/shared/tagged-pdf.server.ts): titled, in English with its Spanish
// marked so, each code a figure whose alternative text gives its address.
import { SIGN_WORDS } from "#app/content/sign-words.ts";
import { stopTimeIn } from "#app/domain/events/schedule.ts";
import { formatEventDate, weekdayOf } from "#app/domain/shared/dates.ts";
import { drawLogoBand, openTaggedPdf, PRINT_COLOURS } from "#app/domain/shared/tagged-pdf.server.ts";
import { INTL_LOCALE, type Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { drawCode, sizeToFit } from "./printed-code.server.ts";
import { type StopSignTarget, signCodeUrl } from "./sign-codes.ts";

/** What a sign prints of its stop. */
export type SignedStop = {
  id: string;
  title: string;
  /** Its Spanish title, null while it has none (the English is printed once). */
  titleEs: string | null;
  address: string;
  date: string;
  time: string;
  repeat: "none" | "weekly";
};

/** When the stop is, in `language`: "Every Friday, 4:00 PM - 9:00 PM", or a one-off's date. */
function whenIn(stop: SignedStop, language: Language): string {
  const words = SIGN_WORDS[language];
  const time = stopTimeIn(stop.time, language).text;
  return stop.repeat === "weekly"
    ? fill(words.every, { weekday: weekdayOf(stop.date, language), time })
    : fill(words.once, { date: formatEventDate(stop.date, language), time });
}

/** The sign of `stop`, its codes on the site at `siteUrl`. */
export async function buildStopSignPdf(stop: SignedStop, siteUrl: string): Promise<Buffer> {
  const en = SIGN_WORDS.en;
  const es = SIGN_WORDS.es;
  const spanish: PDFKit.Mixins.StructureElementOptions = { lang: INTL_LOCALE.es };
  const pdf = await openTaggedPdf({
    size: "LETTER",
    margins: { top: 40, bottom: 40, left: 54, right: 54 },
    info: {
      Title: fill(en.documentTitle, { title: stop.title }),
      Author: "Sando Truck",
      Subject: `${en.pageCode} / ${es.pageCode}`,
      CreationDate: new Date(Date.UTC(2026, 0, 1)),
    },
    lang: INTL_LOCALE.en,
  });
  const { doc, root, tag, finished } = pdf;
  const { red: RED, ink: INK, muted: MUTED, paper: PAPER } = PRINT_COLOURS;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The band: the truck's name and what it sells, in both languages.
  drawLogoBand(pdf, root, { height: 120, logoRadius: 34, alt: en.logoAlt });
  tag(root, "H1", () =>
    doc
      .fillColor(PAPER)
      .font("Helvetica-Bold")
      .fontSize(40)
      .text("SANDO TRUCK", left + 86, 28, { lineBreak: false }),
  );
  tag(root, "P", () =>
    doc
      .font("Helvetica")
      .fontSize(14)
      .text(en.tagline, left + 86, 72, { lineBreak: false }),
  );
  tag(root, "P", () => doc.fontSize(14).text(es.tagline, left + 86, 90, { lineBreak: false }), spanish);

  // The stop: its name in each language, when and where.
  doc.x = left;
  doc.y = 150;
  tag(root, "H2", () => doc.fillColor(INK).font("Helvetica-Bold").fontSize(32).text(stop.title, left, 150, { width }));
  if (stop.titleEs && stop.titleEs !== stop.title) {
    tag(root, "P", () => doc.font("Helvetica-Bold").fontSize(22).text(stop.titleEs!, { width }), spanish);
  }
  doc.moveDown(0.4);
  tag(root, "P", () => doc.font("Helvetica-Bold").fontSize(20).fillColor(RED).text(whenIn(stop, "en"), { width }));
  tag(root, "P", () => doc.font("Helvetica").fontSize(18).text(whenIn(stop, "es"), { width }), spanish);
  doc.moveDown(0.3);
  tag(root, "P", () => doc.font("Helvetica").fontSize(14).fillColor(INK).text(stop.address, { width }));

  // The two codes side by side, each with its words in both languages and its address.
  const top = Math.max(doc.y + 28, 430);
  const gutter = 36;
  const columnWidth = (width - gutter) / 2;
  const codeSize = 180;
  const codes: { target: StopSignTarget; caption: "pageCode" | "followCode"; alt: "pageCodeAlt" | "followCodeAlt" }[] =
    [
      { target: "stop", caption: "pageCode", alt: "pageCodeAlt" },
      { target: "follow", caption: "followCode", alt: "followCodeAlt" },
    ];
  codes.forEach((code, index) => {
    const x = left + index * (columnWidth + gutter);
    const url = signCodeUrl(siteUrl, stop.id, code.target);
    const section = doc.struct("Sect");
    root.add(section);
    tag(section, "H3", () =>
      doc
        .fillColor(INK)
        .font("Helvetica-Bold")
        .fontSize(17)
        .text(en[code.caption], x, top, { width: columnWidth, align: "center" }),
    );
    tag(
      section,
      "P",
      () =>
        doc
          .font("Helvetica")
          .fontSize(15)
          .text(es[code.caption], x, top + 22, { width: columnWidth, align: "center" }),
      spanish,
    );
    tag(section, "Figure", () => drawCode(doc, url, x + (columnWidth - codeSize) / 2, top + 50, codeSize), {
      alt: fill(en[code.alt], { url }),
    });
    tag(section, "P", () =>
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(sizeToFit(doc, url, columnWidth, 10))
        .text(url, x, top + 60 + codeSize, { width: columnWidth, align: "center", lineBreak: false }),
    );
    section.end();
  });

  // How to use them, in both languages.
  const foot = doc.page.height - doc.page.margins.bottom - 44;
  tag(root, "P", () =>
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(en.scan, left, foot, { width, align: "center" }),
  );
  tag(
    root,
    "P",
    () =>
      doc
        .font("Helvetica")
        .fontSize(14)
        .text(es.scan, left, foot + 20, { width, align: "center" }),
    spanish,
  );
  root.end();
  doc.end();
  return finished;
}
