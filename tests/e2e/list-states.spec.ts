// The empty and error states of the public lists, against servers of their own: one with an
// empty database (and an analytics id set) and one whose database cannot be reached.
import { execFileSync } from "node:child_process";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { HIDDEN_PUBLIC_BANNER } from "#tests/support/banner-lock.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { expectNoAxeViolations } from "#tests/support/page-checks.ts";
import { signIn } from "./admin-fixtures.ts";

let emptyServer: ServerProcess | undefined;
let downServer: ServerProcess | undefined;
const emptyDatabase = `${testMongoBase()}/sando_empty_${Date.now()}_${process.pid}`;
const EMPTY_ADMIN = { email: "empty-lists@example.com", password: "empty-lists-password" };

// One worker runs this file's tests in turn, so its two servers start once per project, not once per worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  const unusedPort = await findFreePort();
  // One staff account, so the portal's empty lists can be seen too.
  execFileSync(
    process.execPath,
    ["scripts/create-admin.ts", "--email", EMPTY_ADMIN.email, "--password", EMPTY_ADMIN.password],
    {
      cwd: projectRoot,
      env: { ...process.env, MONGODB_URI: emptyDatabase },
      stdio: "ignore",
    },
  );
  [emptyServer, downServer] = await Promise.all([
    startServerProcess({ mongodbUri: emptyDatabase, env: { ANALYTICS_ID: "G-TEST12345" } }),
    startServerProcess({
      mongodbUri: `mongodb://127.0.0.1:${unusedPort}/sando_down`,
      waitForHealthy: false,
      env: { DATABASE_TIMEOUT_MS: "800" },
    }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([emptyServer?.stop(), downServer?.stop()]);
});

test("with no upcoming events the popup page says so", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto(`${emptyServer!.url}/popup-locations`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("No upcoming popup events scheduled. Check back soon!")).toBeVisible();
  await expect(page.locator(".event-card")).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("with no press articles the portal's press page says so", async ({ page }) => {
  await page.goto(`${emptyServer!.url}/admin/login?redirect=%2Fadmin%2Fpress`);
  await signIn(page, EMPTY_ADMIN);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press Management");
  await expect(page.getByText("No press articles yet.")).toBeVisible();
});

test("when events cannot be loaded the popup page shows the error with a 503", async ({ page }) => {
  const response = await page.goto(`${downServer!.url}/popup-locations`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("alert")).toHaveText(
    "Unable to load upcoming events. Please check back later or contact us for event information.",
  );
  await expect(page.getByRole("link", { name: "Book Catering" })).toBeVisible();
});

test("when press cannot be loaded the press page says so", async ({ page }) => {
  const response = await page.goto(`${downServer!.url}/press`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("alert")).toHaveText("Failed to load press");
  await expect(page.getByRole("link", { name: /Media Inquiries/ })).toBeVisible();
});

// No browser script is involved: it runs with the JavaScript project only (@http-only).
test("the public API reports the outage in its own shapes", { tag: "@http-only" }, async ({ request }) => {
  const events = await request.get(`${downServer!.url}/api/events`);
  expect(events.status()).toBe(503);
  expect(await events.json()).toMatchObject({ success: false, events: [] });
  const press = await request.get(`${downServer!.url}/api/press-articles`);
  expect(press.status()).toBe(503);
  expect(await press.json()).toEqual({ success: false, error: "Failed to load press" });
  const banner = await request.get(`${downServer!.url}/api/banner-settings`);
  expect(await banner.json()).toEqual(HIDDEN_PUBLIC_BANNER);
});

test("with an analytics id set, order clicks, form submissions and scroll depth are reported", async ({
  page,
  javaScriptEnabled,
}) => {
  // The measurement script itself is third-party: never fetched in tests.
  const scriptRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    scriptRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${emptyServer!.url}/menu`);
  if (!javaScriptEnabled) {
    // Without JavaScript nothing third-party loads at all.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
    expect(scriptRequests).toEqual([]);
    return;
  }
  await expect.poll(() => scriptRequests.length).toBe(1);
  expect(scriptRequests[0]).toContain("id=G-TEST12345");

  const reported = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === "event"),
    );
  // Following the phone link would leave the page; the click is what counts.
  await page
    .locator('a[href^="tel:"]')
    .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  await page.locator('a[href^="tel:"]').click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer").getByLabel("Subscribe to our newsletter").fill(`fan-${Date.now()}@example.com`);
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("footer").getByRole("status")).toHaveText(
    "Successfully subscribed!Please check your inbox: we sent you a link to confirm your address.",
  );

  await expect
    .poll(async () => (await reported()).map((entry) => entry[1]))
    .toEqual(expect.arrayContaining(["page_view", "order_click", "scroll_depth", "form_submit"]));
  const events = await reported();
  expect(events).toContainEqual(["event", "order_click", expect.objectContaining({ channel: "phone" })]);
  const depths = events
    .filter((entry) => entry[1] === "scroll_depth")
    .map((entry) => (entry[2] as { percent: number }).percent);
  expect(depths.sort((a, b) => a - b)).toEqual([25, 50, 75, 90]);
});
