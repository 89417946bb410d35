// The pictures of the site, composed from the food and places drawings. Each scene returns the
// inner SVG for a fixed design space; generate.ts renders it at every size the site needs.
import { COLOURS as C, at, circle, ellipse, path, rect, seeded, speckles } from "./draw.ts";
import {
  board,
  breadingStation,
  brownie,
  friesCup,
  karaageBoat,
  karaagePiece,
  matchaLatte,
  person,
  ramuneBottle,
  sandoMark,
  sandoPair,
  shokupanLoaf,
  stickerPack,
  tShirt,
} from "./food.ts";
import { cloud, ground, hills, palm, pier, sea, sky, stars, storefronts, stringLights, sun, truck, windmill } from "./places.ts";

export type Scene = { width: number; height: number; draw: () => string };

const scene = (width: number, height: number, draw: () => string): Scene => ({ width, height, draw });

/** A flat coloured backdrop with a soft pattern of dots. */
function backdrop(w: number, h: number, colour: string, dots: string, seed: number): string {
  return rect(0, 0, w, h, colour) + speckles(0, 0, w, h, 40, [dots], seeded(seed), [6, 12]);
}

/** A gingham tablecloth. */
function gingham(w: number, h: number, colour: string): string {
  let out = rect(0, 0, w, h, "#FFFFFF");
  for (let x = 0; x < w; x += 80) out += rect(x, 0, 40, h, colour, 0, `opacity="0.35"`);
  for (let y = 0; y < h; y += 80) out += rect(0, y, w, 40, colour, 0, `opacity="0.35"`);
  return out;
}

function beach(w: number, h: number, id: string): string {
  return sky(w, h, id, "#9ED8F0", "#E4F5FB") + sun(w * 0.82, h * 0.16, 60) + cloud(w * 0.2, h * 0.14) +
    cloud(w * 0.55, h * 0.22, 0.7) + sea(w, h * 0.5, h * 0.2) + ground(w, h * 0.66, h * 0.34);
}

function plate(cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy + 10, rx, ry, "#000", `opacity="0.1"`) + ellipse(cx, cy, rx, ry, "#FFFFFF") +
    ellipse(cx, cy, rx * 0.8, ry * 0.8, "#F7F1E8");
}

/** The truck at the beach with a sando in front: the home page's first picture. */
export const hero = scene(1600, 900, () =>
  sky(1600, 900, "hero-sky", "#9ED8F0", "#FDF3E4") + sun(1340, 150, 70) + cloud(260, 130) + cloud(900, 90, 0.8) +
  hills(1600, 560) + ground(1600, 600, 300, "#F4DDB0") + palm(140, 640, 1.3) + palm(1520, 620, 1.1, -1) +
  at(620, 230, truck(), 1.35) +
  at(150, 640, board(520)) + at(170, 420, sandoPair("chicken"), 1.15),
);

/** The kitchen: bowls of the breading station, a loaf of shokupan and a pork sando. */
export const about = scene(1500, 1000, () =>
  rect(0, 0, 1500, 1000, "#FCE9D2") +
  Array.from({ length: 8 }, (_, i) => rect(i * 200, 0, 100, 600, "#FFF3E3")).join("") +
  rect(0, 600, 1500, 400, C.wood) + rect(0, 600, 1500, 30, "#CF935C") +
  at(80, 560, breadingStation(), 1.2) + at(920, 400, shokupanLoaf(), 1.1) +
  at(820, 700, board(560)) + at(880, 480, sandoPair("pork", 5), 1.05),
);

export const gallery: Scene[] = [
  scene(1200, 1200, () => beach(1200, 1200, "g1") + palm(160, 820, 1.5) + at(330, 480, truck(), 1.3)),
  scene(1200, 1200, () => backdrop(1200, 1200, C.red, "#F24B50", 2) + plate(600, 760, 480, 150) + at(190, 430, sandoPair("chicken", 2), 2)),
  scene(1200, 1200, () => gingham(1200, 1200, C.red) + at(170, 380, karaageBoat(3), 2.4)),
  scene(1200, 1200, () => rect(0, 0, 1200, 1200, "#F6D9B8") + rect(0, 700, 1200, 500, C.wood) + at(120, 760, board(960)) +
    at(170, 330, sandoPair("pork", 4), 2.1)),
  scene(1200, 1200, () => backdrop(1200, 1200, "#FFE08A", "#FFD35A", 5) + at(180, 380, friesCup(6), 2) + at(860, 1000, matchaLatte(), 2)),
  scene(1200, 1200, () => rect(0, 0, 1200, 1200, "#1E2A4A") + stars(1200, 500, 6) + storefronts(1200, 900, true) +
    rect(0, 900, 1200, 300, "#3A3F4F") + stringLights(0, 1200, 160, 90, 6) + at(240, 560, truck({ lit: true }), 1.15)),
  scene(1200, 1200, () => backdrop(1200, 1200, "#FBD3D6", "#F8BCC1", 7) + plate(600, 780, 470, 140) + at(190, 460, sandoPair("strawberry", 7), 2)),
  scene(1200, 1200, () => backdrop(1200, 1200, "#CDEBF5", "#B6E0EE", 8) + at(380, 1040, ramuneBottle(), 2.6) + at(820, 1040, matchaLatte(), 2.4)),
  scene(1200, 1200, () => rect(0, 0, 1200, 1200, "#FCE9D2") + rect(0, 760, 1200, 440, C.wood) + at(100, 300, shokupanLoaf(), 1.3) +
    at(560, 300, karaagePiece(100, 100, 90, 9), 1.6) + at(0, 720, breadingStation(9), 2)),
  scene(1200, 1200, () => beach(1200, 1200, "g10") + at(520, 380, truck(), 1.05) +
    [[120, "#2E7FC1", "#F2C9A0", "#2B2320"], [260, "#F08A3C", "#8D5A3B", "#1A1A1A"], [400, "#8FB752", "#E8B98F", "#6B3A1F"], [540, "#B3121A", "#F2C9A0", "#D9A441"]]
      .map(([x, shirt, skin, hair]) => at(Number(x), 1050, person(String(shirt), String(skin), String(hair)), 1.4)).join("")),
  scene(1200, 1200, () => backdrop(1200, 1200, "#BFE6F5", "#A8DCEE", 11) +
    path("M170 620 L1030 620 L960 1080 L240 1080 Z", "#9AA7B0") + rect(150, 590, 900, 60, "#C3CDD4", 24) +
    at(360, 760, ramuneBottle(), 1.6, -8) + at(600, 740, ramuneBottle("#B8E8C6", "#3C9A5F"), 1.6) + at(840, 760, ramuneBottle(), 1.6, 8) +
    speckles(200, 560, 800, 100, 18, ["#FFFFFF", "#E8F7FB"], seeded(11), [14, 26]) +
    path("M205 700 L995 700 L960 1080 L240 1080 Z", "#8895A0")),
  scene(1200, 1200, () => rect(0, 0, 1200, 1200, C.paper) + speckles(0, 0, 1200, 1200, 60, ["#F6E9D6"], seeded(12), [8, 16]) +
    at(90, 200, tShirt(), 1.9) + at(640, 660, stickerPack(), 1.2) + at(760, 260, brownie(12), 1.6)),
];

function tile(colour: string, dots: string, seed: number, content: string): string {
  return backdrop(800, 600, colour, dots, seed) + content;
}

/** One picture per seeded menu item, keyed by the slug of its image path. */
export const menuItems: Record<string, Scene> = {
  "chicken-katsu-sando": scene(800, 600, () => tile("#FFE3C2", "#FFD5A8", 21, plate(400, 470, 330, 90) + at(190, 220, sandoPair("chicken", 21), 1.05))),
  "pork-katsu-sando": scene(800, 600, () => tile("#F8D6C6", "#F3C4AE", 22, at(130, 480, board(540)) + at(190, 220, sandoPair("pork", 22), 1.05))),
  "potato-salad-sando": scene(800, 600, () => tile("#FFF0B8", "#FBE48E", 23, plate(400, 470, 330, 90) + at(190, 220, sandoPair("potato", 23), 1.05))),
  karaage: scene(800, 600, () => tile("#FFE08A", "#FFD35A", 24, at(130, 160, karaageBoat(24), 1.5))),
  "furikake-fries": scene(800, 600, () => tile("#D8EFC4", "#C7E6AD", 25, at(270, 80, friesCup(25), 1.45))),
  "strawberry-fruit-sando": scene(800, 600, () => tile("#FBD3D6", "#F8BCC1", 26, plate(400, 470, 330, 90) + at(190, 220, sandoPair("strawberry", 26), 1.05))),
  "matcha-mochi-brownie": scene(800, 600, () => tile("#E5F0D3", "#D6E8BA", 27, plate(400, 430, 320, 100) +
    at(190, 250, brownie(27), 1.3) + at(420, 230, brownie(28), 1.3))),
  ramune: scene(800, 600, () => tile("#CDEBF5", "#B6E0EE", 28, at(300, 560, ramuneBottle(), 1.6) + at(510, 560, ramuneBottle("#B8E8C6", "#3C9A5F"), 1.6))),
  "iced-matcha-latte": scene(800, 600, () => tile("#E5F0D3", "#D6E8BA", 29, at(400, 560, matchaLatte(), 1.55))),
  "t-shirt": scene(800, 600, () => tile("#FCE9D2", "#F6DCBD", 30, at(230, 60, tShirt(), 1.5))),
  "sticker-pack": scene(800, 600, () => tile("#FFFAF3", "#F6E9D6", 31, at(100, 110, stickerPack(), 1.4))),
};

/** Popup event pictures, by file name. */
export const events: Record<string, Scene> = {
  "funk-zone": scene(1600, 900, () => rect(0, 0, 1600, 900, "#1E2A4A") + stars(1600, 360, 41) + storefronts(1600, 700, true) +
    rect(0, 700, 1600, 200, "#3A3F4F") + stringLights(0, 1600, 120, 80, 41) + at(460, 330, truck({ lit: true }), 1.15)),
  "goleta-beach": scene(1600, 900, () => sky(1600, 900, "goleta", "#9ED8F0", "#E4F5FB") + sun(1380, 140, 60) + cloud(300, 120) +
    sea(1600, 420, 240) + pier(700, 1600, 470) + ground(1600, 640, 260) + palm(150, 720, 1.2) + at(280, 380, truck(), 1.05)),
  solvang: scene(1600, 900, () => sky(1600, 900, "solvang", "#FFB38A", "#FFE6C7") + sun(800, 420, 90, "#FFDD88") +
    hills(1600, 560, ["#C9A66B", "#9C8A4E"]) + ground(1600, 620, 280, "#B5C98A") + windmill(1250, 660, 1.4) + at(200, 340, truck(), 1.1)),
  placeholder: scene(1600, 900, () => backdrop(1600, 900, "#F6E9D6", "#F0DEC6", 44) + circle(800, 450, 200, C.paper) +
    at(800, 450, sandoMark(), 6)),
};

/** A folded newspaper page with headline bars around a picture. */
function newspaper(colour: string, picture: string): string {
  return (
    rect(0, 0, 800, 600, colour) +
    path("M90 70 L720 50 L740 560 L80 560 Z", "#000", `opacity="0.08"`) +
    rect(80, 40, 640, 510, "#FFFFFF", 6) +
    rect(120, 80, 560, 34, C.ink, 4) + rect(120, 128, 380, 14, "#9A918A", 7) +
    rect(120, 170, 300, 230, "#FCE9D2", 6) + picture +
    Array.from({ length: 8 }, (_, i) => rect(450, 176 + i * 28, i % 3 === 2 ? 150 : 230, 12, "#CFC6BD", 6)).join("") +
    Array.from({ length: 4 }, (_, i) => rect(120, 424 + i * 28, i === 3 ? 320 : 560, 12, "#CFC6BD", 6)).join("")
  );
}

export const press: Record<string, Scene> = {
  "coastal-food-journal": scene(800, 600, () => newspaper("#CDEBF5", at(135, 210, sandoPair("chicken", 51), 0.66))),
  "central-coast-weekly": scene(800, 600, () => newspaper("#FFE08A", at(128, 230, truck(), 0.44))),
  "sb-table": scene(800, 600, () => newspaper("#FBD3D6", at(150, 260, breadingStation(53), 0.4) + at(230, 200, karaagePiece(40, 40, 36, 53)))),
};

/** The picture social sites show for a shared link. */
export const share = scene(1200, 630, () =>
  rect(0, 0, 1200, 630, C.red) + speckles(0, 0, 1200, 630, 40, ["#F24B50"], seeded(61), [8, 16]) +
  rect(0, 470, 1200, 160, C.paper) + at(470, 140, truck(), 1.05) + at(60, 250, sandoPair("chicken", 61), 0.95),
);

/** The app icon: the sando mark on brand red; `rounded` for the SVG favicon. */
export function icon(rounded: boolean): Scene {
  return scene(512, 512, () => rect(0, 0, 512, 512, C.red, rounded ? 112 : 0) + at(256, 260, sandoMark(), 6.6));
}
