import type { Page } from "@playwright/test";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { answerNextDialog, cancelDelete } from "#tests/support/dialogs.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

// Signed in once per worker: these tests are about the pages, not about signing in.
test.use({ signedInAs: "owner" });

const openUsers = (page: Page) => openPortal(page, "/admin/users");

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("the signed-in admin's own row says You and offers no toggle or delete", async ({ page, owner }) => {
  await openUsers(page);
  const table = page.getByRole("table");
  for (const column of ["Email", "Status", "Created", "Last Login", "Actions"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const row = rowOf(page, owner.email);
  await expect(row.getByText("You", { exact: true })).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Edit ${owner.email}` })).toBeVisible();
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("link", { name: /Delete/ })).toHaveCount(0);
});

test("staff add a user, with the spec's password rules", async ({ page, freshEmail }) => {
  await openUsers(page);
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
  cleanupEmails,
  freshEmail,
  javaScriptEnabled,
}) => {
  const other = await (await import("#tests/support/admin-users.ts")).createTestAdmin("other");
  cleanupEmails.push(other.email);
  // With JavaScript the page's clock is Playwright's (running as usual until the test stops it).
  if (javaScriptEnabled) await page.clock.install();
  await openUsers(page);

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
    // Cancelling the question keeps the user: after a reload it is on the page and in the database.
    await cancelDelete(page, deleteLink(), question);
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
