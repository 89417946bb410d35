// What a printed PDF says to a phone's camera and to a text reader (issue 53): its first page
// rendered by poppler's pdftoppm (installed by npm test when missing, PDFTOPPM_PATH) and every QR
// code on it decoded by jsQR; and its text as pdftotext reads it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import jsQR from "jsqr";

const pdftoppm = () => process.env.PDFTOPPM_PATH || "pdftoppm";
const poppler = (program: string) =>
  process.env.PDFTOPPM_PATH ? join(dirname(process.env.PDFTOPPM_PATH), program) : program;

/** Runs `work` with the PDF in a file of its own, removed after. */
function withPdfFile<T>(pdf: Uint8Array, work: (path: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "sando-pdf-"));
  try {
    const path = join(folder, "document.pdf");
    writeFileSync(path, pdf);
    return work(path, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it (its layout kept), every page. */
export function pdfToText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (path) => execFileSync(poppler("pdftotext"), ["-layout", path, "-"], { encoding: "utf8" }));
}

/** A binary PPM (P6) as RGBA pixels. */
function readPpm(file: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("not a binary PPM");
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = file.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    rgba.set(pixels.subarray(index * 3, index * 3 + 3), index * 4);
    rgba[index * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** The pixels of a window of `image`, its top left at (left, top). */
function windowOf(image: ReturnType<typeof readPpm>, left: number, top: number, width: number, height: number) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const start = ((top + y) * image.width + left) * 4;
    rgba.set(image.rgba.subarray(start, start + width * 4), y * width * 4);
  }
  return rgba;
}

/** The PDF's page `page` (1 first) rendered at `dpi` by pdftoppm. */
function renderPage(pdf: Uint8Array, page: number, dpi: number): ReturnType<typeof readPpm> {
  return withPdfFile(pdf, (path, folder) => {
    execFileSync(pdftoppm(), [
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      path,
      join(folder, "page"),
    ]);
    return readPpm(readFileSync(join(folder, "page.ppm")));
  });
}

/**
 * The text of every QR code on the PDF's page `page` (1 first), rendered at `dpi`, each once, in
 * alphabetical order. jsQR reads one code of an image, and a page of several codes and text can
 * defeat it: the page is read in overlapping windows a quarter of it each, moved by an eighth
 * across and a quarter down, so any code up to 3/8 of the page wide and 1/4 of it tall lies whole
 * in one of them.
 */
export function codesOnPage(pdf: Uint8Array, page = 1, dpi = 100): string[] {
  const image = renderPage(pdf, page, dpi);
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const found = new Set<string>();
  for (let top = 0; top + height <= image.height; top += Math.floor(height / 2)) {
    for (let left = 0; left + width <= image.width; left += Math.floor(width / 4)) {
      const code = jsQR(windowOf(image, left, top, width, height), width, height);
      if (code) found.add(code.data);
    }
  }
  return [...found].sort();
}

/** A rectangle of a page in points (1/72 in) from its top left, as pdfkit draws. */
export type PageBox = { x: number; y: number; width: number; height: number };

/** The code each box of the first page holds (null where none is read), rendered at `dpi`. */
export function codeInEachBox(pdf: Uint8Array, boxes: PageBox[], dpi = 150): (string | null)[] {
  const image = renderPage(pdf, 1, dpi);
  const pixels = (points: number) => Math.round((points * dpi) / 72);
  return boxes.map((box) => {
    const [left, top, width, height] = [pixels(box.x), pixels(box.y), pixels(box.width), pixels(box.height)];
    return jsQR(windowOf(image, left, top, width, height), width, height)?.data ?? null;
  });
}
