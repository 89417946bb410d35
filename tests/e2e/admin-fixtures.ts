// Admin users for browser tests, created and removed through the domain layer.
import type { Page } from "@playwright/test";
import { test as base, expect } from "#tests/support/browser-test.ts";
import { connectDatabase } from "#app/infra/db.server.ts";
import { createTestAdmin, deleteTestAdmins, type TestAdmin, uniqueEmail } from "#tests/support/admin-users.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { phoneJpeg } from "#tests/support/images.ts";

type Fixtures = {
  admin: TestAdmin;
  staff: TestAdmin;
  /** E-mails of users the test made, deleted after it. */
  cleanupEmails: string[];
  /** A unique e-mail under `prefix` for a user the test makes through the pages, deleted after it. */
  freshEmail: (prefix: string) => string;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern; this fixture has none.
  cleanupEmails: async ({}, use) => {
    const emails: string[] = [];
    await use(emails);
    await deleteTestAdmins(emails);
  },
  freshEmail: async ({ cleanupEmails }, use) => {
    await use((prefix) => {
      const email = uniqueEmail(prefix);
      cleanupEmails.push(email);
      return email;
    });
  },
  admin: async ({ cleanupEmails }, use) => {
    await connectDatabase(process.env.MONGODB_URI ?? "");
    const admin = await createTestAdmin("e2e");
    cleanupEmails.push(admin.email);
    await use(admin);
  },
  /** A Staff user (issue 18): no users, no subscribers. */
  staff: async ({ cleanupEmails }, use) => {
    await connectDatabase(process.env.MONGODB_URI ?? "");
    const staff = await createTestAdmin("crew", "staff");
    cleanupEmails.push(staff.email);
    await use(staff);
  },
});

export { expect };

/**
 * Fills in the login form on the current page and submits it. With JavaScript, once React has
 * hydrated the form: a form submitted while the page hydrates can be lost (the page stays on the
 * login form), and one submitted before it lands on a page that still has to hydrate.
 */
export async function signIn(page: Page, admin: { email: string; password: string }): Promise<void> {
  const login = page.getByRole("button", { name: "Login" });
  // The page's own scripts set React Router's context; without JavaScript they never ran.
  if (await page.evaluate(() => "__reactRouterContext" in window)) await whenHydrated(login);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await login.click();
}

/** Signs in from the login page with `path` as the redirect, and lands on `path`. */
export async function openAsAdmin(page: Page, admin: { email: string; password: string }, path: string): Promise<void> {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, admin);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The URL an uploaded image is saved under (local storage: the 1200-wide WebP). */
export const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{16,64}-1200\.webp$/;

/** Chooses a phone photo in the admin form's image field labelled `label`. */
export async function choosePhoto(page: Page, label: string, javaScriptEnabled: boolean): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  // With JavaScript the upload starts from React's change handler: wait until it is attached
  // (React keeps its props on the element once hydrated), or the file would go unnoticed.
  if (javaScriptEnabled) {
    await expect
      .poll(() => input.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
      .toBe(true);
  }
  await input.setInputFiles({
    name: "katsu.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(await phoneJpeg()),
  });
  // With JavaScript it uploads at once, and its stored URL replaces the local preview.
  if (javaScriptEnabled) await expect(page.getByAltText(`${label} preview`)).toHaveAttribute("src", UPLOADED_IMAGE);
}
