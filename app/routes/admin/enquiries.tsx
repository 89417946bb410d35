// /admin/enquiries: the staff inbox of catering enquiries, newest first, with where each stands in
// the pipeline and whether the staff mail went out. A GET form narrows it by status and by event
// dates (?status=&eventFrom=&eventTo=); the count at each status is the database's, not the list's.

import { data, Form, Link } from "react-router";
import { AdminListPage, AdminTable } from "#app/components/admin/record-list.tsx";
import { InputField, SelectField, serverForm } from "#app/components/forms.tsx";
import { INBOX_MESSAGES, PIPELINE_TEXT, PORTAL_LANGUAGE_NAMES } from "#app/content/portal-messages.ts";
import { countEnquiriesByStatus, inboxFilterSchema, listEnquiries } from "#app/domain/enquiries/enquiries.server.ts";
import { PIPELINE_STATUSES } from "#app/domain/enquiries/pipeline.ts";
import { formatDayWithWeekday, formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/enquiries";

const MAIL_LABELS = { sent: "Sent", pending: "Pending", failed: "Failed", "not queued": "Not queued" } as const;
const STATUS_LABELS = PIPELINE_TEXT.statuses;

export async function loader({ url }: Route.LoaderArgs) {
  const filter = inboxFilterSchema.parse(Object.fromEntries(url.searchParams));
  const {
    list: found,
    loadFailed,
    status: httpStatus,
  } = await listOrFallback(
    async () => ({ enquiries: await listEnquiries(filter), counts: await countEnquiriesByStatus(filter) }),
    { enquiries: [] as Awaited<ReturnType<typeof listEnquiries>>, counts: null as Record<string, number> | null },
  );
  return data(
    {
      enquiries: found.enquiries,
      counts: found.counts,
      filter: { status: filter.status ?? "all", eventFrom: filter.eventFrom ?? "", eventTo: filter.eventTo ?? "" },
      loadFailed,
    },
    { status: httpStatus },
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Enquiries");

const PAGE = { heading: "Enquiries", text: INBOX_MESSAGES };

/** The address of the inbox with one status and the same event dates. */
function withStatus(filter: { eventFrom: string; eventTo: string }, status: string): string {
  const query = new URLSearchParams();
  if (status !== "all") query.set("status", status);
  if (filter.eventFrom) query.set("eventFrom", filter.eventFrom);
  if (filter.eventTo) query.set("eventTo", filter.eventTo);
  const search = query.toString();
  return search ? `/admin/enquiries?${search}` : "/admin/enquiries";
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { enquiries, counts, filter } = loaderData;
  const filterForm = serverForm("enquiry", null, filter);
  const tools = (
    <>
      <Form method="get" className="admin-filter admin-enquiry-filter" key={JSON.stringify(filter)}>
        <SelectField meta={filterForm.field("status")} label="Status">
          <option value="all">{PIPELINE_TEXT.allStatuses}</option>
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <InputField meta={filterForm.field("eventFrom")} label={PIPELINE_TEXT.eventFrom} type="date" />
        <InputField meta={filterForm.field("eventTo")} label={PIPELINE_TEXT.eventTo} type="date" />
        <button type="submit">Filter</button>
      </Form>
      {counts ? (
        <nav aria-label="Enquiries by status" className="admin-pipeline-counts">
          <ul>
            {PIPELINE_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={withStatus(filter, status)}
                  aria-current={filter.status === status ? "page" : undefined}
                >{`${STATUS_LABELS[status]}: ${counts[status] ?? 0}`}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
  return (
    <AdminListPage {...PAGE} state={loaderData} count={enquiries.length} tools={tools}>
      <AdminTable columns={["Received", "Name", "Event date", "Guests", "Status", "Mail to staff"]}>
        {enquiries.map((enquiry) => (
          <tr key={enquiry.id}>
            <td data-label="Received">{formatTruckDayAndTime(enquiry.receivedAt)}</td>
            <td data-label="Name">
              <Link to={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>
              {enquiry.language === "es" ? <span className="admin-badge">{PORTAL_LANGUAGE_NAMES.es}</span> : null}
              <br />
              <small>{enquiry.email}</small>
            </td>
            <td data-label="Event date">{formatDayWithWeekday(enquiry.eventDate)}</td>
            <td data-label="Guests">{enquiry.details.guests ?? "–"}</td>
            <td data-label="Status">{STATUS_LABELS[enquiry.status]}</td>
            <td data-label="Mail to staff">{MAIL_LABELS[enquiry.staffMail]}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}
