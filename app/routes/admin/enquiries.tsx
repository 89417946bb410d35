// /admin/enquiries: the staff inbox of catering enquiries, newest first, with their status and
// whether the staff mail went out. ?status=new|replied|archived narrows the list (a GET form).
import { data, Form, Link } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server";
import { enquiryStatusSchema, listEnquiries, type InboxEnquiry } from "../../domain/enquiries/enquiries.server";
import { formatDayWithWeekday, formatTruckDayAndTime } from "../../domain/shared/dates";
import type { Route } from "./+types/enquiries";

const MAIL_LABELS = { sent: "Sent", pending: "Pending", failed: "Failed", "not queued": "Not queued" } as const;
const STATUS_LABELS = { new: "New", replied: "Replied", archived: "Archived" } as const;

export async function loader({ url }: Route.LoaderArgs) {
  const parsed = enquiryStatusSchema.safeParse(url.searchParams.get("status"));
  const status = parsed.success ? parsed.data : undefined;
  try {
    return { enquiries: await listEnquiries({ status }), status: status ?? "all", loadFailed: false };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return data(
      { enquiries: [] as InboxEnquiry[], status: status ?? "all", loadFailed: true },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Enquiries | Sando Truck Admin" }];

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { enquiries, status, loadFailed } = loaderData;
  return (
    <main className="admin-main">
      <h1>Enquiries</h1>
      <Form method="get" className="admin-filter">
        <label htmlFor="enquiry-status">Show</label>
        <select id="enquiry-status" name="status" defaultValue={status}>
          <option value="all">All enquiries</option>
          <option value="new">New</option>
          <option value="replied">Replied</option>
          <option value="archived">Archived</option>
        </select>
        <button type="submit">Filter</button>
      </Form>
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          Failed to load enquiries
        </p>
      ) : enquiries.length === 0 ? (
        <p>No enquiries yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Event date</th>
              <th scope="col">Status</th>
              <th scope="col">Mail to staff</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      )}
    </main>
  );
}
