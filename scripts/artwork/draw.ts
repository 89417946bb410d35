// Drawing primitives for the truck's original artwork: flat shapes as SVG strings. Everything
// that looks random (panko crumbs, sesame, leaves) comes from a seeded generator, so the same
// code always draws the same pictures.

export const COLOURS = {
  red: "#EA1E25",
  redDark: "#B3121A",
  paper: "#FFFAF3",
  crust: "#E2A65C",
  crumb: "#FFF4DE",
  panko: "#D98A22",
  pankoLight: "#F6C15A",
  pankoDark: "#B8701C",
  chicken: "#FCEBD2",
  pork: "#F4CDB8",
  cabbage: "#9CCB5A",
  cabbageLight: "#D3EBA5",
  sauce: "#6B3A1F",
  ink: "#2B2320",
  sky: "#BFE6F5",
  sea: "#3FA7C9",
  sand: "#F4DDB0",
  leaf: "#3F8F4E",
  wood: "#B97A47",
} as const;

/** mulberry32: a tiny deterministic random generator. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Number(value.toFixed(1));

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? n(value) : value}"`)
    .join(" ");
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill })} ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle ${attrs({ cx, cy, r, fill })} ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill })} ${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;
export const at = (x: number, y: number, content: string, scale = 1, rotate = 0) =>
  group(
    `translate(${n(x)} ${n(y)})${rotate ? ` rotate(${rotate})` : ""}${scale !== 1 ? ` scale(${scale})` : ""}`,
    content,
  );

/** A soft ground shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  ellipse(cx, cy, rx, ry, "#000", `opacity="0.12"`);

/** A closed blob through `points` evenly spaced angles, radius varying by up to `wobble`. */
export function blob(cx: number, cy: number, r: number, random: () => number, points = 9, wobble = 0.18): string {
  const vertices = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const radius = r * (1 - wobble / 2 + random() * wobble);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const first = mid(vertices[points - 1]!, vertices[0]!);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points; i++) {
    const vertex = vertices[i]!;
    const next = mid(vertex, vertices[(i + 1) % points]!);
    d += ` Q${n(vertex[0])} ${n(vertex[1])} ${n(next[0])} ${n(next[1])}`;
  }
  return `${d} Z`;
}

/** A wavy line from x0 to x1 (either direction) around y, as path commands (no leading M). */
export function waveCommands(x0: number, x1: number, y: number, amplitude: number, period: number): string {
  const steps = Math.max(1, Math.round(Math.abs(x1 - x0) / period));
  const step = (x1 - x0) / steps;
  let d = "";
  for (let i = 0; i < steps; i++) {
    const start = x0 + i * step;
    const bulge = i % 2 === 0 ? -amplitude : amplitude;
    d += ` Q${n(start + step / 2)} ${n(y + bulge)} ${n(start + step)} ${n(y)}`;
  }
  return d;
}

/** A band with a wavy top edge and a wavy bottom edge, from x0 to x1. */
export function wavyBand(
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  amplitude: number,
  period: number,
): string {
  return `M${n(x0)} ${n(top)}${waveCommands(x0, x1, top, amplitude, period)} L${n(x1)} ${n(bottom)}${waveCommands(x1, x0, bottom, amplitude, period)} Z`;
}

/** Scattered small dots inside a rectangle: crumbs, seeds, sesame. */
export function speckles(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  colours: readonly string[],
  random: () => number,
  size: [number, number] = [2, 4],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = size[0] + random() * (size[1] - size[0]);
    out += circle(x + random() * w, y + random() * h, r, colours[i % colours.length]!);
  }
  return out;
}

export function linearGradient(id: string, stops: readonly [string, string][], vertical = true): string {
  const direction = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  const inner = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join("");
  return `<linearGradient id="${id}" ${direction}>${inner}</linearGradient>`;
}

/** A complete SVG document: drawn in a `viewW` x `viewH` space, output at `width` x `height`. */
export function svgDocument(
  viewW: number,
  viewH: number,
  content: string,
  size: { width: number; height: number } = { width: viewW, height: viewH },
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">${content}</svg>`
  );
}
