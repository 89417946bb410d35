// The words of the mail to followers that is not the Owner's own (issue 50): the footer every
// follower mail carries, the confirmation and the welcome, in the follower's language. The
// weekly schedule and the notices keep theirs beside their builders' own words modules.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  footer: {
    why: "You get this mail because you follow {name} at",
    preferences: "Choose what we send you",
    unsubscribe: "Unsubscribe",
  },
  confirmation: {
    subject: "Confirm your Sando Truck newsletter subscription",
    please: "Please confirm your subscription to the Sando Truck newsletter.",
    askedFor: "You asked for:",
    confirmHere: "Confirm here (the link works for {days} days): {url}",
    nothingElse:
      "Until you confirm we send you nothing else. If you did not ask for this, ignore this mail and you will not hear from us.",
    signature: "The Sando Truck crew",
  },
  welcome: {
    subject: "Welcome to the Sando Truck newsletter",
    lines: [
      "Welcome to the Sando Truck newsletter!",
      "You'll hear from us about new popup locations, limited sandos and catering news.",
    ],
  },
  /** A campaign's image, in its plain-text part. */
  imageInText: "[Image: {alt}]",
};

export type FollowerMailWords = typeof en;

export const FOLLOWER_MAIL_WORDS: Bilingual<FollowerMailWords> = {
  en,
  es: {
    footer: {
      why: "Recibes este correo porque sigues a {name} en",
      preferences: "Elige qué te enviamos",
      unsubscribe: "Darte de baja",
    },
    confirmation: {
      subject: "Confirma tu suscripción al boletín del Sando Truck",
      please: "Por favor, confirma tu suscripción al boletín del Sando Truck.",
      askedFor: "Pediste:",
      confirmHere: "Confirma aquí (el enlace sirve durante {days} días): {url}",
      nothingElse:
        "Hasta que confirmes no te enviamos nada más. Si no lo pediste tú, ignora este correo y no volverás a saber de nosotros.",
      signature: "El equipo del Sando Truck",
    },
    welcome: {
      subject: "Te damos la bienvenida al boletín del Sando Truck",
      lines: [
        "¡Te damos la bienvenida al boletín del Sando Truck!",
        "Te contaremos de nuevas paradas, sandos por tiempo limitado y novedades de catering.",
      ],
    },
    imageInText: "[Imagen: {alt}]",
  },
};
