// Issue 49 in the browser, at 390 px with JavaScript on and off: an Owner types a menu item's name
// and description in English and in Spanish, one under the other on a phone; a Spanish visitor
// reads the Spanish on /es/menu while the English menu is unchanged; "Same in Spanish" keeps a
// name as it is, unmarked; the dashboard lists the item while a text still needs Spanish.
import { MenuItem } from "#app/models/menu-item.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ signedInAs: "owner", viewport: { width: 390, height: 844 } });

const names: string[] = [];
test.afterEach(async () => {
  await MenuItem.deleteMany({ name: { $in: names.splice(0) } });
});

test("an Owner types an item in both languages; the Spanish menu shows the Spanish, the English menu the English", async ({
  page,
  javaScriptEnabled,
}) => {
  const name = uniqueName("Menchi Katsu Sando");
  names.push(name);
  await openPortal(page, "/admin/menu/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Menu Item");
  await page.getByLabel("Category").selectOption("merch");

  // On a phone the Spanish field sits under its English one, both the form's full width.
  const english = page.getByLabel("Name", { exact: true });
  const spanish = page.getByLabel("Name in Spanish");
  const [englishBox, spanishBox] = [await english.boundingBox(), await spanish.boundingBox()];
  expect(spanishBox!.y).toBeGreaterThan(englishBox!.y + englishBox!.height);
  expect(Math.abs(spanishBox!.width - englishBox!.width)).toBeLessThan(1);
  await expect(spanish).toHaveAttribute("lang", "es");

  await english.fill(name);
  await page.getByLabel("Description", { exact: true }).fill("Minced pork cutlet, tonkatsu sauce.");
  await spanish.fill(`${name} (carne molida)`);
  await page.getByLabel("Description in Spanish").fill("Milanesa de cerdo molido, salsa tonkatsu.");
  await page.getByLabel("Price", { exact: true }).fill("14");
  await page.getByLabel("Display Order").fill("97");
  await page.getByRole("button", { name: "Create Item" }).click();
  await expect(page.getByRole("status")).toHaveText("Menu item created successfully");

  await page.goto("/es/menu");
  const card = page.locator("#merch .menu-item").filter({ hasText: `${name} (carne molida)` });
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(`${name} (carne molida)`);
  await expect(card.getByText("Milanesa de cerdo molido, salsa tonkatsu.")).toBeVisible();
  await expect(card.locator('[lang="en"]')).toHaveCount(0);
  await expect(card.getByText("$14.00")).toBeVisible();

  await page.goto("/menu");
  const englishCard = page.locator("#merch .menu-item").filter({ hasText: name });
  await expect(englishCard.getByText("Minced pork cutlet, tonkatsu sauce.")).toBeVisible();
  await expect(englishCard.getByText("(carne molida)")).toHaveCount(0);

  // The name stays as it is in Spanish; the Spanish description is taken away.
  await openPortal(page, "/admin/menu?category=merch");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Name in Spanish")).toHaveValue(`${name} (carne molida)`);
  // The form's preview: the item's card on the English menu and on the Spanish one.
  const spanishPreview = page.getByRole("figure", { name: "Spanish menu" });
  await expect(spanishPreview.getByRole("heading", { level: 3 })).toHaveText(`${name} (carne molida)`);
  await expect(page.getByRole("figure", { name: "English menu" }).getByRole("heading", { level: 3 })).toHaveText(name);
  await page.getByLabel("Name in Spanish").fill("");
  await page.getByRole("checkbox", { name: "Same in Spanish (Name)" }).check();
  await page.getByLabel("Description in Spanish").fill("");
  if (javaScriptEnabled) {
    // It follows the form as the Owner types: the name as it is, the description in English, said so.
    await expect(spanishPreview.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(spanishPreview.locator('article p[lang="en"]')).toHaveText("Minced pork cutlet, tonkatsu sauce.");
    await expect(spanishPreview.getByText("Shown in English until it has its Spanish.")).toBeVisible();
  }
  await page.getByRole("button", { name: "Update Item" }).click();
  await expect(page.getByRole("status")).toHaveText("Menu item updated successfully");

  // The dashboard lists it while its description needs Spanish, and links to it.
  await openPortal(page, "/admin/dashboard");
  await page.getByText("Which ones").click();
  await expect(page.getByRole("link", { name: `${name} (menu item): description` })).toHaveAttribute(
    "href",
    /\/admin\/menu\/edit\/[0-9a-f]{24}$/,
  );

  await page.goto("/es/menu");
  const sameCard = page.locator("#merch .menu-item").filter({ hasText: name });
  await expect(sameCard.getByRole("heading", { level: 3 })).toHaveText(name);
  await expect(sameCard.getByRole("heading", { level: 3 }).locator('[lang="en"]')).toHaveCount(0);
  // Without its Spanish, the description is the English, marked so.
  await expect(sameCard.locator('p[lang="en"]')).toHaveText("Minced pork cutlet, tonkatsu sauce.");
});
