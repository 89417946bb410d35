// The newsletter pages' words (confirm, preferences, unsubscribe, the sign-up page): part of the
// catalogue (./messages.ts re-exports them), in a module of their own so that they reach the
// browser with those pages only (issue 45).
export const NEWSLETTER_PAGE_CONSENT_WORDING =
  "We'll e-mail you a link to confirm. Every mail has a link to change topics or unsubscribe.";
export const CONFIRM_INVALID_MESSAGE =
  "This confirmation link is not valid, or it was already used. Please use the link from your latest confirmation e-mail.";
export const CONFIRM_EXPIRED_MESSAGE =
  "This confirmation link has expired. Subscribe again and we'll send you a new one.";
export const CONFIRMED_MESSAGE = "Your subscription is confirmed. Welcome aboard!";
export const PREFERENCES_INVALID_MESSAGE =
  "This link is not valid. Please use the link from your latest newsletter e-mail.";
export const PREFERENCES_SAVED_MESSAGE = "Your preferences are saved.";
export const UNSUBSCRIBED_MESSAGE = "You have been unsubscribed. You will not receive our newsletter again.";
export const NOT_SUBSCRIBED_MESSAGE =
  "This address is not subscribed. To hear from us again, subscribe and confirm the link we send.";
/** Each topic a follower chooses, by its id (app/domain/newsletter/topics.ts), as the forms and the portal name it. */
export const TOPIC_NAMES = {
  "weekly-schedule": "The week's schedule",
  "stop-changes": "Changes to upcoming stops",
  news: "News and specials",
};
