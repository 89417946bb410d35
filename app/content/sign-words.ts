// What a stop's printed sign says (issue 53): one sheet in English and Spanish, each line in
// both, so a reader of either finds their words beside the other's.
import type { Bilingual } from "#app/i18n/words.ts";

const sign = {
  documentTitle: "Sando Truck sign: {title}",
  tagline: "Japanese katsu sandos, cooked to order",
  every: "Every {weekday}, {time}",
  once: "{date}, {time}",
  pageCode: "Dates, hours and changes",
  pageCodeAlt: "Code to this stop's page, {url}",
  followCode: "Hear about changes first",
  followCodeAlt: "Code to follow changes to stops, {url}",
  scan: "Scan with your phone's camera",
  logoAlt: "Sando Truck logo: a katsu sando",
};

export type SignWords = typeof sign;

export const SIGN_WORDS: Bilingual<SignWords> = {
  en: sign,
  es: {
    documentTitle: "Letrero de Sando Truck: {title}",
    tagline: "Katsu sandos japoneses, hechos al momento",
    every: "Cada {weekday}, {time}",
    once: "El {date}, {time}",
    pageCode: "Fechas, horario y cambios",
    pageCodeAlt: "Código a la página de esta parada, {url}",
    followCode: "Entérate primero de los cambios",
    followCodeAlt: "Código para seguir los cambios de paradas, {url}",
    scan: "Escanea con la cámara de tu teléfono",
    logoAlt: "Logo de Sando Truck: un katsu sando",
  },
};
