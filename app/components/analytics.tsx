// Analytics, rendered only when ANALYTICS_ID is set: loads the measurement script and reports
// page views, order-link clicks, form submissions and scroll depth. With no id set, nothing
// third-party is loaded at all (the root layout does not render this component).
import { useEffect } from "react";
import { useLocation } from "react-router";
import { formSubmissionEvent, orderChannelOf, reachedScrollMarks } from "#app/lib/analytics-events.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function send(name: string, params: Record<string, string | number>): void {
  window.gtag?.("event", name, params);
}

export function Analytics({ measurementId }: { measurementId: string }) {
  const location = useLocation();

  useEffect(() => {
    if (window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads only entries that are an arguments object, not arrays.
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }, [measurementId]);

  useEffect(() => {
    send("page_view", { page_path: location.pathname });
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
        send("scroll_depth", { percent: mark, page_path: location.pathname });
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [location.pathname]);

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
      const name = form.dataset.analyticsForm ?? form.getAttribute("action") ?? "form";
      for (const analyticsEvent of formSubmissionEvent(name)) send(analyticsEvent.name, analyticsEvent.params);
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
