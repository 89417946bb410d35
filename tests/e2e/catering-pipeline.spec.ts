// Catering, part 1 (issue 35) on a phone (390 x 844), JavaScript on and off: a visitor sends an
// enquiry with the caterer's details; Staff find it through the inbox's filters, see the details,
// reply from a saved template, and the enquiry shows the reply and its history; then they mark it
// lost, which asks for the reason.
import { expect, openPortal, test } from "./admin-fixtures.ts";
import { chooseEventDate, fillContactDetails, THANK_YOU, truckToday } from "./catering-helpers.ts";

test.use({ viewport: { width: 390, height: 844 }, signedInAs: "staff" });

/** The 15th of the truck's next month, as chooseEventDate picks it (YYYY-MM-DD). */
function nextMonthsFifteenth(): string {
  const today = truckToday();
  const next = new Date(today.year, today.month, 15);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-15`;
}

test("a visitor's details reach staff, who reply from a template and move the enquiry on", async ({
  page,
  javaScriptEnabled,
  crew,
}) => {
  // Letters only: a name the template repeats (plainName) has no digits.
  const name = `Yui ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;
  await page.goto("/catering-events");
  await fillContactDetails(page, name);
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByLabel("Number of guests").fill("85");
  await page.getByLabel("Type of event").fill("Office lunch");
  await page.getByLabel("Start time").fill("11:30");
  await page.getByLabel("End time").fill("13:30");
  await page.getByLabel("Event address").fill("500 State St, Santa Barbara");
  await page.getByLabel("Service style").selectOption({ label: "Drop off" });
  await page.getByLabel("Power, parking and permits").fill("Loading zone behind the building.");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("status").filter({ hasText: THANK_YOU })).toBeVisible();

  // The inbox, narrowed to new enquiries for that day.
  const day = nextMonthsFifteenth();
  await openPortal(page, "/admin/enquiries");
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByLabel("Event from").fill(day);
  await page.getByLabel("Event to").fill(day);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`status=new&eventFrom=${day}&eventTo=${day}`));
  await expect(
    page.getByRole("navigation", { name: "Enquiries by status" }).getByRole("link", { name: /^New: \d+$/ }),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("85");
  await row.getByRole("link", { name }).click();

  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  for (const shown of [
    "85",
    "Office lunch",
    "11:30 AM to 1:30 PM",
    "500 State St, Santa Barbara",
    "Drop off",
    "Loading zone behind the building.",
  ]) {
    await expect(main).toContainText(shown);
  }

  // A reply from the "Quote" template (named with its language, issue 50), with the visitor's name filled in.
  await page.getByLabel("Start from").selectOption({ label: "Quote (English)" });
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue(/^Your catering enquiry for /);
  await expect(page.getByLabel("Your reply")).toHaveValue(new RegExp(`^Hi ${name},`));
  await page.getByLabel("Your reply").fill(`Hi ${name},\n\nLunch for 85 comes to $1,020.\n\nThe crew`);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Reply sent to hana-\d+@example\.com$/);
  await expect(main).toContainText("Lunch for 85 comes to $1,020.");
  const history = page.locator(".admin-enquiry-history");
  await expect(history).toContainText(`${crew.email}: Reply sent to`);
  await expect(history).toContainText(`${crew.email}: New to Replied`);

  // Lost asks for its reason; with one, the history keeps it.
  await page.getByRole("combobox", { name: "Status" }).selectOption("lost");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please give the reason the enquiry was lost");
  await page.getByLabel("Reason (when lost)").fill("Went with another caterer");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Enquiry marked lost");
  await expect(history).toContainText("Replied to Lost (Went with another caterer)");

  // The inbox's lost view lists it; the new view no longer does.
  await page.goto(`/admin/enquiries?status=lost&eventFrom=${day}&eventTo=${day}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Lost");
  await page.goto(`/admin/enquiries?status=new&eventFrom=${day}&eventTo=${day}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("a wrong detail is said beside its field, and everything typed is kept", async ({ page, javaScriptEnabled }) => {
  await page.goto("/catering-events");
  await fillContactDetails(page, "Ren Ito");
  await chooseEventDate(page, javaScriptEnabled);
  await page.getByLabel("Number of guests").fill("40");
  await page.getByLabel("Start time").fill("18:00");
  await page.getByLabel("End time").fill("17:00");
  await page.getByLabel("Service style").selectOption({ label: "Served from the truck" });
  await page.getByRole("button", { name: "SUBMIT" }).click();

  await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields");
  await expect(page.getByLabel("End time")).toHaveAccessibleDescription(
    "Please choose an end time after the start time",
  );
  await expect(page.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Number of guests")).toHaveValue("40");
  await expect(page.getByLabel("Start time")).toHaveValue("18:00");
  await expect(page.getByLabel("Service style")).toHaveValue("truck");
  await expect(page.getByLabel("Name")).toHaveValue("Ren Ito");
});
