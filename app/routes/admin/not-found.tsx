// Unknown addresses under /admin: behind the admin layout, so signed-out visitors are sent to
// the login page rather than learning which admin pages exist. The layout's boundary shows the
// 404 ("Page not found") inside the portal.
import { data } from "react-router";

export function loader() {
  throw data("This admin page does not exist.", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
