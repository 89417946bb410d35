// /admin and /admin/dashboard: a card for each part of the site staff manage.
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminMeta } from "../../lib/seo";

const CARDS = [
  { to: "/admin/events", title: "Events", text: "Popup locations and dates" },
  { to: "/admin/menu", title: "Menu", text: "Menu items, prices and flags" },
  { to: "/admin/press", title: "Press", text: "Press articles" },
  { to: "/admin/banner", title: "Banner", text: "The announcement banner" },
  { to: "/admin/users", title: "Users", text: "Admin users" },
  { to: "/admin/enquiries", title: "Enquiries", text: "Catering and event enquiries" },
  { to: "/admin/subscribers", title: "Subscribers", text: "Newsletter subscribers and CSV export" },
] as const;

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export default function AdminDashboard() {
  return (
    <main className="admin-main">
      <h1>Dashboard</h1>
      <ul className="admin-cards">
        {CARDS.map((card) => (
          <li key={card.to} className="admin-card">
            <Link to={card.to}>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
