// What the frame of every public page says: the truck's name and the wait for the schedule. The
// one part of the catalogue in the JavaScript every public page loads (issue 45); the rest of
// ./messages.ts and ./site.ts reaches the browser with the pages that show it.
export const SITE_NAME = "Sando Truck";
export const EVENTS_LOADING = "Loading upcoming events...";
/** While the social feed of / and /about loads: too few words for a chunk of their own. */
export const FEED_LOADING = "Loading...";
