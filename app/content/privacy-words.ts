// The privacy page's words (/privacy, issue 51), in both languages. Every claim in it is what the
// code does: the counting is app/domain/numbers/ and server/ (why: docs/decisions/0030), the
// newsletter's record app/domain/newsletter/, the forms' hourly limit app/domain/shared/rate-limit.
// Change the page with the code, in both languages.
import type { Bilingual } from "#app/i18n/words.ts";

/** When the page last changed (its words say the month). */
export const PRIVACY_CHANGED = "2026-11-30";
/** Google's own privacy policy, linked where the Owner has switched Google Analytics on. */
export const GOOGLE_PRIVACY_POLICY = "https://policies.google.com/privacy";

const en = {
  name: "Privacy",
  description:
    "What the Sando Truck website counts about visits, on its own server with no tracking cookie, what it never keeps, and for how long.",
  heading: "Privacy",
  lead: "We count visits to learn what brings people to the truck. We count on our own server, with no tracking cookie and no counting script, and we keep nothing about any one visitor past the day.",
  changed: "Last changed {date}.",
  changedOn: "November 2026",
  countedTitle: "What we count",
  countedIntro: "Each day, our server counts:",
  counted: [
    "How many times each page of the site is viewed, and in which language.",
    "How many different visitors come that day. To tell them apart, our server mixes your internet address and your browser's name with a random value that changes every midnight, Santa Barbara time, and keeps only the resulting code. Just after midnight the random value and the codes are deleted, so afterwards nobody, us included, can tell who visited.",
    "Which other website a visit came from, by its name only (for example www.yelp.com), never the page.",
    "The campaign tags of a link you followed: utm_source, utm_medium and utm_campaign.",
    "Whether the visit was on a phone or a computer.",
    "Taps on our order links, our phone number and each stop's directions link. Your browser tells us about a tap with the link's ping. Browsers that do not send pings, or where you turned them off, are not counted, so these figures are a floor: the real number is at least that.",
    "Downloads of the PDF menu.",
    "Newsletter sign-ups, and on which page the form was.",
  ],
  notTitle: "What we do not do",
  not: [
    "We set no cookie to count you, and no counting script runs in your browser.",
    "We do not store your internet address, your browser's details or the full address of a page you came from.",
    "We keep nothing about any one visitor past the day: only the day's totals.",
    "Staff pages and known robots are not counted.",
    "We never sell or share any of it.",
  ],
  keptTitle: "How long we keep it",
  kept: "The daily totals are kept for 25 months, then deleted automatically.",
  analyticsTitle: "Google Analytics on this site",
  analytics:
    "On this site, Google Analytics also measures visits. It uses its own cookies in your browser, and Google handles what it collects under {policy}.",
  analyticsPolicy: "Google's privacy policy",
  givenTitle: "What you give us yourself",
  newsletter:
    "If you follow our news, we keep your e-mail address, the topics and language you chose, and a record of your consent: when and on which page you gave it, with your internet address kept as a code, not the address itself. Every mail we send has a link to change your topics or unsubscribe; the {newsletterPage} says more. When you unsubscribe we stop mailing you at once; your address stays on file, marked as unsubscribed, until you ask us to delete it.",
  newsletterPage: "newsletter page",
  catering:
    "If you send a catering enquiry, we keep what you wrote (your name, e-mail address, phone number and your event's details) to answer you and cater your event.",
  forms:
    "When you send a form, we keep your internet address for one hour, only to limit how many forms one address can send.",
  deletion: "To have what you gave us deleted, write to {email}.",
};

export type PrivacyWords = typeof en;

export const PRIVACY_WORDS: Bilingual<PrivacyWords> = {
  en,
  es: {
    name: "Privacidad",
    description:
      "Lo que cuenta el sitio web de Sando Truck sobre las visitas, en su propio servidor y sin cookies de seguimiento, lo que nunca guarda y por cuánto tiempo.",
    heading: "Privacidad",
    lead: "Contamos las visitas para saber qué trae a la gente al food truck. Contamos en nuestro propio servidor, sin cookies de seguimiento ni scripts de conteo, y no guardamos nada sobre ninguna persona que nos visite más allá de ese día.",
    changed: "Última modificación: {date}.",
    changedOn: "noviembre de 2026",
    countedTitle: "Lo que contamos",
    countedIntro: "Cada día, nuestro servidor cuenta:",
    counted: [
      "Cuántas veces se ve cada página del sitio, y en qué idioma.",
      "Cuántas personas distintas nos visitan ese día. Para distinguirlas, nuestro servidor mezcla tu dirección de internet y el nombre de tu navegador con un valor al azar que cambia cada medianoche, hora de Santa Bárbara, y guarda solo el código que resulta. Justo después de la medianoche se borran el valor al azar y los códigos, así que a partir de entonces nadie, ni siquiera nosotros, puede saber quién nos visitó.",
      "Desde qué otro sitio web llegó una visita, solo por su nombre (por ejemplo, www.yelp.com), nunca la página.",
      "Las etiquetas de campaña de un enlace que seguiste: utm_source, utm_medium y utm_campaign.",
      "Si la visita fue desde un teléfono o una computadora.",
      "Los toques en nuestros enlaces para pedir, en nuestro número de teléfono y en el enlace para llegar a cada parada. Tu navegador nos avisa de cada toque con el ping del enlace. No se cuentan los navegadores que no envían pings, o en los que los desactivaste, así que estas cifras son un mínimo: el número real es por lo menos ese.",
      "Las descargas del menú en PDF.",
      "Las suscripciones al boletín, y en qué página estaba el formulario.",
    ],
    notTitle: "Lo que no hacemos",
    not: [
      "No ponemos ninguna cookie para contarte, y ningún script de conteo se ejecuta en tu navegador.",
      "No guardamos tu dirección de internet, los datos de tu navegador ni la dirección completa de la página de la que vienes.",
      "No guardamos nada sobre ninguna persona que nos visite más allá del día: solo los totales del día.",
      "No contamos las páginas del personal ni los robots conocidos.",
      "Nunca vendemos ni compartimos nada de esto.",
    ],
    keptTitle: "Por cuánto tiempo lo guardamos",
    kept: "Guardamos los totales de cada día durante 25 meses; después se borran solos.",
    analyticsTitle: "Google Analytics en este sitio",
    analytics:
      "En este sitio, Google Analytics también mide las visitas. Usa sus propias cookies en tu navegador, y Google trata lo que recoge según su {policy}.",
    analyticsPolicy: "política de privacidad",
    givenTitle: "Lo que tú nos das",
    newsletter:
      "Si te suscribes a nuestro boletín, guardamos tu correo electrónico, los temas y el idioma que elegiste, y un registro de tu consentimiento: cuándo y en qué página lo diste, con tu dirección de internet guardada como un código, no la dirección misma. Cada correo que enviamos trae un enlace para cambiar de temas o darte de baja; la {newsletterPage} te cuenta más. Cuando te das de baja, dejamos de escribirte en ese momento; tu correo se queda registrado como dado de baja hasta que nos pidas borrarlo.",
    newsletterPage: "página del boletín",
    catering:
      "Si nos envías una solicitud de catering, guardamos lo que escribiste (tu nombre, tu correo electrónico, tu teléfono y los datos de tu evento) para responderte y atender tu evento.",
    forms:
      "Cuando envías un formulario, guardamos tu dirección de internet durante una hora, solo para limitar cuántos formularios puede enviar una misma dirección.",
    deletion: "Para que borremos lo que nos diste, escríbenos a {email}.",
  },
};
