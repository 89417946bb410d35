// Who may do what in the staff portal and the admin API (issue 45): the one table. Each portal
// section and each action is a row naming the roles that may use it and the routes of
// app/routes.ts it covers; the admin layout's middleware and the admin API's guard refuse by it,
// the navigation and the dashboard draw their links from its sections, pages ask it before
// offering an action, and the users form describes Staff from it. Client-safe: no server imports.
// Why one table: docs/decisions/0028-rights-and-portal-navigation.md.
import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import type { Role } from "./users.ts";

/** Who may use a row: the roles signed in, or anyone (the pages outside the signed-in portal). */
export type Who = readonly Role[] | "anyone";
const EVERYONE: readonly Role[] = ["owner", "staff"];
const OWNERS: readonly Role[] = ["owner"];

/** Daily work: what the crew does every day; Followers: mail and its list; Business: the Owner's settings. */
export type SectionGroup = "Daily work" | "Followers" | "Business";
export const SECTION_GROUPS: readonly SectionGroup[] = ["Daily work", "Followers", "Business"];

/** A portal section: its link in the navigation (in its group) and its card on the dashboard. */
export type Section = {
  to: string;
  label: string;
  group: SectionGroup;
  /** The dashboard's card ("Manage"); none for the dashboard itself. */
  card?: string;
};

export type Right = {
  /** What it is, in the words the users form uses to describe a role ("the calendar"). */
  name: string;
  who: Who;
  /**
   * The routes of app/routes.ts it opens, spelled as there with a leading slash; `"POST /path"`
   * when one method of a route is a right of its own (the weekly mail's actions). A row without
   * routes is an action that a page or API route asks for itself (`may`, `requireRight`).
   */
  routes: readonly string[];
  section?: Section;
};

/**
 * The table. Sections are drawn in this order. A new section or action is one more row here:
 * its name, its roles, its routes (and `section` to show it in the navigation and on the
 * dashboard); tests/api/roles.test.ts walks every row from both roles and fails on a route of
 * app/routes.ts under /admin or /api/admin that no row names.
 */
export const RIGHTS = {
  dashboard: {
    name: "the dashboard",
    who: EVERYONE,
    routes: ["/admin", "/admin/dashboard"],
    section: { to: "/admin/dashboard", label: "Dashboard", group: "Daily work" },
  },
  liveStatus: {
    name: "the live status of today's stops",
    who: EVERYONE,
    routes: ["/admin/live-status"],
    section: {
      to: "/admin/live-status",
      label: "Live status",
      group: "Daily work",
      card: "Tell visitors where the truck is today",
    },
  },
  events: {
    name: "events",
    who: EVERYONE,
    routes: [
      "/admin/events",
      "/admin/events/new",
      "/admin/events/edit/:id",
      "/admin/events/:id/delete",
      "/api/admin/events",
      "/api/admin/events/:id",
    ],
    section: { to: "/admin/events", label: "Events", group: "Daily work", card: "Popup locations and dates" },
  },
  signs: {
    // Issue 53: printed at the window of each stop and handed out there, by whoever sets the truck up.
    name: "stops' printed signs and the Review us cards",
    who: EVERYONE,
    routes: ["/admin/events/:id/sign.pdf", "/admin/review-cards.pdf"],
  },
  menu: {
    name: "the menu",
    who: EVERYONE,
    routes: [
      "/admin/menu",
      "/admin/menu/new",
      "/admin/menu/edit/:id",
      "/admin/menu/:id/delete",
      "/api/admin/menu-items",
      "/api/admin/menu-items/:id",
    ],
    section: { to: "/admin/menu", label: "Menu", group: "Daily work", card: "Menu items, prices and flags" },
  },
  press: {
    name: "press",
    who: EVERYONE,
    routes: [
      "/admin/press",
      "/admin/press/new",
      "/admin/press/edit/:id",
      "/admin/press/:id/delete",
      "/api/admin/press-articles",
      "/api/admin/press-articles/:id",
    ],
    section: { to: "/admin/press", label: "Press", group: "Daily work", card: "Press articles" },
  },
  banner: {
    name: "the banner",
    who: EVERYONE,
    routes: ["/admin/banner", "/api/admin/banner-settings"],
    section: { to: "/admin/banner", label: "Banner", group: "Daily work", card: "The announcement banner" },
  },
  closures: {
    name: "closures",
    who: EVERYONE,
    routes: ["/admin/closures", "/admin/closures/:id", "/api/admin/closures", "/api/admin/closures/:id"],
    section: { to: "/admin/closures", label: "Closures", group: "Daily work", card: "Days the truck is closed" },
  },
  enquiries: {
    name: "enquiries, their replies and quotes",
    who: EVERYONE,
    routes: ["/admin/enquiries", "/admin/enquiries/:id", "/admin/enquiries/:id/quote"],
    section: { to: "/admin/enquiries", label: "Enquiries", group: "Daily work", card: "Catering and event enquiries" },
  },
  calendar: {
    name: "the calendar",
    who: EVERYONE,
    routes: ["/admin/calendar"],
    section: {
      to: "/admin/calendar",
      label: "Calendar",
      group: "Daily work",
      card: "Stops, closures and bookings, month by month",
    },
  },
  subscribers: {
    name: "subscribers and their CSV",
    who: OWNERS,
    routes: ["/admin/subscribers", "/admin/subscribers.csv"],
    section: {
      to: "/admin/subscribers",
      label: "Subscribers",
      group: "Followers",
      card: "Newsletter subscribers and CSV export",
    },
  },
  weeklyMail: {
    name: "the weekly mail's preview",
    who: EVERYONE,
    routes: ["/admin/weekly-mail"],
    section: { to: "/admin/weekly-mail", label: "Weekly mail", group: "Followers", card: "The week's schedule mail" },
  },
  weeklyMailActions: {
    name: "the weekly mail's actions",
    who: OWNERS,
    routes: ["POST /admin/weekly-mail"],
  },
  campaigns: {
    name: "campaigns",
    who: OWNERS,
    routes: ["/admin/campaigns", "/admin/campaigns/new", "/admin/campaigns/:id"],
    section: { to: "/admin/campaigns", label: "Campaigns", group: "Followers", card: "Mail to followers" },
  },
  business: {
    name: "business details",
    who: OWNERS,
    routes: ["/admin/business"],
    section: {
      to: "/admin/business",
      label: "Business details",
      group: "Business",
      card: "Address, hours, contacts and links",
    },
  },
  gallery: {
    name: "the gallery",
    who: OWNERS,
    routes: ["/admin/gallery", "/admin/gallery/:id", "/api/admin/gallery", "/api/admin/gallery/:id"],
    section: { to: "/admin/gallery", label: "Gallery", group: "Business", card: "The gallery's photos" },
  },
  numbers: {
    name: "the numbers and their CSV",
    who: OWNERS,
    routes: ["/admin/numbers", "/admin/numbers.csv"],
    section: {
      to: "/admin/numbers",
      label: "Numbers",
      group: "Business",
      card: "What brings people to the truck, week by week",
    },
  },
  users: {
    name: "users",
    who: OWNERS,
    routes: ["/admin/users", "/admin/users/:id/delete", "/api/admin/users"],
    section: { to: "/admin/users", label: "Users", group: "Business", card: "Admin users" },
  },
  replyTemplates: {
    name: "reply templates",
    who: OWNERS,
    routes: ["/admin/reply-templates"],
  },
  ownAccount: {
    name: "their own account",
    who: EVERYONE,
    // The API's by-id route: one's own account; anyone else's asks for otherUsers. The token
    // API's check of who one is goes through the admin API's guard too.
    routes: ["/admin/account", "/api/admin/users/:id", "/api/auth/verify"],
  },
  otherUsers: {
    name: "other users' accounts and roles",
    who: OWNERS,
    routes: [],
  },
  imageUploads: {
    name: "image uploads",
    who: EVERYONE,
    routes: ["/api/admin/upload-image"],
  },
  sendNoticeNow: {
    // A waiting stop or closure notice sent at once, one held past the day's share too (issue 44).
    name: "sending a notice to followers now",
    who: OWNERS,
    routes: [],
  },
  newStopNotices: {
    name: "notices about a stop added in the last day",
    who: OWNERS,
    routes: [],
  },
  noticesWithWebAddresses: {
    name: "notices with a web address in them",
    who: OWNERS,
    routes: [],
  },
  bookedFigures: {
    name: "catering's booked figures",
    who: OWNERS,
    routes: [],
  },
  notFound: {
    name: "the portal's page-not-found",
    who: EVERYONE,
    routes: ["/admin/*"],
  },
  signingIn: {
    name: "signing in and out, and the links mailed for it",
    who: "anyone",
    routes: [
      "/admin/login",
      "/admin/logout",
      "/admin/sign-in-link",
      "/admin/email-change",
      "/admin/email-change/cancel",
    ],
  },
} as const satisfies Record<string, Right>;

export type RightName = keyof typeof RIGHTS;
const ROWS = Object.entries(RIGHTS) as [RightName, Right][];

/** Whether a user with `role` may use `right`. */
export function may(role: Role, right: RightName): boolean {
  const { who } = RIGHTS[right] as Right;
  return who === "anyone" || who.includes(role);
}

/** Refuses (403, the spec's "You do not have permission to do that.") a user who may not use `right`. */
export function requireRight(user: { role: Role }, right: RightName): void {
  if (!may(user.role, right)) throw new Refusal(403, USER_MESSAGES.forbidden);
}

/**
 * The row of the route `pattern` (as React Router hands it to middleware and loaders) for a
 * request with `method`: a row naming that method first, then one naming the route. Undefined
 * for a route no row names, which the guards refuse to everyone but Owners.
 */
export function rightOfRoute(pattern: string, method: string): RightName | undefined {
  const path = pattern.startsWith("/") ? pattern : `/${pattern}`;
  const byMethod = `${method.toUpperCase()} ${path}`;
  return (
    ROWS.find(([, right]) => right.routes.includes(byMethod))?.[0] ??
    ROWS.find(([, right]) => right.routes.includes(path))?.[0]
  );
}

/** Whether `role` may use the route `pattern` with `method`; a route without a row is for Owners. */
export function mayUseRoute(role: Role, pattern: string, method: string): boolean {
  const right = rightOfRoute(pattern, method);
  return right ? may(role, right) : role === "owner";
}

/** The portal's sections in the table's order, with the roles that may open each. */
export const SECTIONS: readonly (Section & { right: RightName })[] = ROWS.flatMap(([name, right]) =>
  right.section ? [{ ...right.section, right: name }] : [],
);

/** The sections `role` may open, in order. */
export function sectionsFor(role: Role): (Section & { right: RightName })[] {
  return SECTIONS.filter((section) => may(role, section.right));
}

/** What Staff may not use, in the table's words and order: the users form describes Staff by it. */
export function ownersOnly(): string[] {
  return ROWS.filter(([, right]) => right.who !== "anyone" && !right.who.includes("staff")).map(
    ([, right]) => right.name,
  );
}

/** "Staff may do everything but a, b and c.": the users form's description of Staff, from the table. */
export function staffDescription(): string {
  const names = ownersOnly();
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "nothing");
  return `Staff may do everything but ${listed}.`;
}
