// Owner and Staff in the browser (issue 18), on a phone (390 x 844), JavaScript on and off: an
// Owner gives a new user the Staff role; a Staff user sees only what they may open, runs the
// schedule and the menu (an event made and edited, an item sold out), and is answered 403 with
// a clear page by users, subscribers and the CSV.
import type { Page } from "@playwright/test";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, STAFF_SECTIONS, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

const titles: string[] = [];
const names: string[] = [];
test.afterEach(async () => {
  await PopupEvent.deleteMany({ title: { $in: titles.splice(0) } });
  await MenuItem.deleteMany({ name: { $in: names.splice(0) } });
});

/** The portal's section links, from the phone's Admin menu. */
async function navLinks(page: Page): Promise<string[]> {
  await page.getByText("Admin menu").click();
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents();
}

// Signed in once per worker as each role: these tests are about what a role may do, not about signing in.
test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("an Owner makes a new user Staff with the role select, and the table says so", async ({
    page,
    owner,
    freshEmail,
  }) => {
    const email = freshEmail("new-crew");
    await openPortal(page, "/admin/users");
    await expect(page.getByRole("columnheader", { name: "Role" })).toBeAttached();
    await page.getByRole("link", { name: "Add User" }).click();
    const form = page.getByRole("form", { name: "Add User" });
    // A new user is an Owner unless chosen otherwise.
    await expect(form.getByLabel("Role")).toHaveValue("owner");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("crew-password-2031");
    await form.getByLabel("Confirm Password").fill("crew-password-2031");
    await form.getByLabel("Role").selectOption("staff");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByRole("status")).toHaveText("User created successfully");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("Staff", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: owner.email }).getByText("Owner", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("a Staff user", () => {
  test.use({ signedInAs: "staff" });

  test("a Staff user's menu and dashboard show only what they may open; users, subscribers and the CSV answer 403", async ({
    page,
    crew,
  }) => {
    await openPortal(page, "/admin/dashboard");
    const links = await navLinks(page);
    expect(links).toEqual(["Dashboard", ...STAFF_SECTIONS, `Account: ${crew.email}`, "Exit Admin"]);
    expect(links).not.toContain("Users");
    expect(links).not.toContain("Subscribers");
    const cards = page.getByRole("region", { name: "Manage" }).getByRole("heading", { level: 3 });
    // A card for every section the table of rights lets Staff open, and none that answers 403.
    await expect(cards).toHaveText(STAFF_SECTIONS);

    for (const path of ["/admin/users", "/admin/subscribers"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your account");
      await expect(page.getByRole("alert")).toHaveText("You do not have permission to do that.");
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    // The CSV is a download, not a page: the refusal is its text.
    const csv = await page.request.get("/admin/subscribers.csv");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).toContain("You do not have permission to do that.");
    expect(await csv.text()).not.toContain("@");
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Their own account page is theirs.
    expect((await page.goto("/admin/account"))?.status()).toBe(200);
  });

  test("a Staff user creates and edits an event and marks an item sold out", async ({ page }) => {
    const title = uniqueName("Crew Popup");
    const item = uniqueName("Crew Tote");
    titles.push(title);
    names.push(item);
    await MenuItem.create({
      category_id: "merch",
      name: item,
      description: "Canvas tote",
      price: 18,
      display_order: 95,
    });

    await openPortal(page, "/admin/events/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Address").fill("219 Stearns Wharf, Santa Barbara");
    await page
      .getByLabel("Date", { exact: true })
      .fill(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel("Time").fill("5:00 PM - 9:00 PM");
    await page.getByLabel("Description", { exact: true }).fill("The crew's own stop.");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByRole("status")).toHaveText("Event created successfully");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Time").fill("6:00 PM - 10:00 PM");
    await page.getByRole("button", { name: "Update Event" }).click();
    await expect(page.getByRole("status")).toHaveText("Event updated successfully");
    expect((await PopupEvent.findOne({ title }).lean())?.time).toBe("6:00 PM - 10:00 PM");

    await page.goto("/admin/menu?category=merch");
    const stored = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: `Sold out: ${item}` }).click();
    await stored;
    await expect(page.getByRole("button", { name: `Back on menu: ${item}` })).toBeVisible();
    await expect.poll(async () => (await MenuItem.findOne({ name: item }).lean())?.sold_out_on ?? null).not.toBeNull();
  });
});
