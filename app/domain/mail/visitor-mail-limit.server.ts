// Mail an anonymous request triggers (a newsletter confirmation or welcome, an enquiry's receipt)
// goes to an address anyone can type, so it is capped twice, whatever client asks: at most 3 in 24
// hours per recipient, and at most VISITOR_MAILS_PER_HOUR an hour for the whole site (counted in
// the database, so across every server). Addresses are compared as mailboxes (lower case, no +tag,
// Gmail's dots and googlemail.com folded), so alias tricks count as one recipient; only a hash of
// the address is kept in the rate-limit records. The outbox applies the caps by kind when mail is
// queued (ANONYMOUS_TRIGGERED_KINDS): mail to confirmed followers (the weekly schedule), mail staff
// send and the staff copy of an enquiry are not capped here.
import { createHash } from "node:crypto";
import { consumeRateLimit } from "#app/domain/shared/rate-limit.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import type { MAIL_KINDS } from "#app/models/outbox-message.server.ts";

/** The kinds of mail a request without an account can cause: the only ones the caps count. */
export const ANONYMOUS_TRIGGERED_KINDS: ReadonlySet<(typeof MAIL_KINDS)[number]> = new Set([
  "newsletter-confirmation",
  "newsletter-welcome",
  "enquiry-confirmation",
]);

export const VISITOR_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Domains whose mailboxes ignore dots in the local part, all read as gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches: "Sam+Sando@Example.com" is "sam@example.com", and
 * "A.B.C@googlemail.com" is "abc@gmail.com" (Gmail ignores dots and serves both domains).
 */
export function normalisedRecipient(address: string): string {
  const [local = "", domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const mailbox = local.split("+")[0] ?? "";
  if (GMAIL_DOMAINS.has(domain)) return `${mailbox.replace(/\./g, "")}@gmail.com`;
  return `${mailbox}@${domain}`;
}

let lastSiteCapWarning = 0;

/**
 * Counts one anonymous-triggered mail to `address` (the outbox calls it, by kind); false when the recipient has had their share today or
 * the site has sent VISITOR_MAILS_PER_HOUR visitor mails in the last hour. The site cap counts
 * only mail that is sent: a mail the recipient's cap refuses takes nothing from it, and a mail
 * the site cap refuses gives the recipient's share back.
 */
export async function takeVisitorMailShare(address: string): Promise<boolean> {
  const sitePerHour = getConfig().mail.visitorMailsPerHour;
  const recipient = createHash("sha256").update(normalisedRecipient(address)).digest("hex");
  const share = await consumeRateLimit("visitor-mail", recipient, VISITOR_MAILS_PER_DAY, DAY_MS);
  if (!share.allowed) return false;
  const site = await consumeRateLimit("visitor-mail-site", "all", sitePerHour, HOUR_MS);
  if (site.allowed) return true;
  await share.giveBack();
  // Once an hour per process is enough for the operator to notice (and not flood the log).
  if (Date.now() - lastSiteCapWarning > HOUR_MS) {
    lastSiteCapWarning = Date.now();
    warn(
      `visitor mail: the site's cap of ${sitePerHour} mails an hour (VISITOR_MAILS_PER_HOUR) is reached; confirmations and welcomes are not sent until it frees`,
    );
  }
  return false;
}

/** A line in the server log's own shape (server/main.ts), from code that cannot import it. */
function warn(message: string): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "warn", message })}\n`);
}
