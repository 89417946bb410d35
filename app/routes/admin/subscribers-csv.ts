// /admin/subscribers.csv: the newsletter list as a spreadsheet download (behind the admin
// layout's sign-in middleware like every /admin URL).
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import { listSubscribers, subscribersCsv } from "#app/domain/newsletter/newsletter.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";

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
