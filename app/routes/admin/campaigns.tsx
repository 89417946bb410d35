// /admin/campaigns (Owners only): the campaigns to followers of news. Drafts not sent yet, and
// the history: each campaign's progress and result (queued, sent, failed, skipped). With
// JavaScript the page asks again every few seconds until every campaign is sent; without it,
// a reload shows the latest numbers.
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { MailingCounts } from "#app/components/admin/mailing-counts.tsx";
import { CAMPAIGN_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { listCampaignDrafts } from "#app/domain/campaigns/campaigns.server.ts";
import { listMailings, type MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { adminMeta } from "#app/web/seo.ts";
import { takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/campaigns";

/** How often an open history page asks for new numbers while a campaign is going out. */
const REFRESH_MS = 4_000;

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const [drafts, history, details] = await Promise.all([
    listCampaignDrafts(),
    listMailings("campaign"),
    getBusinessDetails(),
  ]);
  return data({ drafts, history, hasPostalAddress: details.postalAddress.trim() !== "", success, error }, { headers });
}

export const meta: Route.MetaFunction = () => adminMeta("Campaigns");

/**
 * A campaign whose numbers may still change: going out, or waiting for its time (asked about too,
 * so the page sees it start; the browser's clock may not be the server's).
 */
const underWay = (progress: MailingProgress) => progress.status !== "sent";

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { drafts, history } = loaderData;
  const revalidator = useRevalidator();
  const refreshing = history.some(underWay);
  useEffect(() => {
    if (!refreshing) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refreshing, revalidator]);

  return (
    <main className="admin-main admin-campaigns">
      <h1>Campaigns</h1>
      <FlashMessage success={loaderData.success} error={loaderData.error} />
      {loaderData.hasPostalAddress ? null : (
        <p className="admin-warning">
          {TEXT.heldNoAddress} <Link to="/admin/business">Enter it in Business details</Link>
        </p>
      )}
      <p>
        <Link to="/admin/campaigns/new" className="admin-button">
          Write a campaign
        </Link>
      </p>
      <section aria-labelledby="campaign-drafts" className="admin-account-section">
        <h2 id="campaign-drafts">Drafts</h2>
        {drafts.length === 0 ? (
          <p>No drafts.</p>
        ) : (
          <ul>
            {drafts.map((draft) => (
              <li key={draft.id}>
                <Link to={`/admin/campaigns/${draft.id}`}>{draft.subject}</Link>{" "}
                <span className="admin-muted">(changed {formatTruckDayAndTime(draft.updatedAt)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="campaign-history" className="admin-account-section">
        <h2 id="campaign-history">History</h2>
        {history.length === 0 ? (
          <p>No campaign sent yet.</p>
        ) : (
          <>
            <p className="admin-muted">
              {TEXT.reloadHint} <Link to="/admin/campaigns">Reload</Link>
            </p>
            <ul className="admin-campaign-history">
              {history.map((progress) => (
                <li key={progress.id}>
                  <h3>
                    <Link to={`/admin/campaigns/${progress.id}`}>{progress.subject}</Link>
                  </h3>
                  <MailingCounts progress={progress} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
