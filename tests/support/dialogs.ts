// The browser's own dialogs (confirm() before a delete or a logout), answered in browser tests.
import { expect, type Locator, type Page, type Request } from "@playwright/test";

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
 * Clicks a delete link that asks first (with JavaScript, the link hydrated) and cancels: the
 * question is `question`, and nothing is posted (the link posts from its click handler, so by
 * the next frame a delete would be on its way). Then reloads the page, for the caller to find
 * the record still there.
 */
export async function cancelDelete(page: Page, link: Locator, question: string): Promise<void> {
  const posts: string[] = [];
  const notePost = (request: Request) => {
    if (request.method() === "POST") posts.push(request.url());
  };
  page.on("request", notePost);
  const declined = answerNextDialog(page, "dismiss");
  await link.click();
  expect(declined()).toBe(question);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  page.off("request", notePost);
  expect(posts, "requests posted after the question was cancelled").toEqual([]);
  await page.reload();
}
