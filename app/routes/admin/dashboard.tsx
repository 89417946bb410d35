// /admin and /admin/dashboard: what needs doing today (new enquiries, items sold out, today's
// stop, the banner), each linking to where it is handled, then a card for each part of the site.

import { data, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { LiveStatusTaps } from "#app/components/admin/live-status-taps.tsx";
import { NumbersHeadlineFigures } from "#app/components/admin/numbers-headline.tsx";
import { NUMBERS_WORDS } from "#app/content/numbers-words.ts";
import { CATERING_FIGURES_MESSAGES, QUOTE_DASHBOARD_TEXT, SPANISH_TEXT_WORDS } from "#app/content/portal-messages.ts";
import { type CateringFigures, readCateringFigures } from "#app/domain/dashboard/catering-figures.server.ts";
import { type Dashboard, readDashboard, readQuoteFigures } from "#app/domain/dashboard/dashboard.server.ts";
import { type NumbersHeadline, readNumbersHeadline } from "#app/domain/dashboard/numbers-page.server.ts";
import { formatCents } from "#app/domain/shared/money.ts";
import type { NeedsSpanish } from "#app/domain/shared/spanish-texts.ts";
import { may, sectionsFor } from "#app/domain/staff/rights.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/dashboard";

const UNREADABLE = "Could not be read right now. Reload to try again.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { role } = context.get(adminUserContext);
  // The flash of a tap made here (the live status's "We're here").
  const { success, error, headers } = await takeFlash(request);
  const [dashboard, catering, quotes, numbers] = await Promise.all([
    readDashboard(role),
    readCateringFigures(role),
    readQuoteFigures(role),
    // Issue 51: the Owner's numbers at a glance, for those the table of rights lets open them.
    may(role, "numbers") ? readNumbersHeadline() : null,
  ]);
  // A card for every section the role may open (the table of rights), in the navigation's order.
  const cards = sectionsFor(role).flatMap((section) =>
    section.card ? [{ to: section.to, title: section.label, text: section.card }] : [],
  );
  return data({ ...dashboard, catering, quotes, numbers, cards, success, error }, { headers });
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { newEnquiries, soldOutToday, stops, banner, needsSpanish, catering, quotes, numbers, cards } = loaderData;
  return (
    <main className="admin-main">
      <h1>Dashboard</h1>
      <FlashMessage success={loaderData.success} error={loaderData.error} />
      <section aria-labelledby="today-title" className="admin-dashboard-section">
        <h2 id="today-title">Today</h2>
        <ul className="admin-today">
          <li className="admin-today__item" aria-labelledby="today-enquiries">
            <h3 id="today-enquiries">New enquiries</h3>
            {newEnquiries === null ? (
              <p>{UNREADABLE}</p>
            ) : (
              <p className={newEnquiries > 0 ? "admin-today__figure admin-today__figure--todo" : "admin-today__figure"}>
                {newEnquiries === 0 ? "None waiting" : `${newEnquiries} waiting for a reply`}
              </p>
            )}
            <Link to="/admin/enquiries?status=new">Open new enquiries</Link>
          </li>
          <li className="admin-today__item" aria-labelledby="today-sold-out">
            <h3 id="today-sold-out">Sold out today</h3>
            {soldOutToday === null ? (
              <p>{UNREADABLE}</p>
            ) : soldOutToday.length === 0 ? (
              <p className="admin-today__figure">Nothing sold out</p>
            ) : (
              <>
                <p className="admin-today__figure admin-today__figure--todo">{`${soldOutToday.length} sold out`}</p>
                <ul className="admin-today__names">
                  {soldOutToday.map((item) => (
                    <li key={item.id}>{item.name}</li>
                  ))}
                </ul>
              </>
            )}
            <Link to="/admin/menu">Open the menu</Link>
          </li>
          <li className="admin-today__item" aria-labelledby="today-stop">
            <h3 id="today-stop">Today's stop</h3>
            {stops === null ? (
              <p>{UNREADABLE}</p>
            ) : stops.today.length === 0 ? (
              <>
                <p className="admin-today__figure">No stop today</p>
                {stops.next ? (
                  <p>{`Next: ${stops.next.title}, ${stops.next.dateLabel}, ${stops.next.time}`}</p>
                ) : (
                  <p>No stops scheduled.</p>
                )}
              </>
            ) : (
              <ul className="admin-today__stops">
                {stops.today.map((stop) => (
                  <li key={stop.eventId}>
                    <p className="admin-today__figure">{stop.title}</p>
                    <p>{`${stop.time} · ${stop.state}`}</p>
                    <p className="admin-muted">{stop.address}</p>
                    <LiveStatusTaps eventId={stop.eventId} title={stop.title} back="/admin/dashboard" />{" "}
                    <Link to={`/admin/events/edit/${stop.eventId}`}>
                      Edit<span className="visually-hidden">{` ${stop.title}`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/admin/events">Open events</Link>
          </li>
          <li className="admin-today__item" aria-labelledby="today-banner">
            <h3 id="today-banner">Banner</h3>
            {banner === null ? (
              <p>{UNREADABLE}</p>
            ) : (
              <p className={banner.showing ? "admin-today__figure admin-today__figure--todo" : "admin-today__figure"}>
                {banner.text}
              </p>
            )}
            <Link to="/admin/banner">Change the banner</Link>
          </li>
          <NeedsSpanishItem records={needsSpanish} />
        </ul>
      </section>
      <CateringSection figures={catering} quotes={quotes} />
      {numbers ? <NumbersSection headline={numbers} /> : null}
      <section aria-labelledby="manage-title" className="admin-dashboard-section">
        <h2 id="manage-title">Manage</h2>
        <ul className="admin-cards">
          {cards.map((card) => (
            <li key={card.to} className="admin-card">
              <Link to={card.to}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/**
 * Issue 36: the catering figures: open enquiries and quotes waiting for an answer for everyone;
 * the booked share over 90 days and this month's booked value for Owners.
 */
function CateringSection({
  figures,
  quotes,
}: {
  figures: CateringFigures;
  quotes: Route.ComponentProps["loaderData"]["quotes"];
}) {
  const TEXT = CATERING_FIGURES_MESSAGES;
  const QUOTES = QUOTE_DASHBOARD_TEXT;
  const { openEnquiries, bookedShare } = figures;
  return (
    <section aria-labelledby="catering-title" className="admin-dashboard-section">
      <h2 id="catering-title">{TEXT.heading}</h2>
      <ul className="admin-today">
        <li className="admin-today__item" aria-labelledby="catering-open">
          <h3 id="catering-open">{TEXT.openHeading}</h3>
          <p className="admin-today__figure">{openEnquiries === null ? TEXT.unreadable : TEXT.open(openEnquiries)}</p>
          <Link to="/admin/enquiries">{TEXT.openLink}</Link>
        </li>
        {bookedShare === undefined ? null : (
          <li className="admin-today__item" aria-labelledby="catering-share">
            <h3 id="catering-share">{TEXT.shareHeading}</h3>
            {bookedShare === null ? (
              <p>{TEXT.unreadable}</p>
            ) : bookedShare.percent === null ? (
              <p className="admin-today__figure">{TEXT.shareNone}</p>
            ) : (
              <>
                <p className="admin-today__figure">{TEXT.share(bookedShare.percent)}</p>
                <p>{TEXT.shareOf(bookedShare.booked, bookedShare.received)}</p>
              </>
            )}
            <Link to="/admin/calendar">{TEXT.calendarLink}</Link>
          </li>
        )}
        <li className="admin-today__item" aria-labelledby="catering-waiting">
          <h3 id="catering-waiting">{QUOTES.waitingHeading}</h3>
          {quotes === null ? (
            <p>{UNREADABLE}</p>
          ) : (
            <p className="admin-today__figure">{QUOTES.waiting(quotes.waiting)}</p>
          )}
          <Link to="/admin/enquiries?status=quoted">Open quoted enquiries</Link>
        </li>
        {quotes?.bookedThisMonth ? (
          <li className="admin-today__item" aria-labelledby="catering-booked">
            <h3 id="catering-booked">{QUOTES.bookedHeading}</h3>
            <p className="admin-today__figure">
              {QUOTES.booked(formatCents(quotes.bookedThisMonth.cents), quotes.bookedThisMonth.count)}
            </p>
            <Link to="/admin/enquiries?status=booked">Open booked enquiries</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The Owner's three headline figures (issue 51), with the way to the whole page. */
function NumbersSection({ headline }: { headline: NumbersHeadline }) {
  return (
    <section aria-labelledby="numbers-title" className="admin-dashboard-section">
      <h2 id="numbers-title">{NUMBERS_WORDS.heading}</h2>
      <NumbersHeadlineFigures headline={headline} />
      <p className="admin-dashboard-more">
        <Link to="/admin/numbers">{NUMBERS_WORDS.headline.link}</Link>
      </p>
    </section>
  );
}

/** Where staff give each kind of record its Spanish: a kind added without its form's path does not build. */
const EDIT_PATHS: Record<NeedsSpanish["kind"], (id: string) => string> = {
  banner: () => "/admin/banner",
  closure: (id) => `/admin/closures/${id}`,
  stop: (id) => `/admin/events/edit/${id}`,
  menuItem: (id) => `/admin/menu/edit/${id}`,
  business: () => "/admin/business",
  photo: (id) => `/admin/gallery/${id}`,
};

const editPathOf = (record: NeedsSpanish): string => EDIT_PATHS[record.kind](record.id);

/** What visitors read that has no Spanish yet (issue 49): how many texts, and a link to each record. */
function NeedsSpanishItem({ records }: { records: Dashboard["needsSpanish"] }) {
  const words = SPANISH_TEXT_WORDS;
  const count = records?.reduce((sum, record) => sum + record.texts.length, 0) ?? 0;
  return (
    <li className="admin-today__item" aria-labelledby="today-spanish">
      <h3 id="today-spanish">{words.needsTitle}</h3>
      {records === null ? (
        <p>{UNREADABLE}</p>
      ) : count === 0 ? (
        <p className="admin-today__figure">{words.needsNone}</p>
      ) : (
        <>
          <p className="admin-today__figure admin-today__figure--todo">{words.needsCount(count)}</p>
          {/* Folded: a menu from before issue 49 lists every item here. */}
          <details className="admin-today__more">
            <summary>{words.needsShow}</summary>
            <ul className="admin-today__names">
              {records.map((record) => (
                <li key={record.id}>
                  <Link to={editPathOf(record)}>
                    {`${record.name} (${words.kinds[record.kind]}): ${record.texts.map((text) => words.texts[text] ?? text).join(", ")}`}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </li>
  );
}
