// The words of the site's content pages (/about, /press, /accessibility), in both languages:
// each page's loader sends its language's set, and its meta function reads the page's name and
// description from there.
import type { Bilingual } from "#app/i18n/words.ts";
import { PRESS_LOAD_ERROR } from "./messages.ts";
import { OWNER_STORY } from "./owner-story.ts";

const aboutEn = {
  name: "About",
  description: "How a craving for Tokyo-style katsu sandos became a red food truck serving Santa Barbara County.",
  heroTitle: "About us",
  heroAlt: "The owner breading cutlets by hand inside the truck",
  story: OWNER_STORY.en,
};

export type AboutWords = typeof aboutEn;

export const ABOUT_WORDS: Bilingual<AboutWords> = {
  en: aboutEn,
  es: {
    name: "Nosotros",
    description:
      "Cómo el antojo de un katsu sando al estilo de Tokio se convirtió en un food truck rojo que recorre el condado de Santa Bárbara.",
    heroTitle: "Sobre nosotros",
    heroAlt: "La dueña empanizando filetes a mano dentro del food truck",
    story: OWNER_STORY.es,
  },
};

const pressEn = {
  name: "Press",
  description: "What food writers say about the Sando Truck's Japanese katsu sandos.",
  heading: "Press",
  /** The spec's message when the articles cannot be read (the API's too). */
  loadFailed: PRESS_LOAD_ERROR,
  empty: "No press articles yet. Check back soon!",
  mediaTitle: "Media inquiries",
  mediaText: "Writing about food on the Central Coast?",
  mediaLink: "Media Inquiries: {email}",
};

export type PressWords = typeof pressEn;

export const PRESS_WORDS: Bilingual<PressWords> = {
  en: pressEn,
  es: {
    name: "Prensa",
    description: "Lo que dicen quienes escriben de comida sobre los katsu sandos japoneses de Sando Truck.",
    heading: "Prensa",
    loadFailed: "No pudimos cargar los artículos de prensa",
    empty: "Todavía no hay artículos de prensa. ¡Vuelve pronto!",
    mediaTitle: "Para los medios",
    mediaText: "¿Escribes sobre comida en la Costa Central?",
    mediaLink: "Contacto para medios: {email}",
  },
};

// The accessibility statement. Every claim in it is something the project's tests check or a
// fact of the site: change them together, in both languages (its date and the standard's
// address are content/accessibility.ts).
const accessibilityEn = {
  name: "Accessibility",
  description:
    "The standard the Sando Truck website aims for (WCAG 2.2 AA), what we know falls short, and how to ask for help or for the menu in another format.",
  heading: "Accessibility statement",
  lead: "We want everyone to be able to find the truck, read the menu and get in touch with us, whatever device or assistive technology they use.",
  reviewed: "Last reviewed {date}.",
  reviewedOn: "November 2026",
  standardTitle: "The standard we aim for",
  standardText:
    "This website, including the staff portal, aims to meet the {guidelines} at level AA. It partially meets that standard: most of it does, and the parts we know do not yet are listed under {limitations}.",
  guidelines: "Web Content Accessibility Guidelines (WCAG) 2.2",
  checksTitle: "How we check",
  checksIntro: "Every change to the site has to pass our automated tests, among them:",
  /** What every change to the site must pass (layout-net, the Nu check, menu-pdf, gallery, catering, sign-in). */
  checks: [
    "axe-core checks against WCAG 2.2 AA and accessibility best practices on every page of the website and the staff portal, at phone and desktop widths, with JavaScript on and off. They include the 2.2 rule that every button and link is at least 24 by 24 pixels or spaced apart as if it were.",
    "A keyboard walk through every page at phone and desktop widths, forward with Tab and back with Shift+Tab: no focused link, button or field may be hidden, even partly, under the header or the menu's category bar.",
    "Layout checks at six screen widths, from 320 pixels up: every page must fit the screen without sideways scrolling, and no link, button or field may be cut off or covered, also with menus and other expanding sections open.",
    "A contrast check of any text laid over a photo.",
    "Keyboard tests of the photo viewer and the event date picker: they open, move and close with keys alone, and focus returns to where you were.",
    "Tests that the staff sign-in and password forms accept pasted passwords and tell password managers what each field is for.",
    "Browser tests with JavaScript on and off: every page and form works without JavaScript too.",
    "The W3C HTML checker on the HTML of every page: badly formed markup can confuse assistive technology.",
    "A test that reads the printable PDF menu back as a screen reader gets it: tagged headings, a list per category, and each item read as name, description, labels, then price.",
  ],
  checksOutro:
    "Automated tests find many problems but not all of them, so we also rely on you to tell us what gets in your way.",
  limitationsTitle: "Known limitations",
  limitations: {
    pdfMenu:
      "The printable PDF menu is tagged for screen readers and gives its language and title, but it uses the standard PDF fonts without embedding them, so it is not certified to the PDF/UA standard. The {menuPage} has the same menu as a web page; both are made from the same list, so they always agree.",
    instagramFeed:
      "The Instagram photo feed on the home and About pages comes from a third-party service. We cannot change how it works with a keyboard or screen reader, and our automated checks leave it out. Our upcoming stops are also listed on the {stopsPage}.",
    photos:
      "Photos of menu items and of our stops are described by the item's or the stop's name, not by what the photo shows. The photos in our gallery each have a written description.",
    otherSites:
      "Links to Google Maps, Instagram, Facebook, Google and Yelp reviews and to press articles lead to other companies' sites, whose accessibility is up to them. The address of every stop is written out on the When & where page.",
  },
  menuPage: "Menu page",
  stopsPage: "When & where page",
  redundantEntryTitle: "You type things once",
  redundantEntry: [
    "No form on this site asks for the same information twice (WCAG 2.2 success criterion 3.3.7, Redundant Entry). If a form cannot accept what you sent, it comes back with what you typed still filled in, except passwords, which we never send back to your browser, and a photo already chosen in the staff portal stays chosen.",
    "The one exception is on purpose: when staff set a new password, the portal asks for it a second time to confirm it, because a mistyped new password would lock them out. WCAG allows this, as it exempts re-entry that is needed for security.",
  ],
  signInTitle: "Signing in to the staff portal",
  signIn:
    "Staff sign in with their e-mail address and password. Both can be pasted, and password managers can fill them in, because each field says what it is for. There is no puzzle, CAPTCHA or code to copy (WCAG 2.2 success criterion 3.3.8, Accessible Authentication). If an account's password sign-in is paused after many failed attempts, we e-mail the account a one-time sign-in link instead.",
  helpTitle: "Ask for help or report a barrier",
  helpIntro:
    "If something on this site does not work for you, or you need the menu or anything else here in another format, please tell us:",
  email: "E-mail: {email}",
  phone: "Phone: {phone}",
  helpText:
    "Tell us which page it was and what you were trying to do. We reply within 24 hours. If a fix takes longer, we will tell you what we are doing and when, and help you get what you need in the meantime: for example the menu as plain text by e-mail, or a catering enquiry taken by e-mail or phone instead of the form.",
};

export type AccessibilityWords = typeof accessibilityEn;

export const ACCESSIBILITY_WORDS: Bilingual<AccessibilityWords> = {
  en: accessibilityEn,
  es: {
    name: "Accesibilidad",
    description:
      "El estándar al que aspira el sitio web de Sando Truck (WCAG 2.2 AA), lo que sabemos que todavía no lo cumple y cómo pedir ayuda o el menú en otro formato.",
    heading: "Declaración de accesibilidad",
    lead: "Queremos que todas las personas puedan encontrar el food truck, leer el menú y ponerse en contacto con nosotros, sea cual sea el dispositivo o la tecnología de asistencia que usen.",
    reviewed: "Revisada por última vez en {date}.",
    reviewedOn: "noviembre de 2026",
    standardTitle: "El estándar al que aspiramos",
    standardText:
      "Este sitio web, incluido el portal del personal, aspira a cumplir las {guidelines} en el nivel AA. Cumple ese estándar en parte: casi todo el sitio lo cumple, y lo que sabemos que todavía no aparece en {limitations}.",
    guidelines: "Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2",
    checksTitle: "Cómo lo revisamos",
    checksIntro: "Cada cambio al sitio tiene que pasar nuestras pruebas automáticas, entre ellas:",
    checks: [
      "Revisiones con axe-core según las WCAG 2.2 AA y las buenas prácticas de accesibilidad en cada página del sitio web y del portal del personal, en anchos de teléfono y de computadora, con JavaScript activado y desactivado. Incluyen la regla de la versión 2.2 de que cada botón y cada enlace mida al menos 24 por 24 píxeles o tenga a su alrededor el espacio que tendría si los midiera.",
      "Un recorrido con el teclado por cada página en anchos de teléfono y de computadora, hacia adelante con Tab y hacia atrás con Mayús+Tab: ningún enlace, botón o campo que tenga el foco puede quedar oculto, ni siquiera en parte, bajo el encabezado o la barra de categorías del menú.",
      "Revisiones del diseño en seis anchos de pantalla, a partir de 320 píxeles: cada página debe caber en la pantalla sin desplazarse hacia los lados, y ningún enlace, botón o campo puede quedar cortado o tapado, tampoco con los menús y otras secciones desplegables abiertos.",
      "Una revisión del contraste de todo texto colocado sobre una foto.",
      "Pruebas con el teclado del visor de fotos y del selector de la fecha del evento: se abren, se recorren y se cierran solo con teclas, y el foco vuelve a donde estabas.",
      "Pruebas de que los formularios de inicio de sesión y de contraseña del personal aceptan contraseñas pegadas e indican a los administradores de contraseñas para qué sirve cada campo.",
      "Pruebas en el navegador con JavaScript activado y desactivado: cada página y cada formulario funcionan también sin JavaScript.",
      "El validador de HTML del W3C sobre el HTML de cada página: un código mal formado puede confundir a las tecnologías de asistencia.",
      "Una prueba que lee el menú en PDF para imprimir tal como lo recibe un lector de pantalla: encabezados etiquetados, una lista por categoría y cada platillo leído como nombre, descripción, etiquetas y después el precio.",
    ],
    checksOutro:
      "Las pruebas automáticas encuentran muchos problemas, pero no todos, así que también contamos contigo para que nos digas qué te estorba.",
    limitationsTitle: "Limitaciones conocidas",
    limitations: {
      pdfMenu:
        "El menú en PDF para imprimir está etiquetado para lectores de pantalla e indica su idioma y su título, pero usa las fuentes estándar de PDF sin incrustarlas, así que no está certificado según la norma PDF/UA. La {menuPage} tiene el mismo menú como página web; los dos salen de la misma lista, así que siempre coinciden.",
      instagramFeed:
        "El feed de fotos de Instagram de las páginas de inicio y Nosotros viene de un servicio externo. No podemos cambiar cómo funciona con el teclado o con un lector de pantalla, y nuestras revisiones automáticas lo dejan fuera. Nuestras próximas paradas también aparecen en la {stopsPage}.",
      photos:
        "Las fotos de los platillos del menú y de nuestras paradas se describen con el nombre del platillo o de la parada, no con lo que muestra la foto. Cada foto de nuestra galería tiene una descripción escrita.",
      otherSites:
        "Los enlaces a Google Maps, Instagram, Facebook, las reseñas de Google y de Yelp y los artículos de prensa llevan a sitios de otras empresas, y su accesibilidad depende de ellas. La dirección de cada parada está escrita completa en la página Cuándo y dónde.",
    },
    menuPage: "página del menú",
    stopsPage: "página Cuándo y dónde",
    redundantEntryTitle: "Escribes las cosas una sola vez",
    redundantEntry: [
      "Ningún formulario de este sitio te pide la misma información dos veces (criterio de conformidad 3.3.7 de las WCAG 2.2, Entrada redundante). Si un formulario no puede aceptar lo que enviaste, vuelve con lo que escribiste todavía en su lugar, salvo las contraseñas, que nunca le devolvemos a tu navegador; y una foto ya elegida en el portal del personal sigue elegida.",
      "La única excepción es a propósito: cuando alguien del personal pone una contraseña nueva, el portal se la pide una segunda vez para confirmarla, porque una contraseña nueva mal escrita le impediría entrar. Las WCAG lo permiten, ya que eximen la repetición de datos necesaria por seguridad.",
    ],
    signInTitle: "Iniciar sesión en el portal del personal",
    signIn:
      "El personal inicia sesión con su correo electrónico y su contraseña. Los dos se pueden pegar, y los administradores de contraseñas pueden llenarlos, porque cada campo indica para qué sirve. No hay acertijos, CAPTCHA ni códigos que copiar (criterio de conformidad 3.3.8 de las WCAG 2.2, Autenticación accesible). Si el inicio de sesión con contraseña de una cuenta se pausa después de muchos intentos fallidos, le enviamos a esa cuenta por correo electrónico un enlace de inicio de sesión de un solo uso.",
    helpTitle: "Pide ayuda o avísanos de una barrera",
    helpIntro:
      "Si algo de este sitio no te funciona, o necesitas el menú o cualquier otra cosa de aquí en otro formato, avísanos:",
    email: "Correo electrónico: {email}",
    phone: "Teléfono: {phone}",
    helpText:
      "Dinos en qué página fue y qué intentabas hacer. Te respondemos en menos de 24 horas. Si el arreglo tarda más, te diremos qué estamos haciendo y para cuándo, y te ayudaremos a conseguir lo que necesitas mientras tanto: por ejemplo, el menú como texto simple por correo electrónico, o una solicitud de catering por correo electrónico o por teléfono en lugar del formulario.",
  },
};
