// Every URL of the product, in one place: public pages, then the JSON API.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("gallery", "routes/public/gallery.tsx"),
    route("gallery/:id", "routes/public/gallery-image.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("popup-locations", "routes/public/popup-locations.tsx"),
    route("catering-events", "routes/public/catering-events.tsx"),
    route("press", "routes/public/press.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Resource routes that are not pages.
  route("catering", "routes/public/catering-redirect.ts"),
  route("events.ics", "routes/public/events-ics.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),

  ...prefix("api", [
    route("menu-items", "routes/api/menu-items.ts"),
    route("banner-settings", "routes/api/banner-settings.ts"),
    route("events", "routes/api/events.ts"),
    route("press-articles", "routes/api/press-articles.ts"),
  ]),
] satisfies RouteConfig;
