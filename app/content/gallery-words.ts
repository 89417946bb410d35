// The gallery's words (/gallery, /gallery/{id} and the lightbox), and the built-in twelve photos'
// alt texts, in both languages: the gallery's loaders send their page's language.
import type { Bilingual } from "#app/i18n/words.ts";
import { GALLERY_IMAGES } from "./site.ts";

const en = {
  name: "Gallery",
  description: "Katsu sandos, karaage, shokupan and the red truck: eat with your eyes.",
  heading: "Eat with your eyes",
  lightbox: {
    label: "Image {number} of {count}",
    close: "Close",
    previous: "Previous image",
    next: "Next image",
  },
  photo: {
    title: "Photo {number} of {count} | Gallery | Sando Truck",
    description: "{alt}. Photo {number} of {count} from the Sando Truck gallery.",
    crumb: "Photo {number}",
    heading: "Photo {number} of {count}",
    navigation: "Gallery",
    previous: "Previous photo",
    back: "Back to the gallery",
    next: "Next photo",
    notFound: "This photo is not in our gallery.",
  },
};

export type GalleryWords = typeof en;

export const GALLERY_WORDS: Bilingual<GalleryWords> = {
  en,
  es: {
    name: "Galería",
    description: "Katsu sandos, karaage, shokupan y el food truck rojo: come con los ojos.",
    heading: "Come con los ojos",
    lightbox: {
      label: "Imagen {number} de {count}",
      close: "Cerrar",
      previous: "Imagen anterior",
      next: "Imagen siguiente",
    },
    photo: {
      title: "Foto {number} de {count} | Galería | Sando Truck",
      description: "{alt}. Foto {number} de {count} de la galería de Sando Truck.",
      crumb: "Foto {number}",
      heading: "Foto {number} de {count}",
      navigation: "Galería",
      previous: "Foto anterior",
      back: "Volver a la galería",
      next: "Foto siguiente",
      notFound: "Esta foto no está en nuestra galería.",
    },
  },
};

/**
 * The built-in twelve's alt texts (content/site.ts, ids 1 to 12), in order. A photo the Owner
 * uploaded, or one whose alt text the Owner changed, keeps the text typed in the portal.
 */
export const BUILT_IN_GALLERY_ALTS: Bilingual<string[]> = {
  en: GALLERY_IMAGES.map((image) => image.alt),
  es: [
    "Un katsu sando de pollo cortado a la mitad que deja ver su costra dorada de panko",
    "El food truck rojo estacionado junto a la playa al atardecer",
    "Katsu sandos de cerdo en fila sobre el mostrador, listos para servir",
    "Un barquito de papel con karaage y un gajo de limón",
    "Panes shokupan recién horneados enfriándose en una rejilla",
    "Un filete empanizado a mano en migas de panko",
    "Un sando de fruta con fresas, cortado para mostrar las fresas y la crema",
    "Una multitud haciendo fila en la ventanilla del food truck por la noche",
    "Repollo rallado y salsa tonkatsu sobre una tabla de cortar",
    "Un sando de ensalada de papa sobre una tabla de madera",
    "Botellas de ramune bien frías en una hielera",
    "El equipo saludando desde la ventanilla del food truck",
  ],
};
