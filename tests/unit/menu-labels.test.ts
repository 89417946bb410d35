// The dietary labels staff send (issue 16) and /menu's filter by them: what is kept, what is
// dropped, and what an unknown id says.
import { describe, expect, it } from "vitest";
import { bannerState } from "#app/domain/dashboard/dashboard.server.ts";
import type { PublicMenu, PublicMenuItem } from "#app/domain/menu/menu.server.ts";
import { dietarySchema } from "#app/domain/menu/menu.ts";
import { filterMenu, readMenuFilter } from "#app/domain/menu/menu-filter.ts";

function item(name: string, dietary: PublicMenuItem["dietary"]): PublicMenuItem {
  return {
    id: name,
    name,
    description: "",
    image: "",
    price: 1,
    price3pc: null,
    price6pc: null,
    popular: false,
    limitedQuantity: false,
    hasSizes: false,
    soldOut: false,
    dietary,
    nameEs: null,
    descriptionEs: null,
  };
}

const menu: PublicMenu = {
  categories: [
    { id: "popular", name: "POPULAR PICKS" },
    { id: "sandos", name: "SANDOS" },
    { id: "drinks", name: "DRINKS" },
  ],
  menuItems: {
    popular: [item("Pork", ["contains-pork", "contains-egg"])],
    sandos: [
      item("Pork", ["contains-pork", "contains-egg"]),
      item("Veg", ["vegetarian", "contains-egg"]),
      item("Plain", []),
    ],
    drinks: [item("Soda", ["vegan", "vegetarian", "gluten-free"]), item("Chili Tea", ["vegan", "spicy"])],
  },
};
const names = (filtered: PublicMenu) =>
  Object.fromEntries(Object.entries(filtered.menuItems).map(([id, items]) => [id, items.map((i) => i.name)]));
const query = (text: string) => readMenuFilter(new URLSearchParams(text));

describe("dietary labels from staff", () => {
  it("keeps known ids once each, in the menu's order", () => {
    expect(dietarySchema.parse(["spicy", "vegan", "spicy", "contains-egg"])).toEqual([
      "vegan",
      "contains-egg",
      "spicy",
    ]);
    expect(dietarySchema.parse([])).toEqual([]);
  });

  it("refuses an unknown id by name, and anything that is not a list of ids", () => {
    const refused = dietarySchema.safeParse(["vegan", "halal"]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      '"halal" is not a dietary label. Use one of: vegetarian, vegan, gluten-free, dairy-free, contains-pork, contains-nuts, contains-egg, contains-soy, spicy',
    );
    // A flood of text is quoted short, so the message stays readable.
    expect(dietarySchema.safeParse(["x".repeat(5000)]).error?.issues[0]?.message.length).toBeLessThan(200);
    for (const bad of ["vegan", [1], [null], { 0: "vegan" }, Array(19).fill("vegan")]) {
      expect(dietarySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the menu's filter", () => {
  it("?diet= keeps only the items labelled with that diet, in every section", () => {
    const { filter, error } = query("diet=vegetarian");
    expect(error).toBeNull();
    expect(names(filterMenu(menu, filter))).toEqual({ popular: [], sandos: ["Veg"], drinks: ["Soda"] });
  });

  it("?without= drops the items labelled with that allergen (or spicy); both together narrow further", () => {
    expect(names(filterMenu(menu, query("without=contains-egg").filter))).toEqual({
      popular: [],
      sandos: ["Plain"],
      drinks: ["Soda", "Chili Tea"],
    });
    expect(names(filterMenu(menu, query("diet=vegan&without=spicy").filter))).toEqual({
      popular: [],
      sandos: [],
      drinks: ["Soda"],
    });
  });

  it("an empty choice does not filter; an unknown id shows the whole menu and says which ids there are", () => {
    expect(query("diet=&without=").filter).toEqual({ diet: [], without: [] });
    expect(filterMenu(menu, query("diet=").filter)).toBe(menu);
    const diet = query("diet=keto");
    expect(diet.filter).toEqual({ diet: [], without: [] });
    expect(diet.error).toBe(
      'We don\'t label items "keto". Choose one of: vegetarian, vegan, gluten-free, dairy-free. Showing the whole menu.',
    );
    // A diet is not something to leave out, and an allergen is not a diet.
    expect(query("without=vegan").error).toContain(
      'We can\'t leave out "vegan". Choose one of: contains-pork, contains-nuts, contains-egg, contains-soy, spicy.',
    );
    expect(query("diet=contains-egg").error).toContain('We don\'t label items "contains-egg"');
  });
});

describe("the dashboard's banner line", () => {
  const settings = {
    is_active: true,
    message: "Closed Monday",
    link_url: "",
    link_text: "",
    background_color: "#ea1e25",
    text_color: "#ffffff",
    start_date: null,
    end_date: null,
    message_es: "",
    link_text_es: "",
    same_in_spanish: [],
    __v: 1,
    updated_at: null,
  };
  it("says whether it shows and until when", () => {
    expect(bannerState({ ...settings, end_date: "2030-05-10" }, "2030-05-03")).toEqual({
      showing: true,
      text: "Showing until May 10, 2030",
    });
    expect(bannerState(settings, "2030-05-03")).toEqual({ showing: true, text: "Showing, with no end date" });
    expect(bannerState({ ...settings, start_date: "2030-05-04" }, "2030-05-03")).toEqual({
      showing: false,
      text: "Not showing yet: starts May 4, 2030",
    });
    expect(bannerState({ ...settings, end_date: "2030-05-02" }, "2030-05-03")).toEqual({
      showing: false,
      text: "Not showing: ended May 2, 2030",
    });
    expect(bannerState({ ...settings, is_active: false }, "2030-05-03").text).toBe("Not showing (switched off)");
    expect(bannerState({ ...settings, message: " " }, "2030-05-03").text).toBe("Not showing: it has no message");
  });
});
