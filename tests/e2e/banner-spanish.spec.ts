// Issue 49 in the browser, at 390 px with JavaScript on and off: an Owner types the banner in
// English and in Spanish; the preview shows both languages' banners (with JavaScript, as the
// Owner types); a Spanish visitor reads the Spanish on /es while the English home is unchanged;
// a text without Spanish shows in English, marked. A Staff member sees the banner's line under
// "Needs Spanish" shrink as they type its Spanish, and go once the rest is marked the same.
import { withBanner } from "#tests/support/banner-lock.ts";
import { uniqueName } from "#tests/support/database.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  test("types the banner in both languages; /es shows the Spanish, / the English", async ({
    page,
    javaScriptEnabled,
  }) => {
    await withBanner({ is_active: false, message: "Hidden before the test" }, async () => {
      const message = uniqueName("Closed Monday for the holiday");
      await openPortal(page, "/admin/banner");
      await page.getByLabel("Show the banner on the website").check();
      await page.getByLabel("Message", { exact: true }).fill(message);
      const spanish = page.getByLabel("Message in Spanish");
      await expect(spanish).toHaveAttribute("lang", "es");
      await spanish.fill("Cerrado el lunes por el feriado");
      await page.getByLabel("Link Text (optional)", { exact: true }).fill("See the stops");
      await page.getByLabel("Link Text in Spanish (optional)").fill("Ver las paradas");
      await page.getByLabel("Link URL (optional)").fill("/popup-locations");
      const spanishPreview = page.getByTestId("banner-preview-es");
      if (javaScriptEnabled) {
        await expect(page.getByTestId("banner-preview")).toContainText(message);
        await expect(spanishPreview).toHaveText("Cerrado el lunes por el feriadoVer las paradas");
      }
      await page.getByRole("button", { name: "Save Banner Settings" }).click();
      await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
      await expect(spanishPreview).toHaveText("Cerrado el lunes por el feriadoVer las paradas");
      await expect(page.getByText("Shown in English until it has its Spanish.")).toHaveCount(0);

      await page.goto("/es");
      const banner = page.getByRole("complementary", { name: "Aviso" });
      await expect(banner).toContainText("Cerrado el lunes por el feriado");
      await expect(banner.getByRole("link", { name: "Ver las paradas" })).toHaveAttribute("href", "/popup-locations");
      await expect(banner.locator('[lang="en"]')).toHaveCount(0);
      await page.goto("/");
      const english = page.getByRole("complementary", { name: "Announcement" });
      await expect(english).toContainText(message);
      await expect(english.getByRole("link", { name: "See the stops" })).toBeVisible();

      // Without its Spanish, the message shows in English on /es, marked so; the preview says so.
      await page.goto("/admin/banner");
      await page.getByLabel("Message in Spanish").fill("");
      if (javaScriptEnabled) await expect(spanishPreview.locator('[lang="en"]')).toHaveText(message);
      await page.getByRole("button", { name: "Save Banner Settings" }).click();
      await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
      await expect(page.getByText("Shown in English until it has its Spanish.")).toBeVisible();
      await page.goto("/es/menu");
      await expect(page.getByRole("complementary", { name: "Aviso" }).locator('[lang="en"]')).toHaveText(message);
    });
  });
});

test.describe("a Staff member", () => {
  test.use({ signedInAs: "staff" });

  test("sees what the banner still needs in Spanish fall as they type it, and go once the rest stays the same", async ({
    page,
  }) => {
    const message = uniqueName("Sold out of pork today");
    await withBanner(
      { is_active: true, message, link_text: "Find us tomorrow", link_url: "/popup-locations" },
      async () => {
        const line = (texts: string) => page.getByRole("link", { name: `${message} (banner): ${texts}` });
        await openPortal(page, "/admin/dashboard");
        await expect(page.getByText(/^\d+ texts? needs? Spanish$/)).toBeVisible();
        await page.getByText("Which ones").click();
        await expect(line("message, link text")).toHaveAttribute("href", "/admin/banner");

        await line("message, link text").click();
        await page.getByLabel("Message in Spanish").fill("Se acabó el cerdo por hoy");
        await page.getByRole("button", { name: "Save Banner Settings" }).click();
        await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
        await page.goto("/admin/dashboard");
        await page.getByText("Which ones").click();
        await expect(line("link text")).toBeVisible();

        await page.goto("/admin/banner");
        await page.getByRole("checkbox", { name: "Same in Spanish (Link Text)" }).check();
        await page.getByRole("button", { name: "Save Banner Settings" }).click();
        await expect(page.getByRole("status")).toHaveText("Banner settings saved successfully!");
        await page.goto("/admin/dashboard");
        await expect(page.getByRole("link", { name: new RegExp(`^${message} \\(banner\\)`) })).toHaveCount(0);
      },
    );
  });
});
