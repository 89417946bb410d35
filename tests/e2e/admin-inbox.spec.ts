// Staff read catering enquiries in the portal (the newsletter list: admin-subscribers.spec.ts).
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

async function sendEnquiry(baseURL: string, name: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/send-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      phone: "805-555-0123",
      eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 20),
      message: `Rehearsal dinner for ${name}, about 60 guests.`,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test("staff open a new enquiry and mark it replied", async ({ page, baseURL }) => {
  const name = `Mika ${Date.now().toString(36)}`;
  await sendEnquiry(baseURL!, name);

  await openPortal(page, "/admin/enquiries?status=new");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("New");
  await row.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Rehearsal dinner for ${name}, about 60 guests.`);
  await expect(page.getByRole("row").filter({ hasText: "Mail to staff" })).toBeVisible();
  await page.getByLabel("Status").selectOption("replied");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Enquiry marked replied");

  await page.getByRole("link", { name: "Back to enquiries" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Replied");
  // The "new" view no longer lists it.
  await page.goto("/admin/enquiries?status=new");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("the dashboard and the nav lead to the inbox", async ({ page }) => {
  await openPortal(page, "/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Enquiries" })).toBeVisible();
  await page
    .locator("main")
    .getByRole("link", { name: /Subscribers/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
});
