// The portal's form kit as a browser without JavaScript receives it: `required` only on the
// fields whose schema refuses them empty (issue 46: the seasonal item's two optional days read
// as "invalid entry" to a screen reader while their hint says to leave them empty).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MenuItemForm } from "#app/components/admin/menu-item-form.tsx";

function NewMenuItem() {
  return createElement(MenuItemForm, {
    mode: "create",
    record: null,
    categories: [{ id: "sandos", name: "Sandos" }],
    lastResult: undefined,
  });
}

/** The HTML of the new menu item form, as the server sends it. */
function newMenuItemForm(): string {
  const Stub = createRoutesStub([{ path: "/admin/menu/new", Component: NewMenuItem }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin/menu/new"] }));
}

/** The opening tag of the control named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the portal form kit's constraints", () => {
  it("marks the menu item's two optional days neither required nor invalid, and its name required", () => {
    const html = newMenuItemForm();
    for (const day of ["available_from", "available_until"]) {
      expect(control(html, day), day).toMatch(/type="date"/);
      expect(control(html, day), day).not.toMatch(/\brequired\b|aria-invalid/);
    }
    expect(control(html, "name")).toMatch(/\brequired\b/);
    expect(control(html, "category_id")).toMatch(/\brequired\b/);
  });
});
