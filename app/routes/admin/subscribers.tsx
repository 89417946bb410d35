// /admin/subscribers: the newsletter list, newest first, with a CSV download.
import { data } from "react-router";
import { formatTruckDay } from "../../domain/shared/dates";
import { isDatabaseUnavailableError } from "../../db.server";
import { listSubscribers, type SubscriberRow } from "../../domain/newsletter/newsletter.server";
import type { Route } from "./+types/subscribers";

export async function loader() {
  try {
    return { subscribers: await listSubscribers(), loadFailed: false };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return data({ subscribers: [] as SubscriberRow[], loadFailed: true }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Subscribers | Sando Truck Admin" }];


export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, loadFailed } = loaderData;
  const active = subscribers.filter((subscriber) => !subscriber.unsubscribedAt).length;
  return (
    <main className="admin-main">
      <h1>Newsletter subscribers</h1>
      <p>
        {active} subscribed{" "}
        <a href="/admin/subscribers.csv" download className="admin-button">
          Download CSV
        </a>
      </p>
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          Failed to load subscribers
        </p>
      ) : subscribers.length === 0 ? (
        <p>No subscribers yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Subscribed</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.email}>
                <td data-label="Email">{subscriber.email}</td>
                <td data-label="Subscribed">{formatTruckDay(subscriber.subscribedAt)}</td>
                <td data-label="Status">
                  {subscriber.unsubscribedAt
                    ? `Unsubscribed ${formatTruckDay(subscriber.unsubscribedAt)}`
                    : "Subscribed"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
