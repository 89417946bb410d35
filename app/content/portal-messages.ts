// The staff portal's half of the message catalogue (./messages.ts is the public site's): sign-in,
// the admin session and every portal page. A file of its own, so the public pages' JavaScript
// does not carry it.
import { quoted } from "./quoting.ts";

// --- Sign-in and the admin session ---------------------------------------------------------------
export const MISSING_CREDENTIALS = "Please enter both email and password";
export const INVALID_CREDENTIALS = "Invalid email or password";
/** Sign-in and password changes while the password workers are all taken (issue 14). */
export const SERVER_BUSY = "The server is busy. Please try again in a moment.";
/** After 100 failed sign-ins in a row the password no longer works; a link is mailed (issue 14). */
export const SIGN_IN_LINK_SENT =
  "This account's password sign-in is paused after too many failed attempts. If the account is yours, we've e-mailed it a sign-in link.";
export const SIGN_IN_LINK_INVALID =
  "This sign-in link has expired or was already used. Sign in again to get a new one.";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a while and try again.";
/** A signed-in client that must wait before its current password is checked again (issue 43). */
export const TOO_MANY_WRONG_PASSWORDS = "Too many wrong passwords. Please wait a while and try again.";
/** The same, beside the field, with how long the wait is. */
export function tooManyWrongPasswordsWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${TOO_MANY_WRONG_PASSWORDS} You can try again in ${wait}.`;
}
export const LOGIN_FAILED = "Login failed";
export const LOGIN_ERROR = "An error occurred during login";
export const LOGOUT_CONFIRMATION = "Are you sure you want to logout?";
export const REFRESH_TOKEN_REQUIRED = "Refresh token required";
export const REFRESH_FAILED = "Session expired. Please log in again.";
export const SERVICE_UNAVAILABLE = "Service unavailable";

// --- The staff portal ----------------------------------------------------------------------------
export const EVENT_MESSAGES = {
  loadFailed: "Failed to load events",
  loadOneFailed: "Failed to load event data",
  notFound: "Event not found",
  saveFailed: "Failed to save event",
  deleteFailed: "Failed to delete event",
  deleteConfirm: "Are you sure you want to delete this event?",
  empty: "No events yet.",
  created: "Event created successfully",
  updated: "Event updated successfully",
  deleted: "Event deleted successfully",
  conflict: "This event was changed by someone else while you were editing. Reload to see their changes.",
} as const;

/** A popup event's weekly dates, skipped and cancelled dates (issue 15). */
export const EVENT_SCHEDULE_MESSAGES = {
  repeat: 'Repeat must be "none" or "weekly"',
  repeatUntilRequired: "Repeat until is required for a weekly event",
  repeatUntilInvalid: "Repeat until must be a date (YYYY-MM-DD)",
  repeatUntilBeforeDate: "Repeat until must be on or after the event's date",
  repeatUntilTooLate: (last: string) =>
    `A weekly event repeats for at most a year after its first date: until ${last} at the latest`,
  dateInvalid: (value: string) => `"${quoted(value)}" is not a date (YYYY-MM-DD)`,
  notEventDate: (date: string) => `${date} is not one of this event's dates`,
  reasonRequired: (date: string) => `A cancelled date needs a reason (${date})`,
  reasonTooLong: (date: string) => `The reason for ${date} must be at most 200 characters`,
  spanishReasonTooLong: (date: string) => `The reason in Spanish for ${date} must be at most 200 characters`,
  spanishReasonNotText: "A cancellation's reason in Spanish must be text",
  spanishReasonNotCancelled: (date: string) => `${date} has a reason in Spanish but is not a cancelled day`,
  skippedAndCancelled: (date: string) => `${date} is both skipped and cancelled: keep one`,
  tooMany: "At most 60 dates can be skipped or cancelled",
  skipped: (date: string) => `${date} skipped`,
  cancelled: (date: string) => `${date} cancelled`,
  restored: (date: string) => `${date} restored`,
} as const;

export const MENU_MESSAGES = {
  loadFailed: "Failed to load menu items",
  loadOneFailed: "Failed to load menu item data",
  categoriesFailed: "Failed to load categories",
  notFound: "Menu item not found",
  saveFailed: "Failed to save menu item",
  deleteFailed: "Failed to delete menu item",
  deleteConfirm: "Are you sure you want to delete this menu item?",
  empty: "No menu items found.",
  priceRequired: "At least one price must be provided",
  priceTooHigh: "Prices must be numbers, 0 or more, up to 100000",
  unknownCategory: "Please choose a menu category",
  created: "Menu item created successfully",
  updated: "Menu item updated successfully",
  deleted: "Menu item deleted successfully",
  conflict: "This menu item was changed by someone else while you were editing. Reload to see their changes.",
} as const;

/** Texts typed in both languages (issue 49): the Spanish field beside each English one. */
export const SPANISH_TEXT_WORDS = {
  /** "Name in Spanish", "Link Text in Spanish (optional)". */
  spanishLabel: (label: string) => label.replace(/( \(optional\))?$/, " in Spanish$1"),
  /** The field a "Same in Spanish" box is about, for screen readers: "Link Text". */
  sameLabel: (label: string) => label.replace(/ \(optional\)$/, ""),
  same: "Same in Spanish",
  shownInEnglish: "Shown in English until it has its Spanish.",
  needsTitle: "Needs Spanish",
  needsNone: "Every text has its Spanish",
  needsShow: "Which ones",
  needsCount: (count: number) => (count === 1 ? "1 text needs Spanish" : `${count} texts need Spanish`),
  /** Each text by its field's name; each record by its kind. */
  texts: {
    name: "name",
    description: "description",
    message: "message",
    link_text: "link text",
    reason: "reason",
    title: "title",
    cancellations: "cancelled days' reasons",
    hoursNote: "note under the hours",
    alt: "alt text",
  } as Record<string, string>,
  kinds: {
    menuItem: "menu item",
    banner: "banner",
    closure: "closure",
    stop: "stop",
    business: "business details",
    photo: "gallery",
  },
} as const;

/** The menu item form's preview of its card in both languages (issue 49). */
export const MENU_PREVIEW_WORDS = {
  title: "Preview",
  caption: { en: "English menu", es: "Spanish menu" },
  noName: "Item name",
} as const;

/** Seasonal and scheduled items (issue 34): the form's dates, their refusals and the list's labels. */
export const MENU_SCHEDULE_MESSAGES = {
  legend: "Show on the menu",
  fromLabel: "From (first day)",
  untilLabel: "Until (last day)",
  hint: "Leave both empty to show it every day. The item shows from the start of the first day to the end of the last, in Santa Barbara.",
  fromInvalid: "The first day shown must be a valid date (YYYY-MM-DD)",
  untilInvalid: "The last day shown must be a valid date (YYYY-MM-DD)",
  untilBeforeFrom: "The last day shown must be on or after the first",
  scheduled: (day: string) => `Scheduled: from ${day}`,
  ended: (day: string) => `Ended ${day}`,
  until: (day: string) => `Until ${day}`,
} as const;

/** Selling out for the day, in one tap from the menu list (issue 16). */
export const SOLD_OUT_MESSAGES = {
  soldOut: (name: string) => `${name} is sold out for today. It comes back on the menu tomorrow.`,
  backOnMenu: (name: string) => `${name} is back on the menu.`,
  choose: "Choose Sold out or Back on menu.",
} as const;

/** Notices to followers when a stop in the next 7 days changes (issue 32). No subscriber data. */
export const STOP_NOTICE_MESSAGES = {
  tellFollowers: "Tell followers",
  hint: "Only a change to a date in the next 7 days is sent, 10 minutes after the last change.",
  /** Issue 50: who it would reach, each in their language (counts only: staff never see who). */
  audience: (count: number, inSpanish: number) =>
    `It goes to ${count} ${count === 1 ? "follower" : "followers"} of stop changes: ${count - inSpanish} in English, ${inSpanish} in Spanish.`,
  scheduled: (time: string) => `A notice goes to followers at ${time}`,
  held: "The notice to followers is held until the truck's postal address is entered in Business details",
  sending: "The notice is going out to followers",
  sent: (count: number) => `Sent to ${count} ${count === 1 ? "follower" : "followers"}`,
  sendNow: "Send now",
  sentNow: "The notice is going out to followers now",
  nothingWaiting: "No notice is waiting to be sent",
  failed: "The notice to followers could not be scheduled; please try again",
  notifyInvalid: "notify_followers must be true or false",
  withdrawn: "The notice was withdrawn: nothing it said is true any more, so nothing was sent",
  heldForOwner:
    "This notice waits for an Owner to send it: today's share of notices to followers is used up, or its stop was added in the last day",
  ownerCanSend: "An Owner can send it now",
  sendNowOwnersOnly: "Only an Owner can send a notice now",
  webAddress: (field: string) =>
    `A notice to followers cannot carry a web address in its ${field}: take it out, or ask an Owner to send the notice`,
  backOnHint: "Followers were told of this closure: tick to tell them its stops are back on.",
};

/** An event's Active/Inactive in one tap from the events list (issue 16). */
export const EVENT_ACTIVE_MESSAGES = {
  activated: (title: string) => `${title} is active: visitors see it.`,
  deactivated: (title: string) => `${title} is inactive: visitors no longer see it.`,
  choose: "Choose Activate or Deactivate.",
} as const;

export const PRESS_MESSAGES = {
  loadListFailed: "Failed to load press articles",
  loadFailed: "Failed to load article",
  saveFailed: "Failed to save article",
  deleteFailed: "Failed to delete article.",
  notFound: "Article not found",
  empty: "No press articles yet.",
  created: "Article created successfully",
  updated: "Article updated successfully",
  deleted: "Article deleted successfully",
  deleteConfirmation: "Are you sure you want to delete this article?",
  conflict: "This article was changed by someone else while you were editing. Reload to see their changes.",
} as const;

export const BANNER_MESSAGES = {
  saved: "Banner settings saved successfully!",
  loadFailed: "Failed to load banner settings",
  loadError: "Error loading banner settings",
  saveFailed: "Failed to save banner settings",
  saveError: "Error saving banner settings",
  messageRequired: "Message is required",
  unsafeLink:
    "Link URL must be a relative path starting with / or an http(s) URL (javascript: and data: links are not allowed)",
  conflict: "The banner was changed by someone else while you were editing. Reload to see their changes.",
  previewEnglish: "English pages",
  previewSpanish: "Spanish pages",
} as const;

export const IMAGE_MESSAGES = {
  tooLarge: "File size must be less than 10MB",
  notAnImage: "Please upload an image file (JPEG, PNG, WebP or GIF)",
  missing: "Please choose an image file",
  badKind: "Unknown image type",
  uploadFailed: "Failed to upload image",
  notMultipart: "Send the image as multipart/form-data",
  tooManyParts: "Too many fields or files in the form",
  unreadable: "The form could not be read",
  badUrl: "Invalid image URL",
  helpText: "JPEG, PNG, WebP or GIF, under 10MB.",
} as const;

export const GALLERY_MESSAGES = {
  /** A photo by its number, as the dashboard names it. */
  photoName: (id: string) => `Photo ${id}`,
  loadFailed: "Failed to load the gallery",
  notFound: "Photo not found",
  saveFailed: "Failed to save the photo",
  removeFailed: "Failed to remove the photo",
  moveFailed: "Failed to move the photo",
  added: "Photo added",
  saved: "Photo saved",
  removed: "Photo removed from the gallery",
  moved: (id: string, place: number) => `Photo ${id} is now number ${place}`,
  conflict: "This photo was changed by someone else while you were editing. Reload to see their changes.",
  imageRequired: "Please choose an image file",
  placeInvalid: "The order number must be a whole number, 1 or more",
  versionInvalid: "__v must be the photo's version number",
  shownNote: (shown: number) =>
    `The gallery shows the first ${shown} photos in this order; photos after them are kept here but not shown.`,
  empty: "The gallery has no photos. Add one below.",
} as const;

export const USER_MESSAGES = {
  loadFailed: "Failed to load users",
  updateFailed: "Failed to update user",
  createFailed: "Failed to create user",
  genericError: "An error occurred. Please try again.",
  statusFailed: "Failed to update user status",
  deleteFailed: "Failed to delete user",
  created: "User created successfully",
  updated: "User updated successfully",
  deleted: "User deleted successfully",
  activated: "User activated successfully",
  deactivated: "User deactivated successfully",
  empty: "No users found",
  notFound: "User not found",
  duplicateEmail: "A user with this email already exists",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  lastAdminDeactivate: "The last active owner cannot be deactivated",
  cannotDeleteSelf: "You cannot delete your own account",
  lastAdminDelete: "The last active owner cannot be deleted",
  /** Owner and Staff (issue 18). */
  lastOwnerDemote: "The last active owner cannot be made staff",
  roleInvalid: 'Role must be "owner" or "staff"',
  forbidden: "You do not have permission to do that.",
} as const;

/** /admin/account: one's own sessions and password (issue 14). */
export const ACCOUNT_MESSAGES = {
  loadFailed: "Failed to load your sessions",
  empty: "No open sessions",
  signedOutOne: "Signed out of that session",
  signedOutOthers: "Signed out of all your other sessions",
  sessionGone: "That session had already ended",
  passwordChanged: "Password changed. Your other sessions were signed out.",
  passwordFailed: "Failed to change password",
  emailChangePending: (email: string) => `Check ${email} to confirm the change`,
  emailChangeFailed: "Failed to change e-mail",
  emailUnchanged: "That is already your e-mail address",
  devicesEmpty: "No remembered devices",
  deviceForgotten: "Device forgotten",
  deviceGone: "That device was already forgotten",
} as const;

/** The links of an e-mail change (issue 27): confirm (new address) and cancel (old address). */
export const EMAIL_CHANGE_MESSAGES = {
  invalid: "This link has expired or has already been used.",
  confirmed: (email: string) => `Your account's e-mail is now ${email}.`,
  taken: "That e-mail address is now used by another account. Ask the owner.",
  /** What cancelling did (issue 43): the account's e-mail now, truthfully. */
  cancelled: (outcome: { result: "restored" | "kept" | "owner" | "taken"; email: string; wanted: string }) =>
    `The change was cancelled and your account was signed out everywhere. ${emailAfterCancel(outcome)} Sign in with your password and choose a new one.`,
  earlierStillOpen: (oldEmail: string, until: string) =>
    `An earlier change of this account's e-mail can still be cancelled from ${oldEmail} until ${until}, so it cannot be changed again before then. An Owner can change it under Users.`,
  tooManyRequests: "You have asked to change your e-mail 3 times today. Please try again tomorrow.",
} as const;

/** The account's e-mail after a cancelled change, in words (the cancel page and its mail). */
export function emailAfterCancel(outcome: {
  result: "restored" | "kept" | "owner" | "taken";
  email: string;
  wanted: string;
}): string {
  if (outcome.result === "owner") return `An Owner has set its e-mail since, so it signs in as ${outcome.email}.`;
  if (outcome.result === "taken") {
    return `${outcome.wanted} is now used by another account, so it still signs in as ${outcome.email}: ask the owner.`;
  }
  return `It signs in as ${outcome.email}${outcome.result === "restored" ? " again" : ""}.`;
}

export function deleteUserConfirmation(email: string): string {
  return `Delete user "${email}"? This cannot be undone.`;
}

/** Success messages clear after this long with JavaScript (spec section 9). */
export const SUCCESS_MESSAGE_MS = 5000;

export const INBOX_MESSAGES = {
  loadFailed: "Failed to load enquiries",
  empty: "No enquiries yet.",
  loadOneFailed: "Failed to load enquiry",
  notFound: "Enquiry not found",
  updateFailed: "Failed to update enquiry",
} as const;

/** The two languages as the portal (in English) names them: followers', clients', previews'. */
export const PORTAL_LANGUAGE_NAMES = { en: "English", es: "Spanish" } as const;

export const SUBSCRIBER_MESSAGES = {
  loadFailed: "Failed to load subscribers",
  empty: "No subscribers yet.",
  /** /admin/subscribers (issue 32): the numbers, the search and what the list shows. */
  noMatch: (search: string) => `No subscriber's address contains "${search}".`,
  searchTooLong: (max: number) => `Search for at most ${max} characters.`,
  searchLabel: "Search by address",
  shown: (shown: number, matching: number) =>
    shown < matching ? `The newest ${shown} of ${matching.toLocaleString("en-US")} matching` : `${matching} matching`,
  states: {
    confirmed: "Confirmed",
    waiting: "Waiting for confirmation",
    unsubscribed: "Unsubscribed",
    bounced: "Bounced",
  },
  statesHint: "A bounced address counts as bounced, not confirmed: no follower mail goes to it.",
  topicsHeading: "Confirmed subscribers by topic",
  /** Issue 50: the language their mail is in. */
  languagesHeading: "Confirmed subscribers by language",
  languages: PORTAL_LANGUAGE_NAMES,
  growthHeading: "New confirmed subscribers and unsubscriptions per week",
} as const;

/** The mail previews' switch (issue 50): the mail as followers who read each language get it. */
export const PREVIEW_LANGUAGE_WORDS = {
  label: "Preview for followers who read",
  names: PORTAL_LANGUAGE_NAMES,
  testIn: (language: keyof typeof PORTAL_LANGUAGE_NAMES) => `Send a test to me in ${PORTAL_LANGUAGE_NAMES[language]}`,
} as const;

/** /admin/business: the facts the Owner edits, read everywhere through one function (issue 31). */
export const BUSINESS_DETAILS_MESSAGES = {
  heading: "Business details",
  saved: "Business details saved successfully!",
  saveFailed: "Failed to save business details",
  invalid: "Please correct the fields below.",
  postalAddressLabel: "Postal address",
  postalAddressHint:
    "Printed in the footer of every mail to followers and of the review ask to catering clients, as the law (CAN-SPAM) asks. Until it is entered, the weekly mail, campaigns and review asks are held; confirmation and welcome mails still go.",
  postalAddressTooLong: "The postal address must be at most 300 characters",
  postalAddressInvalid: "The postal address must be text",
  postalAddressMissing:
    "No postal address yet: the weekly mail, campaigns and review asks are held until you enter one (CAN-SPAM asks for it in every mail's footer).",
  weeklyMailLegend: "Weekly mail",
  weeklyMailHint: "When the week's schedule is mailed to followers, in the truck's time zone (Pacific Time).",
  weekdayLabel: "Day",
  timeLabel: "Time",
  weekdayRequired: "Choose the day of the week",
  timeRequired: "Choose a time on the quarter hour (such as 8:00 AM)",
  weeklyMailRequired: "Choose the day and time of the weekly mail",
  submit: "Save Business Details",
  conflict: "The business details were changed by someone else while you were editing. Reload to see their changes.",
  hoursLegend: "Opening hours",
  hoursHint:
    "Up to three times a day, in Pacific Time. Leave a day's times empty when the truck is closed that day. Shown on the menu page, the PDF menu and to search engines.",
  opensLabel: "Opens",
  closesLabel: "Closes",
  rangeLabel: (day: string, row: number) => `${day}, time ${row}`,
  opensMissing: "Enter the opening time, or clear the closing time",
  closesMissing: "Enter the closing time, or clear the opening time",
  timeInvalid: "Enter a time such as 11:00 AM",
  rangeBackwards: "The closing time must be after the opening time",
  rangesOverlap: "The times on one day must not overlap",
  tooManyRanges: "A day has at most three opening times",
  dayInvalid: "Enter each day's opening times",
  hoursNoteLabel: "Note under the hours",
  hoursNoteInvalid: "The note must be text",
  hoursNoteTooLong: "The note must be at most 300 characters",
  hoursNoteEsLabel: "The note in Spanish (optional)",
  hoursNoteEsInvalid: "The note in Spanish must be text",
  hoursNoteEsTooLong: "The note in Spanish must be at most 300 characters",
  contactsLegend: "General enquiries",
  contactsHint: "Shown in the footer of every page, on the menu page and to search engines and assistants.",
  emailLabel: "E-mail",
  emailInvalid: "Enter an e-mail address such as hello@sandotruck.com",
  telephoneLabel: "Phone",
  telephoneInvalid: "Enter a phone number in digits, such as +1-805-555-0142",
  linksLegend: "Social and review pages",
  linksHint: "Full addresses starting with https://.",
  linkLabels: {
    maps: "Maps listing",
    instagram: "Instagram",
    facebook: "Facebook",
    googleReviews: "Google reviews",
    yelp: "Yelp",
  },
  linkInvalid: "Enter a full web address starting with https://",
  reviewLinksLegend: "Write a review pages",
  reviewLinksHint:
    'Where a customer writes a review (each site\'s own "write a review" link). The review page, the "Review us" cards and the mail after a catering event lead there; left empty, they lead to the listing above.',
  reviewLinkLabels: { google: "Google: write a review", yelp: "Yelp: write a review" },
  reviewLinkInvalid: "Enter a full web address starting with https://, or leave it empty",
  reviewLinksInvalid: "Enter the write a review pages",
  travelBufferLabel: "Travel buffer (minutes)",
  travelBufferHint:
    "The time the truck needs between a catering booking and a stop or another booking, on each side: packing up, driving and setting up. The calendar marks anything closer as a clash.",
  travelBufferInvalid: "Enter the travel buffer in whole minutes, from 0 to 480",
  orderLinksLegend: "Where people order",
  orderLinksHint:
    "Shown on the home page, the menu page and each stop card, and hidden while the truck is closed. The pickup page shows on a stop from an hour before it starts until it ends.",
  pickupLabel: "Pickup or pre-order page (from your point of sale)",
  deliveryLegend: "Delivery services",
  deliveryHint: "Up to four, such as DoorDash and its page for the truck. Leave a row empty for none.",
  deliveryLabelLabel: (row: number) => `Service ${row} name`,
  deliveryUrlLabel: (row: number) => `Service ${row} page`,
  showPhoneLabel: "Show the phone number as a way to order (call ahead for pickup)",
  orderLinkInvalid: "Enter a full web address starting with https://",
  deliveryLabelMissing: "Enter the service's name, or clear its page",
  deliveryLabelTooLong: "A service's name must be at most 40 characters",
  deliveryLabelInvalid: "The service's name must be text",
  deliveryInvalid: "Enter each delivery service's name and page",
  tooManyDeliveryServices: "At most four delivery services",
  showPhoneInvalid: "Tick the box or leave it empty",
  orderLinksInvalid: "Enter where people order",
  quoteTermsLegend: "Catering quotes",
  quoteTermsHint:
    "Every new quote uses these; a quote already made keeps the ones it was made with. Leave the deposit page empty for none.",
  taxRateLabel: "Sales tax rate (%)",
  taxRateInvalid: "Enter a tax rate from 0 to 100, such as 8.75",
  minimumLabel: "Catering minimum (USD)",
  minimumInvalid: "Enter an amount in dollars, such as 500 or 500.00",
  depositLinkLabel: "Deposit payment page",
  quoteTermsInvalid: "Enter the catering quote settings",
} as const;

/** The portal's weekly schedule mail page. */
export const WEEKLY_MAIL_MESSAGES = {
  noteSaved: "The note for the weekly mail is saved.",
  testQueued: "A test of the next weekly mail is on its way to your inbox.",
  skipped: "That week's mail is skipped.",
  unskipped: "That week's mail goes out after all.",
  turnedOff: "The weekly mail is off: nothing goes out until you turn it on.",
  turnedOn: "The weekly mail is on.",
  heldOff: "The weekly mail is off.",
  heldNoAddress:
    "Held: the weekly mail goes out once the truck's postal address is entered in Business details (the law asks for it in every mail to followers).",
  /** Issue 50: each follower gets the mail in their language. */
  followers: (count: number, inSpanish: number) =>
    `${count} ${count === 1 ? "follower" : "followers"} of the weekly schedule (${count - inSpanish} in English, ${inSpanish} in Spanish)`,
} as const;

/** The mailing engine's refusals (campaigns and stop-change notices share them). */
export const MAILING_MESSAGES = {
  notFound: "That mailing could not be found.",
  alreadySending: "This mailing is already being sent; its time can no longer change.",
  heldForPostalAddress:
    "Held: add the truck's postal address in Business details; follower mail needs it in its footer.",
} as const;

export const CAMPAIGN_MESSAGES = {
  saved: "The campaign is saved.",
  testQueued: "A test of the campaign is on its way to your inbox.",
  sentNow: "The campaign is on its way to the followers of news.",
  scheduled: "The campaign is scheduled.",
  heldNoAddress:
    "Held: campaigns go out once the truck's postal address is entered in Business details (the law asks for it in every mail to followers).",
  textHint: "A blank line starts a new paragraph. A web address starting with https:// becomes a link.",
  /** Issue 50: the Spanish version, and who gets which. */
  spanishHint:
    "Followers who read Spanish get the Spanish version when it has a subject and a text; without one, they get the English.",
  noSpanishPreview:
    "No Spanish version yet: followers who read Spanish get the English, with the links and footer in Spanish.",
  audience: (count: number, inSpanish: number, hasSpanish: boolean) =>
    hasSpanish
      ? `To ${count} ${count === 1 ? "follower" : "followers"} of news and specials: ${count - inSpanish} get it in English, ${inSpanish} in Spanish.`
      : `To ${count} ${count === 1 ? "follower" : "followers"} of news and specials, all in English: with no Spanish version, the ${inSpanish} who read Spanish get the English.`,
  imageAltHint: "Say what the image shows, for people who cannot see it. Needed with an image.",
  reloadHint: "Reload the page for the latest numbers.",
  notFound: "That campaign does not exist.",
  alreadySent: "This campaign is sent: it cannot change any more.",
  sendTimeMissing: "Choose the day and time to send it.",
  sendTimePast: "Choose a time in the future.",
} as const;

/** Closures (issue 33): the portal's pages, the admin API and what visitors read. */
export const CLOSURE_MESSAGES = {
  loadFailed: "Failed to load closures",
  loadOneFailed: "Failed to load the closure",
  notFound: "Closure not found",
  saveFailed: "Failed to save the closure",
  deleteFailed: "Failed to delete the closure",
  created: "Closure saved: the stops it covers now show as cancelled",
  updated: "Closure updated",
  deleted: "Closure deleted: its dates are back on the schedule",
  conflict: "This closure was changed by someone else while you were editing. Reload to see their changes.",
  empty: "No closures coming up.",
  kindInvalid: 'kind must be "range" or "rest-of-today"',
  startInvalid: "First closed day must be a valid date (YYYY-MM-DD)",
  endInvalid: "Last closed day must be a valid date (YYYY-MM-DD)",
  endBeforeStart: "The last closed day must be on or after the first",
  tooLong: "A closure can run for a year at most",
  pastEnd: "The last closed day has already passed",
  reasonRequired: "Say why the truck is closed: visitors see the reason",
  reasonTooLong: "The reason must be at most 200 characters",
  notifyInvalid: "notify_followers must be true or false",
  versionInvalid: "__v must be the closure's version number",
  closedUntil: (day: string) => `Closed until ${day}`,
  bannerShows: (from: string, until: string) =>
    `While a closure is on, the banner shows its reason whenever no banner of your own is set: ${from} to ${until}.`,
  noNotice: "No stop in the next 7 days is cancelled by this closure: no notice is sent.",
} as const;

/** The catering pipeline, its history and replies from the portal (issue 35). */
export const PIPELINE_TEXT = {
  /** Issue 50: the language the client wrote in, which their mail is in. */
  languageLabel: "Language",
  statuses: {
    new: "New",
    replied: "Replied",
    quoted: "Quoted",
    booked: "Booked",
    done: "Done",
    lost: "Lost",
  },
  allStatuses: "All enquiries",
  chooseStatus: "Choose new, replied, quoted, booked, done or lost",
  lostReason: "Reason (when lost)",
  lostReasonRequired: "Please give the reason the enquiry was lost",
  lostReasonTooLong: "Please keep the reason to 300 characters at most",
  marked: (label: string) => `Enquiry marked ${label.toLowerCase()}`,
  unchanged: "The enquiry already has that status",
  eventFrom: "Event from",
  eventTo: "Event to",
  history: "History",
  noHistory: "No changes yet.",
  theSite: "The site",
  changed: (from: string, to: string) => `${from} to ${to}`,
  replySent: (to: string) => `Reply sent to ${to}`,
  replies: "Replies",
  replyDelivered: (when: string) => `Mailed ${when}.`,
  replyWaiting: "Waiting to send.",
  replyFailed: "Could not be mailed: see the mail server's log, then send it again.",
  replyHeading: "Reply",
  replySubject: "Subject",
  replyText: "Your reply",
  sendReply: "Send reply",
  startFrom: "Start from",
  blank: "Blank",
  useTemplate: "Use template",
  editTemplates: "Edit the reply templates",
  replyQueued: "Reply sent: it goes out from the outbox",
  subjectRequired: "Please enter a subject",
  subjectTooLong: "Please keep the subject to 200 characters and one line",
  textRequired: "Please write your reply",
  textTooLong: "Please keep the reply to 10000 characters",
  templateNotFound: "Reply template not found",
} as const;

export const REPLY_TEMPLATE_TEXT = {
  heading: "Reply templates",
  intro:
    "Staff start their replies to catering enquiries from these. {name} and {eventDate} are filled in with the enquiry's.",
  name: "Name",
  subject: "Subject",
  body: "Text",
  add: "Add template",
  save: "Save template",
  delete: "Delete template",
  saved: "Template saved",
  added: "Template added",
  deleted: "Template deleted",
  empty: "No templates yet.",
  loadFailed: "Failed to load reply templates",
  nameRequired: "Please name the template",
  nameTooLong: "Please keep the name to 80 characters",
  notFound: "Reply template not found",
  /** Issue 50: the language a template is written in; the client's language is offered first. */
  languageLabel: "Language",
  languageInvalid: 'Language must be "en" or "es"',
  languageHint:
    "The language it is written in: a client who wrote in it is offered it first, with the event date in its words.",
} as const;

/** The portal's calendar of stops and catering bookings (issue 36). */
export const CALENDAR_MESSAGES = {
  heading: "Calendar",
  intro:
    "Public stops, closures, and booked and quoted catering events. A booked event that comes closer to a stop or another booking than the travel buffer is marked as a clash.",
  buffer: (minutes: number) => `Travel buffer: ${minutes} minutes on each side of a booking.`,
  bufferOwnerLink: "Change it in Business details",
  monthInvalid: "Choose a month written as year and month, such as 2026-12 (years 2000 to 2100).",
  showThisMonth: "Show this month",
  previous: (title: string) => `Previous month: ${title}`,
  next: (title: string) => `Next month: ${title}`,
  thisMonth: "This month",
  nothing: "Nothing on the calendar this month.",
  clashCount: (count: number) =>
    count === 0
      ? "No clashes this month."
      : count === 1
        ? "1 booking clashes this month."
        : `${count} bookings clash this month.`,
  closed: (reason: string) => `Truck closed: ${reason}`,
  stop: "Public stop",
  booked: "Booked",
  quoted: "Quoted (tentative, not yet booked)",
  cancelled: (reason: string) => `Cancelled: ${reason}`,
  clash: "Clash",
  clashesWith: "Clashes with",
  allDay: "All day (no times given)",
  cateringEvent: "Catering event",
  guests: (count: number) => (count === 1 ? "1 guest" : `${count} guests`),
  today: "Today",
  loadFailed: "The calendar could not be read right now. Reload to try again.",
} as const;

/** The dashboard's catering figures (issue 36): counts for everyone, the booked share for Owners. */
export const CATERING_FIGURES_MESSAGES = {
  heading: "Catering",
  openHeading: "Open enquiries",
  open: (count: number) =>
    count === 0
      ? "None open"
      : count === 1
        ? "1 open (new, replied or quoted)"
        : `${count} open (new, replied or quoted)`,
  openLink: "Open the enquiries",
  shareHeading: "Booked, last 90 days",
  share: (percent: number) => `${percent}% booked`,
  shareOf: (booked: number, received: number) =>
    `${booked} of ${received} ${received === 1 ? "enquiry" : "enquiries"} received in the last 90 days`,
  shareNone: "No enquiries in the last 90 days",
  calendarLink: "Open the calendar",
  unreadable: "Could not be read right now. Reload to try again.",
} as const;

/** The quote builder on an enquiry (issue 36). */
export const QUOTE_TEXT = {
  /** Issue 50: the client's mail and page are in their enquiry's language; staff see which before sending. */
  goesInSpanish:
    "The client wrote from the Spanish site: the quote mail and page are in Spanish (lines as you type them).",
  heading: "Quote",
  intro:
    "Choose a menu item and leave its description and price empty to take the menu's; or type a free line (travel, service, staffing). Empty rows are left out.",
  menuItem: (row: number) => `Line ${row}: menu item`,
  noMenuItem: "None (a free line)",
  description: (row: number) => `Line ${row}: description`,
  unitPrice: (row: number) => `Line ${row}: price of one (USD)`,
  quantity: (row: number) => `Line ${row}: quantity`,
  untaxed: (row: number) => `Line ${row}: untaxed`,
  guests: "Number of guests (for the price per guest)",
  validUntil: "Valid until",
  save: "Save quote",
  revise: "Revise",
  send: "Send to the client",
  saved: (version: number) => `Quote version ${version} saved`,
  sent: (to: string) => `Quote sent to ${to}`,
  version: (version: number) => `Version ${version}`,
  notSent: "Not sent yet",
  sentOn: (when: string) => `Sent ${when}`,
  acceptedBy: (name: string, when: string) => `Accepted by ${name}, ${when}`,
  declined: (when: string) => `Declined, ${when}`,
  declinedNote: (note: string) => `The client's note: ${note}`,
  superseded: "Replaced by a later version",
  waiting: "Waiting for the client's answer",
  acceptedLocked: "The client accepted this version: choose Revise to make a new version for them to accept.",
  noLines: "Please add at least one line",
  lineDescriptionRequired: "Please describe the line, or choose a menu item",
  lineDescriptionTooLong: "Please keep a line's description to 200 characters and one line",
  linePriceInvalid: "Enter a price in dollars, such as 12 or 12.50",
  lineQuantityInvalid: "Enter a quantity up to 10000, with at most two decimals, such as 24 or 1.5",
  menuItemNotFound: "That menu item is no longer on the menu, or has no price in that size",
  menuPriceTooHigh: "That menu item's price is over $100,000, more than a line can hold: type the line's price",
  totalTooLarge: "This quote comes to more than a quote can hold: check the prices, quantities and catering minimum",
  guestsInvalid: "Enter a number of guests from 1 to 5000, or leave it empty",
  validUntilInvalid: "Choose a date from today on",
  stale: "The quote changed since this page was opened: here is the latest version.",
  clientAnsweredFirst: "The client answered this version first: the page shows their answer.",
  nothingToSend: "Save the quote before sending it",
  alreadyAnswered: "The client has answered this version: save a new version to send",
  notFound: "Quote not found",
  mailsHeading: "Quote mails",
  mailLine: (version: number, to: string) => `Version ${version} to ${to}`,
  mailSent: (when: string) => `Mailed ${when}`,
  mailWaiting: "Waiting to send",
  mailFailed: "Could not be sent: check the address, then send again",
  saveFailed: "Failed to save the quote",
} as const;

/** The dashboard's catering figures that need quotes (issue 36). */
export const QUOTE_DASHBOARD_TEXT = {
  waitingHeading: "Quotes waiting",
  waiting: (count: number) => (count === 0 ? "None waiting" : `${count} waiting for the client's answer`),
  bookedHeading: "Booked this month",
  booked: (amount: string, count: number) => `${amount} from ${count} accepted ${count === 1 ? "quote" : "quotes"}`,
} as const;
