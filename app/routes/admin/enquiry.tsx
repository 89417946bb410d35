// /admin/enquiries/:id: one enquiry in full, the delivery of its mails, and its status
// (new, replied, archived), changed with a POST that redirects back with a flash message.
import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { INBOX_MESSAGES } from "#app/content/portal-messages.ts";
import { enquiryStatusSchema, getEnquiry, setEnquiryStatus } from "#app/domain/enquiries/enquiries.server.ts";
import { asRefusal, loadOrRefuse } from "#app/web/refusal.server.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import { formatDayWithWeekday, formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import type { Route } from "./+types/enquiry";
import { readFormBody } from "#app/web/http.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const found = await loadOrRefuse(INBOX_MESSAGES.loadOneFailed, () => getEnquiry(params.id));
  return data({ ...found, success, error }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const status = enquiryStatusSchema.safeParse(form.get("status"));
  const back = `/admin/enquiries/${params.id}`;
  if (!status.success) {
    return redirectWithFlash(request, back, "error", "Choose new, replied or archived");
  }
  try {
    await setEnquiryStatus(params.id, status.data);
  } catch (caught) {
    const refusal = asRefusal(caught, INBOX_MESSAGES.updateFailed);
    if (refusal.status === 404) throw data(refusal.message, { status: 404 });
    return redirectWithFlash(request, back, "error", refusal.message);
  }
  return redirectWithFlash(request, back, "success", `Enquiry marked ${status.data}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.enquiry.name ?? "Enquiry"} | Sando Truck Admin` },
];

const MAIL_KIND_LABELS: Record<string, string> = {
  "enquiry-staff": "Mail to staff",
  "enquiry-confirmation": "Confirmation to the visitor",
};

export default function Enquiry({ loaderData }: Route.ComponentProps) {
  const { enquiry, mail, success, error } = loaderData;
  return (
    <main className="admin-main">
      <p>
        <Link to="/admin/enquiries">Back to enquiries</Link>
      </p>
      <h1>{enquiry.name}</h1>
      <FlashMessage success={success} error={error} />
      <dl className="admin-details">
        <dt>Received</dt>
        <dd>{formatTruckDayAndTime(enquiry.receivedAt)}</dd>
        <dt>Event date</dt>
        <dd>{formatDayWithWeekday(enquiry.eventDate)}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>{enquiry.phone}</a>
        </dd>
        <dt>Message</dt>
        <dd className="admin-message-text">{enquiry.message}</dd>
      </dl>
      <Form method="post" className="admin-filter">
        <label htmlFor="enquiry-status">Status</label>
        <select id="enquiry-status" name="status" defaultValue={enquiry.status}>
          <option value="new">New</option>
          <option value="replied">Replied</option>
          <option value="archived">Archived</option>
        </select>
        <button type="submit">Save status</button>
      </Form>
      <h2>Mail</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Mail</th>
            <th scope="col">To</th>
            <th scope="col">Delivery</th>
            <th scope="col">Attempts</th>
          </tr>
        </thead>
        <tbody>
          {mail.map((message) => (
            <tr key={message.kind}>
              <td data-label="Mail">{MAIL_KIND_LABELS[message.kind] ?? message.kind}</td>
              <td data-label="To">{message.to}</td>
              <td data-label="Delivery">
                {message.status === "sent" && message.sentAt
                  ? `Sent ${formatTruckDayAndTime(message.sentAt)}`
                  : message.status === "failed"
                    ? `Failed: ${message.lastError}`
                    : message.lastError
                      ? `Waiting to retry (${message.lastError})`
                      : "Waiting to send"}
              </td>
              <td data-label="Attempts">{message.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
