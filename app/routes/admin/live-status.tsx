// /admin/live-status (issue 52): where the truck is right now, for each of today's stops, said by
// Staff or Owners on a phone mid-service and read by visitors on their next page: "We're here" and
// "Back to normal" in one tap, "Running late" with its minutes and "Sold out, closing early" with
// an optional note in two. Today's changes are listed with who made each and when. Plain forms:
// everything works without JavaScript.
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { NoticeState } from "#app/components/admin/waiting-notice.tsx";
import { CheckboxField, InputField, type RefusedForm, serverForm } from "#app/components/forms.tsx";
import { LIVE_STATUS_WORDS, LIVE_STATUS_PORTAL_WORDS as WORDS } from "#app/content/live-status-words.ts";
import { CLOSURE_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { closureFormSchema, MAX_CLOSURE_REASON } from "#app/domain/closures/closures.ts";
import { closureNoticeAnswer } from "#app/domain/events/closure-answers.ts";
import { type ShownNotice, shownNotice } from "#app/domain/events/stop-notices.ts";
import {
  closeForTheRestOfToday,
  type LiveHistoryEntry,
  type LiveStop,
  liveStatusBoard,
  recordLiveChange,
} from "#app/domain/live-status/live-status.server.ts";
import {
  LATE_MINUTES,
  type LiveStatus,
  liveChangeSchema,
  liveStatusText,
  MAX_LIVE_NOTE,
} from "#app/domain/live-status/live-status.ts";
import {
  checkSoldOutNotice,
  latestSoldOutNotice,
  sendSoldOutNoticeNow,
  tellSoldOut,
} from "#app/domain/live-status/sold-out-notice.server.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import type { FollowerAudience } from "#app/domain/newsletter/subscriber-stats.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { parseFormFields } from "#app/domain/shared/submissions.ts";
import { may } from "#app/domain/staff/rights.ts";
import { fill } from "#app/i18n/words.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { asRefusal, listOrFallback, refusePage } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/live-status";

const LIVE_STATUS_BACKS = ["/admin/dashboard", "/admin/events"] as const;
const LOAD_FAILED = "Failed to load today's stops";
const SAVE_FAILED = "The live status could not be saved. Please try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const {
    list: board,
    loadFailed,
    status,
  } = await listOrFallback(
    async () => {
      const { stops, history } = await liveStatusBoard();
      // Each stop's sold-out notice of today, as staff see it, with "Send now" for Owners while it waits.
      const withNotices = await Promise.all(
        stops.map(async (stop) => {
          const notice = await latestSoldOutNotice(stop.eventId);
          return {
            ...stop,
            notice: notice ? shownNotice(notice, STOP_NOTICE_MESSAGES) : null,
          };
        }),
      );
      return { stops: withNotices, history };
    },
    { stops: [], history: [] },
  );
  const audience = await followerAudience("stop-changes");
  const canSendNow = may(context.get(adminUserContext).role, "sendNoticeNow");
  return data({ ...board, audience, canSendNow, success, error, loadFailed }, { status, headers });
}

/** A refusal of one stop's form: said beside that stop's fields. */
type RefusedChange = RefusedForm & { eventId: string };

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  const eventId = fields.event_id ?? "";
  const admin = context.get(adminUserContext);
  if (fields.intent === "send-notice-now") {
    try {
      await sendSoldOutNoticeNow(eventId, admin);
    } catch (error) {
      const refusal = asRefusal(error, STOP_NOTICE_MESSAGES.failed);
      if (refusal.status === 403) refusePage(refusal);
      return redirectWithFlash(request, "/admin/live-status", "error", refusal.message);
    }
    return redirectWithFlash(request, "/admin/live-status", "success", STOP_NOTICE_MESSAGES.sentNow);
  }
  if (fields.intent === "closed-today") {
    const parsed = parseFormFields(
      closureFormSchema,
      { kind: "rest-of-today", reason: fields.reason, notify_followers: fields.notify_followers },
      { shown: ["reason"] },
    );
    if (!parsed.success) {
      return data({ problems: parsed.problems, values: fields, eventId } satisfies RefusedChange, 400);
    }
    const { notify_followers, __v: _, ...input } = parsed.data;
    try {
      const saved = await closeForTheRestOfToday(
        eventId,
        { ...input, notify_followers },
        { notify: notify_followers, by: admin.email, role: admin.role },
      );
      const notice = closureNoticeAnswer(saved.notice);
      const told = notify_followers ? ` ${notice ? notice.message : CLOSURE_MESSAGES.noNotice}` : "";
      return redirectWithFlash(request, "/admin/live-status", "success", `${CLOSURE_MESSAGES.created}.${told}`);
    } catch (error) {
      const refusal = asRefusal(error, CLOSURE_MESSAGES.saveFailed);
      const problems = { form: refusal.details.fieldErrors?.reason ?? refusal.message };
      return data({ problems, values: fields, eventId } satisfies RefusedChange, refusal.status);
    }
  }
  const parsed = parseFormFields(liveChangeSchema, fields, { shown: ["minutes", "note"] });
  if (!parsed.success) {
    return data({ problems: parsed.problems, values: fields, eventId } satisfies RefusedChange, 400);
  }
  // "Tell followers" is offered with sold out only.
  const notify = parsed.data.state === "sold-out" && fields.notify_followers === "on";
  let told = "";
  try {
    const ownerMustSend =
      parsed.data.state === "sold-out"
        ? await checkSoldOutNotice(eventId, parsed.data.note, { notify, role: admin.role })
        : false;
    await recordLiveChange(eventId, parsed.data, admin.email);
    // Any change puts a waiting sold-out notice right: back to normal withdraws it.
    const notice = closureNoticeAnswer(await tellSoldOut(eventId, { notify, ownerMustSend, by: admin.email }));
    if (notice) told = ` ${notice.message}.`;
  } catch (error) {
    const refusal = asRefusal(error, SAVE_FAILED);
    const note = refusal.details.fieldErrors?.note;
    return data(
      { problems: note ? { note } : { form: refusal.message }, values: fields, eventId } satisfies RefusedChange,
      refusal.status,
    );
  }
  // "We're here" from the dashboard or the events list goes back there.
  const back = LIVE_STATUS_BACKS.find((path) => path === fields.back) ?? "/admin/live-status";
  return redirectWithFlash(request, back, "success", `${WORDS.saved}${told}`);
}

export const meta: Route.MetaFunction = () => adminMeta(WORDS.heading);

/** What visitors read of a status, as staff see it here. */
function statusText(status: LiveStatus | null): string {
  if (!status) return "No live status: visitors see the stop as scheduled.";
  const updated = fill(LIVE_STATUS_WORDS.en.updated, { time: formatTruckDayAndTime(status.at) });
  return `${liveStatusText(status, "en")}${status.note ? `: ${status.note}` : ""} (${updated})`;
}

/** "Jun 6, 2031, 3:50 PM: Harbor Fridays, Running late (20 minutes), by crew@example.com". */
function historyLine(change: LiveHistoryEntry): string {
  const detail = change.minutes ? ` (${change.minutes} minutes)` : change.note ? ` (${change.note})` : "";
  return `${formatTruckDayAndTime(change.at)}: ${change.stop}, ${STATE_WORDS[change.state]}${detail}, by ${change.by}`;
}

const STATE_WORDS = {
  here: WORDS.here,
  late: WORDS.late,
  "sold-out": WORDS.soldOut,
  normal: WORDS.normal,
  closed: WORDS.closedToday,
};

export default function AdminLiveStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { stops, history, audience, canSendNow, success, error, loadFailed } = loaderData;
  // A refusal no stop's fields can say (what to say was not one of ours, or the stop is not on the page): said at the top.
  const refusedHere = actionData && stops.some((stop) => stop.eventId === actionData.eventId);
  const besideFields = ["minutes", "note", "reason", "form"];
  const unplaced = actionData
    ? Object.entries(actionData.problems).find(([name]) => !refusedHere || !besideFields.includes(name))?.[1]
    : undefined;
  return (
    <main className="admin-main">
      <h1>{WORDS.heading}</h1>
      <FlashMessage success={success} error={error ?? (loadFailed ? LOAD_FAILED : null)} />
      {unplaced ? <p role="alert">{unplaced}</p> : null}
      {stops.length === 0 ? <p>No stop today.</p> : null}
      {stops.map((stop) => (
        <StopControls
          key={stop.eventId}
          stop={stop}
          audience={audience}
          canSendNow={canSendNow}
          refused={actionData && actionData.eventId === stop.eventId ? actionData : null}
        />
      ))}
      <section aria-labelledby="live-history-title">
        <h2 id="live-history-title">{WORDS.history}</h2>
        {history.length === 0 ? (
          <p>{WORDS.noHistory}</p>
        ) : (
          <ol className="admin-live-history">
            {history.map((change) => (
              <li key={`${change.eventId}-${change.at.toISOString()}`}>{historyLine(change)}</li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

function StopControls(props: {
  stop: LiveStop & { notice: ShownNotice | null };
  audience: FollowerAudience;
  canSendNow: boolean;
  refused: RefusedChange | null;
}) {
  const { stop } = props;
  const form = serverForm(`live-${stop.eventId}`, props.refused);
  const hidden = <input type="hidden" name="event_id" value={stop.eventId} />;
  return (
    <section className="admin-live-stop" aria-labelledby={`live-${stop.eventId}-title`}>
      <h2 id={`live-${stop.eventId}-title`}>{stop.title}</h2>
      <p>
        {stop.time} · {stop.address}
      </p>
      {stop.cancelled ? (
        <p>Cancelled today: it has no live status.</p>
      ) : (
        <>
          <p role="status">{statusText(stop.status)}</p>
          {form.errors ? <p role="alert">{form.errors[0]}</p> : null}
          <div className="admin-live-taps">
            {/* Back to normal only once there is a status to end. */}
            {(stop.status ? (["here", "normal"] as const) : (["here"] as const)).map((state) => (
              <Form method="post" key={state}>
                {hidden}
                <button
                  type="submit"
                  name="state"
                  value={state}
                  className={state === "here" ? "admin-button" : "admin-button admin-button--secondary"}
                >
                  {STATE_WORDS[state]}
                </button>
              </Form>
            ))}
          </div>
          <Form method="post" className="admin-form" aria-label={`${WORDS.late}: ${stop.title}`}>
            {hidden}
            <InputField
              meta={form.field("minutes")}
              label={WORDS.minutes}
              type="number"
              inputProps={{ inputMode: "numeric", min: LATE_MINUTES.min, max: LATE_MINUTES.max, required: true }}
            />
            <button type="submit" name="state" value="late" className="admin-button">
              {WORDS.late}
            </button>
          </Form>
          <Form method="post" className="admin-form" aria-label={`${WORDS.soldOut}: ${stop.title}`}>
            {hidden}
            <InputField meta={form.field("note")} label={WORDS.note} inputProps={{ maxLength: MAX_LIVE_NOTE }} />
            <CheckboxField
              meta={serverForm(`live-${stop.eventId}-sold-out`, null, { notify_followers: false }).field(
                "notify_followers",
              )}
              label={STOP_NOTICE_MESSAGES.tellFollowers}
              hint={`${WORDS.soldOutNoticeHint} ${STOP_NOTICE_MESSAGES.audience(props.audience.count, props.audience.inSpanish)}`}
            />
            <button type="submit" name="state" value="sold-out" className="admin-button">
              {WORDS.soldOut}
            </button>
          </Form>
          {stop.notice ? (
            <NoticeState
              notice={stop.notice}
              canSendNow={props.canSendNow}
              fields={{ event_id: stop.eventId }}
              about={stop.title}
            />
          ) : null}
          {/* Last: it cancels the stop for the rest of the day. */}
          <Form method="post" className="admin-form" aria-label={`${WORDS.closedToday}: ${stop.title}`}>
            {hidden}
            <InputField
              meta={form.field("reason")}
              label="Reason visitors read"
              inputProps={{ maxLength: MAX_CLOSURE_REASON, required: true }}
            />
            <CheckboxField
              meta={serverForm(`live-${stop.eventId}-closed`, null, { notify_followers: true }).field(
                "notify_followers",
              )}
              label={STOP_NOTICE_MESSAGES.tellFollowers}
            />
            <button type="submit" name="intent" value="closed-today" className="admin-danger">
              {WORDS.closedToday}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
