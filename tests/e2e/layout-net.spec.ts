// The layout net: every page of app/routes.ts that renders HTML, public and portal, at six screen
// widths with JavaScript on and off, must fit the screen and keep every control on it and
// uncovered; so must each page again with its disclosures open (at 320, 390 and 1280 px) and,
// at the phone widths, its navigation menu open. At 390 and 1280 px it must also pass axe-core's
// WCAG 2.2 AA rules (target size among them) and best practices, keep text over images readable
// and, with JavaScript, keep every control Tab reaches clear of the sticky bars (2.4.11). A route with neither a sample URL nor a
// reasoned exclusion fails the net, so a new page cannot slip past. Every problem of a run is
// reported, not just the first.
//
// It runs as a Playwright project of its own (playwright.config.ts), one test per screen (the
// four phone widths share one page load; so do desktop and tablet) and JavaScript setting; each
// worker that runs its tests signs in once and creates the sample records (the `net` worker
// fixture).

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { saveCampaignDraft } from "#app/domain/campaigns/campaigns.server.ts";
import { createClosure } from "#app/domain/closures/closures.server.ts";
import { cateringEnquirySchema, storeCateringEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { recordStatusChange } from "#app/domain/enquiries/pipeline.server.ts";
import { createEvent, deleteEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { createMailing } from "#app/domain/mailings/mailings.server.ts";
import { createMenuItem, deleteMenuItem } from "#app/domain/menu/menu.server.ts";
import { menuItemInputSchema } from "#app/domain/menu/menu.ts";
import { preferencesUrl } from "#app/domain/newsletter/followers.server.ts";
import { confirmationUrl } from "#app/domain/newsletter/links.server.ts";
import { unsubscribeUrl } from "#app/domain/newsletter/newsletter.server.ts";
import { createPressArticle, deletePressArticle } from "#app/domain/press/press.server.ts";
import { pressArticleSchema } from "#app/domain/press/press.ts";
import { saveQuoteVersion, sendQuote } from "#app/domain/quotes/quotes.server.ts";
import { reviewOptOutUrl } from "#app/domain/review-asks/review-ask-links.server.ts";
import { SEED_BANNER_SETTINGS } from "#app/domain/seed/seed-data.server.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { englishPathOf, languageOfPath, pathIn } from "#app/i18n/language.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { DEFAULT_BANNER_COLOURS } from "#app/models/banner-settings.server.ts";
import { CampaignDraft } from "#app/models/campaign-draft.server.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { Closure } from "#app/models/closure.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { NewsletterSubscriber } from "#app/models/newsletter-subscriber.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { Quote, QuoteLink, QuoteOutcome, QuoteVersion } from "#app/models/quote.server.ts";
import { StopNotice } from "#app/models/stop-notice.server.ts";
import { startServerProcess, TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { createTestAdmin, deleteTestAdmins, uniqueEmail } from "#tests/support/admin-users.ts";
import { appRoutes } from "#tests/support/app-routes.ts";
import { type BannerFixture, withBanner } from "#tests/support/banner-lock.ts";
import { test as base, expect, isCspViolation } from "#tests/support/browser-test.ts";
import { baseUrl, scratchDir, testDatabaseUri } from "#tests/support/environment.ts";
import { testMailFolder } from "#tests/support/future-server.ts";
import {
  axeFindings,
  blockSiteScripts,
  checkFocusNotObscured,
  checkLayout,
  checkTextOverImages,
  closeMenu,
  type Finding,
  navigationMenus,
  openDisclosures,
  openMenu,
  resize,
  settle,
} from "#tests/support/layout-checks.ts";
import { startLiveStatusServer } from "#tests/support/live-status-server.ts";
import { uniqueName } from "#tests/support/names.ts";
import { signInOverHttp } from "./admin-fixtures.ts";

// ---------------------------------------------------------------------------------------------
// Which URLs to visit: every route of app/routes.ts, with a sample URL where it needs one.

/**
 * Routes that answer something other than an HTML page. Each must be a resource route (a `.ts`
 * module, which has no component to render): if one becomes a page, the net says so.
 */
const NOT_HTML: Record<string, string> = {
  "/menu/sando-truck-menu.pdf": "the PDF menu",
  "/catering": "a permanent redirect to /catering-events",
  "/events.ics": "the events calendar feed (text/calendar)",
  "/llms.txt": "the summary for AI assistants (text/markdown)",
  "/.well-known/ai-catalog.json": "the agent resource catalogue (JSON)",
  "/agent-skills/:skill": "a skill for AI assistants (text/markdown)",
  "/sitemap.xml": "XML for search engines",
  "/robots.txt": "plain text for crawlers",
  "/numbers/tap": "where a link's ping is posted (the Owner's numbers); a GET is refused",
  "/s/:code": "a printed sign's short address: a redirect to the stop's page, counted",
  "/s/:code/follow": "a printed sign's short address: a redirect to the newsletter, counted",
  "/s/review": "the review cards' short address: a redirect to the review page, counted",
  "/admin/logout": "a POST that signs out; a GET redirects to the portal",
  "/admin/subscribers.csv": "the subscriber list as a CSV download",
  "/admin/numbers.csv": "a table of the Owner's numbers as a CSV download",
  "/admin/review-cards.pdf": 'the "Review us" cards as a PDF download',
};
/** Every route under /api answers JSON; a `.tsx` page there would not be excluded by this. */
const JSON_API = /^\/api\//;

/** The records a sample URL points at, created in the setup and removed in the teardown. */
type Samples = {
  eventId: string;
  closureId: string;
  menuItemId: string;
  pressArticleId: string;
  userId: string;
  enquiryId: string;
  unsubscribePath: string;
  confirmPath: string;
  preferencesPath: string;
  campaignId: string;
  /** The client's page of the sample enquiry's quote (issue 36). */
  quotePath: string;
  /** A server whose stops today are here, late and sold out (issue 52). */
  liveStatusUrl: string;
  /** Its stop sold out, whose own page is laid out there (issue 53). */
  liveStopId: string;
  /** A review ask's link for no more such mail (issue 53). */
  reviewOptOutPath: string;
};

type Visit = {
  path: string;
  /** How the report names the visit, when the path alone would not say. */
  label?: string;
  signedOut?: boolean;
  status?: number;
  /** Loaded under the banner lock in this state: the page shows the banner, or its settings. */
  banner?: BannerFixture;
  /** Loaded from this server rather than the test server. */
  origin?: string;
};

/**
 * Pages that show the live status (issue 52), seen on a server whose stops today are in each
 * state: the public cards, the banner's sold out, and the portal's controls and taps.
 */
const LIVE_STATUS_PAGES = ["/", "/popup-locations", "/es/popup-locations", "/admin/live-status", "/admin/dashboard"];

/** Routes that need a sample URL (a parameter, a catch-all) or a visit of their own kind. */
const SAMPLE_URLS: Record<string, (samples: Samples) => Visit> = {
  "/gallery/:id": () => ({ path: "/gallery/1" }),
  // Without a valid link the page shows only an error; with one, its confirming form.
  "/newsletter/unsubscribe": (samples) => ({ path: samples.unsubscribePath }),
  // A live confirmation link asks with one button; a subscriber's preferences link shows the topics.
  "/newsletter/confirm": (samples) => ({ path: samples.confirmPath }),
  "/newsletter/preferences": (samples) => ({ path: samples.preferencesPath }),
  // A review ask's link asks with one button, as the unsubscribe page does.
  "/review/no-more-mail": (samples) => ({ path: samples.reviewOptOutPath }),
  "/*": () => ({ path: "/no-such-page", status: 404 }),
  // A stop's calendar file is text/calendar; the page is the 404 of a stop that is not there.
  "/events/:id.ics": () => ({ path: "/events/0123456789abcdef01234567.ics", status: 404 }),
  // Signed in, the login page sends staff on to the portal: it is seen signed out.
  "/admin/login": () => ({ path: "/admin/login", signedOut: true }),
  // Without a valid token the link page shows only its error (410); with one, a single button.
  "/admin/sign-in-link": () => ({ path: "/admin/sign-in-link", signedOut: true, status: 410 }),
  "/admin/email-change": () => ({ path: "/admin/email-change?token=expired", signedOut: true, status: 410 }),
  "/admin/email-change/cancel": () => ({
    path: "/admin/email-change/cancel?token=expired",
    signedOut: true,
    status: 410,
  }),
  "/admin/users/:id/delete": (samples) => ({ path: `/admin/users/${samples.userId}/delete` }),
  "/admin/enquiries/:id": (samples) => ({ path: `/admin/enquiries/${samples.enquiryId}` }),
  "/admin/enquiries/:id/quote": (samples) => ({ path: `/admin/enquiries/${samples.enquiryId}/quote` }),
  // The client's quote, from the link in its mail: seen signed out, as the client sees it.
  "/quotes/:token": (samples) => ({ path: samples.quotePath, signedOut: true }),
  // A stop's page (issue 53) with the live status server's longest stop, sold out with a long note.
  "/stops/:id": (samples) => ({ path: `/stops/${samples.liveStopId}`, origin: samples.liveStatusUrl }),
  // A stop's printed sign is a PDF; a stop that is gone gets the portal's 404 page, laid out here.
  "/admin/events/:id/sign.pdf": () => ({ path: "/admin/events/0123456789abcdef01234567/sign.pdf", status: 404 }),
  "/admin/events/edit/:id": (samples) => ({ path: `/admin/events/edit/${samples.eventId}` }),
  "/admin/events/:id/delete": (samples) => ({ path: `/admin/events/${samples.eventId}/delete` }),
  "/admin/menu/edit/:id": (samples) => ({ path: `/admin/menu/edit/${samples.menuItemId}` }),
  "/admin/menu/:id/delete": (samples) => ({ path: `/admin/menu/${samples.menuItemId}/delete` }),
  "/admin/press/edit/:id": (samples) => ({ path: `/admin/press/edit/${samples.pressArticleId}` }),
  "/admin/press/:id/delete": (samples) => ({ path: `/admin/press/${samples.pressArticleId}/delete` }),
  "/admin/campaigns/:id": (samples) => ({ path: `/admin/campaigns/${samples.campaignId}` }),
  "/admin/closures/:id": (samples) => ({ path: `/admin/closures/${samples.closureId}` }),
  // The month of the sample closure and bookings (2098), where they clash.
  "/admin/calendar": () => ({ path: "/admin/calendar?month=2098-02" }),
  // A built-in photo: with no gallery records the gallery reads as ids 1 to 12.
  "/admin/gallery/:id": () => ({ path: "/admin/gallery/1" }),
  "/admin/*": () => ({ path: "/admin/no-such-page", status: 404 }),
};

/**
 * The banner is one document that other tests change while they run. Pages that show it are
 * loaded holding the banner lock, in a known state: as a new installation has it (hidden), and
 * once shown, with a message long enough to wrap and a link, in the default colours.
 */
const SHOWN_BANNER: BannerFixture = {
  is_active: true,
  message: "Sold out early today! We're back tomorrow from 11 AM at the Goleta Farmers Market.",
  link_text: "See this week's stops",
  link_url: "/popup-locations",
  ...DEFAULT_BANNER_COLOURS,
};
const BANNER_PAGE = "/gallery";
/** Tests waiting for the banner lock look every 100 ms: a pause after each visit gives them a turn. */
const LOCK_COURTESY_MS = 150;

/** The visits of the net, and what keeps a route from being checked (which fails the net). */
function plan(samples: Samples | null): { visits: Visit[]; unchecked: string[] } {
  const visits: Visit[] = [];
  const unchecked: string[] = [];
  const routes = appRoutes();
  for (const { pattern, file } of routes) {
    const isResourceRoute = file.endsWith(".ts");
    const banner =
      file.startsWith("routes/public/") || file === "routes/admin/banner.tsx" ? SEED_BANNER_SETTINGS : undefined;
    // A Spanish page (issue 48) is its English twin's visit under /es.
    const english = englishPathOf(pattern);
    const inLanguage = (visit: Visit): Visit => ({ ...visit, path: pathIn(languageOfPath(pattern), visit.path) });
    if (english in NOT_HTML || JSON_API.test(pattern)) {
      if (!isResourceRoute) unchecked.push(`${pattern} (${file}) renders a page but is excluded as not HTML`);
      continue;
    }
    const sample = SAMPLE_URLS[english];
    if (sample) {
      if (samples) visits.push({ ...inLanguage(sample(samples)), banner });
    } else if (/[:*]/.test(pattern)) {
      unchecked.push(`${pattern} (${file}) has no sample URL: add one to SAMPLE_URLS`);
    } else if (isResourceRoute) {
      unchecked.push(`${pattern} (${file}) is a resource route: add it to NOT_HTML with what it answers`);
    } else {
      visits.push({ path: pattern, banner });
    }
  }
  // The banner sits above the header of every public page: one page is also seen with it shown.
  const patterns = new Set(routes.map((route) => route.pattern));
  if (!patterns.has(BANNER_PAGE))
    unchecked.push(`${BANNER_PAGE}, where the banner is seen shown, is no longer a route`);
  if (samples) visits.push({ path: BANNER_PAGE, label: `${BANNER_PAGE} (banner shown)`, banner: SHOWN_BANNER });
  for (const path of samples ? LIVE_STATUS_PAGES : []) {
    visits.push({ path, label: `${path} (live statuses)`, origin: samples!.liveStatusUrl });
  }
  for (const stale of [...Object.keys(NOT_HTML), ...Object.keys(SAMPLE_URLS)].filter((key) => !patterns.has(key))) {
    unchecked.push(`${stale} is listed here but is no longer a route of app/routes.ts`);
  }
  return { visits, unchecked };
}

// ---------------------------------------------------------------------------------------------
// The signed-in session and the sample records, made once per worker that runs the net's checks
// (a worker fixture, not a setup project: the net then needs no project to finish before it and
// starts with the other browser tests, instead of after them), and removed when it stops.

type NetFixture = {
  storageState: Exclude<BrowserContextOptions["storageState"], string | undefined>;
  samples: Samples;
  /**
   * A second server on the same database whose portal draws three sample sections beside its
   * own (PORTAL_SAMPLE_SECTIONS, which a production server refuses): the portal's pages are
   * checked there, so its navigation is checked with the room the next sections need. The
   * session cookie is the host's, so it signs in there too.
   */
  portalUrl: string;
};

const test = base.extend<Record<never, never>, { net: NetFixture }>({
  net: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern; this fixture has none.
    async ({}, use) => {
      await connectDatabase(testDatabaseUri());
      // If a step fails, what was made before it is removed; after the worker's tests, all of it.
      const undo: (() => Promise<unknown>)[] = [];
      /** The record `made` makes, with its removal (`remove` by its id) put first in `undo`. */
      const undoable = async <T extends { id: string }>(made: Promise<T>, remove: (id: string) => Promise<unknown>) => {
        const record = await made;
        undo.push(() => remove(record.id));
        return record;
      };
      try {
        const admin = await createTestAdmin("net");
        // Another admin, so the delete page shows its question rather than "not yourself".
        const colleague = await createTestAdmin("net-other");
        undo.push(() => deleteTestAdmins([admin.email, colleague.email]));
        // Hidden from the public pages (inactive, unavailable, draft): other tests count those.
        const event = await undoable(
          createEvent(
            eventInputSchema.parse({
              title: uniqueName("Lompoc Flower Festival popup"),
              address: "Ryon Park, 800 W Ocean Ave, Lompoc, CA 93436",
              date: addDaysToIsoDate(todayInTruckTimeZone(), 30),
              time: "11:00 AM - 7:00 PM",
              description: "Katsu sandos and karaage beside the flower fields, all weekend.",
              is_active: false,
            }),
          ),
          deleteEvent,
        );
        // A waiting stop-change notice on the event, so the list shows its line and "Send now"
        // (due in a day: nothing is sent while the net runs).
        const noticeId = `stop-change:${event.id}:1`;
        await StopNotice.create({ _id: noticeId, event_id: event.id, n: 1, before: {} });
        undo.push(() => StopNotice.deleteOne({ _id: noticeId }));
        await createMailing({
          id: noticeId,
          kind: "stop-change",
          topic: "stop-changes",
          content: { subject: "Cancelled: sample stop", text: "Cancelled.", html: "<p>Cancelled.</p>" },
          sendAt: new Date(Date.now() + 24 * 60 * 60_000),
          createdBy: admin.email,
        });
        // A closure in 2098, where no other test has a stop: it is on for nobody while the net runs.
        const closure = await createClosure({
          kind: "range",
          starts_on: "2098-02-10",
          ends_on: "2098-02-11",
          reason: "Truck in the shop for new brakes",
        });
        undo.push(() => Closure.deleteOne({ _id: closure.id }));
        const menuItem = await undoable(
          createMenuItem(
            menuItemInputSchema.parse({
              category_id: "sandos",
              name: uniqueName("Ebi Katsu Sando"),
              description: "Panko-crusted shrimp, shredded cabbage and yuzu tartar on shokupan.",
              price: 14,
              is_available: false,
            }),
          ),
          deleteMenuItem,
        );
        const article = await undoable(
          createPressArticle(
            pressArticleSchema.parse({
              title: uniqueName("The katsu sando that crossed the county"),
              publication: "Santa Barbara Independent",
              url: "https://example.com/sando-truck-feature",
              date_published: "2026-03-14",
              blurb: "How a food truck brought Tokyo's convenience-store favourite to the Central Coast.",
              status: "draft",
            }),
          ),
          deletePressArticle,
        );
        const enquiryId = await storeCateringEnquiry(
          cateringEnquirySchema.parse({
            name: "Layout Net",
            email: uniqueEmail("layout-net-enquiry"),
            phone: "(805) 555-0142",
            eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 45),
            message: "Company picnic for 80 people in Goleta, two sandos each.",
            guests: 80,
            eventType: "Company picnic",
            startTime: "11:30",
            endTime: "14:00",
            eventAddress: "Goleta Beach Park, 5986 Sandspit Rd, Goleta, CA 93117",
            serviceStyle: "truck",
            siteNotes: "No power at the lot; the truck parks on the grass by the pier.",
          }),
          { siteUrl: baseUrl(), staffAddress: "catering@sandotruck.example" },
        );
        // A history to lay out: the enquiry moved on once (issue 35).
        await recordStatusChange(enquiryId, { from: "new", to: "quoted", reason: "", by: "layout-net@example.com" });
        // A quote of two lines, one untaxed, sent: the builder and the client's page (issue 36).
        await saveQuoteVersion(
          enquiryId,
          {
            validUntil: addDaysToIsoDate(todayInTruckTimeZone(), 30),
            lines: [
              { description: "Katsu Sando (6PC)", price: "19.99", quantity: "80" },
              { description: "Travel to Goleta", price: "40", quantity: "1", untaxed: true },
            ],
          },
          { email: "layout-net@example.com" },
        );
        const { to: quoteClient } = await sendQuote(
          enquiryId,
          { email: "layout-net@example.com" },
          { siteUrl: baseUrl(), truckAddress: "hello@sandotruck.com" },
        );
        const quoteMail = await OutboxMessage.findOne({ kind: "quote", to: quoteClient }).lean();
        const quotePath = /\/quotes\/[A-Za-z0-9_-]{32}/.exec(quoteMail?.text ?? "")?.[0] ?? "";
        const quote = await Quote.findOne({ enquiry_id: enquiryId }).lean();
        undo.push(() =>
          Promise.all([
            OutboxMessage.deleteMany({ kind: "quote", to: quoteClient }),
            QuoteVersion.deleteMany({ quote_id: String(quote?._id) }),
            QuoteOutcome.deleteMany({ quote_id: String(quote?._id) }),
            QuoteLink.deleteMany({ quote_id: String(quote?._id) }),
            Quote.deleteMany({ enquiry_id: enquiryId }),
          ]),
        );
        undo.push(() =>
          Promise.all([
            OutboxMessage.deleteMany({ related_id: enquiryId }),
            EnquiryHistory.deleteMany({ enquiry_id: enquiryId }),
            CateringEnquiry.deleteOne({ _id: enquiryId }),
          ]),
        );
        // Issue 36: two booked events beside the 2098 closure that clash (one has no times), for
        // the calendar to lay out; booked, so no inbox count of open enquiries moves.
        const bookings = await CateringEnquiry.insertMany(
          [
            { name: "Layout Net Wedding", event_type: "Wedding", guests: 150, start_time: "16:00", end_time: "22:00" },
            { name: "Layout Net Festival", event_type: "Harvest festival with a long name", guests: 400 },
          ].map((fields) => ({
            email: uniqueEmail("layout-net-booking"),
            phone: "(805) 555-0142",
            message: "Booked for the layout net.",
            event_date: "2098-02-12",
            event_address: "Rancho San Julian, 3700 San Julian Rd, Lompoc, CA 93436",
            status: "booked" as const,
            mail_queued: true,
            ...fields,
          })),
        );
        undo.push(() => CateringEnquiry.deleteMany({ _id: { $in: bookings.map((booking) => booking._id) } }));
        const unsubscribe = new URL(
          unsubscribeUrl(uniqueEmail("layout-net-reader"), { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET }),
        );
        const follower = uniqueEmail("layout-net-follower");
        await NewsletterSubscriber.create({ email: follower, confirmed_at: new Date(), topics: ["news"] });
        undo.push(() => NewsletterSubscriber.deleteOne({ email: follower }));
        const linkContext = { siteUrl: baseUrl(), secret: TEST_SESSION_SECRET };
        const confirm = new URL(confirmationUrl(uniqueEmail("layout-net-confirm"), new Date(), linkContext));
        const preferences = new URL(preferencesUrl(follower, linkContext));
        const reviewOptOut = new URL(reviewOptOutUrl(uniqueEmail("layout-net-client"), linkContext));

        // A draft with a paragraph, a link and an image, as the campaign page shows it.
        const campaignId = await saveCampaignDraft(
          null,
          {
            subject: uniqueName("Yuzu katsu is back"),
            text: "Back this Friday at the Funk Zone.\n\nOrder ahead at https://example.com/order.",
            imageUrl: "/images/hero-800.webp",
            imageAlt: "A katsu sando cut in half",
            // With its Spanish version (issue 50): the page shows both, and the preview either.
            subject_es: "Vuelve el katsu de yuzu",
            text_es: "Vuelve este viernes a la Funk Zone.",
            imageAlt_es: "Un katsu sando cortado a la mitad",
          },
          "layout-net",
        );
        undo.push(() => CampaignDraft.deleteOne({ _id: campaignId }));

        const portal = await startServerProcess({
          mongodbUri: testDatabaseUri(),
          env: { NODE_ENV: "test", PORTAL_SAMPLE_SECTIONS: "3", MAIL_OUTBOX_DIR: testMailFolder() },
        });
        undo.push(() => portal.stop());

        const live = await startLiveStatusServer(admin.email);
        undo.push(() => live.stop());

        // Signed in over HTTP: the form's POST, with no page to load and wait for; and on the
        // live status server, whose cookie is kept for its own host.
        const signedIn = await signInOverHttp(admin, baseUrl());
        const storageState = {
          ...signedIn,
          cookies: [
            ...signedIn.cookies,
            ...live.cookies.map((cookie) => ({
              ...cookie,
              expires: -1,
              httpOnly: true,
              secure: false,
              sameSite: "Lax" as const,
            })),
          ],
        };

        await use({
          storageState,
          portalUrl: portal.url,
          samples: {
            eventId: event.id,
            closureId: closure.id,
            menuItemId: menuItem.id,
            pressArticleId: article.id,
            userId: colleague.id,
            enquiryId,
            quotePath,
            unsubscribePath: `${unsubscribe.pathname}${unsubscribe.search}`,
            confirmPath: `${confirm.pathname}${confirm.search}`,
            preferencesPath: `${preferences.pathname}${preferences.search}`,
            campaignId,
            liveStatusUrl: live.url,
            liveStopId: live.soldOutStopId,
            reviewOptOutPath: `${reviewOptOut.pathname}${reviewOptOut.search}`,
          },
        });
      } finally {
        for (const step of undo.reverse()) await step().catch(() => undefined);
        await disconnectDatabase();
      }
    },
    { scope: "worker" },
  ],
});

// ---------------------------------------------------------------------------------------------
// The checks.

test("every route of app/routes.ts is visited or excluded with a reason", () => {
  expect(plan(null).unchecked).toEqual([]);
});

test("axe, as the net runs it, reports an unlabelled field and grey text on white, twice on one page", async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>
    <p style="color:#bbb;background:#fff">Too pale to read</p><input type="text"></main></body></html>`,
  );
  // The second run finds axe already in the page.
  for (let run = 0; run < 2; run += 1) {
    const checks = (await axeFindings(page)).map((finding) => finding.check).sort();
    expect(checks).toEqual(["axe color-contrast", "axe label"]);
  }
});

test("the net reports a heading whose word is wider than the heading, and not one whose words fit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 600 });
  await page.setContent(
    `<!doctype html><html lang="es"><head><title>Títulos</title></head><body><main>
    <h1 style="width:200px;font:700 40px sans-serif">CONSTITUCIONALIDAD</h1>
    <h2 style="width:200px;font:700 20px sans-serif">Dos palabras cortas</h2></main></body></html>`,
  );
  const findings = (await checkLayout(page, 320)).filter((finding) => finding.check.startsWith("heading"));
  expect(findings).toEqual([
    expect.objectContaining({
      element: 'h1 "CONSTITUCIONALIDAD"',
      detail: expect.stringMatching(/^"CONSTITUCIONALIDAD" is \d+px wide in 200px$/),
    }),
  ]);
});

/**
 * The screens, each one test per JavaScript setting. Each is one page load: the phones loaded
 * at 320 px (the WCAG reflow width), desktop at 1280 px, then the viewport is resized to each
 * next width, which applies the media queries as a fresh load would (they are CSS, JavaScript
 * or not); the tablet (768 px) is the desktop load narrowed, as both are screens without touch.
 * Heaviest first: the workers start them first.
 */
const SCREENS: readonly (readonly number[])[] = [
  [320, 360, 390, 412],
  [1280, 768],
];
/**
 * Each screen's pages are checked in this many tests, every PARTS-th page in each: short tests
 * that the two workers share evenly, none near its time limit on a busy machine.
 */
const PARTS = 3;
/** Where axe and the contrast of text over images run too. */
const DEEP_WIDTHS = new Set<number>([390, 1280]);
/** Where every page is measured again with its disclosures open. */
const OPENED_WIDTHS = new Set<number>([320, 390, 1280]);
const isPhone = (width: number) => width < 768;
/**
 * The screen whose page loads also save each page's HTML, as the server sent it, for the W3C Nu
 * HTML Checker that `npm test` runs after the browser tests (scripts/lib/nu-check.ts).
 */
const SAVES_PAGES = { width: 1280, javaScriptEnabled: false };
const SAVED_PAGES_FOLDER = "layout-net-pages";

/** A file name for a visit's saved HTML: its order and its path, readable in the checker's report. */
function savedPageName(index: number, label: string): string {
  const slug =
    label
      .replace(/^\//, "")
      .replace(/[^a-zA-Z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "home";
  return `${String(index).padStart(3, "0")}-${slug}.html`;
}

function screen(width: number, javaScriptEnabled: boolean): BrowserContextOptions {
  const phone = isPhone(width);
  return {
    baseURL: baseUrl(),
    viewport: viewportOf(width),
    isMobile: phone,
    hasTouch: phone,
    // One screenshot pixel per CSS pixel keeps the contrast measurement simple and fast.
    deviceScaleFactor: 1,
    javaScriptEnabled,
  };
}
const viewportOf = (width: number) => ({ width, height: isPhone(width) ? 844 : width === 768 ? 1024 : 800 });

/** One line per page and check, naming up to four elements. */
function report(where: string, findings: Finding[]): string[] {
  const byCheck = new Map<string, Finding[]>();
  for (const finding of findings) byCheck.set(finding.check, [...(byCheck.get(finding.check) ?? []), finding]);
  return [...byCheck].map(([check, group]) => {
    const shown = group.slice(0, 4).map((finding) => `${finding.element} (${finding.detail})`);
    const more = group.length > 4 ? `; and ${group.length - 4} more` : "";
    return `${where}: ${check}${group.length > 1 ? ` x${group.length}` : ""}: ${shown.join("; ")}${more}`;
  });
}

/** A signed-in and a signed-out page in contexts of one kind, opened when first needed. */
function pagesOf(
  browser: Browser,
  options: BrowserContextOptions,
  storageState: NetFixture["storageState"],
  onCsp: (text: string) => void,
  scriptless = false,
) {
  const contexts: BrowserContext[] = [];
  const pages = new Map<boolean, Promise<Page>>();
  const open = async (signedOut: boolean) => {
    const context = await browser.newContext({ ...options, storageState: signedOut ? undefined : storageState });
    contexts.push(context);
    if (scriptless) await blockSiteScripts(context);
    // The house rule of browser tests: no Content-Security-Policy violation on any page.
    context.on("console", (message) => {
      if (isCspViolation(message)) onCsp(message.text());
    });
    return context.newPage();
  };
  return {
    page(signedOut: boolean): Promise<Page> {
      let page = pages.get(signedOut);
      if (!page) {
        page = open(signedOut);
        pages.set(signedOut, page);
      }
      return page;
    },
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
}

const widthsTitle = (widths: readonly number[]) =>
  widths.length > 1 ? `${widths.slice(0, -1).join(", ")} and ${widths.at(-1)}px (one page load)` : `${widths[0]}px`;

for (const widths of SCREENS) {
  const first = widths[0]!;
  for (const [javaScriptEnabled, part] of [true, false].flatMap((on) =>
    Array.from({ length: PARTS }, (_, index) => [on, index] as const),
  )) {
    const mode = `JS ${javaScriptEnabled ? "on" : "off"}`;
    const deepWidths = widths.filter((width) => DEEP_WIDTHS.has(width));
    const openedWidths = widths.filter((width) => OPENED_WIDTHS.has(width));
    // Phones: the site's and the portal's menus; wider: the portal bar's drop-down (its Business
    // group), which is itself a menu: open, it covers the page below it, as it should.
    const menuWidths = widths;
    const checks = [
      "every page fits, controls on screen and uncovered",
      openedWidths.length ? `with its disclosures open at ${openedWidths.join(" and ")}px too` : "",
      menuWidths.length ? "its navigation menu open too" : "",
      deepWidths.length
        ? `at ${deepWidths.join(" and ")}px no axe violation, readable text over images${javaScriptEnabled ? ", focus never under a sticky bar" : ""}`
        : "",
    ].filter(Boolean);
    test(`${widthsTitle(widths)}, ${mode}, pages ${part + 1} of ${PARTS}: ${checks.join("; ")}`, async ({
      browser,
      net,
    }, testInfo) => {
      test.setTimeout(300_000);
      // This part's pages, each with its place in the whole plan (the saved pages' names).
      const visits = plan(net.samples)
        .visits.map((visit, index) => ({ ...visit, index }))
        .filter(({ index }) => index % PARTS === part);
      const lines: string[] = [];
      let current = "";
      // Where the test's time goes, attached to its result, for whoever makes the net faster.
      const spent = new Map<string, number>();
      const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        try {
          return await work();
        } finally {
          spent.set(what, (spent.get(what) ?? 0) + performance.now() - started);
        }
      };
      const onCsp = (text: string) => lines.push(`${current}: Content-Security-Policy violation: ${text}`);
      const savesPages = first === SAVES_PAGES.width && javaScriptEnabled === SAVES_PAGES.javaScriptEnabled;
      const savedPages = join(scratchDir(), SAVED_PAGES_FOLDER);
      if (savesPages) mkdirSync(savedPages, { recursive: true });
      let visitIndex = 0;
      const site = pagesOf(browser, screen(first, javaScriptEnabled), net.storageState, onCsp);
      // axe needs scripts: without JavaScript it runs in a twin context that blocks the site's,
      // loaded at the width where axe runs.
      const scriptless = deepWidths.length
        ? pagesOf(browser, screen(deepWidths[0]!, true), net.storageState, onCsp, true)
        : null;

      /** The portal's pages from the server with the sample sections; a visit's own server; the rest from the test server. */
      const urlOf = (visit: Visit) =>
        visit.origin
          ? `${visit.origin}${visit.path}`
          : visit.path.startsWith("/admin") && !visit.signedOut
            ? `${net.portalUrl}${visit.path}`
            : visit.path;

      /** Opens the page (and its scriptless twin for axe); what it finds about the answer. */
      async function load(
        visit: Visit,
      ): Promise<{ page: Page; axePage: Page | null; findings: Finding[] } | Finding[]> {
        const page = await site.page(visit.signedOut ?? false);
        if (page.viewportSize()?.width !== first) await page.setViewportSize(viewportOf(first));
        const response = await page.goto(urlOf(visit));
        const status = response?.status() ?? 0;
        const type = response?.headers()["content-type"] ?? "";
        const expected = visit.status ?? 200;
        const findings: Finding[] =
          status === expected && type.includes("text/html")
            ? []
            : [
                {
                  check: "unexpected answer",
                  element: "response",
                  detail: `${status} ${type}, expected ${expected} text/html`,
                },
              ];
        if (!type.includes("text/html")) return findings;
        if (savesPages) {
          writeFileSync(join(savedPages, savedPageName(visitIndex, visit.label ?? visit.path)), await response!.body());
        }
        await settle(page, javaScriptEnabled);
        let axePage: Page | null = javaScriptEnabled ? page : null;
        if (scriptless && !javaScriptEnabled) {
          axePage = await scriptless.page(visit.signedOut ?? false);
          await axePage.goto(urlOf(visit));
          await settle(axePage, false);
        }
        return { page, axePage, findings };
      }

      /**
       * The checks look at the page as loaded: it fetches nothing more, so no lock is needed.
       * At each width: axe first, on the page as it opened (the layout checks scroll it about),
       * then the layout; then the navigation menu open, at each phone width; then every
       * disclosure open. Returns the report's lines.
       */
      async function inspect(
        label: string,
        { page, axePage, findings: answer }: { page: Page; axePage: Page | null; findings: Finding[] },
      ): Promise<string[]> {
        const found: string[] = [];
        let shownWidth: number = first;
        const at = async (width: number) => {
          if (width !== shownWidth) await timed("resize", () => resize(page, viewportOf(width), javaScriptEnabled));
          shownWidth = width;
        };
        for (const width of widths) {
          current = `${label} @ ${width}px ${mode}`;
          await at(width);
          const findings = width === first ? [...answer] : [];
          if (DEEP_WIDTHS.has(width) && axePage) findings.push(...(await timed("axe", () => axeFindings(axePage))));
          findings.push(...(await timed("layout", () => checkLayout(page, width))));
          if (DEEP_WIDTHS.has(width)) {
            findings.push(...(await timed("text over images", () => checkTextOverImages(page, javaScriptEnabled))));
            // The keyboard walk needs the page's own scripts, as a keyboard user has them.
            if (javaScriptEnabled) findings.push(...(await timed("tab walk", () => checkFocusNotObscured(page))));
          }
          found.push(...report(current, findings));
        }
        if (menuWidths.length) {
          for (const menu of await navigationMenus(page, javaScriptEnabled)) {
            const refused = await timed("opening", () => openMenu(page, menu, javaScriptEnabled));
            if (refused) {
              found.push(...report(`${label} @ ${shownWidth}px ${mode}`, [refused]));
              continue;
            }
            // From the width the page is at, back down to the narrowest.
            for (const width of [...menuWidths].sort((a, b) => Math.abs(a - shownWidth) - Math.abs(b - shownWidth))) {
              current = `${label} @ ${width}px ${mode}, menu ${menu.element} open`;
              await at(width);
              found.push(...report(current, await timed("layout, menu open", () => checkLayout(page, width, menu))));
            }
            await timed("opening", () => closeMenu(page, menu, javaScriptEnabled));
          }
        }
        if (openedWidths.length) {
          const ordered = [...openedWidths].sort((a, b) => Math.abs(a - shownWidth) - Math.abs(b - shownWidth));
          await at(ordered[0]!);
          const opened = await timed("opening", () => openDisclosures(page, javaScriptEnabled));
          found.push(...report(`${label} @ ${shownWidth}px ${mode}, opening its disclosures`, opened.findings));
          if (opened.count > 0) {
            for (const width of ordered) {
              current = `${label} @ ${width}px ${mode}, ${opened.count} disclosure${opened.count > 1 ? "s" : ""} open`;
              await at(width);
              found.push(...report(current, await timed("layout, disclosures open", () => checkLayout(page, width))));
            }
          }
        }
        return found;
      }

      try {
        for (const visit of visits) {
          visitIndex = visit.index + 1;
          const label = visit.label ?? visit.path;
          current = `${label} @ ${first}px ${mode}`;
          try {
            let loaded: Awaited<ReturnType<typeof load>>;
            if (visit.banner) {
              loaded = await timed("load", () => withBanner(visit.banner!, () => load(visit)));
              await new Promise((resolve) => setTimeout(resolve, LOCK_COURTESY_MS));
            } else {
              loaded = await timed("load", () => load(visit));
            }
            lines.push(...(Array.isArray(loaded) ? report(current, loaded) : await inspect(label, loaded)));
          } catch (error) {
            lines.push(
              `${current}: could not be checked: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
            );
          }
        }
      } finally {
        await Promise.all([site.close(), scriptless?.close()]);
      }
      await testInfo.attach("layout-net findings", { body: lines.join("\n") || "none", contentType: "text/plain" });
      await testInfo.attach("layout-net time spent", {
        body: [...spent].map(([what, ms]) => `${what}: ${(ms / 1000).toFixed(1)} s`).join("\n"),
        contentType: "text/plain",
      });
      expect(
        lines.length,
        `${lines.length} layout problems at ${widths.join(", ")}px with ${mode}:\n${lines.join("\n")}\n`,
      ).toBe(0);
    });
  }
}
