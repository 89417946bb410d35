// Reads the text out of the PDFs our server draws (pdfkit, standard fonts): inflates each content
// stream and decodes the hex strings of its TJ operators. Lines of the PDF become lines here.
import { inflateSync } from "node:zlib";

function decodeHex(hex: string): string {
  let text = "";
  for (let i = 0; i + 1 < hex.length; i += 2) text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return text;
}

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streamPattern = /(?<!end)stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString("latin1");
    } catch {
      content = raw.toString("latin1");
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const pieces = [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => decodeHex(piece[1] ?? ""));
      lines.push(pieces.join(""));
    }
    streamPattern.lastIndex = end + "endstream".length;
  }
  return lines.join("\n");
}
