// A stop's calendar file over HTTP, now that /events/{id}.ics sits in the public layout (issue
// 28): a stop that exists is answered exactly as before (the file, its headers, its ETag and a
// 304), and a JavaScript navigation that asks for it as data is sent to fetch the document; one
// that does not exist, like any other missing page, is a 404 page inside the site's frame.
import { afterAll, describe, expect, it } from "vitest";
import { deleteEvent } from "#app/domain/events/events.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { scheduleTestStop } from "#tests/support/popup-events.ts";

useTestDatabase();
const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => deleteEvent(id)));
});

function scheduledStop(fields: { is_active?: boolean } = {}) {
  return scheduleTestStop(created, "Test Calendar File", 7, fields);
}

/** The site's frame around a page: its header (with the main navigation) and its footer. */
function expectSiteFrame(html: string): void {
  expect(html).toMatch(/<header class="site-header">/);
  expect(html).toContain('aria-label="Main"');
  expect(html).toMatch(/<footer class="site-footer">/);
}

describe("/events/{id}.ics", () => {
  it("answers a scheduled stop with its calendar file, as before", async () => {
    const event = await scheduledStop();
    const response = await fetch(`${baseUrl()}/events/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="sando-truck-${event.id}.ics"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain(`UID:${event.id}@`);
    expect(body).not.toContain("<html");

    // The root's caching still tags it, and a client that has it gets a 304. The file's DTSTAMP
    // is the second it was made: when the clock ticks between the two requests the file (and its
    // tag) is new, so the client asks again with the new tag, as a real one would next time.
    let etag = response.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    let again = await fetch(`${baseUrl()}/events/${event.id}.ics`, { headers: { "If-None-Match": etag! } });
    for (let retry = 0; again.status === 200 && retry < 2; retry += 1) {
      etag = again.headers.get("etag");
      expect(etag).toMatch(/^W\/"/);
      again = await fetch(`${baseUrl()}/events/${event.id}.ics`, { headers: { "If-None-Match": etag! } });
    }
    expect(again.status).toBe(304);

    const head = await fetch(`${baseUrl()}/events/${event.id}.ics`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  });

  it("sends a navigation that asks for the file as data to fetch it as a document", async () => {
    const event = await scheduledStop();
    const response = await fetch(`${baseUrl()}/events/${event.id}.ics.data`, { redirect: "manual" });
    expect(response.headers.get("x-remix-reload-document")).toBe("true");
    expect(await response.text()).toContain(`/events/${event.id}.ics`);
  });

  it("answers a stop that is not (or no longer) on the schedule with the 404 page in the site's frame", async () => {
    const hidden = await scheduledStop({ is_active: false });
    for (const id of ["0123456789abcdef01234567", hidden.id, "not-an-id", "%24ne"]) {
      const response = await fetch(`${baseUrl()}/events/${id}.ics`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("content-type"), id).toMatch(/^text\/html/);
      const html = await response.text();
      expectSiteFrame(html);
      expect(html).toContain("<title>Page Not Found | Sando Truck</title>");
      expect(html).toContain("404: This sando has left the truck");
      expect(html).toContain('<p role="alert">This stop is no longer on the schedule.</p>');
      expect(html).toContain('href="/popup-locations"');
      expect(html).not.toContain("BEGIN:VCALENDAR");
    }
  });
});

describe("a missing page", () => {
  it("is the site's 404 page inside the site's frame, with the page's own reason when it gives one", async () => {
    for (const [path, reason] of [
      ["/gallery/99", "This photo is not in our gallery."],
      ["/no-such-page", null],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expectSiteFrame(html);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("<h1>404: This sando has left the truck</h1>");
      if (reason) expect(html).toContain(`<p role="alert">${reason}</p>`);
      else expect(html).not.toContain('role="alert"');
    }
  });
});
