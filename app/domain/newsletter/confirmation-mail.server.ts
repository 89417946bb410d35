// The one mail a new (or returning) address gets before it confirms: the link, and nothing of
// what the visitor typed except the topics they ticked, named in our words, in the language of
// the page they asked on (issue 50).
import { FOLLOWER_MAIL_WORDS } from "#app/content/follower-mail-words.ts";
import { NEWSLETTER_WORDS } from "#app/content/newsletter-words.ts";
import { mailIn } from "#app/domain/mail/html.server.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { CONFIRMATION_DAYS } from "./links.server.ts";
import type { FollowerTopic } from "./topics.ts";

export function newsletterConfirmationMail(confirmUrl: string, topics: readonly FollowerTopic[], language: Language) {
  const words = FOLLOWER_MAIL_WORDS[language].confirmation;
  const names = NEWSLETTER_WORDS[language].topics;
  const lines = [
    words.please,
    `${words.askedFor}\n${topics.map((topic) => `- ${names[topic]}`).join("\n")}`,
    fill(words.confirmHere, { days: CONFIRMATION_DAYS, url: confirmUrl }),
    words.nothingElse,
    words.signature,
  ];
  return mailIn(language, words.subject, lines);
}
