// A staff member's own account page, on a phone, with JavaScript on and off: reached from their
// e-mail in the portal's menu, it lists where they are signed in; they sign out the other
// device, then change their password (the current one first), and sign out everywhere. It also
// lists the devices remembered for sign-in (device cookies), and forgets one.
import { mkdirSync } from "node:fs";
import { expect, openAsAdmin, signIn, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("staff see their sessions, sign out another device and change their password", async ({
  page,
  browser,
  admin,
  javaScriptEnabled,
}) => {
  // Another device first: a second browser context signed in as the same person.
  const otherDevice = await browser.newContext({ javaScriptEnabled });
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/admin/login");
  await signIn(otherPage, admin);
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);

  await openAsAdmin(page, admin, "/admin/dashboard");
  await page.getByText("Admin menu").click();
  await page.getByRole("link", { name: `Account: ${admin.email}` }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
  const rows = page.getByRole("region", { name: "Where you are signed in" }).locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);

  // Sign out the other device: its next page is the login page.
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out / })
    .click();
  await expect(page.getByRole("status")).toHaveText("Signed out of that session");
  await expect(rows).toHaveCount(1);
  await otherPage.goto("/admin/users");
  await expect(otherPage).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fusers$/);
  await otherDevice.close();

  // The password changes only with the right current password.
  const passwordForm = page.getByRole("form", { name: "Change Password" });
  await passwordForm.getByLabel("Current Password").fill("not-my-password");
  await passwordForm.getByLabel("New Password", { exact: true }).fill("a-fresh-katsu-password");
  await passwordForm.getByLabel("Confirm New Password").fill("a-fresh-katsu-password");
  await passwordForm.getByRole("button", { name: "Change Password" }).click();
  await expect(passwordForm.getByText("Current password is incorrect").first()).toBeVisible();
  await passwordForm.getByLabel("Current Password").fill(admin.password);
  await passwordForm.getByLabel("New Password", { exact: true }).fill("a-fresh-katsu-password");
  await passwordForm.getByLabel("Confirm New Password").fill("a-fresh-katsu-password");
  await passwordForm.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("status")).toHaveText("Password changed. Your other sessions were signed out.");

  // Sign out everywhere, this device included; the new password signs back in.
  await page.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faccount$/);
  await signIn(page, { email: admin.email, password: "a-fresh-katsu-password" });
  await expect(page).toHaveURL(/\/admin\/account$/);
});

test("staff see the browser they signed in with among their remembered devices, and forget it", async ({
  page,
  admin,
  javaScriptEnabled,
}, testInfo) => {
  await openAsAdmin(page, admin, "/admin/account");
  const devices = page.getByRole("region", { name: "Remembered devices" });
  const rows = devices.locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Chrome");
  await expect(rows.first().getByText("This browser")).toBeVisible();

  // Screenshots of the page, at a phone's width and a laptop's, for a person to look at.
  const shots = "/tmp/i27-devices-shots";
  mkdirSync(shots, { recursive: true });
  const project = javaScriptEnabled ? "js" : "no-js";
  await devices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/my-account-390-${project}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/my-account-1280-${project}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  testInfo.annotations.push({ type: "screenshots", description: shots });

  await devices.getByRole("button", { name: "Forget this browser" }).click();
  await expect(page.getByRole("status")).toHaveText("Device forgotten");
  await expect(rows).toHaveCount(0);
  await expect(devices.getByText("No remembered devices")).toBeVisible();
  // Still signed in: forgetting a device ends no session.
  await expect(page).toHaveURL(/\/admin\/account$/);
});
