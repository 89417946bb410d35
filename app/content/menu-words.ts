// The menu's words in both languages: the /menu page (its filter, item cards, dietary labels,
// category names and hours card) and the printed PDF menu. Server-only: the page's loader sends
// its language's set. English texts that already had a home are referenced, not typed again.
import { DEFAULT_MENU_CATEGORIES } from "#app/content/menu-categories.ts";
import { ALLERGIES_NOTICE } from "#app/content/site.ts";
import type { Bilingual } from "#app/i18n/words.ts";
import { DIETARY_LABEL_TEXT, DIETARY_MESSAGES } from "./dietary-messages.ts";
import { WEEKDAY_WORDS } from "./week-words.ts";

/** The categories' names keyed by category id, as the seed names them in English. */
const categoryNames = Object.fromEntries(DEFAULT_MENU_CATEGORIES.map(({ id, name }) => [id, name])) as Record<
  string,
  string
>;

const en = {
  name: "Menu",
  description:
    "Chicken and pork katsu sandos, potato salad sando, karaage, desserts, drinks and merch. Prices, hours and allergy information.",
  heroAlt: "A chicken katsu sando cut into squares",
  heroText: "Everything made to order. Breaded in-house, every morning.",
  downloadPdf: "Download PDF Menu",
  viewPdf: "View the full PDF menu",
  unavailable: "Our menu could not be loaded right now. Please try again shortly.",
  emptySection: "Nothing here right now. Check back soon!",
  categoriesNav: "Menu categories",
  categories: categoryNames,
  aside: "Hours and allergies",
  openingHours: "Opening hours",
  allergiesTitle: "Allergies and dietary needs",
  allergies: ALLERGIES_NOTICE,
  hours: {
    weekdays: WEEKDAY_WORDS.en,
    closed: "Closed",
    /** Days in a row with the same hours: "Monday-Friday". */
    dayRange: "{first}-{last}",
  },
  card: {
    fanFavorite: "Fan Favorite",
    soldOut: "SOLD OUT",
    limitedQuantity: "LIMITED QUANTITY",
    threePieces: "3PC",
    sixPieces: "6PC",
    labelsName: "Dietary and allergen labels",
  },
  labels: DIETARY_LABEL_TEXT,
  filter: {
    /** How the filter offers what to leave out. */
    leaveOutOptions: {
      "contains-pork": "No pork",
      "contains-nuts": "No nuts",
      "contains-egg": "No egg",
      "contains-soy": "No soy",
      spicy: "Not spicy",
    },
    /** What is left out, as the summary names it ("items without soy"). */
    leftOut: {
      "contains-pork": "pork",
      "contains-nuts": "nuts",
      "contains-egg": "egg",
      "contains-soy": "soy",
      spicy: "spicy",
    },
    and: " and ",
    or: " or ",
    keptItems: "{kept} items",
    leftItems: "items without {left}",
    keptAndLeftItems: "{kept} items without {left}",
    showing: "Showing {summary}.",
    staffSetLabels: DIETARY_MESSAGES.staffSetLabels as string,
    showWholeMenu: "Show the whole menu",
    open: "Filter by diet or allergen",
    suitableFor: "Suitable for",
    anyDiet: "Any diet",
    leaveOut: "Leave out",
    nothing: "Nothing",
    submit: "Show items",
    nothingMatches: DIETARY_MESSAGES.nothingMatches as string,
    // As DIETARY_MESSAGES says them (tests/unit/spanish-menu.test.ts holds the two together).
    unknownDiet: 'We don\'t label items "{value}". Choose one of: {known}. Showing the whole menu.',
    unknownLeaveOut: 'We can\'t leave out "{value}". Choose one of: {known}. Showing the whole menu.',
  },
};

export type MenuWords = typeof en;

export const MENU_WORDS: Bilingual<MenuWords> = {
  en,
  es: {
    name: "Menú",
    description:
      "Katsu sandos de pollo y de cerdo, sando de ensalada de papa, karaage, postres, bebidas y mercancía. Precios, horario e información sobre alergias.",
    heroAlt: "Un katsu sando de pollo cortado en cuadros",
    heroText: "Todo se prepara al momento. Empanizado en casa, cada mañana.",
    downloadPdf: "Descargar el menú en PDF",
    viewPdf: "Ver el menú completo en PDF",
    unavailable: "No pudimos cargar nuestro menú en este momento. Inténtalo de nuevo en un rato.",
    emptySection: "Por ahora no hay nada aquí. ¡Vuelve pronto!",
    categoriesNav: "Categorías del menú",
    categories: {
      popular: "LOS MÁS PEDIDOS",
      sandos: "SANDOS",
      sides: "PARA ACOMPAÑAR",
      dessert: "POSTRES",
      drinks: "BEBIDAS",
      merch: "MERCANCÍA",
    },
    aside: "Horario y alergias",
    openingHours: "Horario",
    allergiesTitle: "Alergias y necesidades alimentarias",
    allergies:
      "En nuestra cocina se usan trigo, huevo, leche, soya, ajonjolí y mariscos, y todo se fríe en el mismo aceite. " +
      "Avísanos de cualquier alergia o necesidad alimentaria antes de ordenar y haremos todo lo posible por ayudarte.",
    hours: {
      weekdays: WEEKDAY_WORDS.es,
      closed: "Cerrado",
      dayRange: "{first} a {last}",
    },
    card: {
      fanFavorite: "Favorito de los fans",
      soldOut: "AGOTADO",
      limitedQuantity: "CANTIDAD LIMITADA",
      threePieces: "3 pzas",
      sixPieces: "6 pzas",
      labelsName: "Etiquetas de dieta y alérgenos",
    },
    labels: {
      vegetarian: "Vegetariano",
      vegan: "Vegano",
      "gluten-free": "Sin gluten",
      "dairy-free": "Sin lácteos",
      "contains-pork": "Contiene cerdo",
      "contains-nuts": "Contiene nueces",
      "contains-egg": "Contiene huevo",
      "contains-soy": "Contiene soya",
      spicy: "Picante",
    },
    filter: {
      leaveOutOptions: {
        "contains-pork": "Sin cerdo",
        "contains-nuts": "Sin nueces",
        "contains-egg": "Sin huevo",
        "contains-soy": "Sin soya",
        spicy: "Sin picante",
      },
      leftOut: {
        "contains-pork": "cerdo",
        "contains-nuts": "nueces",
        "contains-egg": "huevo",
        "contains-soy": "soya",
        spicy: "picante",
      },
      and: " y ",
      or: " ni ",
      keptItems: "productos marcados como {kept}",
      leftItems: "productos sin {left}",
      keptAndLeftItems: "productos marcados como {kept}, sin {left}",
      showing: "Mostrando {summary}.",
      staffSetLabels:
        "Nuestro personal pone las etiquetas como guía, no como garantía. Si tienes alguna alergia, pregunta en la ventanilla antes de ordenar.",
      showWholeMenu: "Ver todo el menú",
      open: "Filtrar por dieta o alérgeno",
      suitableFor: "Apto para",
      anyDiet: "Cualquier dieta",
      leaveOut: "Excluir",
      nothing: "Nada",
      submit: "Ver productos",
      nothingMatches: "Aquí no hay nada que coincida con tu filtro.",
      unknownDiet: 'No marcamos productos como "{value}". Elige una de estas: {known}. Mostrando todo el menú.',
      unknownLeaveOut: 'No podemos excluir "{value}". Elige una de estas: {known}. Mostrando todo el menú.',
    },
  },
};

const pdfEn = {
  /** The document's title, as viewers show it. */
  documentTitle: "Sando Truck Menu",
  subject: "Traditional Japanese katsu sandos",
  /** Printed after "SANDO TRUCK" in the header. */
  heading: "MENU",
  tagline: "Traditional Japanese Katsu Sandos",
  logoAlt: "Sando Truck logo: a katsu sando",
};

export type MenuPdfWords = typeof pdfEn;

/** The printed menu's own words; its headings, labels and hours are MENU_WORDS'. */
export const MENU_PDF_WORDS: Bilingual<MenuPdfWords> = {
  en: pdfEn,
  es: {
    documentTitle: "Menú de Sando Truck",
    subject: "Katsu sandos japoneses tradicionales",
    heading: "MENÚ",
    tagline: "Katsu sandos japoneses tradicionales",
    logoAlt: "Logo de Sando Truck: un katsu sando",
  },
};
