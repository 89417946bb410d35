// The truck's name, in every public page's JavaScript: the one constant there (issue 45). What
// the frame says is ./frame-words.ts, sent as the root's data in the page's language.
export const SITE_NAME = "Sando Truck";
