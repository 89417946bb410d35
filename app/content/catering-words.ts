// The catering page's words (routes/public/catering-events.tsx and its form), and what the
// server's check of an enquiry answers with, in both languages. The page's loader sends its
// language's words; the enquiry's messages are read on the server. The English ones are the
// spec's and the product's, typed once in ./messages.ts and ./enquiry-details.ts.
import type { Bilingual } from "#app/i18n/words.ts";
import { ENQUIRY_DETAIL_TEXT } from "./enquiry-details.ts";
import {
  CORRECT_FIELDS_MESSAGE,
  ENQUIRY_FAILURE_MESSAGE,
  ENQUIRY_SUCCESS_MESSAGE,
  ENTER_EMAIL_MESSAGE,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MISSING_EVENT_DATE_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from "./messages.ts";

/** A set of words with its literal English types widened, so that the Spanish one fits it. */
type Texts<T> = T extends string ? string : { -readonly [Key in keyof T]: Texts<T[Key]> };

const en = {
  name: "Catering & Events",
  description:
    "Book the Sando Truck for weddings, corporate lunches and private parties in Santa Barbara County. Catering from 500 USD.",
  heroTitle: "Catering & events",
  heroAlt: "Guests lining up at the Sando Truck at a private party",
  introTitle: "Bring the truck to your event",
  intro:
    "From backyard birthdays to weddings and office lunches, we park, cook to order and keep the line moving. Tell us about your event and we will get back to you within 24 hours with availability and a quote. Catering starts at {price}.",
  yourEvent: "Your event",
  contact: { name: "Name", email: "Email", phone: "Phone" },
  eventDate: "Event date",
  message: "Message",
  messagePlaceholder: "Tell us about your event: guests, location, timing.",
  details: ENQUIRY_DETAIL_TEXT as Texts<typeof ENQUIRY_DETAIL_TEXT>,
  trap: "Leave this field empty",
  submit: "SUBMIT",
  submitting: "SUBMITTING...",
  missingDate: MISSING_EVENT_DATE_MESSAGE,
  datePicker: {
    pickADate: "Pick a date",
    dialog: "Choose the event date",
    loading: "Loading the calendar…",
  },
  /**
   * The calendar's own labels: react-day-picker's English defaults, which the English page keeps
   * (the calendar is given these only on a Spanish page, with es-US month and weekday names).
   */
  calendar: {
    chooseMonth: "Choose the Month",
    chooseYear: "Choose the Year",
    navigation: "Navigation bar",
    nextMonth: "Go to the Next Month",
    previousMonth: "Go to the Previous Month",
    today: "Today, {date}",
    selected: "{date}, selected",
  },
};

export type CateringWords = typeof en;

export const CATERING_WORDS: Bilingual<CateringWords> = {
  en,
  es: {
    name: "Catering y eventos",
    description:
      "Lleva el Sando Truck a tu boda, comida de empresa o fiesta privada en el condado de Santa Bárbara. Catering desde 500 USD.",
    heroTitle: "Catering y eventos",
    heroAlt: "Invitados haciendo fila frente al Sando Truck en una fiesta privada",
    introTitle: "Lleva el food truck a tu evento",
    intro:
      "De cumpleaños en el patio a bodas y comidas de oficina: nos estacionamos, cocinamos al momento y la fila avanza rápido. Cuéntanos de tu evento y te respondemos en menos de 24 horas con disponibilidad y una cotización. El catering empieza en {price}.",
    yourEvent: "Tu evento",
    contact: { name: "Nombre", email: "Correo electrónico", phone: "Teléfono" },
    eventDate: "Fecha del evento",
    message: "Mensaje",
    messagePlaceholder: "Cuéntanos de tu evento: invitados, lugar y horario.",
    details: {
      legend: "Sobre el evento (opcional)",
      guests: "Número de invitados",
      eventType: "Tipo de evento",
      eventTypePlaceholder: "Boda, comida de oficina, cumpleaños...",
      startTime: "Hora de inicio",
      endTime: "Hora de término",
      eventAddress: "Dirección del evento",
      serviceStyle: "Tipo de servicio",
      serviceStyleUnsure: "Todavía no lo sé",
      serviceStyles: { truck: "Servido desde el food truck", "drop-off": "Entrega de la comida" },
      siteNotes: "Electricidad, estacionamiento y permisos",
      siteNotesPlaceholder:
        "¿Hay electricidad cerca? ¿Dónde se puede estacionar el food truck? ¿Hay algún permiso que debamos conocer?",
    },
    trap: "Deja este campo vacío",
    submit: "ENVIAR",
    submitting: "ENVIANDO...",
    missingDate: "Elige la fecha del evento antes de enviar",
    datePicker: {
      pickADate: "Elige una fecha",
      dialog: "Elige la fecha del evento",
      loading: "Cargando el calendario…",
    },
    calendar: {
      chooseMonth: "Elige el mes",
      chooseYear: "Elige el año",
      navigation: "Barra de navegación",
      nextMonth: "Ir al mes siguiente",
      previousMonth: "Ir al mes anterior",
      today: "Hoy, {date}",
      selected: "{date}, seleccionado",
    },
  },
};

const enquiryErrorsEn = {
  success: ENQUIRY_SUCCESS_MESSAGE,
  failure: ENQUIRY_FAILURE_MESSAGE,
  correctFields: CORRECT_FIELDS_MESSAGE,
  honeypot: HONEYPOT_MESSAGE,
  rateLimited: RATE_LIMITED_MESSAGE,
  enterName: "Please enter your name",
  nameTooLong: "Your name is too long",
  nameOneLine: "Your name must be on one line",
  enterEmail: ENTER_EMAIL_MESSAGE,
  invalidEmail: INVALID_EMAIL_MESSAGE,
  enterPhone: "Please enter your phone number",
  phoneTooLong: "Your phone number is too long",
  phoneOneLine: "Your phone number must be on one line",
  invalidPhone: "Please enter a valid phone number",
  missingDate: MISSING_EVENT_DATE_MESSAGE,
  invalidDate: "Please select a valid event date",
  pastDate: "Please select an event date that is today or later",
  farDate: "Please select an event date within the next three years",
  enterMessage: "Please enter a message",
  messageTooLong: "Your message is too long (5000 characters at most)",
  guestsInvalid: "Please enter a number of guests from {min} to {max}",
  eventTypeTooLong: "Please describe the type of event in {max} characters at most",
  timeInvalid: "Please enter a time like 17:30",
  endBeforeStart: "Please choose an end time after the start time",
  addressTooLong: "Please shorten the address to {max} characters at most",
  serviceStyleInvalid: "Please choose served from the truck or drop off",
  siteNotesTooLong: "Please shorten the notes to {max} characters at most",
  oneLine: "{label} must be on one line",
  /** Only the API reads a language from its input (a page's is its address). */
  languageInvalid: 'Language must be "en" or "es"',
};

export type EnquiryErrors = typeof enquiryErrorsEn;

/** What the check of an enquiry answers, in the language of the page it was sent from (the API's in English). */
export const ENQUIRY_ERRORS: Bilingual<EnquiryErrors> = {
  en: enquiryErrorsEn,
  es: {
    success: "¡Gracias por tu solicitud! Te respondemos en menos de 24 horas.",
    failure: "Hubo un error al enviar tu solicitud. Inténtalo de nuevo o escríbenos directamente.",
    correctFields: "Corrige los campos marcados e inténtalo de nuevo.",
    honeypot:
      "No pudimos aceptar tu envío porque parecía automático. Inténtalo de nuevo o escríbenos directamente por correo electrónico.",
    rateLimited:
      "Enviaste varias solicitudes en poco tiempo. Espera un rato e inténtalo de nuevo, o escríbenos directamente.",
    enterName: "Escribe tu nombre",
    nameTooLong: "Tu nombre es demasiado largo",
    nameOneLine: "Tu nombre debe ir en una sola línea",
    enterEmail: "Escribe tu correo electrónico",
    invalidEmail: "Escribe un correo electrónico válido",
    enterPhone: "Escribe tu número de teléfono",
    phoneTooLong: "Tu número de teléfono es demasiado largo",
    phoneOneLine: "Tu número de teléfono debe ir en una sola línea",
    invalidPhone: "Escribe un número de teléfono válido",
    missingDate: "Elige la fecha del evento antes de enviar",
    invalidDate: "Elige una fecha del evento válida",
    pastDate: "Elige una fecha del evento de hoy en adelante",
    farDate: "Elige una fecha del evento dentro de los próximos tres años",
    enterMessage: "Escribe un mensaje",
    messageTooLong: "Tu mensaje es demasiado largo (5000 caracteres como máximo)",
    guestsInvalid: "Escribe un número de invitados del {min} al {max}",
    eventTypeTooLong: "Describe el tipo de evento en {max} caracteres como máximo",
    timeInvalid: "Escribe una hora como 17:30",
    endBeforeStart: "Elige una hora de término posterior a la de inicio",
    addressTooLong: "Acorta la dirección a {max} caracteres como máximo",
    serviceStyleInvalid: "Elige servido desde el food truck o entrega de la comida",
    siteNotesTooLong: "Acorta las notas a {max} caracteres como máximo",
    oneLine: "{label} debe ir en una sola línea",
    languageInvalid: 'El idioma debe ser "en" o "es"',
  },
};
