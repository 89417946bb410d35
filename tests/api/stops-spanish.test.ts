// Issue 49 over HTTP: a stop's title, description and cancelled days' reasons in Spanish. Staff
// and Owners set them through the admin API beside the English ones (additive: "" and [] when
// unset, kept by a PUT that leaves them out, a cancelled day's too); the public API gives them
// (null while missing); the Spanish stops page, its structured data and the Spanish feed show them
// and fall back to the English, marked, where there is none; the English ones are unchanged; too
// long a Spanish text or an unknown "same" name is refused and nothing stored; the dashboard
// counts the stop's texts that still need Spanish. The stops run far ahead, last in the list, so
// no other test's next stop changes; within the 12 weeks the pages list.
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { onFirstUse } from "#tests/support/admin-api.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { namesDeletedAfterThisFile, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { postForm } from "#tests/support/form-posts.ts";
import { bothRoles, type Role } from "#tests/support/role-api.ts";

useTestDatabase();
const stopTitle = namesDeletedAfterThisFile(PopupEvent, "title");
const { users, call } = bothRoles("stops-spanish");
const cookies = {
  staff: onFirstUse(async () => portalSessionCookie(await users.staff())),
  owner: onFirstUse(async () => portalSessionCookie(await users.owner())),
};

const ahead = (days: number) => addDaysToIsoDate(todayInTruckTimeZone(), days);
const FIRST = ahead(60);
const CANCELLED = addDaysToIsoDate(FIRST, 7);

function newStop(prefix: string, overrides: Record<string, unknown> = {}) {
  return {
    title: stopTitle(prefix),
    address: "1 Stearns Wharf, Santa Barbara, CA 93101",
    date: FIRST,
    time: "5:00 PM - 8:00 PM",
    description: "Sandos on the wharf at sunset.",
    display_order: 99,
    repeat: "weekly",
    repeat_until: addDaysToIsoDate(FIRST, 21),
    cancellations: [{ date: CANCELLED, reason: "Rained out" }],
    ...overrides,
  };
}

const SPANISH = {
  title_es: "  Muelle al atardecer ",
  description_es: "Sandos en el muelle al atardecer.",
  cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: " Se suspendió por la lluvia " }],
};

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  // Without React's markers between a text and what fills it.
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** One stop's card on a stops page, as its HTML has it. */
async function cardOf(path: string, title: string): Promise<string> {
  const cards = (await page(path)).split('<article class="event-card">').slice(1);
  return cards.find((card) => card.includes(title)) ?? "";
}

type PublicStop = {
  id: string;
  titleEs: string | null;
  descriptionEs: string | null;
  occurrences: { date: string; reasonEs: string | null }[];
};
async function publicStop(id: string): Promise<PublicStop | undefined> {
  const { events } = (await (await fetch(`${baseUrl()}/api/events`)).json()) as { events: PublicStop[] };
  return events.find((event) => event.id === id);
}

describe("a stop's texts in Spanish, through the admin API", () => {
  it.each(["staff", "owner"] as const)(
    "%s sets, reads and keeps them; the pages and the feed show them",
    async (role) => {
      const plain = await call("POST", "/api/admin/events", newStop("Plain Wharf"), role);
      expect(plain.status).toBe(201);
      expect(plain.body.event).toMatchObject({
        title_es: "",
        description_es: "",
        same_in_spanish: [],
        cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: "" }],
      });

      const specShape = newStop("Sunset Wharf");
      const input = { ...specShape, ...SPANISH };
      const created = await call("POST", "/api/admin/events", input, role);
      expect(created.status).toBe(201);
      const id = created.body.event.id;
      expect(created.body.event).toMatchObject({
        title_es: "Muelle al atardecer",
        description_es: SPANISH.description_es,
        cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: "Se suspendió por la lluvia" }],
      });
      expect(await publicStop(id)).toMatchObject({
        titleEs: "Muelle al atardecer",
        descriptionEs: SPANISH.description_es,
        occurrences: expect.arrayContaining([
          { date: CANCELLED, cancelled: true, reason: "Rained out", reasonEs: "Se suspendió por la lluvia" },
        ]),
      });

      const spanish = await cardOf("/es/popup-locations", "Muelle al atardecer");
      // The title leads to the stop's own page (issue 53), in the page's language.
      expect(spanish).toMatch(/<h2><a href="\/es\/stops\/[0-9a-f]{24}">Muelle al atardecer<\/a><\/h2>/);
      expect(spanish).toContain(`<p>${SPANISH.description_es}</p>`);
      expect(spanish).toContain("Cancelada: <span>Se suspendió por la lluvia</span>");
      expect(spanish).not.toContain('lang="en">Muelle');
      const english = await cardOf("/popup-locations", input.title);
      expect(english).toMatch(new RegExp(`<h2><a href="/stops/[0-9a-f]{24}">${input.title}</a></h2>`));
      expect(english).toContain("<p>Sandos on the wharf at sunset.</p>");
      expect(english).toContain("Cancelled: Rained out");

      const jsonLd = (await page("/es/popup-locations")).match(
        /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
      );
      expect(jsonLd?.join("")).toContain('"name":"Muelle al atardecer"');
      const feed = await page(`/es/events/${id}.ics`);
      expect(feed).toContain("SUMMARY:Sando Truck en Muelle al atardecer");
      expect(feed).toContain("Cancelada: Se suspendió por la lluvia");
      expect(await page(`/events/${id}.ics`)).toContain(`SUMMARY:Sando Truck: ${input.title}`);

      // A change in the spec's shape, without the Spanish fields, keeps them, the cancelled day's too.
      const kept = await call(
        "PUT",
        `/api/admin/events/${id}`,
        { ...specShape, cancellations: [{ date: CANCELLED, reason: "Rained out" }], __v: 0 },
        role,
      );
      expect(kept.status).toBe(200);
      expect(kept.body.event).toMatchObject({
        title_es: "Muelle al atardecer",
        description_es: SPANISH.description_es,
        cancellations: [{ date: CANCELLED, reason_es: "Se suspendió por la lluvia" }],
      });
    },
  );

  it("falls back to the English, marked, and a title kept the same shows unmarked", async () => {
    const input = newStop("Harbor Karaage Night", { same_in_spanish: ["title"] });
    const created = await call("POST", "/api/admin/events", input);
    expect(await publicStop(created.body.event.id)).toMatchObject({ titleEs: input.title, descriptionEs: null });
    const spanish = await cardOf("/es/popup-locations", input.title);
    expect(spanish).toContain(`<h2><a href="/es/stops/${created.body.event.id}">${input.title}</a></h2>`);
    expect(spanish).toContain('<p lang="en">Sandos on the wharf at sunset.</p>');
    expect(spanish).toContain('Cancelada: <span lang="en">Rained out</span>');
  });

  it("refuses too long a Spanish text, a cancelled day's too, or an unknown 'same' name, and keeps what was stored", async () => {
    const created = await call("POST", "/api/admin/events", newStop("Unchanged Wharf", SPANISH));
    const id = created.body.event.id;
    const cases = [
      [{ title_es: "x".repeat(201) }, "Title in Spanish must be at most 200 characters"],
      [{ description_es: "x".repeat(2001) }, "Description in Spanish must be at most 2000 characters"],
      [{ title_es: 12 }, "Title in Spanish must be text"],
      [{ same_in_spanish: ["address"] }, "same_in_spanish may only name title, description"],
      [
        { cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: "x".repeat(201) }] },
        `The reason in Spanish for ${CANCELLED} must be at most 200 characters`,
      ],
      [
        { cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: 5 }] },
        "A cancellation's reason in Spanish must be text",
      ],
    ] as const;
    for (const [fields, message] of cases) {
      const made = await call("POST", "/api/admin/events", newStop("Refused Wharf", fields));
      expect(made.status, JSON.stringify(fields)).toBe(400);
      expect(made.body.error).toContain(message);
      const changed = await call("PUT", `/api/admin/events/${id}`, { ...newStop("Changed Wharf", fields), __v: 0 });
      expect(changed.status, JSON.stringify(fields)).toBe(400);
      expect(changed.body.error).toContain(message);
    }
    const read = await call("GET", `/api/admin/events/${id}`);
    expect(read.body.event).toMatchObject({ title_es: "Muelle al atardecer", __v: 0 });
  });
});

describe("the stop form in the portal, without JavaScript", () => {
  it("takes the Spanish beside the English, a cancelled day's reason on its own line, and refuses a line for a day not cancelled", async () => {
    const stop = newStop("Form Wharf");
    const form = {
      ...stop,
      repeat_until: stop.repeat_until,
      is_active: "on",
      display_order: "99",
      skip_dates: "",
      cancellations: `${CANCELLED} Rained out`,
      title_es: "Muelle del formulario",
      description_es: "Sandos en el muelle.",
      cancellations_es: `${CANCELLED} Se suspendió por la lluvia`,
    };
    const saved = await postForm(`${baseUrl()}/admin/events/new`, form, { cookie: await cookies.staff() });
    expect(saved.status).toBe(302);
    expect(await PopupEvent.findOne({ title: stop.title }).lean()).toMatchObject({
      title_es: "Muelle del formulario",
      cancellations: [{ date: CANCELLED, reason: "Rained out", reason_es: "Se suspendió por la lluvia" }],
    });

    const notCancelled = addDaysToIsoDate(FIRST, 14);
    const refused = await postForm(
      `${baseUrl()}/admin/events/new`,
      { ...form, title: stopTitle("Refused Form Wharf"), cancellations_es: `${notCancelled} Cerrado` },
      { cookie: await cookies.owner() },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`${notCancelled} has a reason in Spanish but is not a cancelled day`);
  });
});

describe("the dashboard", () => {
  it("counts, for Staff and Owners, what a stop still needs in Spanish, and links to its form", async () => {
    const dashboard = async (role: Role) => page("/admin/dashboard", await cookies[role]());
    const input = newStop("Counted Wharf");
    const created = await call("POST", "/api/admin/events", input);
    const id = created.body.event.id;
    const line = (texts: string) =>
      new RegExp(`<a href="/admin/events/edit/${id}"[^>]*>${input.title} \\(stop\\): ${texts}</a>`);
    for (const role of ["staff", "owner"] as const) {
      expect(await dashboard(role)).toMatch(line("title, description, cancelled days&#x27; reasons"));
    }
    await call("PUT", `/api/admin/events/${id}`, { ...input, ...SPANISH, same_in_spanish: [], __v: 0 });
    expect(await dashboard("staff")).not.toMatch(line("[^<]*"));
  });
});
