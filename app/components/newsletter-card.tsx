// The card the newsletter's pages are drawn in (subscribe, confirm, preferences, unsubscribe):
// the page's main landmark and its one heading, then what the page says.
import type { ReactNode } from "react";

export function NewsletterCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main id="main" className="section newsletter-page">
      <div className="newsletter-card">
        <h1>{heading}</h1>
        {children}
      </div>
    </main>
  );
}
