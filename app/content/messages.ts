// The catalogue of every message a visitor or staff member reads: the spec's (section 8) copied
// exactly, and the product's own beside them. A message is typed here once and imported wherever
// it is shown or answered, by pages and the API alike. Safe in the browser bundle.
// The catalogue is this file and its neighbours in app/content: the staff portal's messages in
// ./portal-messages.ts; the words of a few pages in modules of their own (./newsletter-messages.ts,
// ./dietary-messages.ts, ./quote-words.ts, ./enquiry-details.ts), so that they reach the browser
// with those pages only; what every page's frame says in ./frame.ts. None is in the JavaScript
// every public page loads, and a page shows the rest from its loader's data (issue 45). Import a
// message from the file that types it: a file re-exporting another would put both in the same
// chunk of the browser's JavaScript.

// --- The public site ----------------------------------------------------------------------------
export const EVENTS_LOAD_ERROR =
  "Unable to load upcoming events. Please check back later or contact us for event information.";
export const EVENTS_EMPTY = "No upcoming popup events scheduled. Check back soon!";
/** Where people order (issue 34): the words of the links the server draws. */
export const ORDER_PICKUP_TEXT = "Order ahead for pickup";
export const ORDER_DELIVERY_TEXT = (service: string) => `Order on ${service}`;
export const ORDER_PHONE_TEXT = (telephone: string) => `Call ahead for pickup: ${telephone}`;
/** The next stop's status, `{time}` as the page writes times (Spanish: ./stops-words.ts). */
export const NEXT_STOP_STATUS = { openNow: "Open now, until {time}", todayFrom: "Today from {time}" };
export const PRESS_LOAD_ERROR = "Failed to load press";
export const ENQUIRY_SUCCESS_MESSAGE = "Thank you for your inquiry! We will get back to you within 24 hours.";
export const ENQUIRY_FAILURE_MESSAGE =
  "There was an error submitting your request. Please try again or contact us directly.";
export const MISSING_EVENT_DATE_MESSAGE = "Please select an event date before submitting";
export const CORRECT_FIELDS_MESSAGE = "Please correct the highlighted fields and try again.";
export const ENTER_EMAIL_MESSAGE = "Please enter your email address";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const SUBSCRIBED_MESSAGE = "Successfully subscribed!";
export const SUBSCRIBE_FAILED_MESSAGE = "Error subscribing to newsletter";
/** The line after SUBSCRIBED_MESSAGE: nothing is sent but the confirmation until it is followed (issue 31). */
export const CHECK_INBOX_MESSAGE = "Please check your inbox: we sent you a link to confirm your address.";
export const CHOOSE_TOPIC_MESSAGE = "Please choose at least one topic, or unsubscribe below.";
export const UNKNOWN_TOPIC_MESSAGE = (known: readonly string[]) =>
  `Topics must be a list of any of: ${known.join(", ")}`;
/** What each subscribe form shows as what the visitor agrees to; kept with the consent. */
export const FOOTER_CONSENT_WORDING = "Subscribe to our newsletter";
export const API_CONSENT_WORDING = "POST /api/subscribe";
export const HONEYPOT_MESSAGE =
  "Your submission could not be accepted because it looked automated. Please try again, or email us directly.";
export const RATE_LIMITED_MESSAGE =
  "You've sent several requests in a short time. Please wait a while and try again, or contact us directly.";
export const TAMPERED_FORM_MESSAGE = "This form could not be saved as sent. Please reload the page and try again.";
export const SERVICE_UNAVAILABLE_MESSAGE = "We can't reach our database right now. Please try again in a moment.";
/** A connection over the per-address cap (server/connection-limits.ts). */
export const TOO_MANY_CONNECTIONS_MESSAGE = "Too many connections from your address. Please try again in a moment.";
