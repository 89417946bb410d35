// npm run fonts: the site's two typefaces, self-hosted from their npm packages (issue 17).
// Writes app/styles/fonts/*.woff2, each cut down to the characters the site's text can hold
// (printable ASCII, Latin-1 for names such as "José" or "Café", and typographic punctuation), and
// app/styles/fonts.css: their @font-face rules and, for each, fallback faces sized to the same
// width and line box, so text set in a fallback takes the room the web font will.
// The output is committed; tests/unit/fonts.test.ts checks it is what this script makes.
// Run it again after updating either package.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFonts } from "./lib/fonts.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const fontsDir = join(root, "app/styles/fonts");
const { files, css } = await buildFonts((path) => readFileSync(join(root, "node_modules", path)));

mkdirSync(fontsDir, { recursive: true });
for (const name of readdirSync(fontsDir)) rmSync(join(fontsDir, name));
for (const file of files) {
  writeFileSync(join(fontsDir, file.name), file.bytes);
  const hash = createHash("sha256").update(file.bytes).digest("hex").slice(0, 12);
  console.log(`${file.name}: ${file.sourceBytes} -> ${file.bytes.length} bytes (${hash})`);
}
writeFileSync(join(root, "app/styles/fonts.css"), css);
console.log("app/styles/fonts.css written");
