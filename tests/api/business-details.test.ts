// The business details over HTTP (issues 31 and 33), on a database and server of their own, as
// the details are one record every page reads: a fresh database shows the defaults (the hours,
// contacts and links the site had before they moved here); an Owner saves the postal address, the
// weekly mail's time, the opening hours, their note, the contacts and the links, and /menu, its
// JSON-LD, the footer, /llms.txt, the agent skills and the PDF follow; Staff are refused the page,
// its data and its action; bad input and a form opened before someone else's save are refused
// with nothing stored changed. Then, in this process, getBusinessDetails with the database gone:
// the last values it read, else the defaults. Issue 49: the note under the hours in Spanish (the
// built-in note has its own; an Owner's note shows in English, marked, until it has one).
// Issue 53: each site's "write a review" page beside its listing, none until the Owner gives one.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HOURS_NOTE_ES } from "#app/content/site.ts";
import {
  DEFAULT_BUSINESS_DETAILS,
  getBusinessDetails,
  getPublicBusinessDetails,
  saveBusinessDetails,
} from "#app/domain/business/business-details.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { BusinessDetails } from "#app/models/business-details.server.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { portalSessionCookie } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { formFieldsOf, postForm } from "#tests/support/form-posts.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { getWithDatabaseCommands, startUpDone } from "#tests/support/request-log.ts";
import { seedWithOwnerAndStaff } from "#tests/support/seeded-owner-and-staff.ts";

const databaseUri = `${testMongoBase()}/sando_business_${process.pid}_${Date.now()}`;
useTestDatabase(() => databaseUri);

const OWNER = { email: "owner@example.com", password: "owner-password-business-1" };
const STAFF = { email: "crew@example.com", password: "crew-password-business-1" };
const ADDRESS = "Sando Truck\n123 Anacapa St, Suite 4\nSanta Barbara, CA 93101";
let server: ServerProcess;
/** A second server whose copy of the details lives COPY_SECONDS. */
let copying: ServerProcess;
/** Longer than the steps of the copy's test take: the copy is still fresh between them. */
const COPY_SECONDS = 10;
let ownerCookie = "";
let staffCookie = "";

beforeAll(async () => {
  await seedWithOwnerAndStaff(OWNER, STAFF);
  // The server with a copy of the details (the last describe's) starts beside the file's own: a
  // server start is most of a test's time, and its copy begins with its first request.
  [server, copying] = await Promise.all([
    startServerProcess({ mongodbUri: databaseUri, env: { NODE_ENV: "test", LOG_REQUESTS: "true" } }),
    startServerProcess({
      mongodbUri: databaseUri,
      env: { NODE_ENV: "test", LOG_REQUESTS: "true", BUSINESS_DETAILS_COPY_SECONDS: String(COPY_SECONDS) },
    }),
  ]);
  [ownerCookie, staffCookie] = await Promise.all([
    portalSessionCookie(OWNER, server.url),
    portalSessionCookie(STAFF, server.url),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), copying?.stop()]);
  if (mongoose.connection.readyState !== 1) await connectDatabase(databaseUri);
  await mongoose.connection.dropDatabase();
});

const page = async (cookie: string, path = "/admin/business", base = server.url) => {
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

/** The form as the server drew it for the Owner, with the values a browser would send. */
async function drawnForm(cookie = ownerCookie, base = server.url): Promise<Record<string, string>> {
  return formFieldsOf((await page(cookie, "/admin/business", base)).html);
}

/** The form as drawn for the Owner with `changes` typed over it, posted with `cookie`. */
const save = async (cookie: string, changes: Record<string, string>) =>
  postForm(`${server.url}/admin/business`, { ...(await drawnForm()), ...changes }, { cookie });

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The opening tag of the form control named `name`, as the server drew it. */
const control = (html: string, name: string) =>
  html.match(new RegExp(`<(input|select|textarea)[^>]*name="${escaped(name)}"[^>]*>`))?.[0] ?? "";

/** The option a select shows chosen, as the server drew it. */
const chosen = (html: string, name: string) => {
  const select = html.match(new RegExp(`<select[^>]*name="${escaped(name)}"[^>]*>(.*?)</select>`, "s"))?.[1];
  return select?.match(/<option[^>]*selected=""[^>]*>([^<]*)</)?.[1];
};

/** The text of the postal address field, as the server drew it (entities decoded as a browser would). */
const addressField = (html: string) =>
  (html.match(/<textarea[^>]*name="postalAddress"[^>]*>(.*?)<\/textarea>/s)?.[1] ?? "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/** The hours card of /menu as a visitor reads it: "Monday-Friday 11:00 AM-8:00 PM", line by line. */
const hoursCard = (html: string) => {
  const list = html.match(/<dl class="hours">(.*?)<\/dl>/s)?.[1] ?? "";
  return [...list.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)].map(
    ([, days, hours]) => `${days} ${hours?.replace(/<[^>]*>/g, "")}`,
  );
};

/** The FoodEstablishment in a page's structured data. */
const business = (html: string) => {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? "null") as unknown;
    for (const item of Array.isArray(data) ? data : [data]) {
      if ((item as { "@type"?: string })["@type"] === "FoodEstablishment") return item as Record<string, unknown>;
    }
  }
  throw new Error("no FoodEstablishment in the page");
};

/** A public page or file, without the markers React leaves between text runs. */
const publicPage = async (path: string) =>
  (await (await fetch(`${server.url}${path}`)).text()).replaceAll("<!-- -->", "");

/** What the Owner types for the new hours, contacts and links. */
const NEW_DETAILS: Record<string, string> = {
  "openingHours.monday[0].opens": "",
  "openingHours.monday[0].closes": "",
  "openingHours.tuesday[0].opens": "11:30",
  "openingHours.tuesday[0].closes": "14:00",
  // Typed in the third row, before the first: stored earliest first.
  "openingHours.tuesday[2].opens": "17:00",
  "openingHours.tuesday[2].closes": "21:30",
  "openingHours.wednesday[0].opens": "11:30",
  "openingHours.wednesday[0].closes": "14:00",
  "openingHours.wednesday[1].opens": "17:00",
  "openingHours.wednesday[1].closes": "21:30",
  "openingHours.saturday[0].opens": "10:00",
  "openingHours.saturday[0].closes": "16:00",
  hoursNote: "Closed Mondays for prep. Follow Instagram for sell-outs.",
  email: "  orders@sandotruck.example  ",
  telephone: "(805) 555-0199",
  "links.maps": "https://maps.example.com/sando",
  "links.instagram": "https://www.instagram.com/sandotruck_sb/",
  "links.facebook": "https://www.facebook.com/sandotruck.sb",
  "links.googleReviews": "https://g.example.com/reviews/sando",
  "links.yelp": "https://www.yelp.com/biz/sando-truck-sb",
};

describe("the business details page", () => {
  it("shows the defaults before anything is saved: no address (and why mail is held), Monday 8:00 AM", async () => {
    expect(await BusinessDetails.countDocuments()).toBe(0);
    const { status, html, headers } = await page(ownerCookie);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(addressField(html)).toBe("");
    expect(html).toContain("the weekly mail, campaigns and review asks are held until you enter one");
    expect(chosen(html, "weeklyMail.weekday")).toBe("Monday");
    expect(chosen(html, "weeklyMail.time")).toBe("8:00 AM");
  });

  it("reads as the site did before the hours, contacts and links moved into the record", async () => {
    expect(await BusinessDetails.countDocuments()).toBe(0);
    const menu = await publicPage("/menu");
    // The spec's card (section 4): Monday-Friday 11:00 AM-8:00 PM, Saturday 11:00 AM-6:00 PM, Sunday closed.
    expect(hoursCard(menu)).toEqual(["Monday-Friday 11:00 AM-8:00 PM", "Saturday 11:00 AM-6:00 PM", "Sunday Closed"]);
    expect(menu).toContain("Hours are subject to change for events or when we sell out.");
    // The built-in note has its Spanish (issue 49).
    expect(await publicPage("/es/menu")).toContain(`<p class="info-card__note">${HOURS_NOTE_ES}</p>`);
    expect(menu).toContain('href="tel:+1-805-555-0142"');
    expect(menu).toContain('href="mailto:hello@sandotruck.com"');
    expect(business(menu).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "11:00",
        closes: "20:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "11:00", closes: "18:00" },
    ]);
    const form = await page(ownerCookie);
    expect(control(form.html, "openingHours.monday[0].opens")).toContain('value="11:00"');
    expect(control(form.html, "openingHours.friday[0].closes")).toContain('value="20:00"');
    expect(control(form.html, "openingHours.sunday[0].opens")).not.toContain("value=");
    expect(control(form.html, "email")).toContain('value="hello@sandotruck.com"');
    expect(control(form.html, "links.yelp")).toContain('value="https://www.yelp.com/biz/sando-truck-santa-barbara"');
  });

  it("lets an Owner save the address and the weekly mail's time, with a confirmation after the redirect", async () => {
    const saved = await save(ownerCookie, {
      postalAddress: ADDRESS.replaceAll("\n", "\r\n"),
      "weeklyMail.weekday": "0",
      "weeklyMail.time": "17:45",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/business");
    const flashCookie = saved.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const after = await page(flashCookie || ownerCookie);
    expect(after.html).toContain("Business details saved successfully!");
    expect(addressField(after.html)).toBe(ADDRESS);
    expect(after.html).not.toContain("held until you enter one");
    expect(chosen(after.html, "weeklyMail.weekday")).toBe("Sunday");
    expect(chosen(after.html, "weeklyMail.time")).toBe("5:45 PM");
    // What every other part of the site reads.
    expect(await getBusinessDetails()).toMatchObject({
      postalAddress: ADDRESS,
      weeklyMail: { weekday: 0, time: "17:45" },
      openingHours: DEFAULT_BUSINESS_DETAILS.openingHours,
      email: DEFAULT_BUSINESS_DETAILS.email,
    });
  });

  it("refuses bad input with a message beside each field, keeps what was typed, and changes nothing stored", async () => {
    const before = await BusinessDetails.findOne().lean();
    const tries: [fields: Record<string, string>, field: string, message: string][] = [
      [
        { postalAddress: "x".repeat(301), "weeklyMail.weekday": "1", "weeklyMail.time": "08:00" },
        "postalAddress",
        "The postal address must be at most 300 characters",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "7", "weeklyMail.time": "08:00" },
        "weeklyMail.weekday",
        "Choose the day of the week",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1", "weeklyMail.time": "08:10" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1", "weeklyMail.time": "24:00" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "Monday" },
        "weeklyMail.weekday",
        "Choose the day of the week",
      ],
      [
        { postalAddress: "1 Main St", "weeklyMail.weekday": "1", "weeklyMail.time": "" },
        "weeklyMail.time",
        "Choose a time on the quarter hour",
      ],
    ];
    for (const [fields, field, message] of tries) {
      const refused = await save(ownerCookie, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      const html = await refused.text();
      const messages = [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");
      expect(messages, JSON.stringify(fields)).toContain(message);
      expect(control(html, field), JSON.stringify(fields)).toContain('aria-invalid="true"');
      if (fields.postalAddress === "1 Main St") expect(addressField(html)).toBe("1 Main St");
    }
    // The domain refuses the same, field by field, whoever calls it.
    await expect(
      saveBusinessDetails({ weeklyMail: { weekday: 3, time: "8am" } }, { adminId: "test" }),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "weeklyMail.time": expect.stringContaining("quarter hour") } },
    });
    // An operator where text belongs is refused, not passed on to the database.
    await expect(saveBusinessDetails({ postalAddress: { $ne: null } }, { adminId: "test" })).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { postalAddress: "The postal address must be text" } },
    });
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("lets an Owner change the hours, their note, the contacts and the links, and every page that shows them follows", async () => {
    const saved = await save(ownerCookie, NEW_DETAILS);
    expect(saved.status).toBe(302);
    const form = await page(ownerCookie);
    expect(control(form.html, "openingHours.tuesday[1].opens")).toContain('value="17:00"');
    expect(control(form.html, "openingHours.tuesday[2].opens")).not.toContain("value=");
    expect(control(form.html, "email")).toContain('value="orders@sandotruck.example"');

    const menu = await publicPage("/menu");
    expect(hoursCard(menu)).toEqual([
      "Monday Closed",
      "Tuesday-Wednesday 11:30 AM-2:00 PM, 5:00 PM-9:30 PM",
      "Thursday-Friday 11:00 AM-8:00 PM",
      "Saturday 10:00 AM-4:00 PM",
      "Sunday Closed",
    ]);
    expect(menu).toContain("Closed Mondays for prep. Follow Instagram for sell-outs.");
    expect(menu).not.toContain("Hours are subject to change");
    expect(menu).toContain('href="tel:805-555-0199"');
    expect(menu).toContain("Call ahead for pickup: (805) 555-0199");
    // The footer, on every public page.
    expect(menu).toContain('href="mailto:orders@sandotruck.example"');
    expect(menu).toContain('href="https://maps.example.com/sando"');
    const schema = business(menu);
    expect(schema.email).toBe("orders@sandotruck.example");
    expect(schema.telephone).toBe("(805) 555-0199");
    expect(schema.sameAs).toEqual([
      "https://www.instagram.com/sandotruck_sb/",
      "https://www.facebook.com/sandotruck.sb",
      "https://maps.example.com/sando",
    ]);
    expect(schema.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday"], opens: "11:30", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday"], opens: "17:00", closes: "21:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Thursday", "Friday"], opens: "11:00", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);

    const home = await publicPage("/");
    expect(home).toContain('href="https://g.example.com/reviews/sando"');
    expect(home).toContain('href="https://www.yelp.com/biz/sando-truck-sb"');
    expect(home).toContain("Follow @sandotruck_sb on Instagram");
    const accessibility = await publicPage("/accessibility");
    expect(accessibility).toContain('href="mailto:orders@sandotruck.example"');

    const llms = await publicPage("/llms.txt");
    expect(llms).toContain("Email orders@sandotruck.example, phone (805) 555-0199.");
    expect(llms).toContain(
      "Opening hours (Pacific Time): Monday Closed; Tuesday-Wednesday 11:30 AM-2:00 PM, 5:00 PM-9:30 PM; Thursday-Friday 11:00 AM-8:00 PM; Saturday 10:00 AM-4:00 PM; Sunday Closed.",
    );
    expect(llms).toContain("[Instagram](https://www.instagram.com/sandotruck_sb/)");
    expect(llms).not.toContain("hello@sandotruck.com");
    expect(await publicPage("/agent-skills/catering-enquiry.md")).toContain(
      "For anything urgent: orders@sandotruck.example or (805) 555-0199.",
    );

    const pdf = await readPdf(
      new Uint8Array(await (await fetch(`${server.url}/menu/sando-truck-menu.pdf`)).arrayBuffer()),
    );
    const printed = pdf.pages.map((sheet) => sheet.text).join(" ");
    expect(printed).toContain("Tuesday-Wednesday 11:30 AM-2:00 PM, 5:00 PM-9:30 PM");
    expect(printed).toContain("Monday Closed");
    expect(printed).toContain("Closed Mondays for prep.");
    expect(printed).not.toContain("Monday-Friday");
  });

  it("refuses hours, contacts and links that cannot be right, says why at the field, and stores nothing", async () => {
    const before = await BusinessDetails.findOne().lean();
    const tries: [changes: Record<string, string>, field: string, message: string][] = [
      [
        { "openingHours.friday[0].opens": "20:00", "openingHours.friday[0].closes": "11:00" },
        "openingHours.friday[0].closes",
        "The closing time must be after the opening time",
      ],
      [
        { "openingHours.friday[1].opens": "19:00", "openingHours.friday[1].closes": "22:00" },
        "openingHours.friday[1].opens",
        "The times on one day must not overlap",
      ],
      [
        { "openingHours.sunday[0].opens": "12:00" },
        "openingHours.sunday[0].closes",
        "Enter the closing time, or clear the opening time",
      ],
      [
        { "openingHours.sunday[0].opens": "noon", "openingHours.sunday[0].closes": "15:00" },
        "openingHours.sunday[0].opens",
        "Enter a time such as 11:00 AM",
      ],
      [
        { "links.instagram": "javascript:alert(1)" },
        "links.instagram",
        "Enter a full web address starting with https://",
      ],
      [{ "links.yelp": "yelp dot com" }, "links.yelp", "Enter a full web address starting with https://"],
      [{ email: "orders at sandotruck" }, "email", "Enter an e-mail address such as hello@sandotruck.com"],
      [{ email: "" }, "email", "Enter an e-mail address such as hello@sandotruck.com"],
      [{ telephone: "805-CALL-NOW" }, "telephone", "Enter a phone number in digits, such as +1-805-555-0142"],
      [{ hoursNote: "x".repeat(301) }, "hoursNote", "The note must be at most 300 characters"],
    ];
    for (const [changes, field, message] of tries) {
      const refused = await save(ownerCookie, changes);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      const html = await refused.text();
      const messages = [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");
      expect(messages, JSON.stringify(changes)).toContain(message);
      expect(control(html, field), JSON.stringify(changes)).toContain('aria-invalid="true"');
    }
    // The domain refuses the same, whoever calls it.
    await expect(
      saveBusinessDetails(
        {
          openingHours: {
            monday: [
              { opens: "09:00", closes: "12:00" },
              { opens: "11:00", closes: "13:00" },
            ],
          },
        },
        { adminId: "test" },
      ),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "openingHours.monday.1.opens": "The times on one day must not overlap" } },
    });
    await expect(
      saveBusinessDetails(
        { links: { ...DEFAULT_BUSINESS_DETAILS.links, maps: "ftp://maps.example.com" } },
        { adminId: "test" },
      ),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "links.maps": expect.stringContaining("https://") } },
    });
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("keeps markup typed into a link out of the page: it is stored percent-encoded, as a browser reads it", async () => {
    const hostile = "https://evil.example/</script><script>alert(1)</script>";
    expect((await save(ownerCookie, { "links.facebook": hostile })).status).toBe(302);
    const menu = await publicPage("/menu");
    expect(menu).not.toContain("<script>alert(1)");
    expect(business(menu).sameAs).toContain("https://evil.example/%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E");
    expect((await save(ownerCookie, { "links.facebook": NEW_DETAILS["links.facebook"]! })).status).toBe(302);
  });

  it("refuses a form opened before someone else's save with 409, keeps what was typed, and stores nothing of it", async () => {
    const opened = await drawnForm();
    // Someone else saves in between (another tab, another Owner).
    expect((await save(ownerCookie, { hoursNote: "Saved by the other tab." })).status).toBe(302);
    const before = await BusinessDetails.findOne().lean();
    const stale = await postForm(
      `${server.url}/admin/business`,
      { ...opened, hoursNote: "Typed in the stale form." },
      { cookie: ownerCookie },
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("The business details were changed by someone else while you were editing.");
    expect(html).toContain("Typed in the stale form.");
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
    expect((await getBusinessDetails()).hoursNote).toBe("Saved by the other tab.");
    // A form without its version is a tampered one: refused, nothing stored.
    const { version: _dropped, ...unversioned } = await drawnForm();
    const tampered = await postForm(`${server.url}/admin/business`, unversioned, { cookie: ownerCookie });
    expect(tampered.status).toBe(400);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("refuses the Owner's own form posted from another site, and stores nothing", async () => {
    const before = await BusinessDetails.findOne().lean();
    const forged = await postForm(
      `${server.url}/admin/business`,
      { postalAddress: "Forged St", "weeklyMail.weekday": "3", "weeklyMail.time": "09:00" },
      { cookie: ownerCookie, origin: "https://attacker.example" },
    );
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("answers Staff 403 for the page, its data and its action, and stores nothing they send", async () => {
    const before = await BusinessDetails.findOne().lean();
    for (const path of ["/admin/business", "/admin/business.data"]) {
      const refused = await page(staffCookie, path);
      expect(refused.status, path).toBe(403);
      expect(refused.html, path).not.toContain(ADDRESS.split("\n")[1]);
    }
    const post = await save(staffCookie, {
      postalAddress: "Staff St",
      "openingHours.sunday[0].opens": "09:00",
      "openingHours.sunday[0].closes": "12:00",
      email: "staff@sandotruck.example",
    });
    expect(post.status).toBe(403);
    const dataPost = await postForm(
      `${server.url}/admin/business.data`,
      { postalAddress: "Staff St", "weeklyMail.weekday": "3", "weeklyMail.time": "09:00" },
      { cookie: staffCookie },
    );
    expect(dataPost.status).toBe(403);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
    // Nor is the section in their navigation.
    expect((await page(staffCookie, "/admin/dashboard")).html).not.toContain('href="/admin/business"');
    expect((await page(ownerCookie, "/admin/dashboard")).html).toContain('href="/admin/business"');
  });
});

describe("where people order (issue 34)", () => {
  const PICKUP = "https://pos.example.com/sando/pickup";
  const DOORDASH = "https://www.doordash.com/store/sando-truck-sb";
  const UBER_EATS = "https://www.ubereats.com/store/sando-truck";
  /** The form as drawn, with the phone box unticked (an unticked box sends nothing). */
  const withoutPhone = (fields: Record<string, string>) => {
    const { "orderLinks.showPhone": _unticked, ...rest } = fields;
    return rest;
  };
  const orderLinksOf = (html: string) =>
    [
      ...(html.match(/<p class="order-links">(.*?)<\/p>/s)?.[1] ?? "").matchAll(
        /<a href="([^"]*)" data-order="([^"]*)"/g,
      ),
    ].map(([, href, channel]) => `${channel} ${href}`);

  it("starts with no pickup page, no delivery service and the phone shown, as the site was", async () => {
    const { html } = await page(ownerCookie);
    expect(control(html, "orderLinks.pickup")).not.toContain("value=");
    expect(control(html, "orderLinks.delivery[0].label")).not.toContain("value=");
    expect(control(html, "orderLinks.delivery[3].url")).not.toContain("value=");
    expect(control(html, "orderLinks.showPhone")).toContain("checked");
    expect(orderLinksOf(await publicPage("/menu"))).toEqual(["phone tel:805-555-0199"]);
  });

  it("lets an Owner set the pickup page, the delivery services and whether the phone shows; the pages follow", async () => {
    const saved = await postForm(
      `${server.url}/admin/business`,
      {
        ...withoutPhone(await drawnForm()),
        "orderLinks.pickup": `  ${PICKUP}  `,
        "orderLinks.delivery[0].label": "DoorDash",
        "orderLinks.delivery[0].url": DOORDASH,
        // The second row left empty: dropped, the others keep their order.
        "orderLinks.delivery[2].label": " Uber Eats ",
        "orderLinks.delivery[2].url": UBER_EATS,
      },
      { cookie: ownerCookie },
    );
    expect(saved.status).toBe(302);
    expect((await getBusinessDetails()).orderLinks).toEqual({
      pickup: PICKUP,
      delivery: [
        { label: "DoorDash", url: DOORDASH },
        { label: "Uber Eats", url: UBER_EATS },
      ],
      showPhone: false,
    });
    const { html } = await page(ownerCookie);
    expect(control(html, "orderLinks.pickup")).toContain(`value="${PICKUP}"`);
    expect(control(html, "orderLinks.delivery[1].label")).toContain('value="Uber Eats"');
    expect(control(html, "orderLinks.delivery[2].label")).not.toContain("value=");
    expect(control(html, "orderLinks.showPhone")).not.toContain("checked");
    // No stop of this database is in its pickup window now: the delivery services only, and the
    // phone no longer offered as a way to order.
    for (const path of ["/", "/menu"]) {
      expect(orderLinksOf(await publicPage(path)), path).toEqual([`delivery ${DOORDASH}`, `delivery ${UBER_EATS}`]);
    }
    expect(await publicPage("/menu")).not.toContain('href="tel:');
    // Ticked again: the phone is back after the delivery services.
    expect((await save(ownerCookie, { "orderLinks.showPhone": "on" })).status).toBe(302);
    expect(orderLinksOf(await publicPage("/menu")).at(-1)).toBe("phone tel:805-555-0199");
  });

  it("refuses order links that cannot be right, says why at the field, and stores nothing", async () => {
    const before = await BusinessDetails.findOne().lean();
    const tries: [changes: Record<string, string>, field: string, message: string][] = [
      // Where people pay: https only.
      [
        { "orderLinks.pickup": "http://pos.example.com/sando" },
        "orderLinks.pickup",
        "Enter a full web address starting with https://",
      ],
      [
        { "orderLinks.pickup": "javascript:alert(1)" },
        "orderLinks.pickup",
        "Enter a full web address starting with https://",
      ],
      [
        { "orderLinks.delivery[1].label": "Grubhub", "orderLinks.delivery[1].url": "" },
        "orderLinks.delivery[1].url",
        "Enter a full web address starting with https://",
      ],
      [
        { "orderLinks.delivery[3].label": "", "orderLinks.delivery[3].url": "https://www.grubhub.com/sando" },
        "orderLinks.delivery[3].label",
        "Enter the service's name, or clear its page",
      ],
      [
        { "orderLinks.delivery[1].label": "x".repeat(41), "orderLinks.delivery[1].url": "https://www.grubhub.com/s" },
        "orderLinks.delivery[1].label",
        "A service's name must be at most 40 characters",
      ],
    ];
    for (const [changes, field, message] of tries) {
      const refused = await save(ownerCookie, changes);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      const html = await refused.text();
      const messages = [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");
      expect(messages, JSON.stringify(changes)).toContain(message.replaceAll("'", "&#x27;"));
      expect(control(html, field), JSON.stringify(changes)).toContain('aria-invalid="true"');
    }
    // The domain refuses the same, whoever calls it: a fifth service, an operator for a page.
    const service = { label: "Somewhere", url: "https://delivery.example.com/sando" };
    await expect(
      saveBusinessDetails(
        { orderLinks: { pickup: "", delivery: Array.from({ length: 5 }, () => service), showPhone: true } },
        { adminId: "test" },
      ),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "orderLinks.delivery": "At most four delivery services" } },
    });
    await expect(
      saveBusinessDetails({ orderLinks: { pickup: { $ne: null } } }, { adminId: "test" }),
    ).rejects.toMatchObject({ status: 400, details: { fieldErrors: { "orderLinks.pickup": expect.any(String) } } });
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
  });

  it("shows markup typed into a service's name as text, never as markup", async () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(
      (await save(ownerCookie, { "orderLinks.delivery[0].label": name, "orderLinks.delivery[0].url": DOORDASH }))
        .status,
    ).toBe(302);
    const menu = await publicPage("/menu");
    expect(menu).not.toContain("<img src=x");
    expect(menu).toContain("Order on &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect((await save(ownerCookie, { "orderLinks.delivery[0].label": "DoorDash" })).status).toBe(302);
  });

  it("answers Staff 403 for order links sent to the page or its data, and stores nothing", async () => {
    const before = await BusinessDetails.findOne().lean();
    const changes = {
      "orderLinks.pickup": "https://attacker.example/pay",
      "orderLinks.delivery[0].label": "Totally DoorDash",
      "orderLinks.delivery[0].url": "https://attacker.example/doordash",
    };
    expect((await save(staffCookie, changes)).status).toBe(403);
    const dataPost = await postForm(
      `${server.url}/admin/business.data`,
      { ...(await drawnForm()), ...changes },
      { cookie: staffCookie },
    );
    expect(dataPost.status).toBe(403);
    expect(await BusinessDetails.findOne().lean()).toEqual(before);
    expect(await publicPage("/menu")).not.toContain("attacker.example");
  });
});

describe("the write a review pages (issue 53)", () => {
  const GOOGLE = "https://g.page/r/sando-truck-sb/review";
  const YELP = "https://www.yelp.com/writeareview/biz/sando-truck-sb";
  const fieldMessages = (html: string) =>
    [...html.matchAll(/id="[^"]*-error"[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");

  it("lets an Owner give each site's write a review page beside the listings, refuses what is not an address, and keeps them through saves that do not send them", async () => {
    // Records saved before the field existed read as none.
    expect((await getBusinessDetails({ fresh: true })).reviewLinks).toEqual({ google: "", yelp: "" });
    let { html } = await page(ownerCookie);
    expect(html).toContain("<legend>Write a review pages</legend>");
    expect(html).toContain(">Google: write a review</label>");
    expect(control(html, "reviewLinks.google")).toContain('type="url"');
    expect(control(html, "reviewLinks.google")).not.toContain("required");
    expect(control(html, "reviewLinks.yelp")).not.toContain("value=");

    // Google's alone: Yelp's, left empty, stays empty.
    expect((await save(ownerCookie, { "reviewLinks.google": `  ${GOOGLE}  `, "reviewLinks.yelp": "" })).status).toBe(
      302,
    );
    expect((await getBusinessDetails({ fresh: true })).reviewLinks).toEqual({ google: GOOGLE, yelp: "" });
    ({ html } = await page(ownerCookie));
    expect(control(html, "reviewLinks.google")).toContain(`value="${GOOGLE}"`);
    expect(control(html, "reviewLinks.yelp")).not.toContain("value=");

    // Not an address: refused beside its field, what was typed kept, nothing stored.
    const before = await BusinessDetails.findOne().lean();
    const refused = await save(ownerCookie, { "reviewLinks.yelp": "not a link" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(fieldMessages(refusedHtml)).toContain("Enter a full web address starting with https://, or leave it empty");
    expect(control(refusedHtml, "reviewLinks.yelp")).toContain('aria-invalid="true"');
    expect(control(refusedHtml, "reviewLinks.yelp")).toContain('value="not a link"');
    await expect(
      saveBusinessDetails({ reviewLinks: { google: "javascript:alert(1)" } }, { adminId: "test" }),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { "reviewLinks.google": expect.stringContaining("https://") } },
    });
    expect(await BusinessDetails.findOne().lean()).toEqual(before);

    // Both, stored as a browser reads them.
    expect((await save(ownerCookie, { "reviewLinks.yelp": YELP.replace("www.yelp.com", "WWW.Yelp.com") })).status).toBe(
      302,
    );
    expect((await getBusinessDetails({ fresh: true })).reviewLinks).toEqual({ google: GOOGLE, yelp: YELP });
    // What public pages read carries them; the listings are unchanged.
    const publicDetails = await getPublicBusinessDetails();
    expect(publicDetails.reviewLinks).toEqual({ google: GOOGLE, yelp: YELP });
    expect(publicDetails.links.yelp).toBe(NEW_DETAILS["links.yelp"]);

    // A client that does not send them (as before issue 53) keeps them.
    await saveBusinessDetails({ links: publicDetails.links }, { adminId: "test" });
    expect((await getBusinessDetails({ fresh: true })).reviewLinks).toEqual({ google: GOOGLE, yelp: YELP });
    // An empty one, sent as empty, means none.
    await saveBusinessDetails({ reviewLinks: { google: GOOGLE, yelp: "" } }, { adminId: "test" });
    expect((await getBusinessDetails({ fresh: true })).reviewLinks).toEqual({ google: GOOGLE, yelp: "" });
  });
});

describe("each server's copy of the business details", () => {
  it("is dropped by the server's own save at once, and another server's save shows only once it is older than its life", async () => {
    await startUpDone(copying);
    const cookie = await portalSessionCookie(OWNER, copying.url);
    const note = async () => (await fetch(`${copying.url}/menu`)).text();
    const primedAt = performance.now();
    const first = await note();
    expect(first).toContain("Saved by the other tab.");
    // Another server saves (this test process writes the record behind the server's back).
    await BusinessDetails.updateOne({}, { $set: { hours_note: "Saved on another server." }, $inc: { __v: 1 } });
    const second = await getWithDatabaseCommands(copying, "/menu");
    if (performance.now() - primedAt < COPY_SECONDS * 1000) {
      // The copy answers for its life: the other save is not seen yet, and the page asks the
      // database less than a server that reads the details for every page (how many reads that
      // one makes depends on how its loaders' reads overlap; what a page costs with the copy is
      // counted exactly by tests/api/database-commands.test.ts).
      expect(second.body).toContain("Saved by the other tab.");
      const readEveryTime = await getWithDatabaseCommands(server, "/menu");
      expect(second.dbCommands).toBeLessThan(readEveryTime.dbCommands);
    }
    // The Owner's save through this server shows on its very next page.
    const saved = await postForm(
      `${copying.url}/admin/business`,
      { ...(await drawnForm(cookie, copying.url)), hoursNote: "Saved on this server." },
      { cookie },
    );
    expect(saved.status).toBe(302);
    expect(await note()).toContain("Saved on this server.");
  });
});

describe("the note under the hours in Spanish (issue 49)", () => {
  const line = /<a href="\/admin\/business"[^>]*>Note under the hours \(business details\): note under the hours<\/a>/;
  const note = (html: string) => html.match(/<p class="info-card__note"[^>]*>[^<]*<\/p>/)?.[0];
  const printed = async (path: string) =>
    (await readPdf(new Uint8Array(await (await fetch(`${server.url}${path}`)).arrayBuffer()))).pages
      .map((sheet) => sheet.text)
      .join(" ");

  it("shows an Owner's note without Spanish in English, marked, and counts it on the Owner's dashboard, not on Staff's", async () => {
    expect((await save(ownerCookie, { hoursNote: "Closed Mondays for prep.", hoursNoteEs: "" })).status).toBe(302);
    expect(note(await publicPage("/es/menu"))).toBe(
      '<p class="info-card__note" lang="en">Closed Mondays for prep.</p>',
    );
    expect((await page(ownerCookie, "/admin/dashboard")).html).toMatch(line);
    const staffDashboard = (await page(staffCookie, "/admin/dashboard")).html;
    expect(staffDashboard).toContain("Needs Spanish");
    expect(staffDashboard).not.toContain("(business details)");
  });

  it("takes the note in Spanish beside the English; the Spanish menu and PDF show it, the English ones are unchanged", async () => {
    const saved = await save(ownerCookie, {
      hoursNote: "Closed Mondays for prep.",
      hoursNoteEs: "  Cerrado los lunes para preparar. ",
    });
    expect(saved.status).toBe(302);
    expect(note(await publicPage("/es/menu"))).toBe('<p class="info-card__note">Cerrado los lunes para preparar.</p>');
    expect(note(await publicPage("/menu"))).toBe('<p class="info-card__note">Closed Mondays for prep.</p>');
    expect(await printed("/es/menu/sando-truck-menu.pdf")).toContain("Cerrado los lunes para preparar.");
    expect(await printed("/menu/sando-truck-menu.pdf")).toContain("Closed Mondays for prep.");
    expect((await page(ownerCookie, "/admin/dashboard")).html).not.toMatch(line);
    // The form shows it again, beside the English.
    expect((await page(ownerCookie)).html).toContain(">Cerrado los lunes para preparar.</textarea>");
  });

  it("refuses too long a Spanish note beside its field, keeps what was typed, and stores nothing", async () => {
    const refused = await save(ownerCookie, { hoursNote: "Changed", hoursNoteEs: "x".repeat(301) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The note in Spanish must be at most 300 characters");
    expect(await getBusinessDetails({ fresh: true })).toMatchObject({
      hoursNote: "Closed Mondays for prep.",
      hoursNoteEs: "Cerrado los lunes para preparar.",
    });
  });
});

describe("getBusinessDetails with the database unreachable", () => {
  it("answers the last values this process read, and the defaults in a process that read none", {
    timeout: 30_000,
  }, async () => {
    await saveBusinessDetails({ postalAddress: "PO Box 42, Goleta, CA 93117" }, { adminId: "test" });
    const read = await getBusinessDetails();
    expect(read.postalAddress).toBe("PO Box 42, Goleta, CA 93117");
    await disconnectDatabase();
    // Each read below waits out the database's time limit and must not throw.
    expect(await getBusinessDetails()).toEqual(read);
    vi.resetModules();
    const fresh = await import("#app/domain/business/business-details.server.ts");
    expect(await fresh.getBusinessDetails()).toEqual(DEFAULT_BUSINESS_DETAILS);
  });
});
