// What AI assistants read (app/domain/agents): /llms.txt from the current data, the agent
// resource catalogue as Lighthouse's validator checks it, its skills, and the public forms'
// WebMCP annotations.

// The validator behind Lighthouse 13.5's ard-schema audit.
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";

useTestDatabase();
const created: string[] = [];
afterAll(async () => {
  await PopupEvent.deleteMany({ _id: { $in: created } });
});

async function text(path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

describe("/llms.txt", () => {
  it("is Markdown with a title, links, the next stops and the menu as stored right now", async () => {
    const event = await PopupEvent.create({
      title: uniqueName("Carpinteria Bluffs Popup"),
      address: "4000 Bailard Ave, Carpinteria, CA 93013",
      // Today and first in display order: the first stop listed, whatever else is scheduled.
      date: todayInTruckTimeZone(),
      time: "11:00 AM - 2:00 PM",
      display_order: 0,
      description: "Katsu sandos on the bluffs.",
    });
    created.push(event.id);
    const { status, type, body } = await text("/llms.txt");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/markdown/);
    expect(body).toMatch(/^# Sando Truck$/m);
    const stops = body.slice(body.indexOf("## Next stops"), body.indexOf("## Pages"));
    expect(stops).toContain(`11:00 AM - 2:00 PM: ${event.title}, 4000 Bailard Ave, Carpinteria, CA 93013`);
    expect(body).toMatch(/\[Catering and events\]\(http[^)]+\/catering-events\)/);
    expect(body).toMatch(/\[Calendar feed\]\(http[^)]+\/events\.ics\)/);
    expect(body).toMatch(/\[Accessibility\]\(http[^)]+\/accessibility\): /);

    const menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as {
      categories: { id: string; name: string }[];
      menuItems: Record<string, { name: string }[]>;
    };
    const firstCategory = menu.categories.find(
      (category) => category.id !== "popular" && menu.menuItems[category.id]?.length,
    );
    expect(body).toContain(`### ${firstCategory!.name}`);
    expect(body).toContain(`- ${menu.menuItems[firstCategory!.id]![0]!.name} (`);
  });

  it("lists the next stops by date, whatever their display order", async () => {
    // Tomorrow's stop first in display order, today's last: today's comes first in /llms.txt.
    const [later, sooner] = await PopupEvent.create([
      {
        title: uniqueName("Tomorrow Bluffs Popup"),
        address: "1 Linden Ave, Carpinteria, CA 93013",
        date: addDaysToIsoDate(todayInTruckTimeZone(), 1),
        time: "11:00 AM - 2:00 PM",
        display_order: 0,
        description: "Shown first on the schedule page.",
      },
      {
        title: uniqueName("Today Harbor Popup"),
        address: "2 Harbor Way, Santa Barbara, CA 93109",
        date: todayInTruckTimeZone(),
        time: "5:00 PM - 8:00 PM",
        display_order: 999,
        description: "Shown last on the schedule page.",
      },
    ]);
    created.push(later!.id, sooner!.id);
    const { body } = await text("/llms.txt");
    const stops = body.slice(body.indexOf("## Next stops"), body.indexOf("## Pages"));
    expect(stops).toContain(sooner!.title);
    if (stops.includes(later!.title)) expect(stops.indexOf(sooner!.title)).toBeLessThan(stops.indexOf(later!.title));
    // Every listed stop's date, from the API by title, is on or after the one before.
    const { events } = (await (await fetch(`${baseUrl()}/api/events`)).json()) as {
      events: { title: string; date: string }[];
    };
    const listed = stops
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => events.find((event) => line.includes(`: ${event.title}`))?.date ?? "");
    expect(listed.length).toBeGreaterThan(1);
    expect(listed).toEqual([...listed].sort());
  });
});

describe("the agent resource catalogue", () => {
  it("passes the ARD validator Lighthouse uses without an error or a warning, and every skill it lists is there", async () => {
    const { status, body } = await text("/.well-known/ai-catalog.json");
    expect(status).toBe(200);
    const tester = new ConformanceTester();
    tester.validate_manifest(body, "ai-catalog.json");
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);

    const catalogue = JSON.parse(body) as { entries: { url: string; displayName: string }[] };
    expect(catalogue.entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of catalogue.entries) {
      const skill = await text(new URL(entry.url).pathname);
      expect(skill.status, entry.url).toBe(200);
      expect(skill.type).toMatch(/^text\/markdown/);
      expect(skill.body).toMatch(/^---\nname: [a-z-]+\ndescription: ".+"\n---\n/);
      expect(skill.body).toContain(`# ${entry.displayName}`);
    }
    expect((await text("/agent-skills/no-such-skill.md")).status).toBe(404);
  });
});

/** Each <form ...> of a page with the named controls inside it. */
function formsOf(html: string): { tag: string; controls: string[] }[] {
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([form]) => ({
    tag: /<form\b[^>]*>/.exec(form)![0],
    controls: [...form.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="[^"]+"[^>]*>/g)].map(([control]) => control),
  }));
}

describe("WebMCP annotations", () => {
  for (const path of ["/", "/catering-events", "/newsletter"]) {
    it(`every form of ${path} is a named, described tool whose fields say what they want`, async () => {
      const forms = formsOf((await text(path)).body);
      expect(forms.length).toBeGreaterThan(0);
      const names = forms.map(({ tag }) => /\btoolname="([a-z_]+)"/.exec(tag)?.[1]);
      expect(names).not.toContain(undefined);
      expect(new Set(names).size).toBe(names.length);
      for (const { tag, controls } of forms) {
        expect(tag).toMatch(/\btooldescription="[^"]{20,}"/);
        // The bot trap is for no one to fill.
        for (const control of controls.filter((control) => !control.includes('name="website"'))) {
          expect(control).toMatch(/\btoolparamdescription="[^"]+"/);
        }
      }
    });
  }

  it("the catering form is the tool the catering skill names", async () => {
    const [form] = formsOf((await text("/catering-events")).body).filter(({ tag }) => tag.includes("catering"));
    expect(form!.tag).toContain('toolname="send_catering_enquiry"');
    const skill = (await text("/agent-skills/catering-enquiry.md")).body;
    expect(skill).toContain("`send_catering_enquiry`");
    // The caterer's details (issue 35), optional, each named as the form names it.
    for (const field of ["guests", "eventType", "startTime", "endTime", "eventAddress", "serviceStyle", "siteNotes"]) {
      expect(skill).toContain(`\`${field}\``);
    }
  });
});
