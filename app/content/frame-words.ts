// What the frame of every public page says (header, navigation, footer, the footer's newsletter
// form), in both languages. The root's loader sends the page's language only, as data: neither
// language is in the JavaScript every public page loads.
import type { Bilingual } from "#app/i18n/words.ts";

const en = {
  skipToContent: "Skip to content",
  announcement: "Announcement",
  learnMore: "Learn more",
  logoAlt: "Sando Truck home",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  menuButton: "Menu",
  menuButtonDetail: " (site navigation)",
  home: "Home",
  /** The header's links, by their place in NAV_PATHS. */
  nav: {
    popupLocations: "When/Where",
    menu: "Menu",
    about: "About",
    reviews: "Reviews",
    gallery: "Gallery",
    press: "Press",
    catering: "Catering/Events",
  },
  loading: "Loading...",
  eventsLoading: "Loading upcoming events...",
  sayHello: "Say hello",
  generalInquiries: "General inquiries:",
  replyWithin: "We reply within 24 hours.",
  stayInTheLoop: "Stay in the loop",
  findUs: "Find us",
  opensInNewTab: " (opens in a new tab)",
  legal: "Katsu sandos across Santa Barbara County.",
  accessibility: "Accessibility",
  privacy: "Privacy",
  languages: "Languages",
  newsletterLabel: "Subscribe to our newsletter",
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  shareImageAlt: "A chicken katsu sando cut in half in front of the red Sando Truck",
};

export type FrameWords = typeof en;

export const FRAME_WORDS: Bilingual<FrameWords> = {
  en,
  es: {
    skipToContent: "Saltar al contenido",
    announcement: "Aviso",
    learnMore: "Más información",
    logoAlt: "Sando Truck, inicio",
    mainNavigation: "Principal",
    mobileNavigation: "Móvil",
    menuButton: "Menú",
    menuButtonDetail: " (navegación del sitio)",
    home: "Inicio",
    nav: {
      popupLocations: "Cuándo/Dónde",
      menu: "Menú",
      about: "Nosotros",
      reviews: "Reseñas",
      gallery: "Galería",
      press: "Prensa",
      catering: "Catering/Eventos",
    },
    loading: "Cargando...",
    eventsLoading: "Cargando las próximas paradas...",
    sayHello: "Escríbenos",
    generalInquiries: "Consultas generales:",
    replyWithin: "Respondemos en menos de 24 horas.",
    stayInTheLoop: "Entérate primero",
    findUs: "Encuéntranos",
    opensInNewTab: " (se abre en una pestaña nueva)",
    legal: "Katsu sandos por todo el condado de Santa Bárbara.",
    accessibility: "Accesibilidad",
    privacy: "Privacidad",
    languages: "Idiomas",
    newsletterLabel: "Suscríbete a nuestro boletín",
    subscribe: "Suscribirme",
    subscribing: "Suscribiendo...",
    shareImageAlt: "Un katsu sando de pollo cortado a la mitad frente al Sando Truck rojo",
  },
};
