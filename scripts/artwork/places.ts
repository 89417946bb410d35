// The truck and the places it parks: skies, sea, hills, palms, a pier, a windmill, string lights.
import { at, COLOURS as C, circle, ellipse, path, rect, seeded, shadow, waveCommands } from "./draw.ts";
import { sandoMark } from "./food.ts";

/** The red food truck, side view, facing right: about 640 x 340, wheels touching y = 336. */
export function truck(options: { lit?: boolean } = {}): string {
  const stripe = (i: number) => (i % 2 === 0 ? C.paper : C.redDark);
  const awning = Array.from({ length: 8 }, (_, i) => rect(60 + i * 40, 78, 40, 26, stripe(i))).join("");
  const scallops = Array.from({ length: 8 }, (_, i) =>
    path(`M${60 + i * 40} 104 A20 14 0 0 0 ${100 + i * 40} 104 Z`, stripe(i)),
  ).join("");
  const inside = options.lit ? "#FFD98A" : "#4A3226";
  const wheel = (x: number) => circle(x, 296, 42, C.ink) + circle(x, 296, 19, "#CFCFCF") + circle(x, 296, 7, C.ink);
  return (
    shadow(330, 336, 320, 14) +
    rect(20, 40, 480, 250, C.red, 28) +
    path("M490 110 L572 110 Q600 110 610 140 L626 200 Q632 216 632 232 L632 270 Q632 290 612 290 L490 290 Z", C.red) +
    path("M506 126 L566 126 Q584 126 591 146 L602 192 L506 192 Z", "#BFE6F5") +
    path("M520 134 L540 134 L530 184 L512 184 Z", "#FFFFFF", `opacity="0.5"`) +
    rect(150, 6, 230, 40, C.paper, 10) +
    at(265, 26, sandoMark(), 0.75) +
    rect(70, 104, 300, 108, inside, 10) +
    (options.lit
      ? circle(150, 150, 26, "#F2B880") + rect(122, 176, 56, 40, C.paper, 14) + rect(236, 124, 90, 50, "#FFFFFF", 6)
      : rect(236, 124, 90, 50, "#F4E3C6", 6)) +
    awning +
    scallops +
    rect(56, 206, 328, 16, "#F4E3C6", 5) +
    circle(436, 166, 44, C.paper) +
    at(436, 166, sandoMark(), 1.3) +
    rect(20, 252, 612, 12, C.paper, 0, `opacity="0.9"`) +
    rect(600, 270, 38, 16, "#9A9A9A", 6) +
    circle(624, 236, 9, options.lit ? "#FFF2B3" : "#FFE08A") +
    wheel(140) +
    wheel(520)
  );
}

export function sky(w: number, h: number, id: string, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, w, h, `url(#${id})`)
  );
}

export function sun(cx: number, cy: number, r: number, colour = "#FFD166"): string {
  return circle(cx, cy, r * 1.5, colour, `opacity="0.25"`) + circle(cx, cy, r, colour);
}

export function cloud(x: number, y: number, scale = 1): string {
  return at(
    x,
    y,
    ellipse(0, 0, 70, 26, "#FFFFFF") +
      ellipse(-34, 6, 44, 20, "#FFFFFF") +
      ellipse(40, 4, 48, 22, "#FFFFFF") +
      ellipse(8, -18, 40, 26, "#FFFFFF"),
    scale,
  );
}

/** The Santa Ynez mountains: layered hills across the width at baseline y. */
export function hills(w: number, y: number, colours: [string, string] = ["#9CC98A", "#6FAE6A"]): string {
  return (
    path(
      `M0 ${y} Q${w * 0.15} ${y - 170} ${w * 0.32} ${y - 60} Q${w * 0.5} ${y - 210} ${w * 0.7} ${y - 70} Q${w * 0.85} ${y - 160} ${w} ${y - 50} L${w} ${y + 40} L0 ${y + 40} Z`,
      colours[0],
    ) +
    path(
      `M0 ${y + 10} Q${w * 0.25} ${y - 80} ${w * 0.5} ${y} Q${w * 0.75} ${y - 90} ${w} ${y - 10} L${w} ${y + 60} L0 ${y + 60} Z`,
      colours[1],
    )
  );
}

export function sea(w: number, y: number, h: number): string {
  return (
    rect(0, y, w, h, C.sea) +
    path(`M0 ${y + 24}${waveCommands(0, w, y + 24, 6, 40)}`, "none", `stroke="#8FD3E6" stroke-width="5"`) +
    path(`M0 ${y + 60}${waveCommands(0, w, y + 60, 6, 56)}`, "none", `stroke="#8FD3E6" stroke-width="4" opacity="0.7"`)
  );
}

export function ground(w: number, y: number, h: number, colour: string = C.sand): string {
  return rect(0, y, w, h, colour);
}

/** A palm tree rooted at (x, y), about 300 high at scale 1. */
export function palm(x: number, y: number, scale = 1, lean = 1): string {
  const frond = (angle: number) => at(0, 0, path("M0 0 Q60 -40 150 -10 Q80 -20 0 10 Z", C.leaf), 1, angle);
  return at(
    x,
    y,
    path(`M-8 0 Q${-20 * lean} -150 ${30 * lean} -290 L${44 * lean} -286 Q${-4 * lean} -150 8 0 Z`, "#8C6239") +
      at(37 * lean, -290, [-160, -120, -60, -20, 20, 200].map(frond).join("") + circle(0, 4, 12, "#6B4A2B")),
    scale,
  );
}

/** A string of café lights between two posts, sagging in the middle. */
export function stringLights(x0: number, x1: number, y: number, sag: number, seed = 3): string {
  const random = seeded(seed);
  const colours = ["#FFD166", "#FFF1B5", "#FF9F6B", "#FFE08A"];
  let bulbs = "";
  const count = Math.round((x1 - x0) / 60);
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const yy = y + 4 * sag * t * (1 - t);
    const colour = colours[Math.floor(random() * colours.length)]!;
    bulbs += circle(x, yy + 12, 16, colour, `opacity="0.3"`) + circle(x, yy + 12, 8, colour);
  }
  return (
    path(`M${x0} ${y} Q${(x0 + x1) / 2} ${y + 2 * sag} ${x1} ${y}`, "none", `stroke="${C.ink}" stroke-width="3"`) +
    bulbs
  );
}

/** A Danish windmill (Solvang) standing at (x, y), about 360 high. */
export function windmill(x: number, y: number, scale = 1): string {
  const blade = (angle: number) =>
    at(
      0,
      0,
      rect(-14, -170, 28, 160, "#F4E3C6", 4) + rect(-14, -170, 28, 160, "none", 4, `stroke="#8C6239" stroke-width="4"`),
      1,
      angle,
    );
  return at(
    x,
    y,
    path("M-70 0 L-50 -190 L50 -190 L70 0 Z", "#FFFFFF") +
      path("M-62 -190 L0 -260 L62 -190 Z", "#B3121A") +
      rect(-18, -60, 36, 60, "#8C6239", 18) +
      rect(-16, -150, 32, 32, "#BFE6F5", 4) +
      at(0, -210, [35, 125, 215, 305].map(blade).join("") + circle(0, 0, 14, C.ink)),
    scale,
  );
}

/** A wooden pier running out to the right from x0 at deck height y. */
export function pier(x0: number, x1: number, y: number): string {
  let posts = "";
  for (let x = x0 + 20; x < x1; x += 70) posts += rect(x, y, 14, 110, "#7A5230");
  return (
    posts +
    rect(x0, y - 16, x1 - x0, 20, "#A8744A") +
    rect(x0, y - 44, x1 - x0, 6, "#7A5230") +
    Array.from({ length: Math.floor((x1 - x0) / 70) + 1 }, (_, i) => rect(x0 + i * 70, y - 44, 6, 30, "#7A5230")).join(
      "",
    )
  );
}

/** Night sky with stars. */
export function stars(w: number, h: number, seed = 9): string {
  const random = seeded(seed);
  let out = "";
  for (let i = 0; i < 40; i++)
    out += circle(
      random() * w,
      random() * h,
      1.5 + random() * 2,
      "#FFF6D5",
      `opacity="${(0.5 + random() * 0.5).toFixed(2)}"`,
    );
  return out;
}

/** A storefront row (Funk Zone) along the bottom: `w` wide, standing on y. */
export function storefronts(w: number, y: number, lit: boolean): string {
  const colours = ["#5B6C8F", "#8F5B6C", "#6C8F5B", "#8F7A5B"];
  let out = "";
  for (let i = 0, x = 0; x < w; i++, x += 260) {
    const height = 240 + (i % 3) * 50;
    out +=
      rect(x, y - height, 250, height, colours[i % colours.length]!) +
      rect(x + 30, y - height + 40, 70, 60, lit ? "#FFD98A" : "#BFE6F5") +
      rect(x + 150, y - height + 40, 70, 60, lit ? "#FFE7B0" : "#BFE6F5") +
      rect(x + 90, y - 120, 70, 120, "#3A2A22");
  }
  return out;
}
