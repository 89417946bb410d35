// What the mailing engine did for one recipient of a mailing, read from its records: no row means
// the recipient was never on the mailing's list; otherwise the result of each attempt made
// ("sent", "failed", "retry"), in the order made.
import { MailingOutcome, MailingRecipient } from "#app/models/mailing.server.ts";

export async function sendResultsFor(mailingId: string, email: string): Promise<string[] | null> {
  const row = await MailingRecipient.findOne({ mailing_id: mailingId, email }, { _id: 1 }).lean<{ _id: string }>();
  if (!row) return null;
  const outcomes = await MailingOutcome.find({ mailing_id: mailingId }, { result: 1 }).lean<
    { _id: string; result: string }[]
  >();
  return outcomes
    .filter((outcome) => outcome._id.startsWith(`${row._id}:`))
    .sort((a, b) => Number(a._id.slice(a._id.lastIndexOf(":") + 1)) - Number(b._id.slice(b._id.lastIndexOf(":") + 1)))
    .map((outcome) => outcome.result);
}
