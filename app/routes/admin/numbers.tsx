// /admin/numbers (Owners only, issue 51): the Owner's numbers. The three headline figures, then
// for the period chosen by a link (`?period=7d|30d|12m`, the last 7 days without it; links, so it
// works without JavaScript) each part of what was counted, against the period before: its totals
// and changes in words, a chart drawn on the server, a table that turns into cards on a phone,
// and its CSV (/admin/numbers.csv).
import { Link } from "react-router";
import { NumbersChart } from "#app/components/admin/numbers-chart.tsx";
import { NumbersHeadlineFigures } from "#app/components/admin/numbers-headline.tsx";
import { countText, NUMBERS_CSV_WORDS, NUMBERS_PERIODS, NUMBERS_WORDS as WORDS } from "#app/content/numbers-words.ts";
import { readNumbersPage } from "#app/domain/dashboard/numbers-page.server.ts";
import { parsePeriod } from "#app/domain/numbers/figures.server.ts";
import { type Column, dateText, type FigureTable, type NumbersSection } from "#app/domain/numbers/figures.ts";
import { formatCents } from "#app/domain/shared/money.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { loadOrRefuse, refusePage } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/numbers";

export async function loader({ url }: Route.LoaderArgs) {
  const period = parsePeriod(url.searchParams.get("period"));
  if (!period) refusePage(new Refusal(400, NUMBERS_CSV_WORDS.unknownPeriod));
  return loadOrRefuse(WORDS.loadFailed, () => readNumbersPage(period));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${WORDS.heading}: ${WORDS.periods[loaderData.period].toLowerCase()}` : WORDS.heading);

export default function AdminNumbers({ loaderData }: Route.ComponentProps) {
  const { period, spanText, headline, counted, sections, fresh } = loaderData;
  return (
    <main className="admin-main numbers">
      <h1>{WORDS.heading}</h1>
      <p className="admin-muted">{WORDS.intro}</p>
      <section aria-labelledby="numbers-headline" className="admin-dashboard-section">
        <h2 id="numbers-headline">{WORDS.headline.heading}</h2>
        <NumbersHeadlineFigures headline={headline} />
      </section>
      {counted ? null : <p className="admin-empty">{WORDS.nothingYet}</p>}
      <nav aria-label={WORDS.periodNav} className="numbers-periods">
        <ul>
          {NUMBERS_PERIODS.map((choice) => (
            <li key={choice}>
              <Link
                to={`/admin/numbers?period=${choice}`}
                aria-current={choice === period ? "page" : undefined}
                className={choice === period ? "numbers-period numbers-period--current" : "numbers-period"}
              >
                {WORDS.periods[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="numbers-about">
        <p>{spanText}</p>
        <p>{WORDS.truckDays}</p>
        <p>{fresh}</p>
        <p>{WORDS.tapsFloor}</p>
      </div>
      {sections.map((section) => (
        <Section key={section.name} section={section} period={period} />
      ))}
    </main>
  );
}

function Section({ section, period }: { section: NumbersSection; period: string }) {
  const id = `numbers-${section.name}`;
  return (
    <section aria-labelledby={id} className="numbers-section">
      <h2 id={id}>{section.heading}</h2>
      {section.lines.map((line) => (
        <p key={line} className="numbers-line">
          {line}
        </p>
      ))}
      {section.empty ? null : (
        <>
          <NumbersChart chart={section.chart} />
          {section.notes.map((note) => (
            <p key={note} className="admin-field-hint">
              {note}
            </p>
          ))}
          <FiguresTable table={section.table} labelledBy={id} />
          <p>
            <a
              href={`/admin/numbers.csv?table=${section.name}&period=${period}`}
              download
              className="admin-button numbers-csv"
            >
              {WORDS.csv(section.csvName)}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/** Columns of figures: right-aligned in a row of the table. */
const FIGURES: ReadonlySet<Column["type"]> = new Set(["count", "cents", "words"]);

/** A section's table: rows at 768 px and up, a card per row below (each cell names its column). */
function FiguresTable({ table, labelledBy }: { table: FigureTable; labelledBy: string }) {
  return (
    <table className="admin-table numbers-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.csv} scope="col" className={FIGURES.has(column.type) ? "numbers-figure" : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr
            key={String(row[0])}
            className={index >= table.rows.length - (table.footRows ?? 0) ? "numbers-total" : undefined}
          >
            {table.columns.map((column, index) => {
              const cell = row[index] ?? "";
              const shown =
                column.type === "cents"
                  ? formatCents(Number(cell))
                  : column.type === "count"
                    ? countText(Number(cell))
                    : column.type === "date"
                      ? dateText(String(cell))
                      : String(cell);
              return (
                <td
                  key={column.csv}
                  data-label={column.label}
                  className={FIGURES.has(column.type) ? "numbers-figure" : undefined}
                >
                  {shown}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
