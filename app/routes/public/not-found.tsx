// Any unknown path: the 404 page, with a real 404 status.
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page Not Found | Sando Truck" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <main id="main" className="section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>404: This sando has left the truck</h1>
      <p>We looked everywhere, even under the cabbage. This page must have sold out.</p>
      <p className="button-row">
        <Link to="/" className="button">
          Go Home
        </Link>
        <Link to="/menu" className="button button--outline">
          See the Menu
        </Link>
      </p>
    </main>
  );
}
