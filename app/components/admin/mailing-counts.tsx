// A mailing's progress as the campaign pages show it: its state, when it goes (or went), and how
// many of its recipients are queued, sent, failed and skipped.
import type { MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";

const STATUS_LABELS: Record<MailingProgress["status"], string> = {
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};

export function MailingCounts({ progress }: { progress: MailingProgress }) {
  const when = formatTruckDayAndTime(progress.sendAt);
  return (
    <div className="admin-mailing-counts">
      <p>
        <strong>{STATUS_LABELS[progress.status]}</strong>{" "}
        {progress.status === "scheduled" ? `for ${when}` : `from ${when}`}, to {progress.total}{" "}
        {progress.total === 1 ? "follower" : "followers"}.
      </p>
      <dl>
        <div>
          <dt>Queued</dt>
          <dd>{progress.queued}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{progress.sent}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{progress.failed}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{progress.skipped}</dd>
        </div>
      </dl>
    </div>
  );
}
