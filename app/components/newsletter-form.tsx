// The footer's newsletter form. Without JavaScript it posts to /newsletter, which shows the
// outcome as a page; with JavaScript a fetcher shows it in place and clears the field. It says
// which page it is on, so the Owner's numbers count sign-ups by page (issue 51).
import { useEffect, useRef } from "react";
import { isRouteErrorResponse, useFetcher, useRouteError, useRouteLoaderData } from "react-router";
import { useLanguage } from "#app/components/use-language.ts";
import type { FrameWords } from "#app/content/frame-words.ts";
import { pathIn } from "#app/i18n/language.ts";

/** A subscription's answer: "Successfully subscribed!" and, on its own line, to check the inbox. */
export type NewsletterActionData = { ok: true; message: string; detail: string } | { ok: false; message: string };

/** What an AI assistant reads about the signup forms (declarative WebMCP). */
export const NEWSLETTER_TOOL = {
  name: "subscribe_to_newsletter",
  description:
    "Subscribe an email address to Sando Truck's newsletter: new stops, limited-run sandos, a few emails a month.",
  email: "Email address to subscribe",
  form: "Which form this is; leave as it is",
  from: "Which page the form is on; leave as it is",
  topicsOffered: "Says this form offers topics; leave as it is",
  topics: "A topic to receive; untick the ones not wanted (at least one)",
} as const;

/** How the Owner's numbers name the site's 404 page (app/web/analytics-pages.server.ts). */
const NOT_FOUND_PAGE = "/not-found";

/**
 * The page the form is on, as the root's loader named it from the route (none on the personal
 * pages); the 404 page wherever a page is not found, so that a quote's wrong link reads exactly
 * as any missing page.
 */
function usePageShown(): string | null | undefined {
  const error = useRouteError();
  const named = (useRouteLoaderData("root") as { page?: string | null } | undefined)?.page;
  return isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_PAGE : named;
}

/** Posts to the newsletter page of its own language, which answers in it. */
export function NewsletterForm({ words }: { words: FrameWords }) {
  const language = useLanguage();
  const page = usePageShown();
  const fetcher = useFetcher<NewsletterActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  return (
    <fetcher.Form
      method="post"
      action={pathIn(language, "/newsletter")}
      data-analytics-form="newsletter"
      ref={formRef}
      className="newsletter-form"
      toolname={NEWSLETTER_TOOL.name}
      tooldescription={NEWSLETTER_TOOL.description}
    >
      {/* Kept with the consent: which form it was. The footer's takes every topic. */}
      <input type="hidden" name="form" value="footer" toolparamdescription={NEWSLETTER_TOOL.form} />
      {/* Where sign-ups come from, for the Owner's numbers (issue 51). */}
      {page ? <input type="hidden" name="from" value={page} toolparamdescription={NEWSLETTER_TOOL.from} /> : null}
      <label htmlFor="newsletter-email">{words.newsletterLabel}</label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        toolparamdescription={NEWSLETTER_TOOL.email}
      />
      <button type="submit" disabled={submitting}>
        {submitting ? words.subscribing : words.subscribe}
      </button>
      <p role="status" className="form-message">
        {result?.message}
        {result?.ok ? <span className="form-message__detail">{result.detail}</span> : null}
      </p>
    </fetcher.Form>
  );
}
