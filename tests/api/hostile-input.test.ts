// Hostile input against every form action and every /api route of app/routes.ts, on a server
// and database of their own: malformed bodies, wrong types, query operators, oversize and
// unicode-edge strings, script payloads. Each answer is a 2xx/3xx or a 4xx with a clear message
// (never a 5xx), invalid input stores nothing, and stored text is always rendered escaped.
// fast-check runs with a fixed seed, so a failure reproduces.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import mongoose from "mongoose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveCampaignDraft } from "#app/domain/campaigns/campaigns.server.ts";
import { campaignDraftSchema } from "#app/domain/campaigns/campaigns.ts";
import { createClosure } from "#app/domain/closures/closures.server.ts";
import { closureInputSchema } from "#app/domain/closures/closures.ts";
import { createEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { createMenuItem } from "#app/domain/menu/menu.server.ts";
import { menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { createPressArticle } from "#app/domain/press/press.server.ts";
import { pressArticleSchema } from "#app/domain/press/press.ts";
import { getWeeklyMailSettings, setWeeklyMailOff } from "#app/domain/weekly-mail/weekly-mail.server.ts";
import routeConfig from "#app/routes.ts";
import { projectRoot } from "#scripts/lib/project.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { apiLogin, createTestAdmin } from "#tests/support/admin-users.ts";
import { mapConcurrently } from "#tests/support/concurrency.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";
import { firstCookie, postLoginForm } from "#tests/support/form-posts.ts";

const SEED = 20261123;
/**
 * Requests in flight at once: each group of a route's requests is independent of its order. Not
 * more: the server renders on one core, and a request that checks a password waits for the
 * pool's cost-12 hashes of those before it (production's floor), which must stay well inside
 * the server's idle timeout.
 */
const CONCURRENT_REQUESTS = 4;
const databaseUri = `${testMongoBase()}/sando_fuzz_${Date.now()}`;
let server: ServerProcess;
let bearer = "";
let cookie = "";
const ids: Record<string, string> = { gallery: "1" };

useTestDatabase(() => databaseUri);

// ---------------------------------------------------------------------------------------------
// The routes, from app/routes.ts: every URL pattern and the file behind it.

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type Route = { pattern: string; file: string };

function flatten(entries: RouteEntry[], parent = ""): Route[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    const own = entry.children ? [] : [{ pattern: pattern || "/", file: entry.file }];
    return [...own, ...flatten(entry.children ?? [], pattern)];
  });
}
const routes = flatten(routeConfig as RouteEntry[]);

// Which fixture an `:id` stands for, by the collection named before it.
const FIXTURE_OF: Record<string, string> = {
  gallery: "gallery",
  users: "user",
  enquiries: "enquiry",
  events: "event",
  // Issue 53: a stop's own page.
  stops: "event",
  menu: "menu",
  "menu-items": "menu",
  press: "press",
  "press-articles": "press",
  campaigns: "campaign",
  closures: "closure",
};

/** A URL for the pattern, with ids of records that exist (updates meet real documents). */
function urlFor(pattern: string): string {
  return pattern.replace(/([^/]+)(\/edit)?\/:id/, (_, collection: string, edit = "") => {
    const id = ids[FIXTURE_OF[collection] ?? ""];
    if (!id) throw new Error(`no fixture id for ${pattern}: add it to FIXTURE_OF`);
    return `${collection}${edit}/${id}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Requests.

type Answer = { status: number; contentType: string; text: string };

function authFor(path: string): Record<string, string> {
  if (path.startsWith("/api/admin/")) return { Authorization: `Bearer ${bearer}` };
  // Logging out with this file's session would end it (logout deletes the session's record).
  if (path === "/admin/logout") return { Origin: server.url };
  if (path.startsWith("/admin/") && path !== "/admin/login") return { Cookie: cookie, Origin: server.url };
  return { Origin: server.url };
}

async function send(
  method: string,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  const attempt = async () => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      redirect: "manual",
      headers: { ...authFor(path), ...headers },
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed body.
      duplex: "half",
    });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  };
  const noAnswer = (error: unknown): Answer => ({
    status: 0,
    contentType: "",
    text: String((error as Error).cause ?? error),
  });
  // No answer at all (a reset connection) is reported as status 0.
  return attempt().catch(noAnswer);
}

const asJson = (method: string, path: string, text: string) =>
  send(method, path, text, { "Content-Type": "application/json" });

const asForm = (method: string, path: string, fields: [string, string][]) =>
  send(method, path, new URLSearchParams(fields).toString(), {
    "Content-Type": "application/x-www-form-urlencoded",
  });

/** A body streamed without Content-Length (chunked), `bytes` long. */
function chunked(bytes: number, prefix = ""): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0 && prefix) controller.enqueue(new TextEncoder().encode(prefix));
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const failures: string[] = [];

// Actions that take no fields drop whatever body comes (one-click unsubscribe, RFC 8058, and the
// newsletter's confirmation need only their link; signing out must always work; a sign-in link and the e-mail change links need
// only their token; a review ask's "no more such mail" is a one-click link too, issue 53), so they
// refuse no body either; so do the newsletter links' Spanish twins (issue 48).
const IGNORES_BODY = new Set([
  "/newsletter/unsubscribe",
  "/newsletter/confirm",
  "/es/newsletter/unsubscribe",
  "/es/newsletter/confirm",
  "/review/no-more-mail",
  "/es/review/no-more-mail",
  "/admin/logout",
  "/admin/sign-in-link",
  "/admin/email-change",
  "/admin/email-change/cancel",
]);

function expectStatus(answer: Answer, status: number, label: string): void {
  if (answer.status !== status && answer.status !== 0)
    failures.push(`${label} -> ${answer.status}: expected ${status}`);
}

/** The answer is not a 5xx, and a 4xx says what was wrong in the route's own format. */
function check(label: string, kind: Kind, answer: Answer, expectRefusal = false): void {
  const where = `${label} -> ${answer.status}`;
  if (answer.status >= 500 || answer.status === 0) return void failures.push(`${where}: ${answer.text.slice(0, 300)}`);
  if (expectRefusal && (answer.status < 400 || answer.status >= 500)) {
    return void failures.push(`${where}: expected a 4xx refusal`);
  }
  if (answer.status < 400 || kind === "ping") return;
  if (kind === "api") {
    let body: { success?: unknown; error?: unknown } = {};
    try {
      body = JSON.parse(answer.text) as typeof body;
    } catch {
      return void failures.push(`${where}: not JSON: ${answer.text.slice(0, 120)}`);
    }
    if (typeof body.error !== "string" || !body.error.trim()) failures.push(`${where}: no error message`);
    if (body.success !== false) failures.push(`${where}: success is not false`);
    return;
  }
  if (!answer.contentType.includes("text/html")) return void failures.push(`${where}: not HTML`);
  if (!/role="(alert|status)"|admin-field-error|class="error-page"|admin-error-page/.test(answer.text)) {
    failures.push(`${where}: no message on the page`);
  }
}

// ---------------------------------------------------------------------------------------------
// What is stored: counts of every collection that holds records (not the throttles', the numbers' and the
// outbox's bookkeeping), and the fixture records themselves, which invalid updates must not touch.

async function snapshot(): Promise<string> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections().toArray())
    .map((collection) => collection.name)
    .filter((name) => !/ratelimit|signin|refresh|outbox|numbers_/i.test(name))
    .sort();
  const fixtures = [
    ["event", "events"],
    ["menu", "menuitems"],
    ["press", "pressarticles"],
    ["user", "adminusers"],
  ] as const;
  // Read side by side; the keys keep a fixed order, so two snapshots compare as text.
  const [counts, docs, banner] = await Promise.all([
    Promise.all(names.map((name) => db.collection(name).countDocuments())),
    Promise.all(
      fixtures.map(([key, collection]) =>
        db.collection(collection).findOne({ _id: new mongoose.Types.ObjectId(ids[key]) }),
      ),
    ),
    db.collection("bannersettings").findOne({}),
  ]);
  return JSON.stringify({
    ...Object.fromEntries(names.map((name, index) => [name, counts[index]])),
    ...Object.fromEntries(fixtures.map(([key], index) => [`fixture ${key}`, docs[index]])),
    banner,
  });
}

/** A request and what its answer must be: `check`ed, and when `status` is given, exactly that. */
type Probe = {
  label: string;
  kind: Kind;
  answer: () => Promise<Answer>;
  expectRefusal?: boolean;
  status?: number;
};

/**
 * Sends independent requests, CONCURRENT_REQUESTS at once rather than one by one, and checks each
 * answer under its own label.
 */
async function sendAll(probes: Probe[]): Promise<void> {
  await mapConcurrently(probes, CONCURRENT_REQUESTS, async (probe) => {
    const answer = await probe.answer();
    check(probe.label, probe.kind, answer, probe.expectRefusal);
    if (probe.status !== undefined) expectStatus(answer, probe.status, probe.label);
  });
}

/** Runs `body` (requests that must all be refused) and checks nothing stored changed. */
async function storesNothing(label: string, body: () => Promise<void>): Promise<void> {
  const before = await snapshot();
  await body();
  const after = await snapshot();
  if (before !== after) failures.push(`${label}: invalid input changed what is stored`);
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const OPERATORS: unknown[] = [
  { $ne: null },
  { $gt: "" },
  { $where: "sleep(1000)" },
  { "a.b": 1 },
  { $regex: ".*" },
  ["array"],
  [{ $ne: 1 }],
  { nested: { deeper: { $ne: null } } },
];
const WRONG_TYPES: unknown[] = [true, -1, 1.5, 1e300, {}, []];
// Longer than any field may be, yet within the body limits, so the fields' own checks answer.
const TOO_LONG = "x".repeat(30_000);
const SCRIPT_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "</textarea><script>alert(1)</script>",
];
const UNICODE_EDGES = [
  "\ud800",
  "lone \udfff low",
  "x\ud83d",
  "nul\u0000byte",
  "\u0000",
  "rtl \u202Egnp.exe\u202C",
  "zero\u200B\u200C\u200D\uFEFFwidth",
  `e${"\u0301".repeat(500)}`,
  "👨‍👩‍👧‍👦🏳️‍🌈🇯🇵",
  "👨‍👩‍👧‍👦".repeat(300),
  `${"\u0915\u094D".repeat(400)}\u0937`,
  "\r\nBcc: victim@example.com",
  "  ",
  "",
  "$ne",
  "a.b",
  "__proto__",
  "../../etc/passwd",
];
const MALFORMED_JSON = ["{", '{"a":', "nul", "[1,2", '{"a":1}garbage', "{'a':1}", '{"a":1,}', "[".repeat(5000)];
const WRONG_TOP_LEVEL = ["null", "[]", "42", '"text"', "true", JSON.stringify([{ $ne: null }])];

/** Strings of any UTF-16 code units (lone surrogates, NUL, controls) and of real graphemes. */
const fuzzStrings = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes)),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...UNICODE_EDGES, ...SCRIPT_PAYLOADS),
);
const fuzzValues = fc.oneof(
  fuzzStrings,
  fc.constantFrom<unknown>(...OPERATORS, ...WRONG_TYPES, null),
  fc.jsonValue({ maxDepth: 3 }),
);

// ---------------------------------------------------------------------------------------------
// Valid bodies of the JSON API, which the fuzzing then spoils one field at a time.

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const API_BODIES: Record<string, () => Record<string, unknown>> = {
  "/api/send-email": () => ({
    name: "Aiko Tanaka",
    email: "aiko@example.com",
    phone: "(805) 555-0142",
    eventDate: `${future()}T08:00:00.000Z`,
    message: "Company picnic for 80 people.",
  }),
  "/api/subscribe": () => ({ email: "reader@example.com" }),
  "/api/send-welcome-email": () => ({ email: "reader@example.com" }),
  // Never the fuzz admin's address: a real account would be locked after five failures.
  "/api/auth/login": () => ({ email: "nobody-fuzz@example.com", password: "not-a-password" }),
  "/api/auth/refresh": () => ({ refreshToken: "not-a-refresh-token" }),
  "/api/auth/logout": () => ({ refreshToken: "not-a-refresh-token" }),
  "/api/admin/users": () => ({ email: "new-staff@example.com", password: "a-long-password" }),
  "/api/admin/users/:id": () => ({ email: "other-staff@example.com", password: "a-long-password", is_active: true }),
  "/api/admin/events": () => ({
    title: "Funk Zone Friday",
    address: "120 Santa Barbara St",
    date: future(),
    time: "4:00 PM - 9:00 PM",
    description: "Katsu sandos until we sell out.",
    display_order: 0,
    is_active: true,
  }),
  "/api/admin/menu-items": () => ({
    category_id: "sandos",
    name: "Ebi Katsu Sando",
    description: "Panko shrimp on shokupan.",
    price: 14,
    display_order: 0,
    is_popular: false,
    is_limited: false,
    is_available: true,
  }),
  "/api/admin/press-articles": () => ({
    title: "The best sando in town",
    publication: "Noozhawk",
    url: "https://example.com/sando",
    date_published: "2026-01-15",
    blurb: "A visit to the truck.",
    status: "published",
    thumbnail: "",
  }),
  "/api/admin/banner-settings": () => ({
    is_active: false,
    message: "Closed on Monday",
    link_text: "",
    link_url: "",
    background_color: "#ea1e25",
    text_color: "#ffffff",
    start_date: null,
    end_date: null,
  }),
};
API_BODIES["/api/admin/events/:id"] = API_BODIES["/api/admin/events"]!;
API_BODIES["/api/admin/menu-items/:id"] = API_BODIES["/api/admin/menu-items"]!;
API_BODIES["/api/admin/press-articles/:id"] = API_BODIES["/api/admin/press-articles"]!;

/** The sample body of the route at `path`, with `fields` changed. */
const sampleBody = (path: string, fields: Record<string, unknown> = {}) => ({ ...API_BODIES[path]!(), ...fields });

// ---------------------------------------------------------------------------------------------
// HTML forms: the fields a page's form posts to an action, read from the page itself.

type Form = { action: string; fields: [string, string][] };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function formsIn(html: string, pagePath: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(([, attrs = "", inner = ""]) => {
    if ((attribute(attrs, "method") ?? "get").toLowerCase() !== "post") return [];
    const action = new URL(decode(attribute(attrs, "action") ?? pagePath), "http://x").pathname;
    const fields: [string, string][] = [];
    const seen = new Set<string>();
    const add = (name: string | undefined, value: string) => {
      if (!name || seen.has(name)) return;
      seen.add(name);
      fields.push([decode(name), decode(value)]);
    };
    for (const [tag] of inner.matchAll(/<(input|button)\b[^>]*>/g)) {
      const type = attribute(tag, "type") ?? "text";
      if (type === "file" || ((type === "checkbox" || type === "radio") && !/\schecked=""/.test(tag))) continue;
      add(attribute(tag, "name"), attribute(tag, "value") ?? (type === "checkbox" ? "on" : ""));
    }
    for (const [, attrs2 = "", text = ""] of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      add(attribute(attrs2, "name"), text);
    }
    for (const [, attrs2 = "", options = ""] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const selected =
        /<option\b[^>]*selected=""[^>]*>/.exec(options)?.[0] ??
        /<option\b[^>]*value="[^"]+"[^>]*>/.exec(options)?.[0] ??
        "";
      add(attribute(attrs2, "name"), attribute(selected, "value") ?? "");
    }
    return [{ action, fields }];
  });
}

/** The fields of the fullest form posting to `path`, found on that page or on the pages linking to it. */
async function formFieldsFor(path: string): Promise<[string, string][]> {
  for (const page of [path, "/", "/admin/dashboard"]) {
    const answer = await send("GET", page, undefined, {});
    if (answer.status !== 200) continue;
    // The fullest form posting there: on the account page that is the password change, not a
    // "sign out" button that would end this test's own session.
    const forms = formsIn(answer.text, page).filter((candidate) => candidate.action === path);
    const form = forms.reduce<(typeof forms)[number] | undefined>(
      (best, candidate) => (best && best.fields.length >= candidate.fields.length ? best : candidate),
      undefined,
    );
    if (form) return form.fields;
  }
  return [];
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/seed.ts"], {
    cwd: projectRoot,
    env: { ...process.env, MONGODB_URI: databaseUri },
    stdio: "ignore",
  });
  const admin = await createTestAdmin("fuzz");
  const other = await createTestAdmin("fuzz-other");
  ids.user = other.id;
  // Records for the routes that take an id, made through the domain from the routes' samples.
  const event = sampleBody("/api/admin/events", { title: "Fixture event" });
  ids.event = (await createEvent(eventInputSchema.parse(event))).id;
  const item = sampleBody("/api/admin/menu-items", { name: "Fixture sando" });
  ids.menu = (await createMenuItem(menuItemInputSchema.parse(item))).id;
  const article = sampleBody("/api/admin/press-articles", { title: "Fixture article", status: "draft" });
  ids.press = (await createPressArticle(pressArticleSchema.parse(article))).id;
  // A closure far in the future: it cancels no stop any other request here looks at.
  ids.closure = (
    await createClosure(
      closureInputSchema.parse({ kind: "range", starts_on: "2099-03-01", ends_on: "2099-03-02", reason: "Fixture" }),
    )
  ).id;
  ids.campaign = await saveCampaignDraft(
    null,
    campaignDraftSchema.parse({ subject: "Fixture campaign", text: "Karaage sando this week." }),
    admin.id,
  );
  // This server runs on the real clock, and the business form's fuzz stores some text as the
  // postal address: on a Monday from 08:00 in Santa Barbara its background loop would then hand the
  // week's mail over (a run and a mailing stored) in the middle of a check that nothing changed.
  // Off for this database; nothing here turns it on (the weekly mail page's fullest form is its note).
  await setWeeklyMailOff(true);
  server = await startServerProcess({
    mongodbUri: databaseUri,
    env: { RATE_LIMIT_ENQUIRIES_PER_HOUR: "100000", RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR: "100000" },
  });
  bearer = (await apiLogin(admin, server.url)).accessToken;
  cookie = firstCookie(await postLoginForm(admin, { origin: server.url }));
  const enquiry = await asJson("POST", "/api/send-email", JSON.stringify(API_BODIES["/api/send-email"]!()));
  ids.enquiry = (JSON.parse(enquiry.text) as { id: string }).id;
}, 120_000);

afterAll(async () => {
  // The weekly mail stayed off: the one thing that would have stored on the clock's account.
  expect((await getWeeklyMailSettings()).off).toBe(true);
  await server?.stop();
  await mongoose.connection.dropDatabase();
});

/** The methods a route takes, as the server announces them (Allow). */
async function methodsOf(path: string): Promise<string[]> {
  const response = await fetch(`${server.url}${path}`, { method: "OPTIONS" });
  return (response.headers.get("allow") ?? "").split(/,\s*/).filter(Boolean);
}

/** Sends one route's hostile requests for one write method; what goes wrong lands in `failures`. */
async function fuzz(target: Target): Promise<void> {
  const { path, method, kind, pattern } = target;
  const label = (what: string) => `${method} ${pattern} ${what}`;
  /** A request to this target, checked as `check` says: refused or not, and with which status. */
  const probe = (what: string, answer: () => Promise<Answer>, expectRefusal = false, status?: number): Probe => ({
    label: label(what),
    kind,
    answer,
    expectRefusal,
    status,
  });
  if (kind === "ping") return fuzzPing(target, probe);
  if (kind === "api") {
    const base = (API_BODIES[pattern] ?? (() => ({})))();
    await storesNothing(label("invalid JSON"), () =>
      sendAll([
        ...[...MALFORMED_JSON, ...WRONG_TOP_LEVEL].map((text) =>
          probe(`body ${JSON.stringify(text.slice(0, 30))}`, () => asJson(method, path, text), true),
        ),
        probe(
          "invalid UTF-8",
          () =>
            send(method, path, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), {
              "Content-Type": "application/json",
            }),
          true,
        ),
        ...Object.keys(base).flatMap((field) =>
          [...OPERATORS, TOO_LONG].map((value) =>
            probe(
              `${field}=${JSON.stringify(value).slice(0, 30)}`,
              () => asJson(method, path, JSON.stringify({ ...base, [field]: value })),
              true,
            ),
          ),
        ),
      ]),
    );
    // The upload route takes multipart only, up to its own 10 MB image limit.
    const tooLarge = pattern === "/api/admin/upload-image" ? 415 : 413;
    await storesNothing(label("over 64 KB"), () =>
      sendAll([
        probe(
          "64 KB declared",
          () => asJson(method, path, JSON.stringify({ ...base, padding: "a".repeat(64 * 1024) })),
          true,
          tooLarge,
        ),
        probe(
          "2 MB chunked",
          () =>
            send(method, path, chunked(2 * 1024 * 1024, '{"a":"'), {
              "Content-Type": "application/json",
            }),
          true,
          tooLarge,
        ),
      ]),
    );
    // Values that may well be valid: any answer but a 5xx, and a clear message when refused.
    const samples = fc.sample(fc.tuple(fc.constantFrom(...Object.keys(base), "$where", "a.b", "extra"), fuzzValues), {
      seed: SEED,
      numRuns: 25,
    });
    await sendAll([
      probe("__proto__", () =>
        asJson(
          method,
          path,
          JSON.stringify(base).replace("{", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},'),
        ),
      ),
      ...samples.map(([field, value]) =>
        probe(`${field}=${JSON.stringify(value)?.slice(0, 40)}`, () =>
          asJson(method, path, JSON.stringify({ ...base, [field]: value })),
        ),
      ),
    ]);
  } else {
    const base = await formFieldsFor(path);
    const refused = !IGNORES_BODY.has(pattern);
    const replace = (field: string, value: string): [string, string][] =>
      base.map(([name, old]) => [name, name === field ? value : old]);
    await storesNothing(label("unreadable form"), () =>
      sendAll([
        probe("JSON body", () => asJson(method, path, JSON.stringify(Object.fromEntries(base))), refused),
        probe("no content type", () => send(method, path, "a=1", {}), refused),
        probe("text/plain", () => send(method, path, "a=1", { "Content-Type": "text/plain" }), refused),
        probe(
          "broken multipart",
          () =>
            send(method, path, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', {
              "Content-Type": "multipart/form-data; boundary=x",
            }),
          refused,
        ),
        probe(
          "multipart without boundary",
          () => send(method, path, "a=1", { "Content-Type": "multipart/form-data" }),
          refused,
        ),
      ]),
    );
    await storesNothing(label("over 1 MB"), () =>
      sendAll([
        probe(
          "1 MB declared",
          () => asForm(method, path, [...base, ["padding", "a".repeat(1024 * 1024)]]),
          refused,
          refused ? 413 : undefined,
        ),
        probe(
          "2 MB chunked",
          () =>
            send(method, path, chunked(2 * 1024 * 1024, "a="), {
              "Content-Type": "application/x-www-form-urlencoded",
            }),
          refused,
          refused ? 413 : undefined,
        ),
      ]),
    );
    await storesNothing(label("oversize fields"), () =>
      sendAll(
        base
          // A ticked checkbox counts as ticked whatever its value; ids and intents are looked up.
          .filter(([field, value]) => field !== "intent" && field !== "id" && value !== "on")
          .map(([field]) => probe(`${field} 30k`, () => asForm(method, path, replace(field, TOO_LONG)))),
      ),
    );
    const fields = base.map(([name]) => name);
    const samples = fc.sample(fc.tuple(fc.constantFrom(...fields, "$where", "a.b"), fuzzStrings), {
      seed: SEED,
      numRuns: 20,
    });
    await sendAll([
      ...fields.map((field) => {
        const operatorKeys = base
          .filter(([name]) => name !== field)
          .concat([
            [`${field}[$ne]`, ""],
            [`${field}.$gt`, ""],
          ]);
        return probe(`${field}[$ne]`, () => asForm(method, path, operatorKeys));
      }),
      ...samples.map(([field, value]) => {
        const body = fields.includes(field) ? replace(field, value) : [...base, [field, value] as [string, string]];
        return probe(`${field}=${JSON.stringify(value).slice(0, 40)}`, () => asForm(method, path, body));
      }),
      probe("repeated fields", () => asForm(method, path, [...base, ...base])),
      probe("invalid percent-encoding", () =>
        send(method, path, "email=%E0%A4%A&name=%zz&%", {
          "Content-Type": "application/x-www-form-urlencoded",
        }),
      ),
    ]);
  }
}

/** "ping": the tap counter (issue 51), which takes a browser's `text/ping` and answers without a body. */
type Kind = "api" | "form" | "ping";
/**
 * The tap counter: a body that is not a ping is refused as such (415), however large; a ping
 * with a query that is not one of ours is refused (400); a large ping is not read past its limit.
 */
async function fuzzPing(
  { path, method }: Target,
  probe: (what: string, answer: () => Promise<Answer>, expectRefusal?: boolean, status?: number) => Probe,
): Promise<void> {
  const ping = { "Content-Type": "text/ping", "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" };
  const samples = fc.sample(fc.tuple(fc.constantFrom("link", "channel", "stop", "$where"), fuzzStrings), {
    seed: SEED,
    numRuns: 20,
  });
  await storesNothing(`${method} /numbers/tap`, () =>
    sendAll([
      probe("a form", () => asForm(method, path, [["a", "1"]]), true, 415),
      probe("JSON", () => asJson(method, path, "{}"), true, 415),
      probe(
        "2 MB chunked form",
        () =>
          send(method, path, chunked(2 * 1024 * 1024, "a="), {
            "Content-Type": "application/x-www-form-urlencoded",
          }),
        true,
        415,
      ),
      probe("2 MB chunked ping", () => send(method, path, chunked(2 * 1024 * 1024, "PING"), ping), true, 400),
      ...samples.map(([name, value]) =>
        probe(`?${name}=${JSON.stringify(value).slice(0, 30)}`, () =>
          send(
            method,
            `${path}?${new URLSearchParams({ link: "order", channel: "pickup", stop: "-", [name]: value })}`,
            "PING",
            ping,
          ),
        ),
      ),
    ]),
  );
}

type Target = { path: string; pattern: string; method: string; kind: Kind };

const hasAction = (route: Route) =>
  /export (async )?function action\b|export const action\b/.test(
    readFileSync(`${projectRoot}/app/${route.file}`, "utf8"),
  );
/** Forms that delete from a list go last, so the fixtures survive the other routes' fuzzing. */
const deletesFromAList = (route: Route) => /^\/admin\/(events|menu|press|users)$/.test(route.pattern);
const routesWithActions = routes
  .filter(hasAction)
  .sort((a, b) => Number(deletesFromAList(a)) - Number(deletesFromAList(b)));

describe("hostile input", () => {
  // One test per route, so none carries the whole run's time (the server's rendering and
  // hashing) on a busy machine; each limit only stops a hung route.
  beforeEach(() => {
    failures.length = 0;
  });

  it("the server's Allow header names a write method exactly where a route file has an action", async () => {
    const announced = await mapConcurrently(routes, CONCURRENT_REQUESTS, (route) => methodsOf(urlFor(route.pattern)));
    for (const [index, route] of routes.entries()) {
      const writes = announced[index]!.filter((method) => !["GET", "HEAD", "OPTIONS"].includes(method));
      // No action is hidden or invented.
      expect(writes.length > 0, `${route.pattern} (${route.file})`).toBe(hasAction(route));
    }
  });

  for (const route of routesWithActions) {
    it(`${route.pattern}: every method that takes a body is fuzzed, and none answers 5xx`, {
      timeout: 60_000,
    }, async () => {
      const path = urlFor(route.pattern);
      const kind = route.pattern.startsWith("/api/") ? "api" : route.pattern === "/numbers/tap" ? "ping" : "form";
      // DELETE carries no body; what it may delete is covered by the domain tests.
      const methods = (await methodsOf(path)).filter(
        (method) => !["GET", "HEAD", "OPTIONS", "DELETE"].includes(method),
      );
      expect(methods, "a method that takes a body, as the route file has an action").not.toEqual([]);
      for (const method of methods) await fuzz({ path, pattern: route.pattern, method, kind });
      expect(failures).toEqual([]);
    });
  }

  it("a hostile id in the URL is a 4xx, never a query, and changes nothing", async () => {
    const hostileIds = [
      "%7B%22%24ne%22%3Anull%7D",
      "..%2F..%2Fetc",
      "%00",
      "%F0%9F%8D%A3",
      "0".repeat(24),
      "ffffffffffffffffffffffff",
      "a".repeat(5000),
    ];
    await storesNothing("hostile ids", () =>
      sendAll(
        routes
          .map((route) => route.pattern)
          .filter((pattern) => pattern.includes(":id"))
          .flatMap((pattern) =>
            hostileIds.flatMap((id): Probe[] => {
              const path = pattern.replace(":id", id);
              const kind = pattern.startsWith("/api/") ? "api" : "form";
              const get: Probe = {
                label: `GET ${path.slice(0, 80)}`,
                kind,
                answer: () => send("GET", path, undefined, {}),
              };
              if (kind !== "api" || pattern === "/gallery/:id") return [get];
              const body = JSON.stringify((API_BODIES[pattern] ?? (() => ({})))());
              return [
                get,
                {
                  label: `DELETE ${path.slice(0, 80)}`,
                  kind,
                  answer: () => send("DELETE", path, undefined, {}),
                  expectRefusal: true,
                },
                {
                  label: `PUT ${path.slice(0, 80)}`,
                  kind,
                  answer: () => asJson("PUT", path, body),
                  expectRefusal: true,
                },
              ];
            }),
          ),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("renders stored script payloads as text on the public and the admin pages", { timeout: 60_000 }, async () => {
    const SCRIPT = "<script>alert(1)</script>";
    const IMG = "<img src=x onerror=alert(1)>";
    const escaped = (payload: string) => payload.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const api = async (method: string, path: string, body: Record<string, unknown>) => {
      const answer = await asJson(method, path, JSON.stringify(body));
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
      return JSON.parse(answer.text) as Record<string, { id: string } | string>;
    };
    /** A record made through the API from the route's sample body with `fields`, as `key` answers it. */
    const create = async (path: string, key: string, fields: Record<string, unknown>) =>
      (await api("POST", path, sampleBody(path, fields)))[key] as { id: string };
    const event = await create("/api/admin/events", "event", { title: SCRIPT, description: IMG, is_active: true });
    const item = await create("/api/admin/menu-items", "menuItem", { name: SCRIPT, description: IMG });
    const article = await create("/api/admin/press-articles", "article", {
      title: SCRIPT,
      blurb: IMG,
      status: "published",
    });
    await api("POST", "/api/admin/banner-settings", {
      ...sampleBody("/api/admin/banner-settings"),
      is_active: true,
      message: IMG,
      link_text: SCRIPT,
      link_url: "/menu",
    });
    const enquiry = (
      await api("POST", "/api/send-email", sampleBody("/api/send-email", { message: `${SCRIPT}\n${IMG}` }))
    ).id as string;
    // A script URL is no link: refused, and the banner keeps its safe one.
    const scriptLink = await asJson(
      "POST",
      "/api/admin/banner-settings",
      JSON.stringify(sampleBody("/api/admin/banner-settings", { message: "x", link_url: "javascript:alert(1)" })),
    );
    expect(scriptLink.status).toBe(400);

    const pages = [
      "/",
      "/menu",
      "/popup-locations",
      "/press",
      "/about",
      "/admin/events",
      `/admin/events/edit/${event.id}`,
      `/admin/events/${event.id}/delete`,
      "/admin/menu",
      `/admin/menu/edit/${item.id}`,
      `/admin/menu/${item.id}/delete`,
      "/admin/press",
      `/admin/press/edit/${article.id}`,
      `/admin/press/${article.id}/delete`,
      "/admin/banner",
      `/admin/enquiries/${enquiry}`,
    ];
    for (const page of pages) {
      const answer = await send("GET", page, undefined, {});
      expect(answer.status, page).toBe(200);
      // Never as markup (not in the HTML, not breaking out of the hydration data's <script>)...
      expect(answer.text, page).not.toContain(SCRIPT);
      expect(answer.text, page).not.toContain(IMG);
      expect(answer.text, page).not.toMatch(/<img[^>]*onerror/i);
      // ...but shown as the text staff typed.
      expect(answer.text.includes(escaped(SCRIPT)) || answer.text.includes(escaped(IMG)), page).toBe(true);
    }
  });
});
