// The wordmark: the sando mark in a red disc beside SANDO TRUCK, sized for a 160 x 48 slot.
// It stays a vector file (crisp at any zoom); the words use the visitor's bold system font.
import { at, COLOURS as C, circle } from "./draw.ts";
import { sandoMark } from "./food.ts";

export function logoSvg(): string {
  const font = `font-family="'Arial Black','Helvetica Neue',Arial,sans-serif" font-weight="900"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="Sando Truck">` +
    circle(24, 24, 22, C.red) +
    at(24, 25, sandoMark(), 0.62) +
    `<text x="54" y="23" ${font} font-size="16" fill="${C.red}" letter-spacing="0.5">SANDO</text>` +
    `<text x="54" y="41" ${font} font-size="16" fill="${C.ink}" letter-spacing="0.5">TRUCK</text>` +
    `</svg>\n`
  );
}
