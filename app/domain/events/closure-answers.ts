// What the admin API and the portal say of a closure's notice: when it goes, never to whom.
import { STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { noticeStatus } from "./stop-notices.ts";

type Progress = Parameters<typeof noticeStatus>[0];

export function closureNoticeAnswer(notice: Progress | null) {
  return notice
    ? { status: notice.status, send_at: notice.sendAt, message: noticeStatus(notice, STOP_NOTICE_MESSAGES) }
    : null;
}
