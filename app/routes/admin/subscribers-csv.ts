// /admin/subscribers.csv: the newsletter list as a spreadsheet download (behind the admin
// layout's sign-in middleware like every /admin URL).
import { rethrowAsServiceUnavailable } from "../../db.server";
import { listSubscribers, subscribersCsv } from "../../domain/newsletter/newsletter.server";
import { todayInTruckTimeZone } from "../../domain/shared/dates";

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
