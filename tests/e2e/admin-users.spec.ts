import type { Page } from "@playwright/test";
import { deleteAfterAsking } from "#tests/support/dialogs.ts";
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
  const deleteLink = row.getByRole("link", { name: `Delete ${renamed}` });
  if (javaScriptEnabled) {
    // Cancelling the question keeps the user.
    expect(await deleteAfterAsking(page, deleteLink, row, "User deleted successfully")).toBe(question);
    // With JavaScript the success message clears after five seconds.
    await expect(page.getByRole("status")).toBeHidden({ timeout: 8000 });
  } else {
    await deleteLink.click();
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("User deleted successfully");
    // Without JavaScript it was a one-time message: gone on the next visit.
    await page.reload();
    await expect(page.getByRole("status")).toHaveCount(0);
  }
  await expect(rowOf(page, renamed)).toHaveCount(0);
});
