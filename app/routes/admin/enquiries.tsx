// /admin/enquiries: the staff inbox of catering enquiries, newest first, with their status and
// whether the staff mail went out. ?status=new|replied|archived narrows the list (a GET form).
import { data, Link } from "react-router";
import { AdminListPage, AdminTable, ListFilter } from "#app/components/admin/record-list.tsx";
import { INBOX_MESSAGES } from "#app/content/portal-messages.ts";
import { enquiryStatusSchema, listEnquiries } from "#app/domain/enquiries/enquiries.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { formatDayWithWeekday, formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import type { Route } from "./+types/enquiries";
import { adminMeta } from "#app/web/seo.ts";

const MAIL_LABELS = { sent: "Sent", pending: "Pending", failed: "Failed", "not queued": "Not queued" } as const;
const STATUS_LABELS = { new: "New", replied: "Replied", archived: "Archived" } as const;
const STATUS_OPTIONS = [
  { value: "all", label: "All enquiries" },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export async function loader({ url }: Route.LoaderArgs) {
  const parsed = enquiryStatusSchema.safeParse(url.searchParams.get("status"));
  const status = parsed.success ? parsed.data : undefined;
  const { list: enquiries, loadFailed, status: httpStatus } = await listOrFallback(() => listEnquiries({ status }), []);
  return data({ enquiries, status: status ?? "all", loadFailed }, { status: httpStatus });
}

export const meta: Route.MetaFunction = () => adminMeta("Enquiries");

const PAGE = { heading: "Enquiries", text: INBOX_MESSAGES };

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { enquiries, status } = loaderData;
  return (
    <AdminListPage
      {...PAGE}
      state={loaderData}
      count={enquiries.length}
      tools={<ListFilter id="enquiry-status" name="status" label="Show" value={status} options={STATUS_OPTIONS} />}
    >
      <AdminTable columns={["Received", "Name", "Event date", "Status", "Mail to staff"]}>
        {enquiries.map((enquiry) => (
          <tr key={enquiry.id}>
            <td data-label="Received">{formatTruckDayAndTime(enquiry.receivedAt)}</td>
            <td data-label="Name">
              <Link to={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>
              <br />
              <small>{enquiry.email}</small>
            </td>
            <td data-label="Event date">{formatDayWithWeekday(enquiry.eventDate)}</td>
            <td data-label="Status">{STATUS_LABELS[enquiry.status]}</td>
            <td data-label="Mail to staff">{MAIL_LABELS[enquiry.staffMail]}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}
