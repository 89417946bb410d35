// The portal's navigation. From 768 px it is one bar; below, the same links sit in a
// disclosure (a <details>, so it opens without JavaScript) and the bar is not displayed, so
// only one copy is ever on screen or in the accessibility tree. Logout is a POST form (with
// JavaScript it asks first); one's e-mail leads to one's account page; Exit Admin goes back to
// the website.
import { Form, NavLink, useLocation } from "react-router";
import { LOGOUT_CONFIRMATION } from "#app/content/portal-messages.ts";
import { openableBy, type Role } from "#app/domain/staff/users.ts";

/**
 * The portal's sections, the one place they are declared (docs/decisions/0020): `group` puts a
 * section with its neighbours (the bar and the menu draw each group as its own list, in this
 * order); `owner`: shown to Owners only (Staff are answered 403 there).
 */
const SECTIONS: readonly { to: string; label: string; group: SectionGroup; owner?: boolean }[] = [
  { to: "/admin/dashboard", label: "Dashboard", group: "Daily work" },
  { to: "/admin/events", label: "Events", group: "Daily work" },
  { to: "/admin/menu", label: "Menu", group: "Daily work" },
  { to: "/admin/press", label: "Press", group: "Daily work" },
  { to: "/admin/banner", label: "Banner", group: "Daily work" },
  { to: "/admin/closures", label: "Closures", group: "Daily work" },
  { to: "/admin/enquiries", label: "Enquiries", group: "Daily work" },
  { to: "/admin/calendar", label: "Calendar", group: "Daily work" },
  { to: "/admin/subscribers", label: "Subscribers", group: "Followers", owner: true },
  { to: "/admin/weekly-mail", label: "Weekly mail", group: "Followers" },
  { to: "/admin/campaigns", label: "Campaigns", group: "Followers", owner: true },
  { to: "/admin/business", label: "Business", group: "Business", owner: true },
  { to: "/admin/gallery", label: "Gallery", group: "Business", owner: true },
  { to: "/admin/users", label: "Users", group: "Business", owner: true },
];

/** Daily work: what the crew does every day; Followers: mail and its list; Business: the Owner's settings. */
type SectionGroup = "Daily work" | "Followers" | "Business";
const GROUPS: readonly SectionGroup[] = ["Daily work", "Followers", "Business"];

function SectionLinks({ role }: { role: Role }) {
  const sections = openableBy(role, SECTIONS);
  return (
    <div className="admin-nav-groups">
      {GROUPS.map((group) => {
        const inGroup = sections.filter((section) => section.group === group);
        if (inGroup.length === 0) return null;
        return (
          <ul key={group} aria-label={group}>
            {inGroup.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className="admin-nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}

/** `email`: unknown on the page that refuses a Staff user (drawn before anything loaded). */
function Account({ email }: { email: string | undefined }) {
  return (
    <div className="admin-nav-account">
      <NavLink to="/admin/account" className="admin-nav-email">
        {email ? (
          <>
            <span className="visually-hidden">Account: </span>
            {email}
          </>
        ) : (
          "Account"
        )}
      </NavLink>
      <Form
        method="post"
        action="/admin/logout"
        reloadDocument
        onSubmit={(event) => {
          if (!window.confirm(LOGOUT_CONFIRMATION)) event.preventDefault();
        }}
      >
        <button type="submit">Logout</button>
      </Form>
      <a href="/">Exit Admin</a>
    </div>
  );
}

export function AdminNav({ email, role }: { email: string | undefined; role: Role }) {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(section.to))?.label;
  return (
    <header className="admin-header">
      <nav aria-label="Admin" className="admin-nav-bar">
        <SectionLinks role={role} />
        <Account email={email} />
      </nav>
      {/* Keyed by path, so it is closed again after a client-side navigation. */}
      <details className="admin-nav-menu" key={pathname}>
        <summary>
          Admin menu
          {current ? <span className="admin-nav-current">{current}</span> : null}
        </summary>
        <nav aria-label="Admin">
          <SectionLinks role={role} />
          <Account email={email} />
        </nav>
      </details>
    </header>
  );
}
