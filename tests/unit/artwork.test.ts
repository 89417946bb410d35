// Every picture the site and the seeded content refer to ships in public/ at the size the pages
// declare (width/height attributes, no layout shift), and the icons are what browsers expect.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SEED_EVENTS, SEED_MENU_ITEMS, SEED_PRESS_ARTICLES } from "#app/domain/seed/seed-data.server.ts";
import { icoSizes } from "#scripts/artwork/ico.ts";

const publicDir = join(import.meta.dirname, "../../public");
const file = (urlPath: string) => join(publicDir, urlPath.replace(/^\//, ""));

async function dimensions(urlPath: string) {
  const metadata = await sharp(file(urlPath)).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

const galleryNumbers = Array.from({ length: 12 }, (_, i) => i + 1);
const menuSlugs = [
  "chicken-katsu-sando",
  "pork-katsu-sando",
  "potato-salad-sando",
  "karaage",
  "furikake-fries",
  "strawberry-fruit-sando",
  "matcha-mochi-brownie",
  "ramune",
  "iced-matcha-latte",
  "t-shirt",
  "sticker-pack",
];

const expected: [path: string, format: string, width: number, height: number][] = [
  ["/images/hero-400.webp", "webp", 400, 225],
  ["/images/hero-800.webp", "webp", 800, 450],
  ["/images/hero-1200.webp", "webp", 1200, 675],
  ["/images/about-400.webp", "webp", 400, 267],
  ["/images/about-800.webp", "webp", 800, 533],
  ["/images/about-1200.webp", "webp", 1200, 800],
  ...galleryNumbers.map((i): [string, string, number, number] => [`/images/gallery/${i}.webp`, "webp", 1200, 1200]),
  ...galleryNumbers.map((i): [string, string, number, number] => [`/images/gallery/${i}-400.webp`, "webp", 400, 400]),
  ...menuSlugs.map((slug): [string, string, number, number] => [`/images/menu/${slug}.webp`, "webp", 600, 450]),
  ...["funk-zone", "goleta-beach", "solvang", "placeholder"].map((name): [string, string, number, number] => [
    `/images/events/${name}.webp`,
    "webp",
    800,
    450,
  ]),
  ...["coastal-food-journal", "central-coast-weekly", "sb-table"].map((name): [string, string, number, number] => [
    `/images/press/${name}.webp`,
    "webp",
    400,
    300,
  ]),
  ["/images/share-1200x630.jpg", "jpeg", 1200, 630],
  ["/apple-touch-icon.png", "png", 180, 180],
  ["/icons/icon-192.png", "png", 192, 192],
  ["/icons/icon-512.png", "png", 512, 512],
];

describe("the site's artwork", () => {
  it.each(expected)("%s is a %s of %ix%i", async (urlPath, format, width, height) => {
    expect(await dimensions(urlPath)).toEqual({ format, width, height });
  });

  it("keeps the largest pictures light enough for phones", () => {
    expect(statSync(file("/images/hero-1200.webp")).size).toBeLessThan(80 * 1024);
    for (const i of galleryNumbers) {
      expect(statSync(file(`/images/gallery/${i}.webp`)).size).toBeLessThan(120 * 1024);
    }
  });

  it("draws twelve different gallery scenes", () => {
    const contents = new Set(
      galleryNumbers.map((i) => readFileSync(file(`/images/gallery/${i}.webp`)).toString("base64")),
    );
    expect(contents.size).toBe(12);
  });

  it("has a picture for every seeded menu item, popup event and press article", () => {
    const paths = [
      ...SEED_MENU_ITEMS.map((item) => item.image),
      ...SEED_EVENTS.map((event) => event.image),
      ...SEED_PRESS_ARTICLES.map((article) => article.thumbnail),
    ];
    expect(paths.length).toBeGreaterThan(0);
    for (const urlPath of paths) expect(existsSync(file(urlPath)), urlPath).toBe(true);
  });

  it("serves a real ICO favicon holding 16, 32 and 48 pixel PNGs", async () => {
    const images = icoSizes(readFileSync(file("/favicon.ico")));
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    for (const image of images) {
      const metadata = await sharp(image.png).metadata();
      expect([metadata.format, metadata.width]).toEqual(["png", image.width]);
    }
  });

  it("has an SVG favicon and a logo sized for a 160x48 slot", async () => {
    const logo = readFileSync(file("/images/logo.svg"), "utf8");
    expect(logo).toMatch(/viewBox="0 0 160 48"/);
    expect(await dimensions("/images/logo.svg")).toMatchObject({ format: "svg", width: 160, height: 48 });
    expect(await dimensions("/favicon.svg")).toMatchObject({ format: "svg" });
  });

  it("describes the app in a web manifest with the brand colours and existing icons", () => {
    const manifest = JSON.parse(readFileSync(file("/site.webmanifest"), "utf8")) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: "Sando Truck", display: "standalone", theme_color: "#EA1E25" });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) expect(existsSync(file(icon.src)), icon.src).toBe(true);
  });
});
