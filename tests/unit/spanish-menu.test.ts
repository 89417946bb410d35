// The menu's words (issue 48): the English set says what the site said before it had a Spanish
// twin (its texts typed again where their old home is the portal's too), and the Spanish menu's
// hours, category names and filter refusals read as a Spanish reader expects.
import { describe, expect, it } from "vitest";
import { DIETARY_MESSAGES } from "#app/content/dietary-messages.ts";
import { DEFAULT_MENU_CATEGORIES } from "#app/content/menu-categories.ts";
import { DEFAULT_BUSINESS_DETAILS } from "#app/domain/business/public-details.ts";
import { DIETS, LEAVE_OUT } from "#app/domain/menu/dietary.ts";
import { readMenuFilter } from "#app/domain/menu/menu-filter.ts";
import { categoryNameIn, filterRefusalsIn, hoursCardIn } from "#app/domain/menu/menu-language.server.ts";

const query = (text: string, language: "en" | "es") =>
  readMenuFilter(new URLSearchParams(text), filterRefusalsIn(language)).error;

describe("the menu's words", () => {
  it("in English, are the words the menu and the portal already used", () => {
    for (const value of ["keto", "x".repeat(40)]) {
      expect(query(`diet=${value}`, "en")).toBe(DIETARY_MESSAGES.unknownDiet(value, DIETS));
      expect(query(`without=${value}`, "en")).toBe(DIETARY_MESSAGES.unknownLeaveOut(value, LEAVE_OUT));
    }
    expect(hoursCardIn("en", DEFAULT_BUSINESS_DETAILS.openingHours)).toEqual([
      { days: "Monday-Friday", times: ["11:00 AM-8:00 PM"] },
      { days: "Saturday", times: ["11:00 AM-6:00 PM"] },
      { days: "Sunday", times: [] },
    ]);
  });

  it("in Spanish, name the hours in es-US and every category from the catalogue", () => {
    expect(hoursCardIn("es", DEFAULT_BUSINESS_DETAILS.openingHours)).toEqual([
      { days: "lunes a viernes", times: ["11:00 a.m.-8:00 p.m."] },
      { days: "sábado", times: ["11:00 a.m.-6:00 p.m."] },
      { days: "domingo", times: [] },
    ]);
    // Every built-in category has its Spanish name (the page's order is the browser test's).
    for (const category of DEFAULT_MENU_CATEGORIES) {
      expect(categoryNameIn("es", category), category.id).toMatch(/^[A-ZÁÉÍÓÚÑ ]+$/);
      if (category.id !== "sandos") expect(categoryNameIn("es", category)).not.toBe(category.name);
    }
    expect(categoryNameIn("es", { id: "sides", name: "SIDES" })).toBe("PARA ACOMPAÑAR");
    // English keeps the database's name; an id the catalogue does not know keeps it too.
    expect(categoryNameIn("en", { id: "sides", name: "SIDES" })).toBe("SIDES");
    expect(categoryNameIn("es", { id: "specials", name: "SPECIALS" })).toBe("SPECIALS");
  });

  it("in Spanish, refuse an unknown filter by name", () => {
    expect(query("diet=keto", "es")).toBe(
      'No marcamos productos como "keto". Elige una de estas: vegetarian, vegan, gluten-free, dairy-free. Mostrando todo el menú.',
    );
    expect(query("without=vegan", "es")).toBe(
      'No podemos excluir "vegan". Elige una de estas: contains-pork, contains-nuts, contains-egg, contains-soy, spicy. Mostrando todo el menú.',
    );
  });
});
