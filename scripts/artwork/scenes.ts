// The pictures of the site, composed from the food and places drawings. Each scene returns the
// inner SVG for a fixed design space; generate.ts renders it at every size the site needs.
import { at, COLOURS as C, circle, ellipse, path, rect, seeded, speckles, waveCommands } from "./draw.ts";
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
import {
  cloud,
  ground,
  hills,
  palm,
  pier,
  sea,
  sky,
  stars,
  storefronts,
  stringLights,
  sun,
  truck,
  windmill,
} from "./places.ts";

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

/**
 * A street at night: stars in the top `starsDown` of the sky, lit storefronts standing on the road
 * at `road`, and café lights strung `lightsY` down, sagging `sag`; `seed` places the stars and
 * colours the bulbs.
 */
function nightStreet(
  w: number,
  h: number,
  road: number,
  starsDown: number,
  lightsY: number,
  sag: number,
  seed: number,
) {
  return (
    rect(0, 0, w, h, "#1E2A4A") +
    stars(w, starsDown, seed) +
    storefronts(w, road, true) +
    rect(0, road, w, h - road, "#3A3F4F") +
    stringLights(0, w, lightsY, sag, seed)
  );
}

function plate(cx: number, cy: number, rx: number, ry: number): string {
  return (
    ellipse(cx, cy + 10, rx, ry, "#000", `opacity="0.1"`) +
    ellipse(cx, cy, rx, ry, "#FFFFFF") +
    ellipse(cx, cy, rx * 0.8, ry * 0.8, "#F7F1E8")
  );
}

/** The truck at the beach with a sando in front: the home page's first picture. */
export const hero = scene(
  1600,
  900,
  () =>
    sky(1600, 900, "hero-sky", "#9ED8F0", "#FDF3E4") +
    sun(1340, 150, 70) +
    cloud(260, 130) +
    cloud(900, 90, 0.8) +
    hills(1600, 560) +
    ground(1600, 600, 300, "#F4DDB0") +
    palm(140, 640, 1.3) +
    palm(1520, 620, 1.1, -1) +
    at(620, 230, truck(), 1.35) +
    at(150, 640, board(520)) +
    at(170, 420, sandoPair("chicken"), 1.15),
);

/** The kitchen: bowls of the breading station, a loaf of shokupan and a pork sando. */
export const about = scene(
  1500,
  1000,
  () =>
    rect(0, 0, 1500, 1000, "#FCE9D2") +
    Array.from({ length: 8 }, (_, i) => rect(i * 200, 0, 100, 600, "#FFF3E3")).join("") +
    at(640, 800, person(C.paper, "#F2C9A0", C.ink), 2.3) +
    rect(0, 600, 1500, 400, C.wood) +
    rect(0, 600, 1500, 30, "#CF935C") +
    at(80, 560, breadingStation(), 1.2) +
    at(920, 400, shokupanLoaf(), 1.1) +
    at(820, 700, board(560)) +
    at(880, 480, sandoPair("pork", 5), 1.05),
);

/** A wire cooling rack with loaves of shokupan on it. */
function coolingRack(seed: number): string {
  let rack = "";
  for (let x = 100; x <= 1100; x += 40) rack += rect(x, 700, 6, 60, "#9AA7B0", 3);
  rack +=
    rect(80, 700, 1040, 10, "#7D8A94", 5) +
    rect(80, 750, 1040, 10, "#7D8A94", 5) +
    rect(110, 760, 14, 90, "#7D8A94", 7) +
    rect(1076, 760, 14, 90, "#7D8A94", 7);
  const random = seeded(seed);
  return rack + [130, 450, 770].map((x) => at(x, 500 + random() * 4, shokupanLoaf(), 1)).join("");
}

/** A hand seen from above, fingers pointing up-left, about 220 x 260 at scale 1. */
function hand(skin: string): string {
  return (
    [
      [-70, -150, -14],
      [-25, -175, -6],
      [20, -170, 4],
      [62, -140, 14],
    ]
      .map(([x, y, turn]) => at(x!, y!, rect(-20, 0, 40, 140, skin, 20), 1, turn!))
      .join("") +
    ellipse(0, 20, 100, 90, skin) +
    at(-105, 10, rect(-18, -70, 36, 100, skin, 18), 1, -40) +
    rect(-80, 90, 160, 120, "#F4F1EC", 30)
  );
}

/** Finely shredded cabbage: a heap of wavy green strands. */
function cabbagePile(seed: number): string {
  const random = seeded(seed);
  let strands = ellipse(0, 0, 260, 90, "#BFE08A");
  for (let i = 0; i < 70; i++) {
    const x = -230 + random() * 400;
    const y = -70 + random() * 130;
    const colour = i % 3 === 0 ? "#E4F4C4" : i % 3 === 1 ? C.cabbage : "#7FB548";
    strands += path(
      `M${x.toFixed(1)} ${y.toFixed(1)}${waveCommands(x, x + 60 + random() * 40, y, 4, 14)}`,
      "none",
      `stroke="${colour}" stroke-width="4" stroke-linecap="round"`,
    );
  }
  return strands;
}

/** Two of the crew in the serving window, one waving. */
function crewAtWindow(): string {
  const skinA = "#F2C9A0";
  const skinB = "#8D5A3B";
  const crew = (x: number, skin: string, hair: string, wave: boolean) =>
    at(
      x,
      0,
      (wave ? at(70, -40, rect(-16, -150, 32, 150, skin, 16) + circle(0, -160, 26, skin), 1, 18) : "") +
        rect(-80, -60, 160, 220, C.paper, 50) +
        rect(-80, 10, 160, 16, C.red) +
        circle(0, -110, 58, skin) +
        path("M-60 -118 Q-58 -180 0 -180 Q58 -180 60 -118 Q30 -146 -60 -118 Z", hair) +
        circle(-20, -108, 6, C.ink) +
        circle(20, -108, 6, C.ink) +
        path("M-18 -82 Q0 -66 18 -82", "none", `stroke="${C.ink}" stroke-width="5" stroke-linecap="round"`),
    );
  return (
    rect(0, 0, 1200, 1200, C.red) +
    rect(0, 0, 1200, 150, C.redDark) +
    Array.from({ length: 12 }, (_, i) => rect(i * 100, 150, 100, 70, i % 2 === 0 ? C.paper : C.redDark)).join("") +
    Array.from({ length: 12 }, (_, i) =>
      path(`M${i * 100} 220 A50 36 0 0 0 ${i * 100 + 100} 220 Z`, i % 2 === 0 ? C.paper : C.redDark),
    ).join("") +
    rect(120, 300, 960, 640, "#FFD98A", 30) +
    rect(150, 330, 900, 220, "#FFE7B0", 16) +
    at(400, 760, crew(0, skinA, "#2B2320", true)) +
    at(800, 780, crew(0, skinB, "#1A1A1A", false)) +
    rect(80, 900, 1040, 70, "#F4E3C6", 16) +
    at(480, 759, sandoPair("chicken", 12), 0.6) +
    rect(0, 970, 1200, 230, C.red) +
    circle(960, 1080, 70, C.paper) +
    at(960, 1080, sandoMark(), 2.2)
  );
}

const queue = (xs: number[]) =>
  [
    ["#2E7FC1", "#F2C9A0", "#2B2320"],
    ["#F08A3C", "#8D5A3B", "#1A1A1A"],
    ["#8FB752", "#E8B98F", "#6B3A1F"],
    ["#B3121A", "#F2C9A0", "#D9A441"],
    ["#6C5BA8", "#C68E67", "#2B2320"],
  ]
    .slice(0, xs.length)
    .map(([shirt, skin, hair], i) => at(xs[i]!, 1120, person(shirt!, skin!, hair!), 1.5))
    .join("");

/** The twelve gallery pictures, in the order of their descriptions in app/content. */
export const gallery: Scene[] = [
  // 1 A chicken katsu sando cut in half showing the golden panko crust
  scene(
    1200,
    1200,
    () =>
      backdrop(1200, 1200, C.red, "#F24B50", 2) + plate(600, 760, 480, 150) + at(190, 430, sandoPair("chicken", 2), 2),
  ),
  // 2 The red food truck parked at sunset by the beach
  scene(
    1200,
    1200,
    () =>
      sky(1200, 1200, "g2", "#FF9A6B", "#FFE3B8") +
      sun(850, 560, 110, "#FFD166") +
      sea(1200, 600, 240) +
      ground(1200, 790, 410) +
      palm(150, 880, 1.5) +
      at(330, 500, truck(), 1.3),
  ),
  // 3 Pork katsu sandos lined up on the counter, ready to serve
  scene(
    1200,
    1200,
    () =>
      rect(0, 0, 1200, 1200, "#F6D9B8") +
      rect(0, 700, 1200, 500, C.wood) +
      rect(0, 700, 1200, 30, "#CF935C") +
      at(20, 420, sandoPair("pork", 4), 1.45) +
      at(600, 420, sandoPair("pork", 14), 1.45) +
      at(310, 760, sandoPair("pork", 24), 1.45),
  ),
  // 4 A paper boat of karaage with a lemon wedge
  scene(1200, 1200, () => gingham(1200, 1200, C.red) + at(170, 380, karaageBoat(3), 2.4)),
  // 5 Fresh shokupan loaves cooling on a rack
  scene(
    1200,
    1200,
    () =>
      rect(0, 0, 1200, 1200, "#FCE9D2") +
      Array.from({ length: 6 }, (_, i) => rect(i * 200, 0, 100, 800, "#FFF3E3")).join("") +
      rect(0, 840, 1200, 360, C.wood) +
      coolingRack(5),
  ),
  // 6 A cutlet pressed into panko crumbs by hand
  scene(
    1200,
    1200,
    () =>
      rect(0, 0, 1200, 1200, "#E9E4DC") +
      rect(100, 220, 1000, 760, "#C9C2B8", 40) +
      rect(130, 250, 940, 700, C.pankoLight, 30) +
      speckles(140, 260, 920, 680, 260, [C.panko, C.pankoDark, "#FBE3A6"], seeded(6), [4, 9]) +
      rect(300, 420, 600, 360, C.panko, 90) +
      speckles(310, 430, 580, 340, 90, [C.pankoLight, C.pankoDark], seeded(16), [4, 8]) +
      at(640, 700, hand("#F2C9A0"), 1.5, -25),
  ),
  // 7 A strawberry fruit sando showing the cross-section of berries and cream
  scene(
    1200,
    1200,
    () =>
      backdrop(1200, 1200, "#FBD3D6", "#F8BCC1", 7) +
      plate(600, 780, 470, 140) +
      at(190, 460, sandoPair("strawberry", 7), 2),
  ),
  // 8 A crowd lining up at the truck window at night
  scene(
    1200,
    1200,
    () =>
      nightStreet(1200, 1200, 860, 500, 160, 90, 6) +
      at(300, 430, truck({ lit: true }), 1.2) +
      queue([120, 300, 480, 660]),
  ),
  // 9 Shredded cabbage and tonkatsu sauce on a cutting board
  scene(
    1200,
    1200,
    () =>
      rect(0, 0, 1200, 1200, "#DCEFD0") +
      at(80, 560, board(1040), 1) +
      rect(80, 560, 1040, 420, C.wood, 40) +
      rect(80, 560, 1040, 40, "#CF935C", 20) +
      at(480, 770, cabbagePile(9), 1.3) +
      ellipse(960, 720, 120, 44, "#FFFFFF") +
      ellipse(960, 712, 96, 32, C.sauce) +
      ellipse(930, 704, 30, 8, "#8A5533"),
  ),
  // 10 A potato salad sando on a wooden board
  scene(
    1200,
    1200,
    () =>
      rect(0, 0, 1200, 1200, "#FFF0B8") +
      speckles(0, 0, 1200, 1200, 40, ["#FBE48E"], seeded(10), [6, 12]) +
      at(120, 800, board(960), 1.2) +
      at(190, 420, sandoPair("potato", 10), 2),
  ),
  // 11 Ice-cold ramune bottles in a cooler
  scene(
    1200,
    1200,
    () =>
      backdrop(1200, 1200, "#BFE6F5", "#A8DCEE", 11) +
      rect(150, 560, 900, 80, "#1F6FB2", 20) +
      at(360, 760, ramuneBottle(), 1.6, -8) +
      at(600, 740, ramuneBottle("#B8E8C6", "#3C9A5F"), 1.6) +
      at(840, 760, ramuneBottle(), 1.6, 8) +
      speckles(200, 560, 800, 100, 18, ["#FFFFFF", "#E8F7FB"], seeded(11), [14, 26]) +
      rect(170, 640, 860, 440, "#2E7FC1", 24) +
      rect(170, 640, 860, 60, "#FFFFFF", 0, `opacity="0.85"`) +
      rect(520, 760, 160, 40, "#1F6FB2", 20),
  ),
  // 12 The crew waving from the truck window
  scene(1200, 1200, crewAtWindow),
];

function tile(colour: string, dots: string, seed: number, content: string): string {
  return backdrop(800, 600, colour, dots, seed) + content;
}

/** One picture per seeded menu item, keyed by the slug of its image path. */
export const menuItems: Record<string, Scene> = {
  "chicken-katsu-sando": scene(800, 600, () =>
    tile("#FFE3C2", "#FFD5A8", 21, plate(400, 470, 330, 90) + at(190, 220, sandoPair("chicken", 21), 1.05)),
  ),
  "pork-katsu-sando": scene(800, 600, () =>
    tile("#F8D6C6", "#F3C4AE", 22, at(130, 480, board(540)) + at(190, 220, sandoPair("pork", 22), 1.05)),
  ),
  "potato-salad-sando": scene(800, 600, () =>
    tile("#FFF0B8", "#FBE48E", 23, plate(400, 470, 330, 90) + at(190, 220, sandoPair("potato", 23), 1.05)),
  ),
  karaage: scene(800, 600, () => tile("#FFE08A", "#FFD35A", 24, at(130, 160, karaageBoat(24), 1.5))),
  "furikake-fries": scene(800, 600, () => tile("#D8EFC4", "#C7E6AD", 25, at(270, 80, friesCup(25), 1.45))),
  "strawberry-fruit-sando": scene(800, 600, () =>
    tile("#FBD3D6", "#F8BCC1", 26, plate(400, 470, 330, 90) + at(190, 220, sandoPair("strawberry", 26), 1.05)),
  ),
  "matcha-mochi-brownie": scene(800, 600, () =>
    tile(
      "#E5F0D3",
      "#D6E8BA",
      27,
      plate(400, 430, 320, 100) + at(190, 250, brownie(27), 1.3) + at(420, 230, brownie(28), 1.3),
    ),
  ),
  ramune: scene(800, 600, () =>
    tile(
      "#CDEBF5",
      "#B6E0EE",
      28,
      at(300, 560, ramuneBottle(), 1.6) + at(510, 560, ramuneBottle("#B8E8C6", "#3C9A5F"), 1.6),
    ),
  ),
  "iced-matcha-latte": scene(800, 600, () => tile("#E5F0D3", "#D6E8BA", 29, at(400, 560, matchaLatte(), 1.55))),
  "t-shirt": scene(800, 600, () => tile("#FCE9D2", "#F6DCBD", 30, at(230, 60, tShirt(), 1.5))),
  "sticker-pack": scene(800, 600, () => tile("#FFFAF3", "#F6E9D6", 31, at(100, 110, stickerPack(), 1.4))),
};

/** Popup event pictures, by file name. */
export const events: Record<string, Scene> = {
  "funk-zone": scene(
    1600,
    900,
    () => nightStreet(1600, 900, 700, 360, 120, 80, 41) + at(460, 330, truck({ lit: true }), 1.15),
  ),
  "goleta-beach": scene(
    1600,
    900,
    () =>
      sky(1600, 900, "goleta", "#9ED8F0", "#E4F5FB") +
      sun(1380, 140, 60) +
      cloud(300, 120) +
      sea(1600, 420, 240) +
      pier(700, 1600, 470) +
      ground(1600, 640, 260) +
      palm(150, 720, 1.2) +
      at(280, 380, truck(), 1.05),
  ),
  solvang: scene(
    1600,
    900,
    () =>
      sky(1600, 900, "solvang", "#FFB38A", "#FFE6C7") +
      sun(800, 420, 90, "#FFDD88") +
      hills(1600, 560, ["#C9A66B", "#9C8A4E"]) +
      ground(1600, 620, 280, "#B5C98A") +
      windmill(1250, 660, 1.4) +
      at(200, 340, truck(), 1.1),
  ),
  placeholder: scene(
    1600,
    900,
    () => backdrop(1600, 900, "#F6E9D6", "#F0DEC6", 44) + circle(800, 450, 200, C.paper) + at(800, 450, sandoMark(), 6),
  ),
};

/** A folded newspaper page with headline bars around a picture. */
function newspaper(colour: string, picture: string): string {
  return (
    rect(0, 0, 800, 600, colour) +
    path("M90 70 L720 50 L740 560 L80 560 Z", "#000", `opacity="0.08"`) +
    rect(80, 40, 640, 510, "#FFFFFF", 6) +
    rect(120, 80, 560, 34, C.ink, 4) +
    rect(120, 128, 380, 14, "#9A918A", 7) +
    rect(120, 170, 300, 230, "#FCE9D2", 6) +
    picture +
    Array.from({ length: 8 }, (_, i) => rect(450, 176 + i * 28, i % 3 === 2 ? 150 : 230, 12, "#CFC6BD", 6)).join("") +
    Array.from({ length: 4 }, (_, i) => rect(120, 424 + i * 28, i === 3 ? 320 : 560, 12, "#CFC6BD", 6)).join("")
  );
}

export const press: Record<string, Scene> = {
  "coastal-food-journal": scene(800, 600, () => newspaper("#CDEBF5", at(135, 210, sandoPair("chicken", 51), 0.66))),
  "central-coast-weekly": scene(800, 600, () => newspaper("#FFE08A", at(128, 230, truck(), 0.44))),
  "sb-table": scene(800, 600, () =>
    newspaper("#FBD3D6", at(150, 260, breadingStation(53), 0.4) + at(230, 200, karaagePiece(40, 40, 36, 53))),
  ),
};

/** The picture social sites show for a shared link. */
export const share = scene(
  1200,
  630,
  () =>
    rect(0, 0, 1200, 630, C.red) +
    speckles(0, 0, 1200, 630, 40, ["#F24B50"], seeded(61), [8, 16]) +
    rect(0, 470, 1200, 160, C.paper) +
    at(470, 140, truck(), 1.05) +
    at(60, 250, sandoPair("chicken", 61), 0.95),
);

/** The app icon: the sando mark on brand red; `rounded` for the SVG favicon. */
export function icon(rounded: boolean): Scene {
  return scene(512, 512, () => rect(0, 0, 512, 512, C.red, rounded ? 112 : 0) + at(256, 260, sandoMark(), 6.6));
}
