// The portal's navigation bar. Logout is a POST form (with JavaScript it asks first);
// Exit Admin goes back to the website.
import { Form, NavLink } from "react-router";
import { LOGOUT_CONFIRMATION } from "../../domain/auth-messages";

const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/menu", label: "Menu" },
  { to: "/admin/press", label: "Press" },
  { to: "/admin/banner", label: "Banner" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/subscribers", label: "Subscribers" },
] as const;

export function AdminNav({ email }: { email: string }) {
  return (
    <header className="admin-header">
      <nav aria-label="Admin" className="admin-nav">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
        <div className="admin-nav-account">
          <span className="admin-nav-email">{email}</span>
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
      </nav>
    </header>
  );
}
