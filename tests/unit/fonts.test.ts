// The committed web fonts and their CSS are what `npm run fonts` makes from the font packages
// (so they cannot drift from the packages or from each other), and the fonts hold every
// character the site's own text uses.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { buildFonts, FONT_CHARACTERS } from "#scripts/lib/fonts.ts";

const root = join(import.meta.dirname, "../..");

describe("the site's fonts", () => {
  it("are exactly what npm run fonts makes from the packages", async () => {
    const built = await buildFonts((path) => readFileSync(join(root, "node_modules", path)));
    expect(readdirSync(join(root, "app/styles/fonts")).sort()).toEqual(built.files.map((file) => file.name).sort());
    for (const file of built.files) {
      expect(readFileSync(join(root, "app/styles/fonts", file.name)).equals(file.bytes), file.name).toBe(true);
      // Cut down from the package's Latin file, not the whole of it.
      expect(file.bytes.length).toBeLessThan(file.sourceBytes);
    }
    expect(readFileSync(join(root, "app/styles/fonts.css"), "utf8")).toBe(built.css);
  });

  it("hold a glyph for every character of the site's fixed text and messages", () => {
    // Every file of the catalogue (app/content): its words are spread over several since issue 45.
    const text = readdirSync(join(root, "app/content"))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => readFileSync(join(root, "app/content", name), "utf8"))
      .join("");
    // The characters of string literals that a reader sees (no code points from comments matter
    // more than these, but they are checked too: a stray dash would show in the fallback face).
    const used = new Set([...text].filter((character) => character >= " " && character !== "\u007f"));
    const outside = [...used].filter((character) => !FONT_CHARACTERS.includes(character));
    expect(outside).toEqual([]);
    for (const name of readdirSync(join(root, "app/styles/fonts"))) {
      const font = fontkit.create(readFileSync(join(root, "app/styles/fonts", name)));
      const missing = [...used].filter((character) => font.layout(character).glyphs[0]?.id === 0 && character !== " ");
      expect(missing, name).toEqual([]);
    }
  });
});
