// /admin/subscribers: the newsletter list, newest first, with a CSV download.
import { data } from "react-router";
import { formatTruckDay } from "../../domain/shared/dates";
import { listSubscribers } from "../../domain/newsletter/newsletter.server";
import { listOrFallback } from "../../domain/shared/refusal.server";
import { AdminListPage, AdminTable } from "../../components/admin/record-list";
import { SUBSCRIBER_MESSAGES } from "../../content/portal-messages";
import type { Route } from "./+types/subscribers";
import { adminMeta } from "../../lib/seo";

export async function loader() {
  const { list: subscribers, loadFailed, status } = await listOrFallback(listSubscribers, []);
  return data({ subscribers, loadFailed }, { status });
}

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

const PAGE = { heading: "Newsletter subscribers", text: SUBSCRIBER_MESSAGES };

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  const active = subscribers.filter((subscriber) => !subscriber.unsubscribedAt).length;
  return (
    <AdminListPage
      {...PAGE}
      state={loaderData}
      count={subscribers.length}
      tools={
        <p>
          {active} subscribed{" "}
          <a href="/admin/subscribers.csv" download className="admin-button">
            Download CSV
          </a>
        </p>
      }
    >
      <AdminTable columns={["Email", "Subscribed", "Status"]}>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.email}>
            <td data-label="Email">{subscriber.email}</td>
            <td data-label="Subscribed">{formatTruckDay(subscriber.subscribedAt)}</td>
            <td data-label="Status">
              {subscriber.unsubscribedAt ? `Unsubscribed ${formatTruckDay(subscriber.unsubscribedAt)}` : "Subscribed"}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}
