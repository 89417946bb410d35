// Admin users for browser tests, created and removed through the domain layer. A test that is
// not about signing in starts signed in: each worker signs in one Owner and one Staff user over
// HTTP once, and `test.use({ signedInAs })` gives a test's browser that session's cookies.
import type { Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { connectDatabase } from "#app/infra/db.server.ts";
import { createTestAdmin, deleteTestAdmins, type TestAdmin, uniqueEmail } from "#tests/support/admin-users.ts";
import { test as base, expect } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { phoneJpeg } from "#tests/support/images.ts";

type Role = "owner" | "staff";
type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>["storageState"]>>;
/** A worker's signed-in user: who, and the cookies of the portal session. */
type WorkerSession = TestAdmin & { storageState: StorageState };

type Fixtures = {
  /** The worker's connection to the test database, open for every test (a file's hooks may close it). */
  database: undefined;
  admin: TestAdmin;
  staff: TestAdmin;
  /** E-mails of users the test made, deleted after it. */
  cleanupEmails: string[];
  /** A unique e-mail under `prefix` for a user the test makes through the pages, deleted after it. */
  freshEmail: (prefix: string) => string;
  /** Whose portal session the test's browser starts with (none unless a file or test says). */
  signedInAs: Role | undefined;
  /** The worker's signed-in Owner (the user `signedInAs: "owner"` is). */
  owner: TestAdmin;
  /** The worker's signed-in Staff user (the user `signedInAs: "staff"` is). */
  crew: TestAdmin;
};
type WorkerFixtures = { workerSessions: Record<Role, WorkerSession> };

/** Signs `admin` in with the login form's POST, without a page: the session's cookies. */
export async function signInOverHttp(
  admin: { email: string; password: string },
  baseURL: string,
): Promise<StorageState> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.post("/admin/login", {
      form: { email: admin.email, password: admin.password },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    if (response.status() !== 302) throw new Error(`portal sign-in failed: ${response.status()}`);
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerSessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern; this fixture has none.
    async ({}, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      await connectDatabase(process.env.MONGODB_URI ?? "");
      const users = {
        owner: await createTestAdmin("worker-owner"),
        staff: await createTestAdmin("worker-crew", "staff"),
      };
      const sessions = {
        owner: { ...users.owner, storageState: await signInOverHttp(users.owner, baseURL) },
        staff: { ...users.staff, storageState: await signInOverHttp(users.staff, baseURL) },
      };
      await use(sessions);
      // A file's own hooks may have closed the worker's connection meanwhile.
      await connectDatabase(process.env.MONGODB_URI ?? "");
      await deleteTestAdmins([users.owner.email, users.staff.email]);
    },
    { scope: "worker" },
  ],
  database: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern; this fixture has none.
    async ({}, use) => {
      await connectDatabase(process.env.MONGODB_URI ?? "");
      await use(undefined);
    },
    { auto: true },
  ],
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, workerSessions, storageState }, use) => {
    await use(signedInAs ? workerSessions[signedInAs].storageState : storageState);
  },
  owner: async ({ workerSessions }, use) => {
    const { storageState: _, ...owner } = workerSessions.owner;
    await use(owner);
  },
  crew: async ({ workerSessions }, use) => {
    const { storageState: _, ...crew } = workerSessions.staff;
    await use(crew);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern; this fixture has none.
  cleanupEmails: async ({}, use) => {
    const emails: string[] = [];
    await use(emails);
    if (emails.length === 0) return;
    await connectDatabase(process.env.MONGODB_URI ?? "");
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

/** Opens a portal page in a browser that starts signed in (`signedInAs`), and checks it stayed there. */
export async function openPortal(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
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

/** The portal sections a Staff user's bar and dashboard show, in order (the table of rights). */
export const STAFF_SECTIONS = [
  "Live status",
  "Events",
  "Menu",
  "Press",
  "Banner",
  "Closures",
  "Enquiries",
  "Calendar",
  "Weekly mail",
];
