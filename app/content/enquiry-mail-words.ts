// The words a catering client reads in mail (issue 50: in the language of their enquiry): the
// receipt of their enquiry, and what a reply template puts in place of a name it cannot repeat.
// Staff mail (a new enquiry, an answered quote) stays English.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  confirmation: {
    subject: "We received your catering inquiry",
    hi: "Hi {name},",
    hiNoName: "Hi,",
    received: "We have your catering enquiry for {date} and will reply to this address.",
    notYou: "If you did not send it, you can ignore this mail.",
    signature: "The Sando Truck crew",
  },
  /** A template's {name} when the name given cannot be repeated ("Hi there,"). */
  templateNoName: "there",
};

export type EnquiryMailWords = typeof en;

export const ENQUIRY_MAIL_WORDS: Bilingual<EnquiryMailWords> = {
  en,
  es: {
    confirmation: {
      subject: "Recibimos tu solicitud de catering",
      hi: "Hola, {name}:",
      hiNoName: "Hola:",
      received: "Tenemos tu solicitud de catering para el {date} y te responderemos a esta dirección.",
      notYou: "Si no la enviaste tú, puedes ignorar este correo.",
      signature: "El equipo del Sando Truck",
    },
    templateNoName: "cliente",
  },
};
