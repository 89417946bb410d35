// Every URL of the product, in one place: public pages, the staff portal, then the JSON API.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("menu/sando-truck-menu.pdf", "routes/public/menu-pdf.ts"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // The staff portal: only the login and logout routes sit outside the signed-in layout.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      route("users", "routes/admin/users.tsx"),
      route("users/:id/delete", "routes/admin/user-delete.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  ...prefix("api", [
    route("menu-items", "routes/api/menu-items.ts"),
    route("send-email", "routes/api/send-email.ts"),
    route("subscribe", "routes/api/subscribe.ts"),
    route("send-welcome-email", "routes/api/send-welcome-email.ts"),
    ...prefix("auth", [
      route("login", "routes/api/auth/login.ts"),
      route("refresh", "routes/api/auth/refresh.ts"),
      route("logout", "routes/api/auth/logout.ts"),
      route("verify", "routes/api/auth/verify.ts"),
    ]),
    ...prefix("admin", [
      route("users", "routes/api/admin/users.ts"),
      route("users/:id", "routes/api/admin/user.ts"),
    ]),
  ]),
] satisfies RouteConfig;
