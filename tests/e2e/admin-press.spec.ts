// Staff manage press coverage in the portal: a new article starts as a draft (not public),
// publishing it puts it on /press, an edit shows there, deleting removes it. JS on and off.
import type { Page } from "@playwright/test";
import { findAdminArticle, updatePressArticle } from "#app/domain/press/press.server.ts";
import { PressArticle } from "#app/models/press-article.server.ts";
import { uniqueName } from "#tests/support/database.ts";
import { answerNextDialog, cancelDelete } from "#tests/support/dialogs.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { choosePhoto, expect, openPortal, test, UPLOADED_IMAGE } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const titles: string[] = [];
test.afterAll(async () => {
  await PressArticle.deleteMany({ title: { $in: titles } });
});

const openPress = (page: Page) => openPortal(page, "/admin/press");

const cardOf = (page: Page, title: string) => page.locator(".admin-press-card").filter({ hasText: title });

async function publicPressShows(page: Page, title: string, shown: boolean) {
  await page.goto("/press");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press");
  await expect(page.getByRole("link", { name: title })).toHaveCount(shown ? 1 : 0);
}

test("staff add a draft, publish it, edit it and delete it; /press follows", async ({ page, javaScriptEnabled }) => {
  const title = uniqueName("Sando Spotlight");
  const renamed = `${title} (updated)`;
  titles.push(title, renamed);
  await openPress(page);

  await page.getByRole("link", { name: "Add New Article" }).click();
  await expect(page).toHaveURL(/\/admin\/press\/new$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Publication").fill("Noozhawk");
  await page.getByLabel("Date Published").fill("2026-04-02");
  await page.getByLabel("Article URL").fill("https://example.com/sando-spotlight");
  await page.getByLabel("Short Blurb (optional)").fill("Crisp panko, soft shokupan.");
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  // A required field left empty is refused beside it, with what was typed kept.
  await page.getByLabel("Publication").fill("");
  await page.getByRole("button", { name: "Create Article" }).click();
  if (javaScriptEnabled) await expect(page.getByText("Publication is required")).toBeVisible();
  else await expect(page).toHaveURL(/\/admin\/press\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Publication").fill("Noozhawk");
  // With JavaScript, typing the missing value clears its message (the button moves up a line).
  if (javaScriptEnabled) await expect(page.getByText("Publication is required")).toBeHidden();
  await page.getByRole("button", { name: "Create Article" }).click();

  await expect(page).toHaveURL(/\/admin\/press$/);
  await expect(page.getByRole("status")).toHaveText("Article created successfully");
  const card = cardOf(page, title);
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(card.getByText("No Thumbnail")).toBeVisible();
  await expect(card.getByText("Noozhawk")).toBeVisible();
  await expect(card.getByText("April 2, 2026")).toBeVisible();
  await publicPressShows(page, title, false);

  // Publish with a new title and a thumbnail.
  await page.goto("/admin/press");
  await cardOf(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/press\/edit\/[0-9a-f]{24}$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Date Published")).toHaveValue("2026-04-02");
  await page.getByLabel("Title").fill(renamed);
  await choosePhoto(page, "Thumbnail", javaScriptEnabled);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByRole("status")).toHaveText("Article updated successfully");
  await expect(cardOf(page, renamed).getByText("Published", { exact: true })).toBeVisible();
  await expect(cardOf(page, renamed).locator("img")).toHaveAttribute("src", UPLOADED_IMAGE);
  await publicPressShows(page, renamed, true);
  const publicCard = page.locator(".press-card").filter({ hasText: renamed });
  await expect(publicCard.getByText("Crisp panko, soft shokupan.")).toBeVisible();
  await expect(publicCard.locator("img")).toHaveAttribute("src", UPLOADED_IMAGE);

  // Delete.
  await page.goto("/admin/press");
  const published = cardOf(page, renamed);
  const deleteLink = published.getByRole("link", { name: `Delete ${renamed}` });
  if (javaScriptEnabled) {
    const question = `Are you sure you want to delete this article?\n\n${renamed}`;
    // Cancelling the question keeps the article: after a reload it is on the page, in the
    // database and on /press.
    await whenHydrated(deleteLink);
    await cancelDelete(page, deleteLink, question);
    await expect(published).toBeVisible();
    expect(await PressArticle.countDocuments({ title: renamed })).toBe(1);
    await publicPressShows(page, renamed, true);

    // Confirmed, it deletes.
    await page.goto("/admin/press");
    await whenHydrated(deleteLink);
    const accepted = answerNextDialog(page, "accept");
    await deleteLink.click();
    await expect(page.getByRole("status")).toHaveText("Article deleted successfully");
    expect(accepted()).toBe(question);
  } else {
    await deleteLink.click();
    await expect(page.getByText("Are you sure you want to delete this article?")).toBeVisible();
    await expect(page.getByRole("main").getByText(renamed)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("Article deleted successfully");
  }
  await expect(cardOf(page, renamed)).toHaveCount(0);
  expect(await PressArticle.countDocuments({ title: renamed })).toBe(0);
  await publicPressShows(page, renamed, false);
});

test("a stale edit form is refused instead of overwriting someone else's save", async ({ page }) => {
  const title = uniqueName("Stale Form Story");
  titles.push(title);
  const created = await PressArticle.create({
    title,
    publication: "Edhat",
    url: "https://example.com/stale",
    date_published: new Date("2026-01-05T00:00:00Z"),
    status: "draft",
  });
  const id = created._id.toString();
  await openPress(page);
  await page.goto(`/admin/press/edit/${id}`);
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // Meanwhile a colleague saves the article.
  const current = (await findAdminArticle(id))!;
  await updatePressArticle(
    id,
    {
      title,
      publication: "Colleague's edit",
      url: current.url,
      date_published: current.date_published,
      blurb: "",
      thumbnail: "",
      status: "draft",
    },
    current.__v,
  );

  await page.getByLabel("Publication").fill("My edit");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(
    page.getByText("This article was changed by someone else while you were editing. Reload to see their changes."),
  ).toBeVisible();
  expect((await findAdminArticle(id))?.publication).toBe("Colleague's edit");
});

test("an unknown article id shows 'Article not found'", async ({ page }) => {
  await openPress(page);
  for (const id of ["0123456789abcdef01234567", "not-an-id"]) {
    const response = await page.goto(`/admin/press/edit/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
  }
});
