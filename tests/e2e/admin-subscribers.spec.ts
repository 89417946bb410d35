// The Owner's newsletter list at phone width (issue 32): the counts by state, the growth per
// week, a search by address taken literally, and the CSV with the new columns.
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ signedInAs: "owner", viewport: { width: 390, height: 844 } });

test("the Owner sees the subscriber counts, searches by address and downloads the CSV", async ({ page, baseURL }) => {
  const email = `csv+${Date.now().toString(36)}@example.com`;
  await openPortal(page, "/admin/subscribers");
  // Each state and each topic with its count (other tests share the list: no exact numbers).
  const numbers = page.getByRole("region", { name: /addresses$/ });
  for (const label of [
    "Confirmed",
    "Waiting for confirmation",
    "Unsubscribed",
    "Bounced",
    "The week's schedule",
    "Changes to upcoming stops",
    "News and specials",
    "English",
    "Spanish",
  ]) {
    await expect(numbers.getByRole("listitem").filter({ hasText: label })).toHaveText(new RegExp(`^[\\d,]+ ${label}$`));
  }
  await expect(
    page.getByRole("table", { name: "New confirmed subscribers and unsubscriptions per week" }).getByRole("row"),
  ).toHaveCount(13);

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
    "email,state,topics,subscribed_at,confirmed_at,unsubscribed_at,bounced,consent_form,consent_wording,consent_date,language",
  );
  expect(text).toContain(`"${email}","waiting"`);
});
