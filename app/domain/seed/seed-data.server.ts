// The starting content of a new installation: the truck's menu, a few popup events and press
// articles. Staff edit all of it in the admin portal afterwards.

import type { DietaryLabel } from "#app/domain/menu/dietary.ts";
import { DEFAULT_BANNER_COLOURS } from "#app/models/banner-settings.server.ts";

export type SeedMenuItem = {
  category_id: string;
  name: string;
  description: string;
  price?: number;
  price_3pc?: number;
  price_6pc?: number;
  image: string;
  is_popular?: boolean;
  is_limited?: boolean;
  display_order: number;
  dietary?: DietaryLabel[];
};

const menuImage = (slug: string) => `/images/menu/${slug}.webp`;

export const SEED_MENU_ITEMS: readonly SeedMenuItem[] = [
  {
    category_id: "sandos",
    name: "Chicken Katsu Sando",
    description: "Crispy chicken thigh in our in-house panko, tonkatsu sauce and shredded cabbage on toasted shokupan.",
    price: 12,
    image: menuImage("chicken-katsu-sando"),
    dietary: ["contains-egg", "contains-soy"],
    is_popular: true,
    display_order: 0,
  },
  {
    category_id: "sandos",
    name: "Pork Katsu Sando",
    description:
      "Thick-cut pork loin, panko-fried golden, with tonkatsu sauce, karashi mustard mayo and cabbage on shokupan.",
    price: 12,
    image: menuImage("pork-katsu-sando"),
    dietary: ["contains-pork", "contains-egg", "contains-soy"],
    is_popular: true,
    display_order: 1,
  },
  {
    category_id: "sandos",
    name: "Potato Salad Sando",
    description:
      "Japanese-style potato salad with cucumber, carrot and a soft-boiled egg between slices of milk bread.",
    price: 12,
    image: menuImage("potato-salad-sando"),
    dietary: ["vegetarian", "contains-egg"],
    display_order: 2,
  },
  {
    category_id: "sides",
    name: "Karaage",
    description: "Soy-and-ginger marinated fried chicken with a squeeze of lemon and Kewpie mayo for dipping.",
    price_3pc: 8,
    price_6pc: 14,
    image: menuImage("karaage"),
    dietary: ["dairy-free", "contains-soy"],
    is_popular: true,
    display_order: 0,
  },
  {
    category_id: "sides",
    name: "Furikake Fries",
    description: "Crispy fries tossed with furikake seasoning and a drizzle of spicy mayo.",
    price: 6,
    image: menuImage("furikake-fries"),
    dietary: ["contains-egg", "contains-soy", "spicy"],
    display_order: 1,
  },
  {
    category_id: "dessert",
    name: "Strawberry Fruit Sando",
    description: "Fresh strawberries and lightly sweetened whipped cream on pillowy shokupan.",
    price: 9,
    image: menuImage("strawberry-fruit-sando"),
    dietary: ["vegetarian"],
    is_popular: true,
    is_limited: true,
    display_order: 0,
  },
  {
    category_id: "dessert",
    name: "Matcha Mochi Brownie",
    description: "Chewy mochi brownie with stone-ground matcha from Uji.",
    price: 5,
    image: menuImage("matcha-mochi-brownie"),
    dietary: ["vegetarian", "contains-egg"],
    display_order: 1,
  },
  {
    category_id: "drinks",
    name: "Ramune",
    description: "The classic Japanese marble soda. Original or melon.",
    price: 4,
    image: menuImage("ramune"),
    dietary: ["vegan", "gluten-free", "dairy-free"],
    display_order: 0,
  },
  {
    category_id: "drinks",
    name: "Iced Matcha Latte",
    description: "Ceremonial-grade matcha whisked to order over milk and ice.",
    price: 6,
    image: menuImage("iced-matcha-latte"),
    dietary: ["vegetarian", "gluten-free"],
    display_order: 1,
  },
  {
    category_id: "merch",
    name: "Sando Truck T-Shirt",
    description: "Soft cotton tee with our katsu sando logo. Sizes S to XXL.",
    price: 28,
    image: menuImage("t-shirt"),
    display_order: 0,
  },
  {
    category_id: "merch",
    name: "Sticker Pack",
    description: "Five weatherproof vinyl stickers for your laptop, bottle or cooler.",
    price: 5,
    image: menuImage("sticker-pack"),
    display_order: 1,
  },
];

export type SeedEvent = {
  title: string;
  address: string;
  /** Days after the seeding day, so seeded events are always upcoming. */
  daysFromToday: number;
  time: string;
  description: string;
  image: string;
  display_order: number;
};

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: "Funk Zone Friday Night",
    address: "120 Santa Barbara St, Santa Barbara, CA 93101",
    daysFromToday: 6,
    time: "4:00 PM - 9:00 PM",
    description: "Katsu sandos and karaage outside the tasting rooms until we sell out.",
    image: "/images/events/funk-zone.webp",
    display_order: 0,
  },
  {
    title: "Goleta Beach Weekend Popup",
    address: "5986 Sandspit Rd, Goleta, CA 93117",
    daysFromToday: 8,
    time: "11:00 AM - 4:00 PM",
    description: "Lunch by the pier. Bring your appetite and your sunscreen.",
    image: "/images/events/goleta-beach.webp",
    display_order: 1,
  },
  {
    title: "Solvang Brewery Night",
    address: "1547 Mission Dr, Solvang, CA 93463",
    daysFromToday: 13,
    time: "5:00 PM - 9:00 PM",
    description: "Sandos paired with local craft beer in the Santa Ynez Valley.",
    image: "/images/events/solvang.webp",
    display_order: 2,
  },
];

export type SeedPressArticle = {
  title: string;
  publication: string;
  url: string;
  date_published: string;
  blurb: string;
  status: "draft" | "published";
  thumbnail: string;
};

export const SEED_PRESS_ARTICLES: readonly SeedPressArticle[] = [
  {
    title: "The Katsu Sando Truck Winning Over Santa Barbara",
    publication: "Coastal Food Journal",
    url: "https://example.com/coastal-food-journal/katsu-sando-truck",
    date_published: "2026-03-14",
    blurb: "How a family recipe for panko and a loaf of shokupan became the county's favourite lunch.",
    status: "published",
    thumbnail: "/images/press/coastal-food-journal.webp",
  },
  {
    title: "Ten Food Trucks to Chase This Summer",
    publication: "Central Coast Weekly",
    url: "https://example.com/central-coast-weekly/food-trucks-summer",
    date_published: "2026-06-02",
    blurb: "Our pick for a crunchy, saucy, perfectly square sandwich.",
    status: "published",
    thumbnail: "/images/press/central-coast-weekly.webp",
  },
  {
    title: "Behind the Window: A Morning of Breading",
    publication: "Santa Barbara Table",
    url: "https://example.com/sb-table/behind-the-window",
    date_published: "2026-09-20",
    blurb: "We spent a morning with the crew as they bread two hundred cutlets by hand.",
    status: "published",
    thumbnail: "/images/press/sb-table.webp",
  },
];

export const SEED_BANNER_SETTINGS = {
  is_active: false,
  message: "",
  link_url: "",
  link_text: "",
  ...DEFAULT_BANNER_COLOURS,
  start_date: null,
  end_date: null,
};

/** Used only when no admin exists and ADMIN_EMAIL/ADMIN_PASSWORD are unset, outside production. */
export const DEVELOPMENT_ADMIN = { email: "admin@example.com", password: "sando-admin-dev" };
