// A notice to followers of stop changes is read again just before it starts (issue 44): its
// words are made afresh from the stop or closure as it is then, by the module that made them, so
// a change the notice's own code did not see (a stop deactivated, a date restored by another
// server a moment ago) is told as it is; a notice nothing of which is true any more is withdrawn.
// The server's background loop hands this to the mailing engine, which knows no stop or closure.
import type { MailingContent } from "#app/domain/mailings/mailings.server.ts";
import { rereadClosureNotice } from "./closure-notices.server.ts";
import { rereadStopNotice } from "./stop-notices.server.ts";

/**
 * The words of the notice `mailingId` as things are now; null when nothing it would say is true
 * (withdraw it); undefined when it is not a notice this knows (send it as it is).
 */
export async function rereadNotice(mailingId: string): Promise<MailingContent | null | undefined> {
  if (mailingId.startsWith("stop-change:")) return rereadStopNotice(mailingId);
  if (mailingId.startsWith("closure:")) return rereadClosureNotice(mailingId);
  return undefined;
}
