// The menu as flat illustrations: sandos in cross-section, karaage, fries, desserts, drinks and
// merch. Each drawing sits at the origin in its own small coordinate space (noted per function).
import {
  at,
  blob,
  COLOURS as C,
  circle,
  ellipse,
  path,
  rect,
  seeded,
  shadow,
  speckles,
  waveCommands,
  wavyBand,
} from "./draw.ts";

export type SandoFilling = "chicken" | "pork" | "potato" | "strawberry";

function bread(y: number, h: number): string {
  return rect(0, y, 220, h, C.crust, 18) + rect(8, y + 6, 204, h - 12, C.crumb, 12);
}

/** A panko-crusted cutlet, cut so the meat shows; 220 wide, `h` high, top at `y`. */
function cutlet(y: number, h: number, meat: string, seed: number): string {
  const random = seeded(seed);
  return (
    rect(-6, y, 232, h, C.panko, 14) +
    rect(10, y + 15, 200, h - 30, meat, 8) +
    speckles(-4, y + 2, 228, 11, 34, [C.pankoLight, C.pankoDark], random, [2, 3.5]) +
    speckles(-4, y + h - 13, 228, 11, 34, [C.pankoLight, C.pankoDark], random, [2, 3.5]) +
    speckles(30, y + 14, 160, h - 28, 6, ["#EBD3A8"], random, [2, 3])
  );
}

function cabbage(y: number): string {
  return (
    path(wavyBand(-12, 232, y, y + 26, 6, 16), C.cabbage) +
    path(`M-8 ${y + 9}${waveCommands(-8, 228, y + 9, 4, 11)}`, "none", `stroke="${C.cabbageLight}" stroke-width="3"`)
  );
}

/** Sauce over the cutlet with a few drips. */
function sauce(y: number): string {
  return (
    path(`M2 ${y}L218 ${y}L218 ${y + 6}${waveCommands(218, 2, y + 6, 5, 18)} Z`, C.sauce) +
    rect(40, y, 9, 20, C.sauce, 4.5) +
    rect(150, y, 9, 15, C.sauce, 4.5)
  );
}

/** One half of a sando in cross-section: 220 wide, about 210 high, bread top and bottom. */
export function sandoHalf(filling: SandoFilling, seed = 1): string {
  const random = seeded(seed);
  let middle = "";
  let bottom = 146;
  switch (filling) {
    case "chicken":
      middle = cabbage(126) + cutlet(50, 80, C.chicken, seed) + sauce(46);
      break;
    case "pork":
      bottom = 156;
      middle = cabbage(136) + cutlet(48, 92, C.pork, seed + 7) + sauce(44) + rect(24, 70, 172, 6, "#FBE7DA", 3);
      break;
    case "potato":
      middle =
        rect(-4, 44, 228, 112, "#F6E7AE", 30) +
        speckles(10, 58, 200, 84, 22, ["#F08A3C", "#6FAF4E", "#FFFFFF"], random, [3, 6]) +
        ellipse(110, 106, 40, 31, "#FFFFFF") +
        circle(110, 108, 18, "#F7B733");
      break;
    case "strawberry": {
      middle = rect(-4, 44, 228, 112, "#FFFFFF", 26, `stroke="#F1E4D4" stroke-width="3"`);
      for (const [x, turn] of [
        [40, 0],
        [110, 180],
        [180, 0],
      ] as const) {
        const berry =
          path("M0 -34 C22 -34 30 -12 26 4 C22 22 8 34 0 38 C-8 34 -22 22 -26 4 C-30 -12 -22 -34 0 -34 Z", "#E5322F") +
          path("M0 -22 C12 -22 16 -8 13 4 C10 16 4 24 0 26 C-4 24 -10 16 -13 4 C-16 -8 -12 -22 0 -22 Z", "#FFB3AE") +
          speckles(-16, -20, 32, 40, 6, ["#FFF1C9"], random, [1.5, 2.2]);
        middle += at(x, 100, berry, 1, turn);
      }
      break;
    }
  }
  return middle + bread(0, 52) + bread(bottom, 54);
}

/** Two halves of a sando, one leaning on the other, with a shadow: about 400 x 260. */
export function sandoPair(filling: SandoFilling, seed = 1): string {
  return (
    shadow(200, 252, 200, 16) +
    at(10, 36, sandoHalf(filling, seed)) +
    at(178, 24, sandoHalf(filling, seed + 3), 0.95, 5)
  );
}

/** A golden fried chicken piece, radius about `r`. */
export function karaagePiece(cx: number, cy: number, r: number, seed: number): string {
  const random = seeded(seed);
  return (
    path(blob(cx, cy, r, random, 10, 0.3), "#C97A22") +
    path(blob(cx - r * 0.12, cy - r * 0.14, r * 0.78, random, 9, 0.3), "#E19A35") +
    path(blob(cx - r * 0.3, cy - r * 0.32, r * 0.3, random, 7, 0.3), "#F3BE5E") +
    speckles(cx - r * 0.6, cy - r * 0.5, r * 1.2, r, 8, ["#B4661A", "#F6C76E"], random, [1.5, 3.5])
  );
}

/** A paper boat of karaage with a lemon wedge: about 360 x 240. */
export function karaageBoat(seed = 11): string {
  const spots: [number, number, number][] = [
    [80, 104, 50],
    [170, 88, 56],
    [262, 100, 52],
    [122, 132, 44],
    [214, 134, 46],
    [298, 130, 38],
  ];
  const pieces = spots.map(([x, y, r], i) => karaagePiece(x, y, r, seed + i * 13)).join("");
  const lemon = at(
    304,
    66,
    path("M-40 0 A40 40 0 0 0 40 0 Z", "#F9D648") +
      path("M-32 0 A32 32 0 0 0 32 0 Z", "#FFF3A6") +
      path("M0 0 L0 30 M0 0 L-22 22 M0 0 L22 22", "none", `stroke="#F9D648" stroke-width="3"`),
    1,
    -20,
  );
  return (
    shadow(180, 232, 190, 14) +
    path("M10 110 L350 110 L346 150 L14 150 Z", "#F1E4D4") +
    pieces +
    lemon +
    path("M8 150 L352 150 L320 230 L40 230 Z", "#FFFFFF") +
    path("M8 150 L352 150 L344 172 L16 172 Z", C.red) +
    path("M40 230 L320 230 L326 214 L34 214 Z", "#F1E4D4")
  );
}

/** A red cup of furikake fries: about 260 x 330. */
export function friesCup(seed = 21): string {
  const random = seeded(seed);
  let fries = "";
  for (let i = 0; i < 11; i++) {
    const x = 40 + i * 17 + random() * 6;
    const height = 150 + random() * 60;
    const angle = (random() - 0.5) * 24;
    fries += at(
      x,
      170,
      rect(-9, -height, 18, height, "#F2C14E", 4) + rect(-9, -height, 5, height, "#F8D97F", 3),
      1,
      angle,
    );
  }
  const specks = speckles(40, 10, 180, 120, 40, ["#1F3B2A", "#2B2320", "#FFFFFF", "#D94A2B"], random, [1.5, 3]);
  const drizzle = path(
    `M40 60${waveCommands(40, 220, 60, 14, 30)}`,
    "none",
    `stroke="#F08A3C" stroke-width="5" stroke-linecap="round"`,
  );
  const cup =
    path("M30 150 L230 150 L205 320 L55 320 Z", C.red) +
    path("M30 150 L230 150 L227 170 L33 170 Z", C.redDark) +
    circle(130, 240, 36, C.paper) +
    at(130, 240, sandoMark(), 1.1);
  return shadow(130, 322, 100, 10) + fries + drizzle + specks + cup;
}

/** The brand's mark: a tiny sando in cross-section, centred on the origin, about 48 x 40. */
export function sandoMark(): string {
  return (
    rect(-22, -18, 44, 13, C.crust, 5) +
    rect(-19, -16, 38, 9, C.crumb, 3) +
    rect(-23, -5, 46, 4, C.cabbage, 2) +
    rect(-23, -1, 46, 9, C.panko, 3) +
    rect(-22, 8, 44, 12, C.crust, 5) +
    rect(-19, 10, 38, 8, C.crumb, 3)
  );
}

/** A glass ramune bottle with its marble: about 90 x 300, origin at the bottom centre. */
export function ramuneBottle(tint = "#9FD8E8", label = "#2E7FC1"): string {
  return (
    path(
      "M-40 0 Q-45 0 -45 -10 L-45 -150 Q-45 -175 -25 -190 L-16 -200 Q-22 -215 -16 -230 L-14 -270 L14 -270 L16 -230 Q22 -215 16 -200 L25 -190 Q45 -175 45 -150 L45 -10 Q45 0 40 0 Z",
      tint,
      `opacity="0.92"`,
    ) +
    rect(-45, -130, 90, 60, label) +
    path(`M-45 -100${waveCommands(-45, 45, -100, 6, 15)}`, "none", `stroke="#FFFFFF" stroke-width="4"`) +
    circle(0, -212, 13, "#E8F7FB") +
    circle(-4, -216, 4, "#FFFFFF") +
    rect(-16, -290, 32, 22, label, 5) +
    rect(-32, -175, 10, 150, "#FFFFFF", 5, `opacity="0.45"`)
  );
}

/** An iced matcha latte in a clear cup with a straw: about 200 x 330, origin bottom centre. */
export function matchaLatte(): string {
  return (
    rect(20, -340, 14, 140, "#5E9E4A", 7, `transform="rotate(12)"`) +
    path("M-90 -260 L90 -260 L72 0 L-72 0 Z", "#EAF6FB", `opacity="0.9"`) +
    path("M-84 -180 L84 -180 L78 -90 L-78 -90 Z", "#8DB863") +
    path("M-78 -90 L78 -90 L72 0 L-72 0 Z", "#FFFFFF") +
    path(`M-78 -95${waveCommands(-78, 78, -95, 8, 26)} L78 -80 L-78 -80 Z`, "#C9DFA8") +
    rect(-60, -240, 44, 40, "#FFFFFF", 8, `opacity="0.7"`) +
    rect(6, -236, 44, 40, "#FFFFFF", 8, `opacity="0.7" transform="rotate(10 28 -216)"`) +
    rect(-26, -200, 40, 36, "#FFFFFF", 8, `opacity="0.6"`) +
    rect(-100, -272, 200, 16, "#FFFFFF", 8, `opacity="0.95"`) +
    rect(-70, -240, 10, 220, "#FFFFFF", 5, `opacity="0.5"`)
  );
}

/** A matcha mochi brownie square: about 150 x 130 at the origin. */
export function brownie(seed = 31): string {
  const random = seeded(seed);
  return (
    rect(0, 30, 150, 100, "#5A3A2A", 12) +
    rect(0, 18, 150, 30, "#8FB752", 12) +
    speckles(10, 56, 130, 60, 7, ["#FFFFFF", "#F4ECE0"], random, [5, 9]) +
    speckles(8, 22, 134, 20, 12, ["#6E9A3A"], random, [1.5, 3])
  );
}

/** A T-shirt with the sando mark: about 320 x 320 at the origin. */
export function tShirt(colour = "#FFFFFF"): string {
  const outline = `stroke="#E3D5C3" stroke-width="4" stroke-linejoin="round"`;
  return (
    path(
      "M100 10 Q160 40 220 10 L310 50 L280 130 L245 115 L245 310 L75 310 L75 115 L40 130 L10 50 Z",
      colour,
      outline,
    ) +
    path("M128 20 Q160 44 192 20", "none", `stroke="#E3D5C3" stroke-width="4"`) +
    circle(160, 150, 52, C.red) +
    at(160, 150, sandoMark(), 1.6)
  );
}

/** A fan of stickers: about 420 x 300 at the origin. */
export function stickerPack(): string {
  const edge = `stroke="#FFFFFF" stroke-width="10"`;
  return (
    at(110, 110, circle(0, 0, 80, C.red, edge) + at(0, 0, sandoMark(), 2.2), 1, -12) +
    at(300, 100, rect(-80, -55, 160, 110, "#FFE08A", 26, edge) + at(0, 0, karaagePiece(0, 0, 36, 5)), 1, 10) +
    at(130, 230, rect(-70, -48, 140, 96, "#BFE6F5", 24, edge) + at(0, 10, ramuneBottle(), 0.3), 1, 8) +
    at(
      310,
      230,
      circle(0, 0, 62, "#8FB752", edge) + path("M0 22 C-40 -4 -30 -40 0 -20 C30 -40 40 -4 0 22 Z", "#FFFFFF"),
      1,
      -8,
    )
  );
}

/** Panko, flour and egg bowls of the breading station: about 600 x 200. */
export function breadingStation(seed = 41): string {
  const random = seeded(seed);
  const bowl = (x: number, fill: string, inner: string) =>
    at(
      x,
      0,
      ellipse(0, 80, 90, 30, fill) +
        inner +
        path("M-90 80 Q-86 170 0 176 Q86 170 90 80 Z", "#FFFFFF") +
        path("M-90 80 Q-86 170 0 176 Q86 170 90 80", "none", `stroke="#E3D5C3" stroke-width="4"`),
    );
  return (
    shadow(300, 182, 300, 14) +
    bowl(100, "#FBF7EF", speckles(-60, 66, 120, 24, 10, ["#FFFFFF"], random, [3, 6])) +
    bowl(300, "#F7C948", circle(-20, 78, 14, "#F39C12") + circle(24, 82, 12, "#F39C12")) +
    bowl(500, C.pankoLight, speckles(-70, 62, 140, 34, 40, [C.panko, C.pankoDark, "#FBE3A6"], random, [2, 4.5]))
  );
}

/** A whole loaf of shokupan: about 300 x 200 at the origin. */
export function shokupanLoaf(): string {
  return (
    path("M10 200 L10 70 Q10 10 80 10 Q120 10 150 40 Q180 10 220 10 Q290 10 290 70 L290 200 Z", "#D98E42") +
    path("M30 200 L30 78 Q30 30 80 30 Q118 30 150 62 Q182 30 220 30 Q270 30 270 78 L270 200 Z", "#E8A456") +
    rect(60, 80, 12, 100, "#F0BC72", 6) +
    rect(228, 80, 12, 100, "#F0BC72", 6)
  );
}

/** A cutting board: `w` wide, 40 high. */
export function board(w: number): string {
  return rect(0, 0, w, 40, C.wood, 18) + rect(0, 0, w, 12, "#CF935C", 6) + circle(w - 30, 20, 7, "#8C5A31");
}

/** A simple person from behind or in front, about 90 x 220, origin at the feet. */
export function person(shirt: string, skin: string, hair: string): string {
  return (
    rect(-26, -90, 22, 90, "#3E4A5C", 8) +
    rect(4, -90, 22, 90, "#3E4A5C", 8) +
    rect(-38, -180, 76, 100, shirt, 30) +
    circle(0, -205, 28, skin) +
    path("M-29 -210 Q-28 -240 0 -240 Q28 -240 29 -210 Q14 -224 -29 -210 Z", hair)
  );
}
