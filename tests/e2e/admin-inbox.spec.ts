// Staff read catering enquiries in the portal; the Owner the newsletter list (counts, search, CSV).
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

test("the Owner sees the subscriber counts, searches by address and downloads the CSV", async ({ page, baseURL }) => {
  const email = `csv+${Date.now().toString(36)}@example.com`;
  await openPortal(page, "/admin/subscribers");
  const waiting = page
    .getByRole("region", { name: /addresses/ })
    .getByRole("listitem")
    .filter({ hasText: "Waiting" });
  const waitingBefore = Number((await waiting.locator("strong").textContent()) ?? "NaN");
  expect(waitingBefore).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole("table", { name: "Growth per week" }).getByRole("row")).toHaveCount(13);

  const subscribed = await fetch(`${baseURL}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(subscribed.status).toBe(200);

  // The search is a GET form: the same with and without JavaScript.
  await page.getByLabel("Search by address").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers\?q=csv%2B/);
  // Double opt-in (issue 31): on the list only once the mailed link is followed.
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Waiting for confirmation");
  await expect(page.getByText("1 matching")).toBeVisible();
  expect(Number(await waiting.locator("strong").textContent())).toBeGreaterThan(waitingBefore);

  // What is typed is searched for as it is, not as a pattern.
  await page.getByLabel("Search by address").fill(".*");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No subscriber's address contains ".*".`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  const csv = await page.request.get("/admin/subscribers.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="newsletter-subscribers-/);
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toBe(
    "email,state,topics,subscribed_at,confirmed_at,unsubscribed_at,bounced,consent_form,consent_wording,consent_date",
  );
  expect(text).toContain(`"${email}","waiting"`);
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
