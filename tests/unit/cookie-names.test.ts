// Which cookies make a visitor "known" to the public response cache: the site's own, except the
// device cookie, which a staff browser keeps for 90 days and which changes no public page.
import { describe, expect, it } from "vitest";
import { hasSiteCookie } from "#app/web/cookie-names.ts";

describe("hasSiteCookie", () => {
  it("counts the portal session and the visitor flash, not third-party cookies", () => {
    const headers: [string | null, boolean][] = [
      ["__sando_admin=abc", true],
      ["_ga=GA1.1; __Host-__sando_admin=abc", true],
      ["__sando_flash=abc", true],
      ["_ga=GA1.1", false],
      [null, false],
    ];
    for (const [header, known] of headers) expect(hasSiteCookie(header), String(header)).toBe(known);
  });

  it("does not count a device cookie: staff browsing the public site are served like anyone", () => {
    expect(hasSiteCookie("__sando_device=abc")).toBe(false);
    expect(hasSiteCookie("_ga=GA1.1; __Host-__sando_device=abc")).toBe(false);
    expect(hasSiteCookie("__Host-__sando_device=abc; __Host-__sando_admin=def")).toBe(true);
  });
});
