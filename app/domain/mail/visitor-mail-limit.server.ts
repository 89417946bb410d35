// Automatic mail to visitors (an enquiry's confirmation, the newsletter welcome) goes to an
// address anyone can type, so it is capped per recipient, whatever client asks: at most 3 in 24
// hours. Addresses are compared in lower case without a +tag, so alias tricks count as one
// recipient; only a hash of the address is kept in the rate-limit records.
import { createHash } from "node:crypto";
import { consumeRateLimit } from "../shared/rate-limit.server.ts";

export const VISITOR_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** "Sam+Sando@Example.com" and "sam@example.com" are the same mailbox here. */
export function normalisedRecipient(address: string): string {
  const [local = "", domain = ""] = address.trim().toLowerCase().split(/@(?=[^@]*$)/);
  return `${local.split("+")[0]}@${domain}`;
}

/** Counts one automatic mail to `address`; false when the recipient has had their share today. */
export async function mayMailVisitor(address: string): Promise<boolean> {
  const recipient = createHash("sha256").update(normalisedRecipient(address)).digest("hex");
  return (await consumeRateLimit("visitor-mail", recipient, VISITOR_MAILS_PER_DAY, DAY_MS)).allowed;
}
