// What `npm run fonts` makes (see scripts/fonts.ts): the subset web fonts and their CSS, from
// the font packages' own files. A pure function of those files, so a test can make it again and
// compare it with what is committed.
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

/** The characters the fonts keep: printable ASCII, Latin-1, and typographic punctuation. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

export const FONT_CHARACTERS = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join("");

const unicodeRange = RANGES.map(([from, to]) => {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
}).join(", ");

/**
 * The text the widths are averaged over (the same for every font): plain English with the
 * site's words in it, so the fallback is sized for what it will actually set.
 */
export const WIDTH_SAMPLE =
  "The quick brown fox jumps over the lazy dog. Shokupan milk bread, in-house panko, cooked to order across Santa Barbara County. Chicken katsu sando $12.00";

/**
 * Fallback fonts, with their average advance over WIDTH_SAMPLE (em), measured with fontkit from
 * Liberation Sans 2 (metrically the same as Arial: Windows, and close to Helvetica on Apple
 * devices and Roboto on Android) and from DejaVu Sans 2.37 (Linux without Arial).
 */
const FALLBACKS = {
  arial: {
    regular: {
      local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Helvetica Neue", "Helvetica", "Roboto"],
      averageWidth: 0.4654,
    },
    bold: {
      local: [
        "Arial Bold",
        "Arial-BoldMT",
        "Liberation Sans Bold",
        "LiberationSans-Bold",
        "Helvetica Neue Bold",
        "Helvetica Bold",
        "Roboto Bold",
      ],
      averageWidth: 0.4987,
    },
  },
  dejavu: {
    regular: { local: ["DejaVu Sans", "DejaVuSans"], averageWidth: 0.5258 },
    bold: { local: ["DejaVu Sans Bold", "DejaVuSans-Bold"], averageWidth: 0.5911 },
  },
} as const;

type Face = {
  family: string;
  /** The package's file, under node_modules. */
  source: string;
  file: string;
  /** The weights the face answers for (its one weight, or a variable font's range). */
  weight: string;
  /** Which fallback weight it stands beside. */
  fallbackWeight: "regular" | "bold";
  /**
   * The line box the face is given (em), when its own is taller than its Latin letters need:
   * Dela Gothic One reserves room for Japanese, so a one-line heading's text would reach past
   * the heading's own box.
   */
  lineBox?: { ascent: number; descent: number };
};

/**
 * The display face for headings (Dela Gothic One: a heavy Japanese gothic with Latin letters,
 * declared as weight 700 so headings ask for bold and no bold is synthesised) and the text face
 * (Figtree, variable from 300 to 900).
 */
export const FACES: Face[] = [
  {
    family: "Dela Gothic One",
    source: "@fontsource/dela-gothic-one/files/dela-gothic-one-latin-400-normal.woff2",
    file: "dela-gothic-one.woff2",
    weight: "700",
    fallbackWeight: "bold",
    // Its typographic ascender and descender (880 and -120 of 1000 units).
    lineBox: { ascent: 0.88, descent: 0.12 },
  },
  {
    family: "Figtree",
    source: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
    file: "figtree.woff2",
    weight: "300 900",
    fallbackWeight: "regular",
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** A face's vertical metrics and average width, as the browser uses them for its line box. */
function metricsOf(bytes: Buffer, lineBox?: Face["lineBox"]) {
  const font = fontkit.create(bytes);
  const run = font.layout(WIDTH_SAMPLE);
  const averageWidth =
    run.glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / WIDTH_SAMPLE.length / font.unitsPerEm;
  const os2 = (
    font as unknown as {
      "OS/2"?: {
        typoAscender: number;
        typoDescender: number;
        typoLineGap: number;
        fsSelection?: { useTypoMetrics?: boolean };
      };
    }
  )["OS/2"];
  // Browsers use the typographic metrics when the font asks for them, else hhea's.
  const typo = os2?.fsSelection?.useTypoMetrics === true;
  if (lineBox) return { ...lineBox, lineGap: 0, averageWidth };
  return {
    ascent: (typo ? os2!.typoAscender : font.ascent) / font.unitsPerEm,
    descent: Math.abs(typo ? os2!.typoDescender : font.descent) / font.unitsPerEm,
    lineGap: (typo ? os2!.typoLineGap : font.lineGap) / font.unitsPerEm,
    averageWidth,
  };
}

function fallbackFaces(face: Face, web: ReturnType<typeof metricsOf>): string[] {
  return (Object.keys(FALLBACKS) as (keyof typeof FALLBACKS)[]).map((name, index) => {
    const fallback = FALLBACKS[name][face.fallbackWeight];
    const sizeAdjust = web.averageWidth / fallback.averageWidth;
    return [
      "@font-face {",
      `  font-family: "${face.family} Fallback${index === 0 ? "" : ` ${index + 1}`}";`,
      `  src: ${fallback.local.map((localName) => `local("${localName}")`).join(", ")};`,
      // The fallback font's own weight: bold text in a regular fallback is made bold by the browser.
      `  font-weight: ${face.fallbackWeight === "bold" ? 700 : 400};`,
      `  size-adjust: ${percent(sizeAdjust)};`,
      `  ascent-override: ${percent(web.ascent / sizeAdjust)};`,
      `  descent-override: ${percent(web.descent / sizeAdjust)};`,
      `  line-gap-override: ${percent(web.lineGap / sizeAdjust)};`,
      "}",
    ].join("\n");
  });
}

export type BuiltFonts = { files: { name: string; bytes: Buffer; sourceBytes: number }[]; css: string };

export async function buildFonts(read: (packagePath: string) => Buffer): Promise<BuiltFonts> {
  const files: BuiltFonts["files"] = [];
  const rules: string[] = [];
  for (const face of FACES) {
    const source = read(face.source);
    const bytes = await subsetFont(source, FONT_CHARACTERS, { targetFormat: "woff2" });
    files.push({ name: face.file, bytes, sourceBytes: source.length });
    rules.push(
      [
        "@font-face {",
        `  font-family: "${face.family}";`,
        `  src: url("./fonts/${face.file}") format("woff2");`,
        `  font-weight: ${face.weight};`,
        "  font-style: normal;",
        // Used if it arrives in the first moments, else the fallback stays for this page: text
        // never changes under the reader (no layout shift); the next page has it from the cache.
        "  font-display: optional;",
        `  unicode-range: ${unicodeRange};`,
        ...(face.lineBox
          ? [
              `  ascent-override: ${percent(face.lineBox.ascent)};`,
              `  descent-override: ${percent(face.lineBox.descent)};`,
              "  line-gap-override: 0%;",
            ]
          : []),
        "}",
      ].join("\n"),
      ...fallbackFaces(face, metricsOf(bytes, face.lineBox)),
    );
  }
  const css = [
    "/* Generated by `npm run fonts` (scripts/fonts.ts) from @fontsource/dela-gothic-one and",
    '   @fontsource-variable/figtree: do not edit by hand. Families: "Dela Gothic One" (headings)',
    '   and "Figtree" (text), each followed by its size-matched fallbacks (see app/styles/app.css). */',
    ...rules,
    "",
  ].join("\n");
  return { files, css };
}
