// The portal's navigation, drawn from the table of rights (domain/staff/rights.ts): the sections
// a role may open, in their groups. From 768 px it is one bar, whose Business group is one
// drop-down (a <details>: it opens without JavaScript and from the keyboard; with JavaScript,
// Escape or a click elsewhere closes it). Below 768 px the same groups, each under its name,
// sit in a disclosure ("Admin menu", also a <details>) and the bar is not displayed, so only one
// copy is ever on screen or in the accessibility tree. The current page is marked
// aria-current in both. Logout is a POST form (with JavaScript it asks first); one's e-mail
// leads to one's account page; Exit Admin goes back to the website. Why: decision 0028.
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LOGOUT_CONFIRMATION } from "#app/content/portal-messages.ts";
import { SECTION_GROUPS, type Section, type SectionGroup, sectionsFor } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";

/** The group the bar folds into one drop-down: its pages are used least often (decision 0028). */
const DROP_DOWN_GROUP: SectionGroup = "Business";

type Group = { name: SectionGroup; sections: readonly Section[] };

/** The groups `role` sees, in order, each with the sections it may open (and any samples). */
function groupsFor(role: Role, samples: readonly Section[]): Group[] {
  const sections = [...sectionsFor(role), ...samples];
  return SECTION_GROUPS.map((name) => ({
    name,
    sections: sections.filter((section) => section.group === name),
  })).filter((group) => group.sections.length > 0);
}

/** The section the page at `pathname` belongs to (the index page is the dashboard). */
function currentSection(pathname: string, groups: readonly Group[]): string | undefined {
  const path = pathname.replace(/\/$/, "");
  if (path === "/admin") return "/admin/dashboard";
  return groups
    .flatMap((group) => group.sections)
    .find((section) => path === section.to || path.startsWith(`${section.to}/`))?.to;
}

function SectionList({ group, current, labelledBy }: { group: Group; current?: string; labelledBy?: string }) {
  return (
    <ul aria-label={labelledBy ? undefined : group.name} aria-labelledby={labelledBy}>
      {group.sections.map((section) => {
        const isCurrent = section.to === current;
        return (
          <li key={section.to}>
            <Link
              to={section.to}
              className={isCurrent ? "admin-nav-link active" : "admin-nav-link"}
              aria-current={isCurrent ? "page" : undefined}
            >
              {section.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The bar's drop-down of one group: closed again by Escape (focus back on it) or a click elsewhere. */
function DropDown({ group, current }: { group: Group; current?: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener("click", closeOutside);
    return () => document.removeEventListener("click", closeOutside);
  }, []);
  const holdsCurrent = group.sections.some((section) => section.to === current);
  return (
    <details
      ref={details}
      className="admin-nav-drop"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary className={holdsCurrent ? "active" : undefined} aria-current={holdsCurrent ? "true" : undefined}>
        {group.name}
      </summary>
      <SectionList group={group} current={current} />
    </details>
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

export function AdminNav({
  email,
  role,
  samples = [],
}: {
  email: string | undefined;
  role: Role;
  /** Tests only: sample sections beside the real ones (PORTAL_SAMPLE_SECTIONS). */
  samples?: readonly Section[];
}) {
  const { pathname } = useLocation();
  const groups = groupsFor(role, samples);
  const current = currentSection(pathname, groups);
  const currentLabel = groups.flatMap((group) => group.sections).find((section) => section.to === current)?.label;
  return (
    <header className="admin-header">
      <nav aria-label="Admin" className="admin-nav-bar">
        <div className="admin-nav-groups">
          {groups.map((group) =>
            group.name === DROP_DOWN_GROUP ? (
              // Keyed by path, so it is closed again after a client-side navigation.
              <DropDown key={`${group.name} ${pathname}`} group={group} current={current} />
            ) : (
              <SectionList key={group.name} group={group} current={current} />
            ),
          )}
        </div>
        <Account email={email} />
      </nav>
      {/* Keyed by path, so it is closed again after a client-side navigation. */}
      <details className="admin-nav-menu" key={pathname}>
        <summary>
          Admin menu
          {currentLabel ? <span className="admin-nav-current">{currentLabel}</span> : null}
        </summary>
        <nav aria-label="Admin">
          <div className="admin-nav-groups">
            {groups.map((group) => {
              const id = `admin-menu-${group.name.toLowerCase().replace(/\W+/g, "-")}`;
              return (
                <div key={group.name} className="admin-nav-group">
                  <p id={id} className="admin-nav-group-name">
                    {group.name}
                  </p>
                  <SectionList group={group} current={current} labelledBy={id} />
                </div>
              );
            })}
          </div>
          <Account email={email} />
        </nav>
      </details>
    </header>
  );
}
