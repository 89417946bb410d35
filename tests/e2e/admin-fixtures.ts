// Admin users for browser tests, created and removed through the domain layer.
import { test as base, expect, type Page } from "@playwright/test";
import { connectDatabase } from "../../app/db.server.ts";
import { createTestAdmin, deleteTestAdmins, type TestAdmin } from "../support/admin-users.ts";

type Fixtures = { admin: TestAdmin; cleanupEmails: string[] };

export const test = base.extend<Fixtures>({
  cleanupEmails: async ({}, use) => {
    const emails: string[] = [];
    await use(emails);
    await deleteTestAdmins(emails);
  },
  admin: async ({ cleanupEmails }, use) => {
    await connectDatabase(process.env.MONGODB_URI ?? "");
    const admin = await createTestAdmin("e2e");
    cleanupEmails.push(admin.email);
    await use(admin);
  },
});

export { expect };

/** Fills in the login form on the current page and submits it. */
export async function signIn(page: Page, admin: { email: string; password: string }): Promise<void> {
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
}
