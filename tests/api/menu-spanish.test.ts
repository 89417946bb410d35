// Issue 49 over HTTP: a menu item's name and description in Spanish. Staff and Owners set them
// through the admin API beside the English ones (additive: "" and [] when unset, kept by a PUT
// that leaves them out); the public API gives each item's Spanish (null while it has none); the
// Spanish menu page and PDF show them, and fall back to the English, marked, where there is none;
// too long a Spanish text or an unknown "same" name is refused with a clear message and nothing
// stored; the dashboard counts what still needs Spanish.
import { describe, expect, it } from "vitest";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { type ApiRecord, onFirstUse } from "#tests/support/admin-api.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { bothRoles, type Role } from "#tests/support/role-api.ts";

useTestDatabase();
const itemName = namesDeletedAfterThisFile(MenuItem, "name");
const { users, call } = bothRoles("menu-spanish");
const staff = users.staff;
const owner = users.owner;
const cookies = {
  staff: onFirstUse(async () => portalSessionCookie(await staff())),
  owner: onFirstUse(async () => portalSessionCookie(await owner())),
};

// Merch, far down its list and not popular: no other test's view of the menu changes.
function newItem(prefix: string, overrides: Record<string, unknown> = {}) {
  return {
    category_id: "merch",
    name: itemName(prefix),
    description: "Canvas tote with the truck on it",
    price: 18,
    display_order: 95,
    ...overrides,
  };
}

const fieldsOf = ({ id: _id, __v: _v, sold_out: _soldOut, ...fields }: ApiRecord) => fields;

type PublicItem = { id: string; name: string; nameEs: string | null; descriptionEs: string | null };
async function publicItem(id: string): Promise<PublicItem | undefined> {
  const menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as {
    menuItems: Record<string, PublicItem[]>;
  };
  return Object.values(menu.menuItems)
    .flat()
    .find((item) => item.id === id);
}

describe("the Spanish texts, through the admin API", () => {
  it.each(["staff", "owner"] as const)("%s sets, reads, keeps and clears them", async (role) => {
    const plain = await call("POST", "/api/admin/menu-items", newItem("Plain Tote"), role);
    expect(plain.status).toBe(201);
    expect(plain.body.menuItem).toMatchObject({ name_es: "", description_es: "", same_in_spanish: [] });

    const created = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Bolsa Tote", { name_es: "  Bolsa del camión ", description_es: "Bolsa de lona con el camión" }),
      role,
    );
    expect(created.status).toBe(201);
    const id = created.body.menuItem.id;
    expect(created.body.menuItem).toMatchObject({
      name_es: "Bolsa del camión",
      description_es: "Bolsa de lona con el camión",
      same_in_spanish: [],
    });
    expect((await call("GET", `/api/admin/menu-items/${id}`, undefined, role)).body.menuItem).toMatchObject({
      name_es: "Bolsa del camión",
    });

    // An older client's PUT, without the Spanish: it stays.
    const {
      name_es: _name,
      description_es: _description,
      same_in_spanish: _same,
      ...older
    } = fieldsOf(created.body.menuItem);
    const kept = await call("PUT", `/api/admin/menu-items/${id}`, { ...older, price: 20 }, role);
    expect(kept.status).toBe(200);
    expect(kept.body.menuItem).toMatchObject({ price: 20, name_es: "Bolsa del camión" });

    // The name stays as it is in Spanish; the description is cleared.
    const same = await call(
      "PUT",
      `/api/admin/menu-items/${id}`,
      { ...older, same_in_spanish: ["name", "name"], description_es: "" },
      role,
    );
    expect(same.body.menuItem).toMatchObject({ same_in_spanish: ["name"], description_es: "" });
  });

  it("refuses too long a Spanish text and an unknown name in same_in_spanish, storing nothing", async () => {
    const name = itemName("Refused Tote");
    const tooLong = await call("POST", "/api/admin/menu-items", newItem("Refused Tote", { name_es: "x".repeat(121) }));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain("Name in Spanish must be at most 120 characters");
    const unknown = await call("POST", "/api/admin/menu-items", { ...newItem("x"), name, same_in_spanish: ["price"] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("same_in_spanish may only name name, description");
    expect(await MenuItem.countDocuments({ name })).toBe(0);

    // A refused PUT leaves the stored Spanish as it was.
    const created = await call("POST", "/api/admin/menu-items", newItem("Kept Tote", { name_es: "Bolsa guardada" }));
    const id = created.body.menuItem.id;
    const refused = await call("PUT", `/api/admin/menu-items/${id}`, {
      ...fieldsOf(created.body.menuItem),
      description_es: "y".repeat(1001),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Description in Spanish must be at most 1000 characters");
    expect((await call("GET", `/api/admin/menu-items/${id}`)).body.menuItem).toMatchObject({
      name_es: "Bolsa guardada",
      description_es: "",
    });
  });
});

describe("what visitors and staff see", () => {
  it("gives the public API, the Spanish menu and its PDF the Spanish, and the English marked where there is none", async () => {
    const translated = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Gorra", { name_es: "Gorra del camión", description_es: "Gorra bordada de algodón" }),
    );
    const named = await call(
      "POST",
      "/api/admin/menu-items",
      newItem("Sando Pin", { same_in_spanish: ["name"], description: "Enamel pin of a sando" }),
    );
    const ids = { translated: translated.body.menuItem.id, named: named.body.menuItem.id };

    expect(await publicItem(ids.translated)).toMatchObject({
      nameEs: "Gorra del camión",
      descriptionEs: "Gorra bordada de algodón",
    });
    const pin = named.body.menuItem.name as string;
    expect(await publicItem(ids.named)).toMatchObject({ nameEs: pin, descriptionEs: null });

    const html = await (await fetch(`${baseUrl()}/es/menu`)).text();
    // In Spanish, unmarked; the name that stays is not marked English either; the description
    // without Spanish yet is.
    expect(html).toMatch(/<h3>Gorra del camión(<!-- -->)? /);
    expect(html).toContain("<p>Gorra bordada de algodón</p>");
    expect(html).toMatch(new RegExp(`<h3>${pin}(<!-- -->)? `));
    expect(html).toContain('<p lang="en">Enamel pin of a sando</p>');
    // The English menu is as it was.
    const english = await (await fetch(`${baseUrl()}/menu`)).text();
    expect(english).toContain(translated.body.menuItem.name);
    expect(english).not.toContain("Gorra del camión");

    const pdf = await readPdf(
      new Uint8Array(await (await fetch(`${baseUrl()}/es/menu/sando-truck-menu.pdf`)).arrayBuffer()),
    );
    expect(pdf.text).toContain("Gorra del camión");
    expect(pdf.text).toContain("Gorra bordada de algodón");
  });

  it("counts on the dashboard what still needs Spanish, for Staff and Owners, and a text marked the same counts no more", async () => {
    const created = await call("POST", "/api/admin/menu-items", newItem("Counted Tote"));
    const id = created.body.menuItem.id;
    // The dashboard's link to the item's form, with its words (React Router adds attributes).
    const linkTo = (itemId: string, words: string) =>
      new RegExp(`<a href="/admin/menu/edit/${itemId}"[^>]*>${words.replace("(", "\\(").replace(")", "\\)")}</a>`);
    const dashboard = async (role: Role) => {
      const cookie = await cookies[role]();
      const response = await fetch(`${baseUrl()}/admin/dashboard`, { headers: { cookie } });
      return response.text();
    };
    // Other files add items at the same time: this item's own line is what the test reads.
    for (const role of ["staff", "owner"] as const) {
      const html = await dashboard(role);
      expect(html).toMatch(/\d+ texts? needs? Spanish/);
      expect(html).toMatch(linkTo(id, `${created.body.menuItem.name} (menu item): name, description`));
    }

    await call("PUT", `/api/admin/menu-items/${id}`, {
      ...fieldsOf(created.body.menuItem),
      description_es: "Bolsa contada",
    });
    expect(await dashboard("staff")).toMatch(linkTo(id, `${created.body.menuItem.name} (menu item): name`));

    await call("PUT", `/api/admin/menu-items/${id}`, {
      ...fieldsOf(created.body.menuItem),
      description_es: "Bolsa contada",
      same_in_spanish: ["name"],
    });
    expect(await dashboard("staff")).not.toContain(`href="/admin/menu/edit/${id}"`);
  });
});
