// Addresses that several public pages link to and no staff member edits: the printed menu and
// the social feed embedded on / and /about. Apart from ./site.ts so that those pages load these
// few links, not the truck's other facts (issue 45).
export const PDF_MENU_PATH = "/menu/sando-truck-menu.pdf";
/** The social feed embedded on the home and about pages; the page preconnects to its host. */
export const SOCIAL_FEED = {
  host: "https://cdn.lightwidget.com",
  url: "https://cdn.lightwidget.com/widgets/sandotruck.html",
} as const;
