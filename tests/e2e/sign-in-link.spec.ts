// The one-time sign-in link (mailed when an account's password sign-in is paused) signs in from
// a phone, with JavaScript on and off. Without JavaScript it once failed: the page's
// `no-referrer` policy made the button's form post carry `Origin: null`, which React Router
// refuses as a cross-site action ("Bad Request").
import { offerSignInLink } from "#app/domain/staff/sign-in-links.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { expect, test } from "./admin-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("the mailed sign-in link signs in with one tap", async ({ page, admin }) => {
  await offerSignInLink(admin.email);
  const mail = await OutboxMessage.findOne({ kind: "sign-in-link", to: admin.email }).lean();
  const path = /https?:\/\/\S+?(\/admin\/sign-in-link\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(path).toBeDefined();
  await page.goto(path!);
  await expect(page.getByText(`Sign in to the staff portal as ${admin.email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});
