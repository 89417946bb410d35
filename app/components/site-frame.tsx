// The frame of every public page, drawn by the public layout and by its error boundary: the
// announcement banner, the header with navigation (and a mobile menu that works without
// JavaScript), the page, and the footer.
import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { EVENTS_LOADING, SITE_NAME } from "#app/content/frame.ts";
import type { PublicBannerWithColours } from "#app/domain/banner/banner.server.ts";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";

const NAV_LINKS = [
  { to: "/popup-locations", label: "When/Where" },
  { to: "/menu", label: "Menu" },
  { to: "/about", label: "About" },
  { to: "/#reviews", label: "Reviews" },
  { to: "/gallery", label: "Gallery" },
  { to: "/press", label: "Press" },
  { to: "/catering-events", label: "Catering/Events" },
] as const;

/**
 * The navigation, each link marked when it is the page shown (the path or below it; "/" only
 * itself), as NavLink marks it: worked out here rather than by a NavLink per item, which were 3%
 * of a page's render on the server.
 */
function NavItems({ includeHome, pathname }: { includeHome: boolean; pathname: string }) {
  const path = pathname.toLowerCase();
  return (
    <ul>
      {(includeHome ? [{ to: "/", label: "Home" }, ...NAV_LINKS] : NAV_LINKS).map(({ to, label }) => (
        <li key={to}>
          <Link
            to={to}
            aria-current={(to === "/" ? path === to : path === to || path.startsWith(`${to}/`)) ? "page" : undefined}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What a visitor sees while the next page's data loads (JavaScript navigations only). */
function loadingTextFor(pathname: string): string {
  return pathname === "/popup-locations" ? EVENTS_LOADING : "Loading...";
}

/**
 * `banner`: none (hidden) when the layout's data could not be read; `business` too, and the
 * footer then leaves out the contact line and the links (the layout's loader failed: a bug, as
 * the business details never fail to read).
 */
export function SiteFrame({
  banner,
  business,
  children,
}: {
  banner: PublicBannerWithColours | undefined;
  business?: PublicBusinessView | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const pendingPath = navigation.state === "loading" ? navigation.location.pathname : null;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={`site-top${banner?.isVisible ? " site-top--with-banner" : ""}`}>
        {banner?.isVisible ? (
          <aside
            className="announcement-banner"
            aria-label="Announcement"
            style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
          >
            <p>
              {banner.message}
              {banner.linkUrl ? (
                <>
                  {" "}
                  <a href={banner.linkUrl} style={{ color: banner.textColor }}>
                    {banner.linkText || "Learn more"}
                  </a>
                </>
              ) : null}
            </p>
          </aside>
        ) : null}
        <header className="site-header">
          <Link to="/" className="site-header__logo">
            <img src="/images/logo.svg" alt="Sando Truck home" width={160} height={48} />
          </Link>
          <nav aria-label="Main" className="site-nav site-nav--desktop">
            <NavItems includeHome={false} pathname={location.pathname} />
          </nav>
          {/* Keyed by path, so the menu is closed again after a client-side navigation. */}
          <details className="mobile-menu" key={location.pathname}>
            <summary>
              <span className="mobile-menu__icon" aria-hidden="true" />
              Menu<span className="visually-hidden"> (site navigation)</span>
            </summary>
            <nav aria-label="Mobile" className="site-nav site-nav--mobile">
              <NavItems includeHome pathname={location.pathname} />
            </nav>
          </details>
        </header>
      </div>
      {pendingPath ? (
        <p className="page-loading" role="status">
          {loadingTextFor(pendingPath)}
        </p>
      ) : null}
      {children}
      <footer className="site-footer">
        <div className="site-footer__inner">
          {business ? (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact">Say hello</h2>
              <p>
                General inquiries: <a href={`mailto:${business.email}`}>{business.email}</a>. We reply within 24 hours.
              </p>
            </section>
          ) : null}
          <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
            <h2 id="footer-newsletter">Stay in the loop</h2>
            <NewsletterForm />
          </section>
          {business ? <FooterLinks links={business.links} /> : null}
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {SITE_NAME}. Katsu sandos across Santa Barbara County.{" "}
          <Link to="/accessibility">Accessibility</Link>
        </p>
      </footer>
    </>
  );
}

function FooterLinks({ links }: { links: PublicBusinessView["links"] }) {
  return (
    <section aria-labelledby="footer-follow">
      <h2 id="footer-follow">Find us</h2>
      <ul className="site-footer__links">
        {(
          [
            ["Google Maps", links.maps],
            ["Instagram", links.instagram],
            ["Facebook", links.facebook],
          ] as const
        ).map(([label, href]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
