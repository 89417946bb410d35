// The words of the welcome mail, to a follower who has just joined the list, in their language.
import { FOLLOWER_MAIL_WORDS } from "#app/content/follower-mail-words.ts";
import { type FollowerMailInput, followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { mailOf } from "#app/domain/mail/html.server.ts";

/** The follower's language and links, and the truck's postal address, for followerMail. */
export type FollowerLinks = Omit<FollowerMailInput, "subject" | "text" | "html">;

/** To a follower who has just joined the list. */
export function newsletterWelcomeMail(links: FollowerLinks) {
  const words = FOLLOWER_MAIL_WORDS[links.language].welcome;
  return followerMail({ ...mailOf(words.subject, words.lines), ...links });
}
