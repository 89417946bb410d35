// A tagged PDF (pdfkit), as the printed menu, the stops' signs and the review cards are drawn: screen readers read
// it by its structure, not its layout. pdfkit draws an element's content when the element joins
// the (attached) tree, so adding elements in reading order makes the drawing order the reading
// order as well. Loaded with the first PDF asked for: pdfkit's fonts and tables are not needed
// for pages.

/** Drawing done inside one structure element (or one artifact). */
export type DrawStep = () => void;

export type TaggedPdf = {
  doc: PDFKit.PDFDocument;
  /** The document's root element: end it, then `doc.end()`, when everything is added. */
  root: PDFKit.PDFStructureElement;
  /** One element of `type` under `parent`, drawn by `draw`. */
  tag(
    parent: PDFKit.PDFStructureElement,
    type: string,
    draw: DrawStep | DrawStep[],
    options?: PDFKit.Mixins.StructureElementOptions,
  ): void;
  /** An element that gets its children one by one; end it when they are all added. */
  container(parent: PDFKit.PDFStructureElement, type: string): PDFKit.PDFStructureElement;
  /** Bands, rules and separators: seen, not read. */
  decoration(draw: DrawStep): void;
  /** The whole file once `doc.end()` is called. */
  finished: Promise<Buffer>;
};

export async function openTaggedPdf(options: PDFKit.PDFDocumentOptions): Promise<TaggedPdf> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ ...options, tagged: true, pdfVersion: "1.7", displayTitle: true });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  return {
    doc,
    root,
    finished,
    tag: (parent, type, draw, elementOptions = {}) => {
      parent.add(doc.struct(type, elementOptions, draw));
    },
    container: (parent, type) => {
      const element = doc.struct(type);
      parent.add(element);
      return element;
    },
    decoration: (draw) => {
      doc.markContent("Artifact", { type: "Layout" });
      draw();
      doc.endMarkedContent();
    },
  };
}

/** The truck's colours on paper: the printed menu's, the signs' and the cards'. */
export const PRINT_COLOURS = { red: "#EA1E25", ink: "#2B2320", muted: "#6B615B", paper: "#FFFAF3" } as const;

/**
 * The truck's red band across the top of the page, `height` points tall, with the logo on it at
 * the left margin: the band is decoration, the logo a figure under `parent` with `alt`.
 */
export function drawLogoBand(
  pdf: Pick<TaggedPdf, "doc" | "tag" | "decoration">,
  parent: PDFKit.PDFStructureElement,
  band: { height: number; logoRadius: number; alt: string },
): void {
  const { doc } = pdf;
  const centreX = doc.page.margins.left + band.logoRadius;
  const centreY = band.height / 2;
  pdf.decoration(() => doc.rect(0, 0, doc.page.width, band.height).fill(PRINT_COLOURS.red));
  pdf.tag(
    parent,
    "Figure",
    () => {
      doc.circle(centreX, centreY, band.logoRadius).fill(PRINT_COLOURS.paper);
      // The mark is 44 by 38 points: centred on the circle.
      drawSandoMark(doc, centreX - 22, centreY - 19);
    },
    { alt: band.alt },
  );
}

/** The sando mark: bread, cabbage, cutlet, bread, drawn with rectangles at (x, y), 44 by 38 points. */
export function drawSandoMark(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.roundedRect(x, y, 44, 13, 5).fill("#E2A65C");
  doc.roundedRect(x + 3, y + 2, 38, 9, 3).fill("#FFF4DE");
  doc.roundedRect(x - 1, y + 13, 46, 4, 2).fill("#9CCB5A");
  doc.roundedRect(x - 1, y + 17, 46, 9, 3).fill("#D98A22");
  doc.roundedRect(x, y + 26, 44, 12, 5).fill("#E2A65C");
  doc.roundedRect(x + 3, y + 28, 38, 8, 3).fill("#FFF4DE");
}
