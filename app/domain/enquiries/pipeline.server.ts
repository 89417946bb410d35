// The catering pipeline (issue 35): status changes with their history, and the one-time
// conversion at start of the inbox's old "archived" into lost. Every change is an insert into
// enquiry-history (who, when, from and to what), never a rewrite of an earlier row.
import { z } from "zod";
import { PIPELINE_TEXT } from "#app/content/portal-messages.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom } from "#app/domain/shared/submissions.ts";
import { CateringEnquiry } from "#app/models/catering-enquiry.server.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { OutboxMessage } from "#app/models/outbox-message.server.ts";
import { ARCHIVED_BEFORE_PIPELINE, findEnquiryRecord, pipelineStatusOf } from "./enquiries.server.ts";
import { type EnquiryStatus, LEGACY_ARCHIVED, PIPELINE_STATUSES } from "./pipeline.ts";

export const statusChangeSchema = z
  .object({
    status: z.enum(PIPELINE_STATUSES, { error: PIPELINE_TEXT.chooseStatus }),
    reason: z
      .string()
      .trim()
      .max(300, PIPELINE_TEXT.lostReasonTooLong)
      .refine((value) => !/[\r\n]/.test(value), PIPELINE_TEXT.lostReasonTooLong)
      .optional()
      .default(""),
  })
  .refine((change) => change.status !== "lost" || change.reason !== "", {
    message: PIPELINE_TEXT.lostReasonRequired,
    path: ["reason"],
  });

export type HistoryEntry = {
  id: string;
  at: string;
  /** The staff member's e-mail; "" for the site itself. */
  by: string;
  kind: "status" | "reply";
  fromStatus: string;
  toStatus: string;
  reason: string;
  replyTo: string;
  replySubject: string;
  replyText: string;
  /** A reply's mail: sent (when), waiting, or failed for good; null for a status change. */
  replyMail: { status: "sent" | "waiting" | "failed"; sentAt: string | null } | null;
};

/** Moves an enquiry through the pipeline; refused with a message for bad input or an unknown id. */
export async function changeEnquiryStatus(id: string, raw: unknown, by: { email: string }): Promise<EnquiryStatus> {
  const parsed = statusChangeSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error.issues);
    throw new Refusal(400, Object.values(fieldErrors)[0] ?? PIPELINE_TEXT.chooseStatus, { fieldErrors });
  }
  const enquiry = await findEnquiryRecord(id);
  const current = pipelineStatusOf(enquiry);
  const { status } = parsed.data;
  const reason = status === "lost" ? parsed.data.reason : "";
  if (current.status === status && current.lostReason === reason) throw new Refusal(409, PIPELINE_TEXT.unchanged);
  await recordStatusChange(id, { from: enquiry.status ?? "new", to: status, reason, by: by.email });
  return status;
}

/** Writes the history row, then the status: a change is never made without its row. */
export async function recordStatusChange(
  enquiryId: string,
  change: { from: string; to: EnquiryStatus; reason: string; by: string },
): Promise<void> {
  await EnquiryHistory.create({
    enquiry_id: enquiryId,
    kind: "status",
    by: change.by,
    from_status: change.from,
    to_status: change.to,
    reason: change.reason,
  });
  await CateringEnquiry.updateOne({ _id: enquiryId }, { $set: { status: change.to, lost_reason: change.reason } });
}

/** An enquiry's history, oldest first. */
export async function enquiryHistory(enquiryId: string): Promise<HistoryEntry[]> {
  const rows = await EnquiryHistory.find({ enquiry_id: enquiryId }).sort({ created_at: 1, _id: 1 }).lean();
  const replyIds = rows.filter((row) => row.kind === "reply").map((row) => String(row._id));
  const mails =
    replyIds.length === 0
      ? []
      : await OutboxMessage.find(
          { related_id: { $in: replyIds }, kind: "enquiry-reply" },
          { related_id: 1, status: 1, sent_at: 1 },
        ).lean();
  const mailByRow = new Map(mails.map((message) => [message.related_id, message]));
  const replyMailOf = (rowId: string): HistoryEntry["replyMail"] => {
    const message = mailByRow.get(rowId);
    if (!message) return { status: "waiting", sentAt: null };
    if (message.status === "sent") return { status: "sent", sentAt: message.sent_at?.toISOString() ?? null };
    return { status: message.status === "failed" ? "failed" : "waiting", sentAt: null };
  };
  return rows.map((row) => ({
    id: row._id,
    at: (row.created_at as Date).toISOString(),
    by: row.by,
    kind: row.kind as HistoryEntry["kind"],
    fromStatus: row.from_status,
    toStatus: row.to_status,
    reason: row.reason,
    replyTo: row.reply_to_address,
    replySubject: row.reply_subject,
    replyText: row.reply_text,
    replyMail: row.kind === "reply" ? replyMailOf(String(row._id)) : null,
  }));
}

/**
 * Every move of an enquiry to one of `statuses` from `from` up to `to` (the Owner's numbers count
 * them by month): which enquiry, to what, and when, oldest first.
 */
export async function statusChangesBetween(
  statuses: readonly EnquiryStatus[],
  from: Date,
  to: Date,
): Promise<{ enquiryId: string; status: EnquiryStatus; at: Date }[]> {
  const rows = await EnquiryHistory.find(
    { kind: "status", to_status: { $in: [...statuses] }, created_at: { $gte: from, $lt: to } },
    { enquiry_id: 1, to_status: 1, created_at: 1 },
  )
    .sort({ created_at: 1 })
    .lean();
  return rows.map((row) => ({
    enquiryId: row.enquiry_id,
    status: row.to_status as EnquiryStatus,
    at: row.created_at as Date,
  }));
}

/** The history row that records an enquiry's conversion: its id is the claim. */
const conversionId = (enquiryId: string) => `pipeline-conversion:${enquiryId}`;

/**
 * The one-time conversion to the pipeline, run at every start: each enquiry still "archived"
 * becomes lost with the reason "Archived before the pipeline", and its history keeps the old
 * status. New and replied keep their names. The history row is inserted first, with an id made
 * from the enquiry's, so it is written once however many servers run this together or however
 * often; whoever loses that insert still sets the same status, so a server that died between the
 * two writes is finished by the next start. Returns how many enquiries this run converted.
 */
export async function convertToPipeline(): Promise<number> {
  let converted = 0;
  for (;;) {
    const archived = await CateringEnquiry.find({ status: LEGACY_ARCHIVED }, { _id: 1 }).limit(200).lean();
    if (archived.length === 0) return converted;
    for (const { _id } of archived) {
      const enquiryId = _id.toString();
      try {
        await EnquiryHistory.create({
          _id: conversionId(enquiryId),
          enquiry_id: enquiryId,
          kind: "status",
          by: "",
          from_status: LEGACY_ARCHIVED,
          to_status: "lost",
          reason: ARCHIVED_BEFORE_PIPELINE,
        });
        converted += 1;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      await CateringEnquiry.updateOne(
        { _id, status: LEGACY_ARCHIVED },
        { $set: { status: "lost", lost_reason: ARCHIVED_BEFORE_PIPELINE } },
      );
    }
  }
}
