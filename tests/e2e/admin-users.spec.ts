import type { Page } from "@playwright/test";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { answerNextDialog } from "#tests/support/dialogs.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expect, signIn, test } from "./admin-fixtures.ts";

async function openUsers(page: Page, admin: { email: string; password: string }) {
  await page.goto("/admin/login?redirect=%2Fadmin%2Fusers");
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/users$/);
}

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("the signed-in admin's own row says You and offers no toggle or delete", async ({ page, admin }) => {
  await openUsers(page, admin);
  const table = page.getByRole("table");
  for (const column of ["Email", "Status", "Created", "Last Login", "Actions"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const row = rowOf(page, admin.email);
  await expect(row.getByText("You", { exact: true })).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Edit ${admin.email}` })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("link", { name: /Delete/ })).toHaveCount(0);
});

test("staff add a user, with the spec's password rules", async ({ page, admin, freshEmail }) => {
  await openUsers(page, admin);
  const email = freshEmail("added");
  await page.getByRole("link", { name: "Add User" }).click();
  const form = page.getByRole("form", { name: "Add User" });

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("short");
  await form.getByLabel("Confirm Password").fill("short");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await form.getByLabel("Confirm Password").fill("long-enough-2");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await form.getByLabel("Confirm Password").fill("long-enough-1");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByRole("status")).toHaveText("User created successfully");
  const row = rowOf(page, email);
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("Never")).toBeVisible();
});

test("staff edit, deactivate, activate and delete another user", async ({
  page,
  admin,
  cleanupEmails,
  freshEmail,
  javaScriptEnabled,
}) => {
  const other = await (await import("#tests/support/admin-users.ts")).createTestAdmin("other");
  cleanupEmails.push(other.email);
  // With JavaScript the page's clock is Playwright's (running as usual until the test stops it).
  if (javaScriptEnabled) await page.clock.install();
  await openUsers(page, admin);

  // Edit: a new e-mail, the password left blank.
  const renamed = freshEmail("renamed");
  await rowOf(page, other.email)
    .getByRole("link", { name: `Edit ${other.email}` })
    .click();
  const form = page.getByRole("form", { name: "Edit User" });
  await expect(form.getByLabel("Email")).toHaveValue(other.email);
  await form.getByLabel("Email").fill(renamed);
  await form.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByRole("status")).toHaveText("User updated successfully");
  const row = rowOf(page, renamed);
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Deactivate ${renamed}` }).click();
  await expect(page.getByRole("status")).toHaveText("User deactivated successfully");
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Activate ${renamed}` }).click();
  await expect(page.getByRole("status")).toHaveText("User activated successfully");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  const question = `Delete user "${renamed}"? This cannot be undone.`;
  const deleteLink = () => rowOf(page, renamed).getByRole("link", { name: `Delete ${renamed}` });
  if (javaScriptEnabled) {
    // Cancelling the question keeps the user: nothing is posted (the link would post from its
    // click handler, so by the next frame a delete would be on its way), and the user is still
    // there after a reload and in the database.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const declined = answerNextDialog(page, "dismiss");
    await deleteLink().click();
    expect(declined()).toBe(question);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(posts, "requests posted after the question was cancelled").toEqual([]);
    await page.reload();
    await expect(rowOf(page, renamed)).toBeVisible();
    expect(await AdminUser.countDocuments({ email: renamed })).toBe(1);

    // Confirmed, it deletes. The success message clears after five seconds (spec), on the
    // page's clock, stopped here so the five seconds are counted exactly.
    await whenHydrated(deleteLink());
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const accepted = answerNextDialog(page, "accept");
    await deleteLink().click();
    const status = page.getByRole("status");
    await expect(status).toHaveText("User deleted successfully");
    expect(accepted()).toBe(question);
    await page.clock.runFor(4_900);
    await expect(status).toHaveText("User deleted successfully");
    await page.clock.runFor(200);
    await expect(status).toBeHidden();
  } else {
    await deleteLink().click();
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("User deleted successfully");
    // Without JavaScript it was a one-time message: gone on the next visit.
    await page.reload();
    await expect(page.getByRole("status")).toHaveCount(0);
  }
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect(await AdminUser.countDocuments({ email: renamed })).toBe(0);
});
