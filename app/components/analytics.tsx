// Analytics, rendered only when ANALYTICS_ID is set and the page may report (the root loader
// decides, app/web/analytics-pages.server.ts): loads the measurement script and reports page
// views, order-link clicks, form submissions and scroll depth. Every hit names the page as the
// server gave it (its route, with only utm_ parameters), never the address bar: gtag.js would
// otherwise send the whole URL as page_location and the previous one as page_referrer.
// With no id set, or on the portal, a quote or a newsletter link's page, nothing third-party loads.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { formSubmissionEvent, orderChannelOf, reachedScrollMarks } from "#app/lib/analytics-events.ts";
import type { AnalyticsPage } from "#app/web/analytics-pages.server.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function send(name: string, params: Record<string, string | number>): void {
  window.gtag?.("event", name, params);
}

/** Where the visitor came from, as the site's origin or another site's: never a page's path. */
function referrerOrigin(): string {
  try {
    return document.referrer ? `${new URL(document.referrer).origin}/` : "";
  } catch {
    return "";
  }
}

export function Analytics({ page }: { page: AnalyticsPage }) {
  const { measurementId, path, location: pageLocation } = page;
  const { key } = useLocation();
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    if (window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads only entries that are an arguments object, not arrays.
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    // The first page's own values (later pages set theirs below) and no referrer's path.
    window.gtag("config", measurementId, {
      send_page_view: false,
      page_path: pageRef.current.path,
      page_location: pageRef.current.location,
      page_referrer: referrerOrigin(),
    });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }, [measurementId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (location key) is a new page view.
  useEffect(() => {
    window.gtag?.("set", { page_path: path, page_location: pageLocation });
    send("page_view", { page_path: path, page_location: pageLocation });
    const reported = new Set<number>();
    const onScroll = () => {
      const marks = reachedScrollMarks(
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
        reported,
      );
      for (const mark of marks) {
        reported.add(mark);
        send("scroll_depth", { percent: mark, page_path: path, page_location: pageLocation });
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [key, path, pageLocation]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const channel = orderChannelOf(link.href, link.dataset.order ?? null);
      if (channel) send("order_click", { channel, link_url: link.href });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // A form's own name, or the page it is on: never its action, which may carry a query.
      const name = form.dataset.analyticsForm ?? pageRef.current.path;
      for (const analyticsEvent of formSubmissionEvent(name)) {
        send(analyticsEvent.name, { ...analyticsEvent.params, page_location: pageRef.current.location });
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);

  return null;
}
