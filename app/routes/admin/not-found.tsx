// Unknown addresses under /admin: behind the admin layout, so signed-out visitors are sent to
// the login page rather than learning which admin pages exist.
import { data } from "react-router";

export function loader() {
  throw data("This admin page does not exist.", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <main className="admin-main">
      <title>Page not found | Sando Truck Admin</title>
      <h1>Page not found</h1>
      <p>This admin page does not exist.</p>
      <p>
        <a href="/admin/dashboard">Back to the dashboard</a>
      </p>
    </main>
  );
}
