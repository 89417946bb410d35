// /admin/subscribers: the newsletter list, newest first, with a CSV download.
import { data } from "react-router";
import { formatTruckDay } from "#app/domain/shared/dates.ts";
import { listSubscribers } from "#app/domain/newsletter/newsletter.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { AdminListPage, AdminTable } from "#app/components/admin/record-list.tsx";
import { SUBSCRIBER_MESSAGES } from "#app/content/portal-messages.ts";
import type { Route } from "./+types/subscribers";
import { adminMeta } from "#app/web/seo.ts";

export async function loader() {
  const { list: subscribers, loadFailed, status } = await listOrFallback(listSubscribers, []);
  return data({ subscribers, loadFailed }, { status });
}

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

const PAGE = { heading: "Newsletter subscribers", text: SUBSCRIBER_MESSAGES };

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  // An address that has not followed its confirmation link is not on the list yet (issue 31).
  const active = subscribers.filter((subscriber) => !subscriber.unsubscribedAt && !subscriber.pending).length;
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
              {subscriber.unsubscribedAt
                ? `Unsubscribed ${formatTruckDay(subscriber.unsubscribedAt)}`
                : subscriber.pending
                  ? "Not confirmed yet"
                  : "Subscribed"}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  );
}
