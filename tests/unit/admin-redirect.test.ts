import { describe, expect, it } from "vitest";
import { loginUrlFor } from "#app/web/guards.server.ts";
import { safeAdminRedirect } from "#app/web/sign-in.server.ts";

describe("the post-login redirect", () => {
  it("keeps paths (and their query) inside /admin", () => {
    expect(safeAdminRedirect("/admin/users")).toBe("/admin/users");
    expect(safeAdminRedirect("/admin/users?edit=42")).toBe("/admin/users?edit=42");
    expect(safeAdminRedirect("/admin")).toBe("/admin");
  });

  it("sends everything else to the dashboard", () => {
    for (const target of [
      null,
      "",
      "/",
      "/menu",
      "/administrator",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/admin",
      "javascript:alert(1)",
      "/admin/../menu",
      "/admin/%2e%2e/menu",
      "/admin/..%2F..%2Fmenu",
      "/admin%5c..",
      "/admin/\tx",
      "/admin/login",
    ]) {
      expect(safeAdminRedirect(target), String(target)).toBe("/admin/dashboard");
    }
  });

  it("builds the login address with the wanted path", () => {
    expect(loginUrlFor(new URL("http://x/admin/users?edit=1"))).toBe(
      "/admin/login?redirect=%2Fadmin%2Fusers%3Fedit%3D1",
    );
  });
});
