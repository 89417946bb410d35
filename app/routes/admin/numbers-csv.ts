// /admin/numbers.csv?table=<name>&period=<7d|30d|12m>: one table of the Owner's numbers as a
// spreadsheet download (Owners only, behind the admin layout's rights middleware like the page):
// the page's columns with the figure before in place of the change in words.
import { NUMBERS_CSV_WORDS } from "#app/content/numbers-words.ts";
import { readNumbersSection } from "#app/domain/dashboard/numbers-page.server.ts";
import { csvOfTable, parsePeriod } from "#app/domain/numbers/figures.server.ts";
import { NUMBERS_TABLES, type NumbersTable } from "#app/domain/numbers/figures.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { csvText } from "#app/domain/shared/csv.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import { PERSONAL_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/numbers-csv";

const refused = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ url }: Route.LoaderArgs) {
  const table = url.searchParams.get("table") ?? "";
  const period = parsePeriod(url.searchParams.get("period"));
  if (!(NUMBERS_TABLES as readonly string[]).includes(table)) return refused(404, NUMBERS_CSV_WORDS.unknownTable);
  if (!period) return refused(400, NUMBERS_CSV_WORDS.unknownPeriod);
  try {
    const section = await readNumbersSection(table as NumbersTable, period);
    const { header, rows } = csvOfTable(section.table);
    return new Response(csvText(header, rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="numbers-${table}-${period}-${truckToday()}.csv"`,
        "Cache-Control": PERSONAL_CACHE_CONTROL,
      },
    });
  } catch (error) {
    return rethrowAsServiceUnavailable(error);
  }
}
