// The parts of fontkit and subset-font that scripts/lib/fonts.ts uses (neither ships types).
declare module "fontkit" {
  export type Glyph = { id: number; advanceWidth: number };
  export type Font = {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    layout(text: string): { glyphs: Glyph[] };
  };
  export function create(buffer: Buffer): Font;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Buffer>;
}
