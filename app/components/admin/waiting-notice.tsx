// A notice to followers as staff see it beside its stop or closure (issue 44): when it goes, or
// whom it reached; while it waits, "Send now" for Owners and a word that an Owner can for Staff.
import { Form } from "react-router";
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import type { ShownNotice } from "#app/domain/events/stop-notices.ts";

export function NoticeState(props: {
  notice: ShownNotice;
  canSendNow: boolean;
  /** The fields the page's action needs to know which notice (none where the page is the record's). */
  fields?: Record<string, string>;
  /** What the notice is about, told to screen readers where a page lists several. */
  about?: string;
}) {
  const { notice } = props;
  return (
    <div className="admin-stop-notice">
      <p>{notice.text}</p>
      {notice.waiting && !props.canSendNow ? <p>{STOP_NOTICE_MESSAGES.ownerCanSend}</p> : null}
      {notice.waiting && props.canSendNow ? (
        <Form method="post">
          {Object.entries(props.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name="intent" value="send-notice-now" className="admin-button admin-button--secondary">
            {STOP_NOTICE_MESSAGES.sendNow}
            {props.about ? <span className="visually-hidden">{` (notice about ${props.about})`}</span> : null}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
