// The menu in the reader's language (issue 48), for the /menu page's loader and the PDF menu:
// category names from the catalogue by id, the hours card in the language's words and clock, the
// filter's refusals, and the items' names and descriptions as staff typed them in that language
// (issue 49), or in English, marked, while they still need Spanish.
import { MENU_WORDS } from "#app/content/menu-words.ts";
import { quoted } from "#app/content/quoting.ts";
import { type HoursWording, hoursLines, type OpeningHours } from "#app/domain/business/public-details.ts";
import { formatClockTime } from "#app/domain/shared/dates.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import type { PublicCategory, PublicMenu, PublicMenuItem } from "./menu.server.ts";
import type { MenuFilterRefusals } from "./menu-filter.ts";

/** A category's name to show: English as the database has it, else the catalogue's by id. */
export function categoryNameIn(language: Language, category: PublicCategory): string {
  if (language === "en") return category.name;
  return MENU_WORDS[language].categories[category.id] ?? category.name;
}

/** The hours card's wording in a language; undefined for English, hoursLines' own. */
export function hoursWordingIn(language: Language): HoursWording | undefined {
  if (language === "en") return undefined;
  const { weekdays, closed, dayRange } = MENU_WORDS[language].hours;
  return { weekdays, closed, dayRange, clock: (clock) => formatClockTime(clock, language) };
}

/** The hours card as the menu page draws it: each line's days, and its times one by one. */
export function hoursCardIn(language: Language, openingHours: OpeningHours): { days: string; times: string[] }[] {
  const wording = hoursWordingIn(language);
  const clock = wording?.clock ?? ((time: string) => formatClockTime(time));
  return hoursLines(openingHours, wording).map((line) => ({
    days: line.days,
    times: line.ranges.map((range) => `${clock(range.opens)}-${clock(range.closes)}`),
  }));
}

/** What the filter says of an id it does not know, in a language. */
export function filterRefusalsIn(language: Language): MenuFilterRefusals {
  const words = MENU_WORDS[language].filter;
  const say = (template: string) => (value: string, known: readonly string[]) =>
    fill(template, { value: quoted(value), known: known.join(", ") });
  return { unknownDiet: say(words.unknownDiet), unknownLeaveOut: say(words.unknownLeaveOut) };
}

/** An item as a page in one language shows it: `nameLang` and `descriptionLang` say "en" where it fell back to English. */
export type ShownMenuItem = Omit<PublicMenuItem, "nameEs" | "descriptionEs"> & {
  nameLang?: "en";
  descriptionLang?: "en";
};
export type ShownMenu = Omit<PublicMenu, "menuItems"> & { menuItems: Record<string, ShownMenuItem[]> };

function itemIn(language: Language, { nameEs, descriptionEs, ...item }: PublicMenuItem): ShownMenuItem {
  if (language === "en") return item;
  return {
    ...item,
    ...(nameEs === null ? { nameLang: "en" as const } : { name: nameEs }),
    ...(descriptionEs === null ? { descriptionLang: "en" as const } : { description: descriptionEs }),
  };
}

/** The menu in a language: category names from the catalogue, items' texts in that language. */
export function menuIn(language: Language, menu: PublicMenu): ShownMenu {
  return {
    categories: menu.categories.map((category) => ({ ...category, name: categoryNameIn(language, category) })),
    menuItems: Object.fromEntries(
      Object.entries(menu.menuItems).map(([category, items]) => [
        category,
        items.map((item) => itemIn(language, item)),
      ]),
    ),
  };
}
