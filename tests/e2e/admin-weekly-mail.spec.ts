// The portal's weekly schedule mail page on a phone: an Owner writes the week's note and sees it
// in the preview (HTML and plain text, as followers of each language get it), sends a test, skips the week and turns the mail off and
// on again; a Staff user sees the preview and none of the controls. The settings are one record
// that both projects share: the Owner's test holds its lock and leaves the settings as it found them.

import { uniqueName } from "#tests/support/database.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { withRecordLock } from "#tests/support/record-lock.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NOTE_LABEL = "A few words at the top of the next mail (optional)";
const PREVIEW = 'iframe[title="The next weekly mail as it looks in an inbox"]';

test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("writes the week's note, previews it, sends a test, skips the week and turns the mail off and on", async ({
    page,
    javaScriptEnabled,
  }) => {
    await withRecordLock("weekly-mail", async () => {
      await openPortal(page, "/admin/weekly-mail");
      if (javaScriptEnabled) await whenHydrated(page.getByLabel(NOTE_LABEL));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekly schedule mail");
      const before = await page.getByLabel(NOTE_LABEL).inputValue();
      try {
        const note = uniqueName("Back at the Goleta market on Thursday");
        await page.getByLabel(NOTE_LABEL).fill(note);
        await page.getByRole("button", { name: "Save note" }).click();
        await expect(page.getByRole("status")).toHaveText("The note for the weekly mail is saved.");
        await expect(page.frameLocator(PREVIEW).locator("body")).toContainText(note);
        await page.getByText("Plain text").click();
        await expect(page.locator(".admin-mail-text")).toContainText(note);
        await expect(page.locator(".admin-mail-text")).toContainText("/popup-locations");

        await page.getByRole("button", { name: "Send a test to me in English" }).click();
        await expect(page.getByRole("status")).toHaveText(
          "A test of the next weekly mail is on its way to your inbox.",
        );

        // The mail as followers who read Spanish get it (issue 50), and a test of it.
        const languages = page.getByRole("navigation", { name: "Preview for followers who read" });
        await languages.getByRole("link", { name: "Spanish" }).click();
        await expect(page).toHaveURL(/\/admin\/weekly-mail\?preview=es$/);
        await expect(languages.getByRole("link", { name: "Spanish" })).toHaveAttribute("aria-current", "page");
        await expect(page.getByText(/^Subject: Dónde está el Sando Truck esta semana: del /)).toBeVisible();
        await expect(page.frameLocator(PREVIEW).locator("body")).toContainText("Ver el horario");
        await expect(page.frameLocator(PREVIEW).locator(`p[lang="en"]`)).toHaveText(note);
        await page.getByRole("button", { name: "Send a test to me in Spanish" }).click();
        await expect(page.getByRole("status")).toHaveText(
          "A test of the next weekly mail is on its way to your inbox.",
        );
        await expect(page).toHaveURL(/\?preview=es$/);
        await languages.getByRole("link", { name: "English" }).click();
        await expect(page.frameLocator(PREVIEW).locator("body")).toContainText("See the schedule");

        await page.getByRole("button", { name: "Skip that week's mail" }).click();
        await expect(page.getByRole("status")).toHaveText("That week's mail is skipped.");
        await expect(page.getByText(/^Skipped: the mail of /)).toBeVisible();
        await page.getByRole("button", { name: "Send that week's mail after all" }).click();
        await expect(page.getByRole("status")).toHaveText("That week's mail goes out after all.");

        await page.getByRole("button", { name: "Turn the weekly mail off" }).click();
        await expect(page.getByText("The weekly mail is off.", { exact: true })).toBeVisible();
        await page.getByRole("button", { name: "Turn the weekly mail on" }).click();
        await expect(page.getByRole("status")).toHaveText("The weekly mail is on.");
        await expect(page.getByText("The weekly mail is off.", { exact: true })).toHaveCount(0);
      } finally {
        await page.getByLabel(NOTE_LABEL).fill(before);
        await page.getByRole("button", { name: "Save note" }).click();
        await expect(page.getByRole("status")).toHaveText("The note for the weekly mail is saved.");
      }
    });
  });

  test("a note over 500 characters is refused with the reason, and what was typed stays", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openPortal(page, "/admin/weekly-mail");
    if (javaScriptEnabled) await whenHydrated(page.getByLabel(NOTE_LABEL));
    const field = page.getByLabel(NOTE_LABEL);
    // The field stops at 500 characters; a page that allowed more would still be refused here.
    await field.evaluate((element) => element.removeAttribute("maxlength"));
    const long = `${"Katsu ".repeat(90)}sando`;
    await field.fill(long);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByRole("alert")).toHaveText("The note can be at most 500 characters.");
    await expect(page.getByLabel(NOTE_LABEL)).toHaveValue(long);
  });
});

test.describe("a Staff user", () => {
  test.use({ signedInAs: "staff" });

  test("sees when the next mail goes and its preview, and none of the Owner's controls", async ({ page }) => {
    await openPortal(page, "/admin/weekly-mail");
    await expect(page.getByRole("heading", { name: "Next mail" })).toBeVisible();
    await expect(page.frameLocator(PREVIEW).locator("body")).toContainText("See the schedule");
    for (const name of ["Save note", "Send a test to me", "Skip that week's mail", "Turn the weekly mail off"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
  });
});
