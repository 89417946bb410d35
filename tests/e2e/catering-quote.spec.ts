// Catering, part 2 (issue 36) on a phone (390 x 844), JavaScript on and off: Staff build a quote
// on an enquiry from a menu line and a free, untaxed line, send it, then change it and send it
// again; the client opens the first link they were sent, sees the latest version sent, and
// accepts it with their name; the enquiry is booked "by the client" and on the calendar as booked;
// Revise makes a third version and returns the enquiry to quoted (tentative on the calendar);
// until it is sent the client's link still shows what they accepted (issue 44), and once sent it
// asks for an acceptance again.

import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, signedInAs: "staff" });

async function quoteLinks(to: string): Promise<string[]> {
  const mails = await OutboxMessage.find({ kind: "quote", to }).sort({ created_at: 1, _id: 1 }).lean();
  return mails.map((mail) => /https?:\/\/\S+?(\/quotes\/[A-Za-z0-9_-]{32})/.exec(mail.text)?.[1] ?? "");
}

test("staff build, send and revise a quote; the client accepts the latest version and the enquiry is booked", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const email = `quote-${Date.now().toString(36)}-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
  const eventDate = addDaysToIsoDate(todayInTruckTimeZone(), 45);
  const sent = await page.request.post("/api/send-email", {
    data: {
      name: "Mei Kato",
      email,
      phone: "(805) 555-0123",
      eventDate,
      message: "A graduation party.",
      guests: 30,
    },
  });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: string };

  await openPortal(page, `/admin/enquiries/${id}`);
  await page.getByRole("link", { name: "Build or send the quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quote: Mei Kato" })).toBeVisible();
  // A menu line: the item's name and the menu's price are taken when left empty.
  const menuChoice = page.getByLabel("Line 1: menu item");
  const firstItem = (await menuChoice.locator("option").nth(1).textContent()) ?? "";
  await menuChoice.selectOption({ index: 1 });
  await page.getByLabel("Line 1: quantity").fill("30");
  await page.getByLabel("Line 2: description").fill("Travel to Goleta");
  await page.getByLabel("Line 2: price of one (USD)").fill("40");
  await page.getByLabel("Line 2: untaxed").check();
  await page.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status")).toHaveText("Quote version 1 saved");
  const table = page.getByRole("table");
  await expect(table).toContainText(firstItem);
  await expect(table).toContainText("Travel to Goleta (untaxed)");
  await expect(table).toContainText("Per guest (30 guests)");
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByRole("status")).toHaveText(`Quote sent to ${email}`);

  // Changed after sending: version 2, sent again.
  await expect(page.getByLabel("Line 2: price of one (USD)")).toHaveValue("40.00");
  await page.getByLabel("Line 2: price of one (USD)").fill("55");
  await page.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status")).toHaveText("Quote version 2 saved");
  // Saved is not sent: version 1 is still the client's until version 2 goes.
  await expect(page.getByText(/^Version 1: Sent .*Waiting for the client's answer/)).toBeVisible();
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByRole("status")).toHaveText(`Quote sent to ${email}`);
  await expect(page.getByText("Version 1: Replaced by a later version")).toBeVisible();
  await expect.poll(async () => (await quoteLinks(email)).length).toBe(2);
  const [firstLink] = await quoteLinks(email);

  // The client, on their own phone, opens the first link: it shows the latest version.
  const client = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(firstLink!);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Your catering quote" })).toBeVisible();
  await expect(clientPage.getByRole("table", { name: "Version 2" })).toContainText("$55.00");
  await clientPage.getByRole("button", { name: "Accept quote" }).click();
  await expect(clientPage.getByLabel("Your full name")).toBeFocused();
  await clientPage.getByLabel("Your full name").fill("Mei Kato");
  await clientPage.getByRole("button", { name: "Accept quote" }).click();
  await expect(clientPage.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
  await expect(clientPage.getByText("Accepted by Mei Kato. Thank you: your date is booked.")).toBeVisible();
  await client.close();

  // Booked, by the client; the accepted version now takes Revise.
  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.locator(".admin-enquiry-history")).toContainText("the client: Quoted to Booked");
  // On the calendar from the moment the client accepted: nobody put it there.
  const onCalendar = (status: "booked" | "quoted") =>
    page.locator(`.calendar-item--${status}`).filter({ has: page.locator(`a[href="/admin/enquiries/${id}"]`) });
  await page.goto(`/admin/calendar?month=${eventDate.slice(0, 7)}`);
  await expect(onCalendar("booked")).toBeVisible();
  await page.goto(`/admin/enquiries/${id}`);
  await page.getByRole("link", { name: "Build or send the quote" }).click();
  await expect(page.getByText(/^Accepted by Mei Kato, /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Revise" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send to the client" })).toHaveCount(0);

  // Revise: a third version, the enquiry back to quoted, and the client's link asks again.
  await page.getByLabel("Line 2: quantity").fill("2");
  await page.getByRole("button", { name: "Revise" }).click();
  await expect(page.getByRole("status")).toHaveText("Quote version 3 saved");
  await expect(page.getByText("Version 2: Accepted by Mei Kato, ")).toBeVisible();
  await page.getByRole("link", { name: "Back to the enquiry" }).click();
  await expect(page.locator(".admin-enquiry-history")).toContainText("Booked to Quoted");
  await page.goto(`/admin/calendar?month=${eventDate.slice(0, 7)}`);
  await expect(onCalendar("quoted")).toBeVisible();
  await expect(onCalendar("booked")).toHaveCount(0);
  const again = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  const againPage = await again.newPage();
  // Not sent yet: the client's link shows what they accepted, with nothing to answer.
  await againPage.goto(firstLink!);
  await expect(againPage.getByRole("table", { name: "Version 2" })).toBeVisible();
  await expect(againPage.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
  await expect(againPage.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await page.goto(`/admin/enquiries/${id}/quote`);
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByRole("status")).toHaveText(`Quote sent to ${email}`);
  await againPage.goto(firstLink!);
  await expect(againPage.getByRole("table", { name: "Version 3" })).toContainText("$110.00");
  await expect(againPage.getByRole("button", { name: "Accept quote" })).toBeVisible();
  await again.close();
});
