// Any unknown path: the site's 404 page (components/error-page), with a real 404 status, shown
// by the public layout's boundary like every other page's 404.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
