// The newsletter pages' words (/newsletter, its confirm, preferences and unsubscribe pages), the
// topics' names, what a subscription's check answers and the consent kept with it, in both
// languages. The pages' loaders and actions send their language's words; the English ones are
// the spec's and the product's, typed once in ./messages.ts and ./newsletter-messages.ts.
import type { Bilingual } from "#app/i18n/words.ts";
import { FRAME_WORDS } from "./frame-words.ts";
import {
  CHECK_INBOX_MESSAGE,
  CHOOSE_TOPIC_MESSAGE,
  ENTER_EMAIL_MESSAGE,
  FOOTER_CONSENT_WORDING,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from "./messages.ts";
import {
  CONFIRM_EXPIRED_MESSAGE,
  CONFIRM_INVALID_MESSAGE,
  CONFIRMED_MESSAGE,
  NEWSLETTER_PAGE_CONSENT_WORDING,
  NOT_SUBSCRIBED_MESSAGE,
  PREFERENCES_INVALID_MESSAGE,
  PREFERENCES_SAVED_MESSAGE,
  TOPIC_NAMES,
  UNSUBSCRIBED_MESSAGE,
} from "./newsletter-messages.ts";

const en = {
  /** Each topic's name, by its id. */
  topics: TOPIC_NAMES,
  topicsLegend: "Topics",
  page: {
    title: "Newsletter | Sando Truck",
    description: "New popup dates, limited sandos and specials from the Sando Truck, by e-mail.",
    heading: "Newsletter",
    lead: "New popup dates, limited-run sandos and the odd special, straight to your inbox.",
    emailLabel: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    consent: NEWSLETTER_PAGE_CONSENT_WORDING,
  },
  confirm: {
    title: "Confirm Your Subscription | Sando Truck",
    heading: "Confirm your subscription",
    question: "Start sending the Sando Truck newsletter to {email}?",
    button: "Confirm subscription",
    confirmed: CONFIRMED_MESSAGE,
    expired: CONFIRM_EXPIRED_MESSAGE,
    invalid: CONFIRM_INVALID_MESSAGE,
    subscribeAgain: "Subscribe again",
  },
  preferences: {
    title: "Newsletter Preferences | Sando Truck",
    heading: "Newsletter preferences",
    invalid: PREFERENCES_INVALID_MESSAGE,
    unsubscribed: UNSUBSCRIBED_MESSAGE,
    notSubscribed: NOT_SUBSCRIBED_MESSAGE,
    subscribe: "Subscribe",
    mailTo: "Mail to {email}",
    saved: PREFERENCES_SAVED_MESSAGE,
    save: "Save preferences",
    unsubscribe: "Unsubscribe",
    /** Issue 50: the language of the follower's mail, each named in its own language. */
    languageLegend: "Language of our mail",
  },
  unsubscribe: {
    title: "Unsubscribe | Sando Truck",
    heading: "Unsubscribe",
    invalid: "This unsubscribe link is not valid. Please use the link from your newsletter e-mail.",
    question: "Stop sending the Sando Truck newsletter to {email}?",
    button: "Unsubscribe",
    unsubscribed: UNSUBSCRIBED_MESSAGE,
  },
};

export type NewsletterWords = typeof en;

export const NEWSLETTER_WORDS: Bilingual<NewsletterWords> = {
  en,
  es: {
    topics: {
      "weekly-schedule": "El horario de la semana",
      "stop-changes": "Cambios en las próximas paradas",
      news: "Noticias y especiales",
    },
    topicsLegend: "Temas",
    page: {
      title: "Boletín | Sando Truck",
      description: "Nuevas paradas, sandos de edición limitada y especiales del Sando Truck, por correo electrónico.",
      heading: "Boletín",
      lead: "Nuevas paradas, sandos de edición limitada y algún especial, directo a tu correo.",
      emailLabel: "Correo electrónico",
      subscribe: "Suscribirme",
      subscribing: "Suscribiendo...",
      consent:
        "Te enviaremos un enlace por correo electrónico para confirmar. Cada correo trae un enlace para cambiar de temas o darte de baja.",
    },
    confirm: {
      title: "Confirma tu suscripción | Sando Truck",
      heading: "Confirma tu suscripción",
      question: "¿Empezamos a enviar el boletín del Sando Truck a {email}?",
      button: "Confirmar la suscripción",
      confirmed: "Tu suscripción está confirmada. ¡Bienvenido a bordo!",
      expired: "Este enlace de confirmación ya venció. Suscríbete de nuevo y te enviamos uno nuevo.",
      invalid:
        "Este enlace de confirmación no es válido o ya se usó. Usa el enlace de tu correo de confirmación más reciente.",
      subscribeAgain: "Suscribirme de nuevo",
    },
    preferences: {
      title: "Preferencias del boletín | Sando Truck",
      heading: "Preferencias del boletín",
      invalid: "Este enlace no es válido. Usa el enlace de tu correo más reciente del boletín.",
      unsubscribed: "Te diste de baja. Ya no recibirás nuestro boletín.",
      notSubscribed:
        "Esta dirección no está suscrita. Para saber de nosotros otra vez, suscríbete y confirma el enlace que te enviamos.",
      subscribe: "Suscribirme",
      mailTo: "Correo para {email}",
      saved: "Tus preferencias quedaron guardadas.",
      save: "Guardar las preferencias",
      unsubscribe: "Darme de baja",
      languageLegend: "Idioma de nuestros correos",
    },
    unsubscribe: {
      title: "Darte de baja | Sando Truck",
      heading: "Darte de baja",
      invalid: "Este enlace para darte de baja no es válido. Usa el enlace de tu correo del boletín.",
      question: "¿Dejamos de enviar el boletín del Sando Truck a {email}?",
      button: "Darme de baja",
      unsubscribed: "Te diste de baja. Ya no recibirás nuestro boletín.",
    },
  },
};

const subscriptionWordsEn = {
  subscribed: SUBSCRIBED_MESSAGE,
  checkInbox: CHECK_INBOX_MESSAGE,
  failed: SUBSCRIBE_FAILED_MESSAGE,
  enterEmail: ENTER_EMAIL_MESSAGE,
  invalidEmail: INVALID_EMAIL_MESSAGE,
  chooseTopic: CHOOSE_TOPIC_MESSAGE,
  honeypot: HONEYPOT_MESSAGE,
  rateLimited: RATE_LIMITED_MESSAGE,
  /** Only the API reads a language from its input (a form's is its page's address). */
  languageInvalid: 'Language must be "en" or "es"',
  /** What a form showed, kept with the consent: its words, then the topics' names. */
  consentFooter: FOOTER_CONSENT_WORDING,
  consentRecord: "{wording} | Topics: {topics}",
};

export type SubscriptionWords = typeof subscriptionWordsEn;

/** What a subscription's check answers and keeps, in the language of the form's page (the API's in English). */
export const SUBSCRIPTION_WORDS: Bilingual<SubscriptionWords> = {
  en: subscriptionWordsEn,
  es: {
    subscribed: "¡Te suscribiste!",
    checkInbox: "Revisa tu correo: te enviamos un enlace para confirmar tu dirección.",
    failed: "Hubo un error al suscribirte al boletín",
    enterEmail: "Escribe tu correo electrónico",
    invalidEmail: "Escribe un correo electrónico válido",
    chooseTopic: "Elige al menos un tema, o date de baja abajo.",
    honeypot:
      "No pudimos aceptar tu envío porque parecía automático. Inténtalo de nuevo o escríbenos directamente por correo electrónico.",
    rateLimited:
      "Enviaste varias solicitudes en poco tiempo. Espera un rato e inténtalo de nuevo, o escríbenos directamente.",
    languageInvalid: 'El idioma debe ser "en" o "es"',
    // The label the footer's field shows on a Spanish page: the words the visitor agreed to.
    consentFooter: FRAME_WORDS.es.newsletterLabel,
    consentRecord: "{wording} | Temas: {topics}",
  },
};
