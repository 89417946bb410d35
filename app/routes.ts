// Every URL of the product, in one place: public pages, the staff portal, then the JSON API.
import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * A portal record's pages beside its list: one edit module that serves new and edit (two route
 * ids), and the delete confirmation that browsers without JavaScript get (one module for all).
 */
function recordPages(path: string, editModule: string, idPrefix: string) {
  return [
    route(`${path}/new`, editModule, { id: `${idPrefix}-new` }),
    route(`${path}/edit/:id`, editModule, { id: `${idPrefix}-edit` }),
    route(`${path}/:id/delete`, "routes/admin/record-delete.tsx", { id: `${idPrefix}-delete` }),
  ];
}

/**
 * Every public page, in one language: English at today's paths, Spanish (issue 48) at the same
 * paths under /es with route ids of their own. A fixed "es" segment, not an optional `:lang?`,
 * so that /fr/menu stays the 404 page.
 */
function publicPages(language: "en" | "es"): RouteConfigEntry[] {
  const pages: RouteConfigEntry[] = [
    layout("routes/public/layout.tsx", [
      index("routes/public/home.tsx"),
      route("about", "routes/public/about.tsx"),
      route("gallery", "routes/public/gallery.tsx"),
      route("gallery/:id", "routes/public/gallery-image.tsx"),
      route("menu", "routes/public/menu.tsx"),
      route("menu/sando-truck-menu.pdf", "routes/public/menu-pdf.ts"),
      route("popup-locations", "routes/public/popup-locations.tsx"),
      // Issue 53: one stop's own page, where the codes on its printed sign lead.
      route("stops/:id", "routes/public/stop.tsx"),
      route("catering-events", "routes/public/catering-events.tsx"),
      // Issue 53: where the "Review us" cards lead, the same for everyone.
      route("review", "routes/public/review.tsx"),
      // The link in the mail asking a catering client for a review: no more such mail.
      route("review/no-more-mail", "routes/public/review-opt-out.tsx"),
      route("press", "routes/public/press.tsx"),
      route("accessibility", "routes/public/accessibility.tsx"),
      route("privacy", "routes/public/privacy.tsx"),
      route("newsletter", "routes/public/newsletter.tsx"),
      route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
      route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
      route("newsletter/preferences", "routes/public/newsletter-preferences.tsx"),
      // The file itself, or for an unknown stop the site's 404 page in the site's frame.
      route("events/:id.ics", "routes/public/event-ics.tsx"),
      // Issue 36: a catering client's quote, from the link in their mail (a token, no account),
      // in the language of their enquiry (issue 50).
      route("quotes/:token", "routes/public/quote.tsx"),
      route("*", "routes/public/not-found.tsx"),
    ]),
    route("events.ics", "routes/public/events-ics.ts"),
  ];
  return language === "en"
    ? pages
    : prefix(
        "es",
        pages.map((entry) => spanishIds(entry)),
      );
}

/** The Spanish twin of a route and its children: the same module under an id of its own. */
function spanishIds(entry: RouteConfigEntry): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
  return { ...entry, id: `es/${id}`, children: entry.children?.map((child) => spanishIds(child)) };
}

export default [
  ...publicPages("en"),
  ...publicPages("es"),

  // Resource routes that are not pages.
  route("catering", "routes/public/catering-redirect.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  // For AI assistants: a summary, the resource catalogue and its skills (domain/agents).
  route("llms.txt", "routes/public/llms-txt.ts"),
  route(".well-known/ai-catalog.json", "routes/public/ai-catalog.ts"),
  route("agent-skills/:skill", "routes/public/agent-skill.ts"),
  // Issue 53: the short addresses of a printed sign's codes, each scan counted for its stop.
  route("s/:code", "routes/public/sign-code.ts", { id: "sign-code-stop" }),
  route("s/:code/follow", "routes/public/sign-code.ts", { id: "sign-code-follow" }),
  route("s/review", "routes/public/sign-code.ts", { id: "sign-code-review" }),
  // Issue 51: where the links that leave for the truck send their ping (the Owner's numbers).
  route("numbers/tap", "routes/public/numbers-tap.ts"),

  // The staff portal: only the login, logout, sign-in link and e-mail change links sit outside the
  // signed-in layout (the mailed links must work from any browser).
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/sign-in-link", "routes/admin/sign-in-link.tsx"),
  route("admin/email-change", "routes/admin/email-change.tsx", { id: "email-change-confirm" }),
  route("admin/email-change/cancel", "routes/admin/email-change.tsx", { id: "email-change-cancel" }),
  // Who may open each (Owners, Staff) is the table of rights, app/domain/staff/rights.ts.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      route("account", "routes/admin/account.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiry.tsx"),
      // Issue 36: stops, closures and catering bookings, one month at a time.
      route("calendar", "routes/admin/calendar.tsx"),
      route("enquiries/:id/quote", "routes/admin/enquiry-quote.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/:id/delete", "routes/admin/user-delete.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
      // Issue 51: the Owner's numbers, and each of its tables as CSV.
      route("numbers", "routes/admin/numbers.tsx"),
      route("numbers.csv", "routes/admin/numbers-csv.ts"),
      route("business", "routes/admin/business.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("gallery/:id", "routes/admin/gallery.tsx", { id: "admin-gallery-photo" }),
      route("campaigns", "routes/admin/campaigns.tsx"),
      route("campaigns/new", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-new" }),
      route("campaigns/:id", "routes/admin/campaign-edit.tsx", { id: "admin-campaign-edit" }),
      // Issue 35: the templates staff start their enquiry replies from.
      route("reply-templates", "routes/admin/reply-templates.tsx"),
      // Each: /new, /edit/:id and /:id/delete.
      route("events", "routes/admin/events.tsx"),
      ...recordPages("events", "routes/admin/event-edit.tsx", "admin-event"),
      // Issue 53: a stop's printed sign with its codes, and the "Review us" cards.
      route("events/:id/sign.pdf", "routes/admin/event-sign-pdf.tsx"),
      route("review-cards.pdf", "routes/admin/review-cards-pdf.ts"),
      route("menu", "routes/admin/menu.tsx"),
      ...recordPages("menu", "routes/admin/menu-item-edit.tsx", "admin-menu-item"),
      route("press", "routes/admin/press.tsx"),
      ...recordPages("press", "routes/admin/press-edit.tsx", "admin-press"),
      route("banner", "routes/admin/banner.tsx"),
      route("live-status", "routes/admin/live-status.tsx"),
      route("closures", "routes/admin/closures.tsx"),
      route("closures/:id", "routes/admin/closures.tsx", { id: "admin-closure-edit" }),
      route("weekly-mail", "routes/admin/weekly-mail.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  ...prefix("api", [
    route("menu-items", "routes/api/menu-items.ts"),
    route("banner-settings", "routes/api/banner-settings.ts"),
    route("events", "routes/api/events.ts"),
    route("press-articles", "routes/api/press-articles.ts"),
    route("send-email", "routes/api/send-email.ts"),
    route("subscribe", "routes/api/subscribe.ts"),
    route("send-welcome-email", "routes/api/send-welcome-email.ts"),
    route("categories", "routes/api/categories.ts"),
    ...prefix("auth", [
      route("login", "routes/api/auth/login.ts"),
      route("refresh", "routes/api/auth/refresh.ts"),
      route("logout", "routes/api/auth/logout.ts"),
      route("verify", "routes/api/auth/verify.ts"),
    ]),
    ...prefix("admin", [
      route("users", "routes/api/admin/users.ts"),
      route("users/:id", "routes/api/admin/user.ts"),
      route("upload-image", "routes/api/admin/upload-image.ts"),
      route("events", "routes/api/admin/events.ts"),
      route("events/:id", "routes/api/admin/record.ts", { id: "api-admin-event" }),
      route("menu-items", "routes/api/admin/menu-items.ts"),
      route("menu-items/:id", "routes/api/admin/record.ts", { id: "api-admin-menu-item" }),
      route("press-articles", "routes/api/admin/press-articles.ts"),
      route("press-articles/:id", "routes/api/admin/press-article.ts"),
      route("banner-settings", "routes/api/admin/banner-settings.ts"),
      route("closures", "routes/api/admin/closures.ts"),
      route("closures/:id", "routes/api/admin/closure.ts"),
      route("gallery", "routes/api/admin/gallery.ts"),
      route("gallery/:id", "routes/api/admin/gallery-photo.ts"),
    ]),
  ]),
] satisfies RouteConfig;
