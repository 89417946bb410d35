// The browser's own dialogs (confirm() before a delete or a logout), answered in browser tests.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Answers the next dialog the page opens. The function returned gives the dialog's message once
 * it has opened, "" before.
 */
export function answerNextDialog(page: Page, answer: "accept" | "dismiss"): () => string {
  let message = "";
  page.once("dialog", (dialog) => {
    message = dialog.message();
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return () => message;
}

/**
 * A delete link that asks first (with JavaScript): cancelled, the record stays on the page;
 * confirmed, the page says `done`. Returns the question it asked.
 */
export async function deleteAfterAsking(page: Page, link: Locator, record: Locator, done: string): Promise<string> {
  answerNextDialog(page, "dismiss");
  await link.click();
  await expect(record).toBeVisible();
  const asked = answerNextDialog(page, "accept");
  await link.click();
  await expect(page.getByRole("status")).toHaveText(done);
  return asked();
}
