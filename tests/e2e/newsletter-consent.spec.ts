// Double opt-in on a phone (390 x 844), with JavaScript and without: subscribe from the footer and
// from /newsletter (with its topics), follow the confirmation link, then change the topics and
// unsubscribe through the signed preferences link (issue 31).
import { preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { useDatabaseInBrowserTests } from "#tests/support/browser-database.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { expectOnScreen, expectTouchTargets } from "#tests/support/on-screen.ts";

const emails: string[] = [];
useDatabaseInBrowserTests(() =>
  Promise.all([
    NewsletterSubscriber.deleteMany({ email: { $in: emails } }),
    OutboxMessage.deleteMany({ to: { $in: emails } }),
  ]),
);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

function uniqueEmail(name: string): string {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  emails.push(email);
  return email;
}

const CHECK_INBOX = "Please check your inbox: we sent you a link to confirm your address.";

/** The link in the confirmation mail the outbox holds for `email` (the only mail it holds). */
async function confirmationLink(email: string): Promise<string> {
  await expect.poll(() => OutboxMessage.countDocuments({ to: email })).toBe(1);
  const mail = await OutboxMessage.findOne({ to: email }).lean();
  expect(mail?.kind).toBe("newsletter-confirmation");
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(link).not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function confirm(page: import("@playwright/test").Page, email: string): Promise<void> {
  await page.goto(await confirmationLink(email));
  await expect(page.getByText(`Start sending the Sando Truck newsletter to ${email}?`)).toBeVisible();
  const button = page.getByRole("button", { name: "Confirm subscription" });
  await expectOnScreen(page, button, { belowHeader: true });
  await expectTouchTargets(button);
  await button.click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed." })).toBeVisible();
  await expect
    .poll(async () => (await NewsletterSubscriber.findOne({ email }).lean())?.confirmed_at instanceof Date)
    .toBe(true);
}

test("from the footer: subscribe, confirm by the link, welcomed once confirmed", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("footer-fan");
  await page.goto("/menu");
  const footer = page.locator("footer");
  await footer.getByLabel("Subscribe to our newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const status = javaScriptEnabled ? footer.getByRole("status") : page.locator("main").getByRole("status");
  await expect(status).toContainText("Successfully subscribed!");
  await expect(status).toContainText(CHECK_INBOX);

  await confirm(page, email);
  const record = await NewsletterSubscriber.findOne({ email }).lean();
  expect(record?.topics).toEqual(["weekly-schedule", "stop-changes", "news"]);
  expect(record?.consent?.form).toBe("footer");
  await expect.poll(() => OutboxMessage.countDocuments({ kind: "newsletter-welcome", to: email })).toBe(1);
});

test("from /newsletter with chosen topics; then the preferences link changes them and unsubscribes", async ({
  page,
}) => {
  const email = uniqueEmail("page-fan");
  await page.goto("/newsletter");
  const main = page.locator("main");
  const topics = main.getByRole("group", { name: "Topics" });
  for (const name of ["The week's schedule", "Changes to upcoming stops", "News and specials"]) {
    await expect(topics.getByRole("checkbox", { name: new RegExp(name) })).toBeChecked();
  }
  // Each choice's label is its target: the whole row takes the tap.
  await expectTouchTargets(topics.locator("label"));
  await topics.getByRole("checkbox", { name: /News and specials/ }).uncheck();
  await main.getByLabel("Email address").fill(email);
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(main.getByRole("status")).toContainText(CHECK_INBOX);

  await confirm(page, email);
  expect((await NewsletterSubscriber.findOne({ email }).lean())?.topics).toEqual(["weekly-schedule", "stop-changes"]);

  const preferences = new URL(preferencesUrl(email, { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET }));
  await page.goto(`${preferences.pathname}${preferences.search}`);
  await expect(page.getByText(`Mail to ${email}`)).toBeVisible();
  const choices = page.locator("main").getByRole("group", { name: "Topics" });
  await expect(choices.getByRole("checkbox", { name: /News and specials/ })).not.toBeChecked();
  await choices.getByRole("checkbox", { name: /News and specials/ }).check();
  await choices.getByRole("checkbox", { name: /The week's schedule/ }).uncheck();
  const save = page.getByRole("button", { name: "Save preferences" });
  await expectOnScreen(page, save, { belowHeader: true });
  await expectTouchTargets(save.or(page.getByRole("button", { name: "Unsubscribe" })));
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Your preferences are saved." })).toBeVisible();
  expect((await NewsletterSubscriber.findOne({ email }).lean())?.topics).toEqual(["stop-changes", "news"]);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have been unsubscribed." })).toBeVisible();
  await expect
    .poll(async () => (await NewsletterSubscriber.findOne({ email }).lean())?.unsubscribed_at instanceof Date)
    .toBe(true);
});
