// A mailing's progress as the campaign pages show it: its state, when it goes (or went), and how
// many of its recipients are queued, sent, failed and skipped.
import { MAILING_MESSAGES } from "#app/content/portal-messages.ts";
import type { MailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";

const STATUS_LABELS: Record<MailingProgress["status"], string> = {
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  withdrawn: "Withdrawn",
};

export function MailingCounts({ progress }: { progress: MailingProgress }) {
  const when = formatTruckDayAndTime(progress.sendAt);
  return (
    <div className="admin-mailing-counts">
      {progress.status === "scheduled" ? (
        // Its recipients are fixed when it starts: until then there is no count to show.
        <p>
          <strong>{STATUS_LABELS.scheduled}</strong> for {when}.
          {progress.heldFor === "postal-address" ? ` ${MAILING_MESSAGES.heldForPostalAddress}` : null}
        </p>
      ) : (
        <p>
          <strong>{STATUS_LABELS[progress.status]}</strong> from {when}, to {progress.total}{" "}
          {progress.total === 1 ? "follower" : "followers"}.
        </p>
      )}
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
