// /admin/subscribers (Owners only): the counts by state and topic, the growth per week, a search
// by address (a GET form, so it works without JavaScript) showing the newest matches with how
// many match in all, and the CSV download of the whole list.
import { data, Form } from "react-router";
import { AdminListPage, AdminTable } from "#app/components/admin/record-list.tsx";
import { InputField, serverForm } from "#app/components/forms.tsx";
import { SUBSCRIBER_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import {
  parseSubscriberSearch,
  type SubscriberOverview,
  subscribersPage,
} from "#app/domain/newsletter/subscriber-list.server.ts";
import { SEARCH_MAX_LENGTH, SUBSCRIBER_STATES } from "#app/domain/newsletter/subscriber-stats.ts";
import { FOLLOWER_TOPICS, TOPIC_LABELS } from "#app/domain/newsletter/topics.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { formatTruckDay } from "#app/domain/shared/dates.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("q") ?? "";
  const { search, error: searchError } = parseSubscriberSearch(typed);
  const { list, loadFailed, status } = await listOrFallback<Awaited<ReturnType<typeof subscribersPage>> | null>(
    () => subscribersPage(search, now()),
    null,
  );
  return data(
    {
      overview: list?.overview ?? null,
      rows: searchError ? [] : (list?.rows ?? []),
      matching: list?.matching ?? 0,
      searchError,
      // Shown back as typed, but never longer than the field allows.
      search: typed.slice(0, SEARCH_MAX_LENGTH),
      loadFailed,
    },
    { status: searchError && !loadFailed ? 400 : status },
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { overview, rows, matching, search, searchError } = loaderData;
  const searching = search.trim() !== "";
  // The search typed stays in its field, with the reason it was refused.
  const searchForm = serverForm("subscriber", searchError ? { problems: { q: searchError }, values: null } : null, {
    q: search,
  });
  return (
    <AdminListPage
      heading="Newsletter subscribers"
      text={{ loadFailed: TEXT.loadFailed, empty: searching ? TEXT.noMatch(search.trim()) : TEXT.empty }}
      state={loaderData}
      // A refused search shows its message only, not "no match".
      count={searchError ? -1 : rows.length}
      tools={
        <>
          {overview ? <Numbers overview={overview} /> : null}
          <Form method="get" className="admin-filter" role="search" key={search}>
            <InputField
              meta={searchForm.field("q")}
              label={TEXT.searchLabel}
              type="search"
              inputProps={{ maxLength: SEARCH_MAX_LENGTH, autoComplete: "off" }}
            />
            <button type="submit">Search</button>
          </Form>
          <p>
            {searchError ? null : <span>{TEXT.shown(rows.length, matching)}. </span>}
            <a href="/admin/subscribers.csv" download className="admin-button">
              Download CSV
            </a>
          </p>
        </>
      }
    >
      <AdminTable columns={["Email", "Subscribed", "State", "Topics"]}>
        {rows.map((subscriber) => (
          <tr key={subscriber.email}>
            <td data-label="Email">{subscriber.email}</td>
            <td data-label="Subscribed">{formatTruckDay(subscriber.subscribedAt)}</td>
            <td data-label="State">
              {subscriber.state === "unsubscribed" && subscriber.unsubscribedAt
                ? `${TEXT.states.unsubscribed} ${formatTruckDay(subscriber.unsubscribedAt)}`
                : TEXT.states[subscriber.state]}
            </td>
            <td data-label="Topics">{subscriber.topics.map((topic) => TOPIC_LABELS[topic]).join(", ")}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}

const thousands = new Intl.NumberFormat("en-US");
const count = (value: number) => thousands.format(value);
// A week's Monday, short enough for the table to fit a 320px screen: "Sep 7" (a calendar date).
const weekOf = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function Numbers({ overview }: { overview: SubscriberOverview }) {
  return (
    <section aria-labelledby="subscriber-numbers" className="admin-subscriber-numbers">
      <h2 id="subscriber-numbers">{count(overview.total)} addresses</h2>
      <ul className="admin-subscriber-counts">
        {SUBSCRIBER_STATES.map((state) => (
          <li key={state}>
            <strong>{count(overview.byState[state])}</strong> {TEXT.states[state]}
          </li>
        ))}
      </ul>
      <p className="admin-field-hint">{TEXT.statesHint}</p>
      <h3>{TEXT.topicsHeading}</h3>
      <ul className="admin-subscriber-counts">
        {FOLLOWER_TOPICS.map((topic) => (
          <li key={topic}>
            <strong>{count(overview.byTopic[topic])}</strong> {TOPIC_LABELS[topic]}
          </li>
        ))}
      </ul>
      <h3>{TEXT.languagesHeading}</h3>
      <ul className="admin-subscriber-counts">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <strong>{count(overview.byLanguage[language])}</strong> {TEXT.languages[language]}
          </li>
        ))}
      </ul>
      <h3 id="subscriber-growth">{TEXT.growthHeading}</h3>
      <div className="admin-table-scroll">
        <table className="admin-subscriber-growth" aria-labelledby="subscriber-growth">
          <thead>
            <tr>
              <th scope="col">Week of (Monday)</th>
              <th scope="col">Confirmed</th>
              <th scope="col">Unsubscribed</th>
            </tr>
          </thead>
          <tbody>
            {overview.growth.map((week) => (
              <tr key={week.weekOf}>
                <th scope="row">{weekOf.format(new Date(`${week.weekOf}T00:00:00Z`))}</th>
                <td>{week.confirmed}</td>
                <td>{week.unsubscribed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
