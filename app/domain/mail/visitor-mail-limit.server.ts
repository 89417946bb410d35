// Automatic mail to visitors (an enquiry's confirmation, the newsletter welcome) goes to an
// address anyone can type, so it is capped per recipient, whatever client asks: at most 3 in 24
// hours. Addresses are compared as mailboxes (lower case, no +tag, Gmail's dots and
// googlemail.com folded), so alias tricks count as one recipient; only a hash of the address is
// kept in the rate-limit records.
import { createHash } from "node:crypto";
import { consumeRateLimit } from "../shared/rate-limit.server.ts";

export const VISITOR_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Domains whose mailboxes ignore dots in the local part, all read as gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches: "Sam+Sando@Example.com" is "sam@example.com", and
 * "A.B.C@googlemail.com" is "abc@gmail.com" (Gmail ignores dots and serves both domains).
 */
export function normalisedRecipient(address: string): string {
  const [local = "", domain = ""] = address.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const mailbox = local.split("+")[0] ?? "";
  if (GMAIL_DOMAINS.has(domain)) return `${mailbox.replace(/\./g, "")}@gmail.com`;
  return `${mailbox}@${domain}`;
}

/** Counts one automatic mail to `address`; false when the recipient has had their share today. */
export async function mayMailVisitor(address: string): Promise<boolean> {
  const recipient = createHash("sha256").update(normalisedRecipient(address)).digest("hex");
  return (await consumeRateLimit("visitor-mail", recipient, VISITOR_MAILS_PER_DAY, DAY_MS)).allowed;
}
