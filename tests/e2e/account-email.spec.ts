// A staff member changes their own e-mail on My Account, on a phone (390 x 844), JavaScript on
// and off (issue 27): without the current password it is refused beside the field; with it the
// page says where to look and that it is waiting; the link mailed to the new address confirms the
// change, and the account then signs in as the new address.
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { expect, openAsAdmin, signIn, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("changing one's own e-mail needs the password and the new address's link", async ({ page, admin, freshEmail }) => {
  const newEmail = freshEmail("moved-e2e");
  await openAsAdmin(page, admin, "/admin/account");
  const form = page.getByRole("form", { name: "Change E-mail" });
  await expect(form).toContainText(`You sign in as ${admin.email}.`);

  await form.getByLabel("New E-mail").fill(newEmail);
  await form.getByRole("button", { name: "Change E-mail" }).click();
  await expect(form.getByText("Enter your current password to change it").first()).toBeVisible();
  // The field keeps what was typed, with or without JavaScript.
  await expect(form.getByLabel("New E-mail")).toHaveValue(newEmail);

  await form.getByLabel("Current Password").fill(admin.password);
  await form.getByRole("button", { name: "Change E-mail" }).click();
  await expect(page.getByRole("status")).toHaveText(`Check ${newEmail} to confirm the change`);
  await expect(form).toContainText(`Waiting for you to follow the link sent to ${newEmail}.`);
  await expect(page.getByText(`Signed in as ${admin.email}.`)).toBeVisible();

  const mail = await OutboxMessage.findOne({ kind: "email-change-confirm", to: newEmail }).lean();
  const link = /https?:\/\/\S+(\/admin\/email-change\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByText(`Make ${newEmail} the e-mail your staff account signs in with.`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(`Your account's e-mail is now ${newEmail}.`);

  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByText(`Signed in as ${newEmail}.`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, { email: newEmail, password: admin.password });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
