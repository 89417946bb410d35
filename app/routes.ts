// Every URL of the product, in one place: public pages, then the JSON API.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  ...prefix("api", [
    route("menu-items", "routes/api/menu-items.ts"),
    route("send-email", "routes/api/send-email.ts"),
    route("subscribe", "routes/api/subscribe.ts"),
    route("send-welcome-email", "routes/api/send-welcome-email.ts"),
  ]),
] satisfies RouteConfig;
