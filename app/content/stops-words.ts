// Where the truck is, in both languages (issue 48): the popup page, the next-stop block, the event
// cards, the order links, a closure's "Closed until …", the calendar feeds and the events'
// structured data. Only server code imports these sets (loaders, feeds): a page gets its
// language's words as data. The English texts the spec and earlier issues gave are taken from
// where they are typed (messages.ts, portal-messages.ts), so each is typed once.

import {
  EVENTS_EMPTY,
  EVENTS_LOAD_ERROR,
  NEXT_STOP_STATUS,
  ORDER_DELIVERY_TEXT,
  ORDER_PHONE_TEXT,
  ORDER_PICKUP_TEXT,
} from "#app/content/messages.ts";
import { CLOSURE_MESSAGES } from "#app/content/portal-messages.ts";
import type { Bilingual } from "#app/i18n/words.ts";

/** /popup-locations: its head, its lines, its states and its call to action. */
const popupPage = {
  title: "Popup Locations | When and Where | Sando Truck",
  description:
    "Find the Sando Truck this week: upcoming popups at breweries, beaches and markets across Santa Barbara County.",
  breadcrumb: "Popup Locations",
  heading: "When & where",
  lead: "Upcoming popups across Santa Barbara County.",
  subscribe: "Subscribe to our calendar",
  subscribeAfter: "to get every new stop on your phone.",
  loadFailed: EVENTS_LOAD_ERROR,
  empty: EVENTS_EMPTY,
  ctaTitle: "Want the truck at your event?",
  ctaText: "Weddings, office lunches, birthdays and brewery nights: we bring the sandos to you.",
  ctaButton: "Book Catering",
};

export type PopupPageWords = typeof popupPage;

export const POPUP_PAGE_WORDS: Bilingual<PopupPageWords> = {
  en: popupPage,
  es: {
    title: "Ubicaciones | Cuándo y dónde | Sando Truck",
    description:
      "Encuentra el Sando Truck esta semana: próximas paradas en cervecerías, playas y mercados por todo el condado de Santa Bárbara.",
    breadcrumb: "Ubicaciones",
    heading: "Cuándo y dónde",
    lead: "Próximas paradas por todo el condado de Santa Bárbara.",
    subscribe: "Suscríbete a nuestro calendario",
    subscribeAfter: "para tener cada nueva parada en tu teléfono.",
    loadFailed:
      "No pudimos cargar las próximas paradas. Vuelve a intentarlo más tarde o escríbenos para saber dónde estaremos.",
    empty: "No hay paradas programadas por ahora. ¡Vuelve pronto!",
    ctaTitle: "¿Quieres el food truck en tu evento?",
    ctaText: "Bodas, almuerzos de oficina, cumpleaños y noches en cervecerías: te llevamos los sandos.",
    ctaButton: "Reserva el catering",
  },
};

/**
 * The "Next stop" block (components/next-stop.tsx). `openNow` and `todayFrom` are read again in
 * the browser as time passes, so they travel with the block's data.
 */
const nextStop = {
  heading: "Next stop",
  ...NEXT_STOP_STATUS,
  cancelledToday: "Today's stop at {title} is cancelled: {reason}",
  directions: "Directions",
  addToCalendar: "Add to calendar",
  none: "No stops are scheduled right now.",
  seeAll: "See all popup locations",
};

export type NextStopWords = typeof nextStop;

export const NEXT_STOP_WORDS: Bilingual<NextStopWords> = {
  en: nextStop,
  es: {
    heading: "Próxima parada",
    // No article before the time: "hasta las 9:00 p.m." would be "hasta la 1:00 a.m." past midnight.
    openNow: "Abierto ahora, hasta {time}",
    todayFrom: "Hoy a partir de {time}",
    cancelledToday: "La parada de hoy en {title} está cancelada: {reason}",
    directions: "Cómo llegar",
    addToCalendar: "Agregar al calendario",
    none: "No hay paradas programadas por ahora.",
    seeAll: "Ver todas las ubicaciones",
  },
};

/** One popup event's card (components/event-card.tsx). */
const eventCard = {
  every: "Every {weekday}",
  next: "Next",
  date: "Date",
  time: "Time",
  location: "Location",
  cancelled: "Cancelled: {reason}",
  nextDates: "Next dates",
  allDates: "All {count} dates in the next 12 weeks",
  directions: "Directions",
  directionsTo: " to {title}",
  addToCalendar: "Add to calendar",
};

export type EventCardWords = typeof eventCard;

export const EVENT_CARD_WORDS: Bilingual<EventCardWords> = {
  en: eventCard,
  es: {
    every: "Cada {weekday}",
    next: "Próxima",
    date: "Fecha",
    time: "Horario",
    location: "Lugar",
    cancelled: "Cancelada: {reason}",
    nextDates: "Próximas fechas",
    allDates: "Las {count} fechas de las próximas 12 semanas",
    directions: "Cómo llegar",
    directionsTo: " a {title}",
    addToCalendar: "Agregar al calendario",
  },
};

/** The order links the server draws (domain/order-links). */
const orderLinks = {
  pickup: ORDER_PICKUP_TEXT,
  delivery: ORDER_DELIVERY_TEXT("{service}"),
  phone: ORDER_PHONE_TEXT("{telephone}"),
};

export type OrderLinkWords = typeof orderLinks;

export const ORDER_LINK_WORDS: Bilingual<OrderLinkWords> = {
  en: orderLinks,
  es: {
    pickup: "Pide por adelantado para recoger",
    delivery: "Pide en {service}",
    phone: "Llama y pide para recoger: {telephone}",
  },
};

/** What the public pages say while a closure is on; `{day}` as the language writes it. */
const closure = {
  closedUntil: CLOSURE_MESSAGES.closedUntil("{day}"),
};

export type ClosureWords = typeof closure;

export const CLOSURE_WORDS: Bilingual<ClosureWords> = {
  en: closure,
  es: {
    closedUntil: "Cerrado hasta el {day}",
  },
};

/**
 * The stops outside the pages: the calendar feeds (/events.ics, /events/{id}.ics), Google
 * Calendar's page and the structured data. The event's own title, reason and description stay
 * as staff typed them; the words around them are the language's.
 */
const stopCalendar = {
  calendarName: "Sando Truck Popups",
  summary: "Sando Truck: {title}",
  cancelled: "Cancelled: {text}",
  /** The structured data's description of a cancelled date. */
  cancelledDescription: "Cancelled: {reason}. {description}",
};

export type StopCalendarWords = typeof stopCalendar;

export const STOP_CALENDAR_WORDS: Bilingual<StopCalendarWords> = {
  en: stopCalendar,
  es: {
    calendarName: "Paradas de Sando Truck",
    summary: "Sando Truck en {title}",
    cancelled: "Cancelada: {text}",
    cancelledDescription: "Cancelada: {reason}. {description}",
  },
};
