// The Playwright `test` of every browser test: a page that reports a Content-Security-Policy
// violation (Chromium logs each one as a console error, with JavaScript on or off) fails the
// test, so the policy is proven against what the pages really load.
import { test as base, type ConsoleMessage, expect } from "@playwright/test";

export function isCspViolation(message: ConsoleMessage): boolean {
  return message.type() === "error" && /Content Security Policy/i.test(message.text());
}

export const test = base.extend<{ noCspViolations: undefined }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (isCspViolation(message)) {
          violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
