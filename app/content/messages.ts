// User-visible strings of the public lists, copied exactly from the spec (section 8).
export const EVENTS_LOADING = "Loading upcoming events...";
export const EVENTS_LOAD_ERROR =
  "Unable to load upcoming events. Please check back later or contact us for event information.";
export const EVENTS_EMPTY = "No upcoming popup events scheduled. Check back soon!";
export const PRESS_LOAD_ERROR = "Failed to load press";
export const FEED_LOADING = "Loading...";
