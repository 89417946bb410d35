// The one mail a new (or returning) address gets before it confirms: the link, and nothing of
// what the visitor typed except the topics they ticked, named in our words.
import { escapeHtml } from "#app/domain/mail/html.server.ts";
import { CONFIRMATION_DAYS } from "./links.server.ts";
import { type FollowerTopic, TOPIC_LABELS } from "./topics.ts";

export function newsletterConfirmationMail(confirmUrl: string, topics: readonly FollowerTopic[]) {
  const lines = [
    "Please confirm your subscription to the Sando Truck newsletter.",
    `You asked for:\n${topics.map((topic) => `- ${TOPIC_LABELS[topic]}`).join("\n")}`,
    `Confirm here (the link works for ${CONFIRMATION_DAYS} days): ${confirmUrl}`,
    "Until you confirm we send you nothing else. If you did not ask for this, ignore this mail and you will not hear from us.",
    "The Sando Truck crew",
  ];
  return {
    subject: "Confirm your Sando Truck newsletter subscription",
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n"),
  };
}
