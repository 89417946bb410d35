// The policy at work: a script injected into a real page (as an XSS would be) lacks the
// response's nonce, so Chromium refuses it and reports the violation the way every browser
// test's guard (tests/support/browser-test.ts) listens for.
import { expect, isCspViolation, test } from "#tests/support/browser-test.ts";

test("an injected inline script does not run and is reported as a violation", async ({ browser, baseURL }) => {
  // A context of its own: the guard of this test's own context must stay quiet.
  const context = await browser.newContext({ baseURL });
  try {
    const violations: string[] = [];
    context.on("console", (message) => {
      if (isCspViolation(message)) violations.push(message.text());
    });
    await context.route("**/menu", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>document.title = 'injected'</script></body>");
      await route.fulfill({ response, body: html });
    });
    const page = await context.newPage();
    await page.goto("/menu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
    await expect(page).toHaveTitle("Menu | Sando Truck");
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/script-src/);
  } finally {
    await context.close();
  }
});
