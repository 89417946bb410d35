// The portal's form kit as a browser without JavaScript receives it: `required` only on the
// fields whose schema refuses them empty (issue 46: the seasonal item's two optional days read
// as "invalid entry" to a screen reader while their hint says to leave them empty).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MenuItemForm } from "#app/components/admin/menu-item-form.tsx";
import { closureFormSchema } from "#app/domain/closures/closures.ts";
import { fieldErrorsFrom } from "#app/domain/shared/submissions.ts";

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

describe("from a failed parse to field messages", () => {
  const refused = closureFormSchema.safeParse({ kind: "holiday", starts_on: "soon", ends_on: "", reason: "" });
  const issues = refused.error?.issues ?? [];

  it("gives each field its first message, and what the form shows no field for to the form", () => {
    expect(issues.length).toBeGreaterThan(0);
    const problems = fieldErrorsFrom(issues, { shown: ["starts_on", "ends_on", "reason"] });
    expect(problems.starts_on).toBe(issues.find((issue) => issue.path[0] === "starts_on")?.message);
    expect(Object.keys(problems)).not.toContain("kind");
    expect(problems.form).toBe(issues.find((issue) => issue.path[0] === "kind")?.message);
  });

  it("names a nested field by its whole path where asked", () => {
    const nested = [
      { path: ["openingHours", "monday", 1, "opens"], message: "The times on one day must not overlap" },
      { path: ["openingHours", "monday", 1, "opens"], message: "a second message" },
      { path: [], message: "the whole input" },
    ];
    expect(fieldErrorsFrom(nested, { nested: true })).toEqual({
      "openingHours.monday.1.opens": "The times on one day must not overlap",
      form: "the whole input",
    });
    expect(fieldErrorsFrom(nested)).toEqual({
      openingHours: "The times on one day must not overlap",
      form: "the whole input",
    });
  });
});
