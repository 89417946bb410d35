// The frame of every public page: header with navigation, the page, and the footer.
import { Link, NavLink, Outlet } from "react-router";
import { NewsletterForm } from "../../components/newsletter-form";

const NAV_LINKS = [
  { to: "/menu", label: "Menu" },
] as const;

export default function PublicLayout() {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="logo">
          Sando Truck
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Outlet />
      <footer className="site-footer">
        <NewsletterForm />
      </footer>
    </>
  );
}
