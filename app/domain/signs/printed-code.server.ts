// What the printed sign and the "Review us" cards share (issue 53): a QR code drawn as vector
// squares, sharp at any printer's resolution, and its address printed on one line.
import QRCode from "qrcode";

/** The font size, at most `largest`, at which `text` fits in `width` on one line (an address must not break). */
export function sizeToFit(doc: PDFKit.PDFDocument, text: string, width: number, largest: number): number {
  const atLargest = doc.fontSize(largest).widthOfString(text);
  return atLargest <= width ? largest : Math.floor((largest * width * 10) / atLargest) / 10;
}

/** Draws a code's dark modules as squares, `size` points wide with its quiet zone, at (x, y). */
export function drawCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  // Four modules of quiet zone on each side, as readers need.
  const cell = size / (modules.size + 8);
  doc.rect(x, y, size, size).fill("#FFFFFF");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}
