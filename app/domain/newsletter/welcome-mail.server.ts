// The words of the welcome mail, to a follower who has just joined the list.
import { type FollowerMailInput, followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { mailOf } from "#app/domain/mail/html.server.ts";

/** The follower's own links and the truck's postal address, for followerMail. */
export type FollowerLinks = Omit<FollowerMailInput, "subject" | "text" | "html">;

/** To a follower who has just joined the list. */
export function newsletterWelcomeMail(links: FollowerLinks) {
  const lines = [
    "Welcome to the Sando Truck newsletter!",
    "You'll hear from us about new popup locations, limited sandos and catering news.",
  ];
  return followerMail({ ...mailOf("Welcome to the Sando Truck newsletter", lines), ...links });
}
