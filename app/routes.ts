// Every URL of the product, in one place: public pages, then the JSON API.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("menu/sando-truck-menu.pdf", "routes/public/menu-pdf.ts"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  ...prefix("api", [route("menu-items", "routes/api/menu-items.ts")]),
] satisfies RouteConfig;
