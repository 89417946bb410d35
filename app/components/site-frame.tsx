// The frame of every public page, drawn by the public layout and by its error boundary: the
// announcement banner, the header with navigation (and a mobile menu that works without
// JavaScript), the page, and the footer.
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { useFrameWords } from "#app/components/use-frame-words.ts";
import { SITE_NAME } from "#app/content/frame.ts";
import type { FrameWords } from "#app/content/frame-words.ts";
import type { ShownBanner } from "#app/domain/banner/banner.server.ts";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";
import { englishPathOf, LANGUAGE_NAMES, languageOfPath, pathIn, twinOf } from "#app/i18n/language.ts";

/** Where the header's links go, in their order; their names are the frame's words. */
const NAV_PATHS: Record<keyof FrameWords["nav"], string> = {
  popupLocations: "/popup-locations",
  menu: "/menu",
  about: "/about",
  reviews: "/#reviews",
  gallery: "/gallery",
  press: "/press",
  catering: "/catering-events",
};

/**
 * The navigation, each link marked when it is the page shown (the path or below it; "/" only
 * itself), as NavLink marks it: worked out here rather than by a NavLink per item, which were 3%
 * of a page's render on the server.
 */
function NavItems({ includeHome, pathname }: { includeHome: boolean; pathname: string }) {
  const words = useFrameWords();
  const language = languageOfPath(pathname);
  const path = englishPathOf(pathname).toLowerCase();
  const pages = Object.entries(NAV_PATHS).map(([name, to]) => ({
    to,
    label: words.nav[name as keyof typeof NAV_PATHS],
  }));
  const links = includeHome ? [{ to: "/", label: words.home }, ...pages] : pages;
  return (
    <ul>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link
            to={pathIn(language, to)}
            aria-current={(to === "/" ? path === to : path === to || path.startsWith(`${to}/`)) ? "page" : undefined}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The same page in the other language: a plain link (no JavaScript needed) that keeps the query,
 * named in its own language for those who read it. The anchor is the browser's alone (the server
 * never sees it, and the menu's anchor scroll sets it without a navigation), so with JavaScript
 * the click reads it from the address bar and takes it along.
 */
function LanguageSwitch({ page }: { page: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const twin = twinOf(location.pathname, location.search, page);
  return (
    <Link
      to={twin.href}
      className="language-switch"
      lang={twin.language}
      hrefLang={twin.language}
      onClick={(event) => {
        if (!page || !window.location.hash || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(`${twin.href}${window.location.hash}`);
      }}
    >
      {LANGUAGE_NAMES[twin.language]}
    </Link>
  );
}

/**
 * `banner`: none (hidden) when the layout's data could not be read; `business` too, and the
 * footer then leaves out the contact line and the links (the layout's loader failed: a bug, as
 * the business details never fail to read).
 */
export function SiteFrame({
  banner,
  business,
  error = false,
  children,
}: {
  banner: ShownBanner | undefined;
  business?: PublicBusinessView | undefined;
  /** Around an error page: the language switch goes to the other language's home page. */
  error?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const words = useFrameWords();
  const language = languageOfPath(location.pathname);
  const pendingPath = navigation.state === "loading" ? navigation.location.pathname : null;
  return (
    <>
      <a href="#main" className="skip-link">
        {words.skipToContent}
      </a>
      <div className={`site-top${banner?.isVisible ? " site-top--with-banner" : ""}`}>
        {banner?.isVisible ? (
          <aside
            className="announcement-banner"
            aria-label={words.announcement}
            style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
          >
            <p>
              {banner.closure && language !== "en" ? (
                // A closure's banner: its first words in the page's language, its reason too once it has its Spanish.
                <>
                  {banner.closure.closedUntil}. <span lang={banner.closure.reasonLang}>{banner.closure.reason}</span>
                </>
              ) : (
                // What staff typed, in the page's language, or in English (marked) until it has Spanish.
                <span lang={banner.messageLang}>{banner.message}</span>
              )}
              {banner.linkUrl ? (
                <>
                  {" "}
                  <a href={banner.linkUrl} style={{ color: banner.textColor }} lang={banner.linkTextLang}>
                    {banner.linkText || words.learnMore}
                  </a>
                </>
              ) : null}
            </p>
          </aside>
        ) : null}
        <header className="site-header">
          <Link to={pathIn(language, "/")} className="site-header__logo">
            <img src="/images/logo.svg" alt={words.logoAlt} width={160} height={48} />
          </Link>
          <nav aria-label={words.mainNavigation} className="site-nav site-nav--desktop">
            <NavItems includeHome={false} pathname={location.pathname} />
          </nav>
          {/* Keyed by path, so the menu is closed again after a client-side navigation. */}
          <details className="mobile-menu" key={location.pathname}>
            <summary>
              <span className="mobile-menu__icon" aria-hidden="true" />
              {words.menuButton}
              <span className="visually-hidden">{words.menuButtonDetail}</span>
            </summary>
            <nav aria-label={words.mobileNavigation} className="site-nav site-nav--mobile">
              <NavItems includeHome pathname={location.pathname} />
            </nav>
          </details>
          <LanguageSwitch page={!error} />
        </header>
      </div>
      {pendingPath ? (
        <p className="page-loading" role="status">
          {englishPathOf(pendingPath) === "/popup-locations" ? words.eventsLoading : words.loading}
        </p>
      ) : null}
      {children}
      <footer className="site-footer">
        <div className="site-footer__inner">
          {business ? (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact">{words.sayHello}</h2>
              <p>
                {words.generalInquiries} <a href={`mailto:${business.email}`}>{business.email}</a>. {words.replyWithin}
              </p>
            </section>
          ) : null}
          <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
            <h2 id="footer-newsletter">{words.stayInTheLoop}</h2>
            <NewsletterForm words={words} />
          </section>
          {business ? <FooterLinks links={business.links} words={words} /> : null}
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {SITE_NAME}. {words.legal}{" "}
          <Link to={pathIn(language, "/accessibility")}>{words.accessibility}</Link>
          <span aria-hidden="true"> · </span>
          <Link to={pathIn(language, "/privacy")}>{words.privacy}</Link>
        </p>
      </footer>
    </>
  );
}

function FooterLinks({ links, words }: { links: PublicBusinessView["links"]; words: FrameWords }) {
  return (
    <section aria-labelledby="footer-follow">
      <h2 id="footer-follow">{words.findUs}</h2>
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
              <span className="visually-hidden">{words.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
