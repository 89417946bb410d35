// /admin/subscribers.csv: the whole newsletter list as a spreadsheet download (Owners only, behind
// the admin layout's rights middleware like the page).

import { listSubscribers, subscribersCsv } from "#app/domain/newsletter/subscriber-list.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";

export async function loader() {
  try {
    const csv = subscribersCsv(await listSubscribers());
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${todayInTruckTimeZone()}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return rethrowAsServiceUnavailable(error);
  }
}
