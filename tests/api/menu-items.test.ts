// GET /api/menu-items answers with the spec's shape, from the database the server reads.
import { describe, expect, it } from "vitest";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { menuItemsOfEachTest } from "#tests/support/menu-items.ts";

/** The answer, by the fields the tests read; the rest is compared whole. */
type MenuResponse = {
  success: boolean;
  categories: { id: string; name: string }[];
  menuItems: Record<string, { id: string; name: string; popular: boolean }[]>;
};

async function fetchMenu(): Promise<MenuResponse> {
  const response = await fetch(`${baseUrl()}/api/menu-items`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return (await response.json()) as MenuResponse;
}

useTestDatabase();
const newItem = menuItemsOfEachTest();

describe("GET /api/menu-items", () => {
  it("returns the seeded menu keyed by category id, with the six default categories in order", async () => {
    const menu = await fetchMenu();
    expect(menu.success).toBe(true);
    expect(menu.categories).toEqual([
      { id: "popular", name: "POPULAR PICKS" },
      { id: "sandos", name: "SANDOS" },
      { id: "sides", name: "SIDES" },
      { id: "dessert", name: "DESSERT" },
      { id: "drinks", name: "DRINKS" },
      { id: "merch", name: "MERCH" },
    ]);
    const sandos = menu.menuItems.sandos ?? [];
    for (const name of ["Chicken Katsu Sando", "Pork Katsu Sando", "Potato Salad Sando"]) {
      expect(sandos.find((item) => item.name === name)).toMatchObject({ price: 12, hasSizes: false });
    }
    const karaage = menu.menuItems.sides?.find((item) => item.name === "Karaage");
    expect(karaage).toMatchObject({ price: null, price3pc: 8, price6pc: 14, hasSizes: true });
    for (const category of ["dessert", "drinks", "merch"]) {
      expect(menu.menuItems[category]?.length).toBeGreaterThan(0);
    }
  });

  it("lists at most four popular picks, all flagged popular, even with more flagged", async () => {
    // The seed flags exactly four: a fifth, last in the menu's order (the last category, last in
    // it), shows the cap at work.
    const name = uniqueName("Fifth Popular Tote");
    await newItem({ category_id: "merch", name, price: 11, is_popular: true, display_order: 999 });
    const menu = await fetchMenu();
    const picks = menu.menuItems.popular ?? [];
    const flagged = Object.values(menu.menuItems)
      .flat()
      .filter((item) => item.popular);
    expect(new Set(flagged.map((item) => item.id)).size).toBeGreaterThanOrEqual(5);
    expect(picks).toHaveLength(4);
    expect(picks.every((item) => item.popular)).toBe(true);
    expect(picks.some((item) => item.name === name)).toBe(false);
    expect(menu.menuItems.merch?.find((item) => item.name === name)).toMatchObject({ popular: true });
  });

  it("shows a new item as soon as staff add it, and hides it once unavailable", async () => {
    const name = uniqueName("Test Tamago Sando");
    const item = await newItem({ category_id: "sandos", name, price: 10.5, is_limited: true });

    const withItem = await fetchMenu();
    expect(withItem.menuItems.sandos?.find((entry) => entry.name === name)).toMatchObject({
      id: item._id.toString(),
      price: 10.5,
      limitedQuantity: true,
      popular: false,
    });

    await MenuItem.updateOne({ _id: item._id }, { is_available: false });
    const withoutItem = await fetchMenu();
    expect(withoutItem.menuItems.sandos?.some((entry) => entry.name === name)).toBe(false);
  });
});
