// Browser-only navigation behaviours (spec section 2): smooth scroll to the top on a route
// change, or to the hash anchor (remembered across pages and retried), and the header's
// scrolled look. Without JavaScript the browser's own anchor jumps and CSS do the job.
import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { onScrollOrResize } from "#app/lib/window-events.ts";

const PENDING_ANCHOR_KEY = "sando:pending-anchor";
export const SCROLLED_THRESHOLD_PX = 100;

/**
 * The eased scroll, fetched the first time a visit needs it: most visits never follow an anchor,
 * so it stays out of what every page loads before it runs (issue 48's JavaScript budget).
 */
const easedScroll = () => import("#app/lib/anchor-scroll.ts");

/** The element an anchor names, if this page has it. */
function anchored(id: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return null; // A malformed escape names nothing.
  }
}

export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Same-page anchor links scroll with easing; links to an anchor on another page are
  // remembered so the anchor can be found once that page has rendered.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || !url.hash) return;
      const id = url.hash.slice(1);
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        if (anchored(id)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, "", url.hash);
          easedScroll().then(
            ({ scrollToAnchor }) => scrollToAnchor(id),
            () => anchored(id)?.scrollIntoView(), // Offline, say: the jump without the easing.
          );
        }
      } else {
        sessionStorage.setItem(PENDING_ANCHOR_KEY, id);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // Runs after every navigation: each has a new location, one to the same address too.
  useEffect(() => {
    if (navigationType === "POP") return; // ScrollRestoration restores back/forward positions.
    const pending = sessionStorage.getItem(PENDING_ANCHOR_KEY);
    sessionStorage.removeItem(PENDING_ANCHOR_KEY);
    const id = location.hash ? location.hash.slice(1) : pending;
    if (id) {
      let cancel: (() => void) | "cancelled" | undefined;
      void easedScroll().then(({ scrollToAnchorWhenReady }) => {
        if (cancel !== "cancelled") cancel = scrollToAnchorWhenReady(id);
      });
      return () => {
        if (typeof cancel === "function") cancel();
        cancel = "cancelled";
      };
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
    return undefined;
  }, [location, navigationType]);

  // The header changes its look past 100 px of scroll; its height (with the banner) is
  // published for sticky elements below it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.pathname: each page measures the header again (the banner may come or go).
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.toggleAttribute("data-scrolled", window.scrollY > SCROLLED_THRESHOLD_PX);
      const top = document.querySelector<HTMLElement>(".site-top");
      if (top) root.style.setProperty("--header-height", `${top.offsetHeight}px`);
    };
    update();
    return onScrollOrResize(update);
  }, [location.pathname]);

  return null;
}
