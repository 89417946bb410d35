// Bounces caught while sending: a recipient our own SMTP server refuses with a 5xx at RCPT TO or
// at DATA is recorded, and follower mail to it is skipped from then on. Bounce messages that
// arrive later by mail (after the server accepted the message) are not read.
import { BouncedAddress } from "#app/models/bounced-address.server.ts";

/** What nodemailer's error for a refused send carries (code EENVELOPE or EMESSAGE). */
type SmtpRefusal = { responseCode?: unknown; command?: unknown; response?: unknown };

const RECIPIENT_COMMANDS = new Set(["RCPT TO", "DATA"]);

/**
 * Enhanced status subjects (RFC 3463) that blame our message, our server's permission or the mail
 * system rather than the mailbox: 5.3 system, 5.6 content, 5.7 policy ("5.7.1 Relaying denied").
 * A misconfigured relay refuses every recipient so; marking them all bounced would lose the list.
 */
const NOT_THE_MAILBOX = new Set(["3", "6", "7"]);

/**
 * The refusal, as "550 at RCPT TO: <answer>", when `error` says the recipient is refused for good;
 * null for anything worth retrying (4xx, a connection or TLS failure, a policy refusal) or not
 * about the recipient (a refused sender at MAIL FROM, a refused login).
 */
export function permanentRecipientRefusal(error: unknown): string | null {
  const { responseCode, command, response } = (error ?? {}) as SmtpRefusal;
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return null;
  if (typeof command !== "string" || !RECIPIENT_COMMANDS.has(command)) return null;
  const answer = String(response ?? "");
  const subject = /^\d{3}[ -]5\.(\d{1,3})\.\d{1,3}\b/.exec(answer)?.[1];
  if (subject && NOT_THE_MAILBOX.has(subject)) return null;
  return `${responseCode} at ${command}: ${answer.slice(0, 300)}`;
}

function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Records a bounce; the first one for an address is kept, later ones are no-ops. */
export async function recordBounce(email: string, reason: string): Promise<void> {
  try {
    await BouncedAddress.create({ _id: addressKey(email), reason });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

export async function isBounced(email: string): Promise<boolean> {
  return (await BouncedAddress.exists({ _id: addressKey(email) })) !== null;
}

/** Which of `emails` bounced, as they were given (so a sender can filter its own list). */
export async function bouncedAmong(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const keys = [...new Set(emails.map(addressKey))];
  const found = await BouncedAddress.find({ _id: { $in: keys } }, { _id: 1 }).lean();
  const bounced = new Set(found.map((record) => record._id));
  return new Set(emails.filter((email) => bounced.has(addressKey(email))));
}
