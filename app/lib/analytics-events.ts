// What the analytics wiring reports (spec section 1): order-link clicks, form submissions,
// scroll depth marks and the notional 500 USD value of a catering lead. Pure functions, so
// they are testable without a browser.
export const SCROLL_DEPTH_MARKS = [25, 50, 75, 90] as const;
export const CATERING_LEAD_VALUE_USD = 500;

/** Marks newly reached at this scroll position, given those already reported. */
export function reachedScrollMarks(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
  alreadyReported: ReadonlySet<number>,
): number[] {
  const scrollable = documentHeight - viewportHeight;
  const percent = scrollable <= 0 ? 100 : (scrollTop / scrollable) * 100;
  return SCROLL_DEPTH_MARKS.filter((mark) => percent >= mark && !alreadyReported.has(mark));
}

export type OrderChannel = "phone" | "delivery" | "pickup";

const DELIVERY_HOSTS = ["doordash.com", "ubereats.com", "grubhub.com", "postmates.com"];

/** Which kind of order link an href is, or null if it is not one. */
export function orderChannelOf(href: string, marked: string | null): OrderChannel | null {
  if (marked === "phone" || marked === "delivery" || marked === "pickup") return marked;
  if (href.startsWith("tel:")) return "phone";
  try {
    const host = new URL(href).hostname;
    if (DELIVERY_HOSTS.some((delivery) => host === delivery || host.endsWith(`.${delivery}`))) return "delivery";
  } catch {
    return null;
  }
  return null;
}

export type AnalyticsEvent = { name: string; params: Record<string, string | number> };

/** The event sent when a form is submitted; catering requests carry the lead value. */
export function formSubmissionEvent(formName: string): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [{ name: "form_submit", params: { form_name: formName } }];
  if (formName === "catering") {
    events.push({
      name: "generate_lead",
      params: { form_name: formName, value: CATERING_LEAD_VALUE_USD, currency: "USD" },
    });
  }
  return events;
}
