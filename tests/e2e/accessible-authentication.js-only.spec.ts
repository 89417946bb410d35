// WCAG 2.2 success criterion 3.3.8 (Accessible Authentication) in the staff portal, as the
// accessibility statement claims it: every field of the sign-in form and of the forms that take a
// password accepts a pasted value, and says what it holds (autocomplete) so password managers can
// fill it. The paste is a real one, Ctrl+V from the browser's clipboard once the page has
// hydrated, so a page script that blocked it (a paste handler calling preventDefault) fails here.
// Only with JavaScript: the clipboard is filled by a script, and only a script could block a paste.
import type { Locator, Page } from "@playwright/test";
import { whenHydrated } from "#tests/support/hydration.ts";
import { expect, openPortal, test } from "./admin-fixtures.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** A field, what its autocomplete attribute must say, and the text pasted into it. */
type Expected = { label: string; autocomplete: string; pasted: string };

/** Puts `text` on the clipboard and pastes it over whatever `field` held, from the keyboard. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
}

/** Each field of `form` names its purpose and takes a pasted value. */
async function expectPasteAndAutocomplete(page: Page, form: Locator, fields: Expected[]): Promise<void> {
  await whenHydrated(form.getByRole("button").last());
  for (const { label, autocomplete, pasted } of fields) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute("autocomplete", autocomplete);
    await paste(page, field, pasted);
    await expect(field, `${label} takes a pasted value`).toHaveValue(pasted);
  }
}

test("the sign-in form takes a pasted e-mail and password, and signs in with them", async ({ page, admin }) => {
  await page.goto("/admin/login");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Login" }) });
  await expectPasteAndAutocomplete(page, form, [
    { label: "Email", autocomplete: "username", pasted: admin.email },
    { label: "Password", autocomplete: "current-password", pasted: admin.password },
  ]);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe("signed in", () => {
  test.use({ signedInAs: "owner" });

  test("the password fields of the account and user forms take pasted values", async ({ page, owner }) => {
    const newPassword = "a-pasted-katsu-password";
    await openPortal(page, "/admin/account");
    await expectPasteAndAutocomplete(page, page.getByRole("form", { name: "Change E-mail" }), [
      { label: "New E-mail", autocomplete: "email", pasted: "pasted-address@example.com" },
      { label: "Current Password", autocomplete: "current-password", pasted: owner.password },
    ]);
    await expectPasteAndAutocomplete(page, page.getByRole("form", { name: "Change Password" }), [
      { label: "Current Password", autocomplete: "current-password", pasted: owner.password },
      { label: "New Password", autocomplete: "new-password", pasted: newPassword },
      { label: "Confirm New Password", autocomplete: "new-password", pasted: newPassword },
    ]);

    // A new user's address is someone else's: the browser offers none of the owner's own.
    await openPortal(page, "/admin/users?new");
    await expectPasteAndAutocomplete(page, page.getByRole("form", { name: "Add User" }), [
      { label: "Email", autocomplete: "off", pasted: "new-crew@example.com" },
      { label: "Password", autocomplete: "new-password", pasted: newPassword },
      { label: "Confirm Password", autocomplete: "new-password", pasted: newPassword },
    ]);

    // Editing one's own user: a new password needs the current one.
    await openPortal(page, `/admin/users?edit=${owner.id}`);
    await expectPasteAndAutocomplete(page, page.getByRole("form", { name: "Edit User" }), [
      {
        label: "New Password (leave blank to keep the current one)",
        autocomplete: "new-password",
        pasted: newPassword,
      },
      { label: "Confirm Password", autocomplete: "new-password", pasted: newPassword },
      {
        label: "Current Password (needed to change your e-mail or password)",
        autocomplete: "current-password",
        pasted: owner.password,
      },
    ]);
  });
});
