// npm run artwork: draws the site's original artwork (scenes.ts) and writes every image the site
// serves under public/: WebP pictures at each needed size, the JPEG share image, the logo, the
// favicon (SVG and a real ICO), app icons and the web app manifest. The output is committed, so
// run this again only after changing the drawings.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { projectRoot } from "#scripts/lib/project.ts";
import { svgDocument } from "./draw.ts";
import { icoFromPngs } from "./ico.ts";
import { logoSvg } from "./logo.ts";
import { about, events, gallery, hero, icon, menuItems, press, type Scene, share } from "./scenes.ts";

const publicDir = join(projectRoot, "public");
const BRAND_RED = "#EA1E25";
const PAPER = "#FFFAF3";

function write(relativePath: string, content: Buffer | string): void {
  const file = join(publicDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const bytes = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  console.log(`${relativePath.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
}

function rasterise(picture: Scene, width: number, height: number) {
  const svg = svgDocument(picture.width, picture.height, picture.draw(), { width, height });
  return sharp(Buffer.from(svg)).resize(width, height, { fit: "cover" });
}

async function webp(relativePath: string, picture: Scene, width: number, height: number, quality = 80): Promise<void> {
  // Flat artwork: the "drawing" preset keeps edges clean at a lower quality setting.
  const buffer = await rasterise(picture, width, height)
    .webp({ quality, effort: 6, preset: "drawing", smartSubsample: true })
    .toBuffer();
  write(relativePath, buffer);
}

async function png(picture: Scene, size: number): Promise<Buffer> {
  return rasterise(picture, size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();
}

for (const width of [400, 800, 1200]) {
  await webp(`images/hero-${width}.webp`, hero, width, Math.round((width * 9) / 16), 78);
  await webp(`images/about-${width}.webp`, about, width, Math.round((width * 2) / 3), 78);
}
for (const [index, picture] of gallery.entries()) {
  await webp(`images/gallery/${index + 1}.webp`, picture, 1200, 1200, 76);
  await webp(`images/gallery/${index + 1}-400.webp`, picture, 400, 400, 80);
}
for (const [slug, picture] of Object.entries(menuItems)) {
  await webp(`images/menu/${slug}.webp`, picture, 600, 450);
}
for (const [name, picture] of Object.entries(events)) {
  await webp(`images/events/${name}.webp`, picture, 800, 450);
}
for (const [name, picture] of Object.entries(press)) {
  await webp(`images/press/${name}.webp`, picture, 400, 300);
}
write("images/share-1200x630.jpg", await rasterise(share, 1200, 630).jpeg({ quality: 82, mozjpeg: true }).toBuffer());

write("images/logo.svg", logoSvg());
write("favicon.svg", svgDocument(512, 512, icon(true).draw(), { width: 512, height: 512 }));
write("favicon.ico", icoFromPngs(await Promise.all([16, 32, 48].map((size) => png(icon(true), size)))));
write("apple-touch-icon.png", await png(icon(false), 180));
write("icons/icon-192.png", await png(icon(false), 192));
write("icons/icon-512.png", await png(icon(false), 512));
write(
  "site.webmanifest",
  `${JSON.stringify(
    {
      name: "Sando Truck",
      short_name: "Sando Truck",
      description: "Traditional Japanese katsu sandos from a food truck in Santa Barbara County.",
      start_url: "/",
      display: "standalone",
      theme_color: BRAND_RED,
      background_color: PAPER,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  )}\n`,
);
