// Campaigns on a phone (390 x 844), JavaScript on and off: an Owner writes one with an image
// (refused without alt text, keeping what was typed), previews it (HTML, with nothing typed
// turned into markup, and plain text), sends a test, sends it, and follows its progress in the
// history as the real mailing engine of the test server sends it to the followers of news (with
// JavaScript the page refreshes itself; without, a reload) until every one is sent. A follower of
// other topics only gets nothing. Staff are refused the pages.
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { uniqueEmail } from "#tests/support/admin-users.ts";
import { withBusinessDetails } from "#tests/support/business-details-lock.ts";
import { uniqueName } from "#tests/support/database.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { sendResultsFor } from "#tests/support/mailing-results.ts";
import { choosePhoto, expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PREVIEW = 'iframe[title="The campaign as it looks in an inbox"]';
const IMAGE_LABEL = "Image (optional)";
const ALT = "A katsu sando cut in half, steam rising";

test.describe("an Owner", () => {
  test.use({ signedInAs: "owner" });

  let emails: string[] = [];
  test.afterEach(async () => {
    await NewsletterSubscriber.deleteMany({ email: { $in: emails } });
    emails = [];
  });

  /** Three confirmed followers of news (one of other topics too), and one of other topics only. */
  async function makeFollowers(): Promise<{ news: string[]; other: string }> {
    const make = async (prefix: string, topics: string[], language: "en" | "es" = "en") => {
      const email = uniqueEmail(prefix);
      emails.push(email);
      await NewsletterSubscriber.create({ email, confirmed_at: new Date(), topics, language });
      return email;
    };
    return {
      news: [
        // Reads Spanish (issue 50).
        await make("campaign-news-a", ["news"], "es"),
        await make("campaign-news-b", ["news"]),
        await make("campaign-news-c", ["news", "stop-changes"]),
      ],
      other: await make("campaign-stops-only", ["stop-changes", "weekly-schedule"]),
    };
  }

  test("writes a campaign, previews it, tests it, sends it and sees its progress", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const subject = uniqueName("Yuzu katsu this Friday");
    const followers = await makeFollowers();
    const text = `Hello <script>alert("x")</script> friends!\n\nOrder at https://example.com/order. <a href=javascript:alert(1)>Win</a>`;
    await openPortal(page, "/admin/campaigns");
    await page.getByRole("link", { name: "Write a campaign" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write a campaign");
    if (javaScriptEnabled) await whenHydrated(page.getByLabel("Subject", { exact: true }));
    await page.getByLabel("Subject", { exact: true }).fill(subject);
    await page.getByLabel("Text", { exact: true }).fill(text);
    await choosePhoto(page, IMAGE_LABEL, javaScriptEnabled);

    // Without alt text the draft is refused, and what was typed stays.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("alert")).toHaveText("Describe the image for people who cannot see it.");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(subject);
    await expect(page.getByLabel("Text", { exact: true })).toHaveValue(text);

    await page.getByLabel("Image description (alt text)").fill(ALT);
    // A Spanish version is whole or absent (issue 50): a subject without its text is refused.
    const asunto = uniqueName("Katsu de yuzu este viernes");
    await page.getByLabel("Subject in Spanish (optional)").fill(asunto);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Write the text in Spanish too, or leave the subject in Spanish empty.",
    );
    await expect(page.getByLabel("Subject in Spanish (optional)")).toHaveValue(asunto);
    await page.getByLabel("Text in Spanish (optional)").fill("¡Hola, amigos! Pide en https://example.com/order.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toHaveText("The campaign is saved.");
    await expect(
      page.getByText(/^To \d+ followers of news and specials: \d+ get it in English, \d+ in Spanish\.$/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campaign draft");
    const campaignId = new URL(page.url()).pathname.split("/").at(-1)!;

    const mail = page.frameLocator(PREVIEW);
    await expect(mail.locator("body")).toContainText('Hello <script>alert("x")</script> friends!');
    await expect(mail.locator("body")).toContainText("<a href=javascript:alert(1)>Win</a>");
    await expect(mail.locator("script")).toHaveCount(0);
    await expect(mail.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(mail.getByRole("link", { name: "https://example.com/order" })).toHaveAttribute(
      "href",
      "https://example.com/order",
    );
    await expect(mail.getByAltText(ALT)).toHaveAttribute("src", /^\/uploads\/[0-9a-f]+-800\.webp$/);
    await page.getByText("Plain text").click();
    await expect(page.locator(".admin-mail-text")).toContainText(`[Image: ${ALT}]`);

    // The Spanish version as followers who read Spanish get it; its image keeps the English description.
    const languages = page.getByRole("navigation", { name: "Preview for followers who read" });
    await languages.getByRole("link", { name: "Spanish" }).click();
    await expect(page).toHaveURL(/\?preview=es$/);
    await expect(page.getByText(`Subject: ${asunto}`)).toBeVisible();
    await expect(mail.locator("body")).toContainText("¡Hola, amigos!");
    await expect(mail.getByText("Elige qué te enviamos")).toBeVisible();
    await page.getByText("Plain text").click();
    await expect(page.locator(".admin-mail-text")).toContainText(`[Imagen: ${ALT}]`);
    await languages.getByRole("link", { name: "English" }).click();
    await expect(page.getByText(`Subject: ${subject}`)).toBeVisible();

    // Mail to followers needs the truck's postal address: the details are held for the sending only.
    await withBusinessDetails({ postal_address: "Sando Truck, PO Box 1234, Goleta, CA 93117" }, async () => {
      await page.reload();
      await page.getByRole("button", { name: "Send a test to me in English" }).click();
      await expect(page.getByRole("status")).toHaveText("A test of the campaign is on its way to your inbox.");

      await page.getByRole("button", { name: "Send the campaign" }).click();
      await expect(page).toHaveURL(/\/admin\/campaigns$/);
      await expect(page.getByRole("status")).toHaveText("The campaign is on its way to the followers of news.");
      const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
      // Where it stands depends on how soon the engine starts it: whichever, the history shows it.
      await expect(entry).toContainText(/(Scheduled|Sending|Sent) (for|from) /);
      // With JavaScript the page must show the end by itself: a reload would lose this mark.
      if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      await expect.poll(async () => (await mailingProgress(campaignId))?.status, { timeout: 30_000 }).toBe("sent");
      const done = (await mailingProgress(campaignId))!;
      if (!javaScriptEnabled) await page.reload();
      await expect(entry).toContainText(`Sent from`, { timeout: 15_000 });
      await expect(entry).toContainText(`to ${done.total} followers.`);
      await expect(entry.locator("dd")).toHaveText([done.queued, done.sent, done.failed, done.skipped].map(String));
      expect(done).toMatchObject({ queued: 0, failed: 0 });
      expect(done.sent).toBeGreaterThanOrEqual(followers.news.length);
      if (javaScriptEnabled) expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);

      // Each follower of news got it once, in their language; the follower of other topics only, not at all.
      for (const follower of followers.news) {
        expect(await sendResultsFor(campaignId, follower), follower).toEqual(["sent"]);
      }
      expect(await sendResultsFor(campaignId, followers.other)).toBeNull();
    });
  });
});

test.describe("a Staff user", () => {
  test.use({ signedInAs: "staff" });

  test("has no Campaigns entry in the menu and is refused the pages", async ({ page }) => {
    await openPortal(page, "/admin/dashboard");
    await page.getByText("Admin menu").click();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Weekly mail" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Campaigns" })).toHaveCount(0);
    for (const path of ["/admin/campaigns", "/admin/campaigns/new"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText("You do not have permission to do that.")).toBeVisible();
    }
  });
});
