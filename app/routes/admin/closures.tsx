// /admin/closures and /admin/closures/:id (issue 33): the closures still to end, a form to add one
// (a date range, or "closed for the rest of today") and, on /:id, the form to change or delete
// one. Staff and Owners alike. Plain forms: everything works without JavaScript. "Tell followers"
// is ticked by default; saving says when the notice goes, or that there is nothing to tell.
// Deleting withdraws a notice still waiting; once followers were told of the closure, its delete
// form offers "Tell followers" again, for a "Back on" notice (issue 44).

import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { NoticeState } from "#app/components/admin/waiting-notice.tsx";
import {
  type BilingualText,
  BilingualTextFields,
  CheckboxField,
  FormButtons,
  FormErrors,
  InputField,
  RadioGroupField,
  serverForm,
} from "#app/components/forms.tsx";
import { CLOSURE_MESSAGES, STOP_NOTICE_MESSAGES } from "#app/content/portal-messages.ts";
import { findClosure, listAdminClosures } from "#app/domain/closures/closures.server.ts";
import {
  type AdminClosure,
  type ClosureText,
  closureFormSchema,
  MAX_CLOSURE_REASON,
} from "#app/domain/closures/closures.ts";
import { closureNoticeAnswer } from "#app/domain/events/closure-answers.ts";
import {
  createClosureTellingFollowers,
  deleteClosureTellingFollowers,
  latestClosureNotice,
  type SavedClosure,
  sendClosureNoticeNow,
  updateClosureTellingFollowers,
} from "#app/domain/events/closure-notices.server.ts";
import { shownNotice } from "#app/domain/events/stop-notices.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import type { FollowerAudience } from "#app/domain/newsletter/subscriber-stats.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { parseFormFields } from "#app/domain/shared/submissions.ts";
import { may } from "#app/domain/staff/rights.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { asRefusal, listOrFallback, loadOrRefuse, refusePage } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/closures";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const editing = params.id ? await loadOrRefuse(CLOSURE_MESSAGES.loadOneFailed, () => findClosure(params.id)) : null;
  const latest = editing ? await latestClosureNotice(editing.id) : null;
  // Its notice as staff see it, with "Send now" for Owners while it waits.
  const notice = latest ? shownNotice(latest, STOP_NOTICE_MESSAGES) : null;
  const [{ list: closures, loadFailed, status }, audience] = await Promise.all([
    listOrFallback(() => listAdminClosures(), []),
    followerAudience("stop-changes"),
  ]);
  return data(
    {
      closures,
      editing,
      notice,
      audience,
      canSendNow: may(context.get(adminUserContext).role, "sendNoticeNow"),
      // Followers heard of it (its latest notice went): deleting it may tell them its stops are back on.
      toldFollowers: latest?.status === "sending" || latest?.status === "sent",
      success,
      error,
      loadFailed,
    },
    { status, headers },
  );
}

type Problems = Partial<Record<"starts_on" | "ends_on" | "reason" | "reason_es" | "form", string>>;
type RefusedForm = { problems: Problems; values: Record<string, string> | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  // "Same in Spanish" is a list of boxes: the form's values keep it joined by spaces (serverForm).
  const same = body.getAll("same_in_spanish").map(String);
  const fields: Record<string, string> = { ...formFields(body), same_in_spanish: same.join(" ") };
  const admin = context.get(adminUserContext);
  const back = params.id ? `/admin/closures/${params.id}` : "/admin/closures";
  if (fields.intent === "send-notice-now") {
    try {
      await sendClosureNoticeNow(params.id ?? "", admin);
    } catch (error) {
      const refusal = asRefusal(error, STOP_NOTICE_MESSAGES.failed);
      if (refusal.status === 403) refusePage(refusal);
      return redirectWithFlash(request, back, "error", refusal.message);
    }
    return redirectWithFlash(request, back, "success", STOP_NOTICE_MESSAGES.sentNow);
  }
  if (fields.intent === "delete") {
    let deleted: SavedClosure;
    try {
      deleted = await deleteClosureTellingFollowers(
        params.id ?? fields.id,
        fields.__v === undefined ? undefined : Number(fields.__v),
        { notify: fields.notify_followers === "on", by: admin.email, role: admin.role },
      );
    } catch (error) {
      const refusal = asRefusal(error, CLOSURE_MESSAGES.deleteFailed);
      // The form to change the closure keeps what is stored.
      return data({ problems: { form: refusal.message }, values: null }, refusal.status === 400 ? 400 : 409);
    }
    const notice = closureNoticeAnswer(deleted.notice);
    return redirectWithFlash(
      request,
      "/admin/closures",
      "success",
      notice ? `${CLOSURE_MESSAGES.deleted}. ${notice.message}.` : CLOSURE_MESSAGES.deleted,
    );
  }
  // The kind and the version (only a forged form gets those wrong) are said at the top of the form.
  const parsed = parseFormFields(
    closureFormSchema,
    { ...fields, same_in_spanish: same },
    { shown: ["starts_on", "ends_on", "reason", "reason_es"] },
  );
  if (!parsed.success) return data({ problems: parsed.problems as Problems, values: fields }, 400);
  const { notify_followers, __v, ...input } = parsed.data;
  const choice = { notify: notify_followers, by: admin.email, role: admin.role };
  let saved: SavedClosure;
  try {
    saved = params.id
      ? await updateClosureTellingFollowers(params.id, { ...input, notify_followers }, __v, choice)
      : await createClosureTellingFollowers({ ...input, notify_followers }, choice);
  } catch (error) {
    const refusal = asRefusal(error, CLOSURE_MESSAGES.saveFailed);
    // A refusal about the reason (a web address in a Staff notice) is said beside it.
    const reason = refusal.details.fieldErrors?.reason;
    const problems: Problems = reason ? { reason } : { form: refusal.message };
    return data({ problems, values: fields }, refusal.status);
  }
  const notice = closureNoticeAnswer(saved.notice);
  const said = params.id ? CLOSURE_MESSAGES.updated : CLOSURE_MESSAGES.created;
  const told = notify_followers ? ` ${notice ? notice.message : CLOSURE_MESSAGES.noNotice}` : "";
  return redirectWithFlash(request, params.id ? back : "/admin/closures", "success", `${said}.${told}`);
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit closure" : "Closures");

/** "Wed, Dec 24 to Sun, Dec 28" or "the rest of Wednesday, December 24, 2026". */
function closureDates(closure: AdminClosure): string {
  if (closure.rest_of_today) return `The rest of ${formatDayWithWeekday(closure.starts_on)}`;
  if (closure.starts_on === closure.ends_on) return formatDayWithWeekday(closure.starts_on);
  return `${formatDayWithWeekday(closure.starts_on)} to ${formatDayWithWeekday(closure.ends_on)}`;
}

export default function AdminClosures({ loaderData, actionData }: Route.ComponentProps) {
  const { closures, editing, notice, canSendNow, toldFollowers, success, error, loadFailed } = loaderData;
  return (
    <main className="admin-main">
      <h1>{editing ? "Edit closure" : "Closures"}</h1>
      <FlashMessage success={success} error={error ?? (loadFailed ? CLOSURE_MESSAGES.loadFailed : null)} />
      <p>
        A closure cancels every stop on its days, with its reason, without changing the stops: delete or shorten it and
        the stops it no longer covers are back. A date you cancelled yourself stays cancelled.
      </p>
      <ClosureForm
        // A new form once a closure is added (with JavaScript the page is not reloaded).
        key={editing ? `${editing.id}:${editing.__v}` : `new:${closures.length}:${success ?? ""}`}
        closure={editing}
        audience={loaderData.audience}
        refused={actionData ?? null}
      />
      {editing && notice ? <NoticeState notice={notice} canSendNow={canSendNow} /> : null}
      {editing ? (
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="__v" value={editing.__v} />
          {toldFollowers ? (
            <CheckboxField
              meta={serverForm("closure-delete", null, { notify_followers: true }).field("notify_followers")}
              label={STOP_NOTICE_MESSAGES.tellFollowers}
              hint={STOP_NOTICE_MESSAGES.backOnHint}
            />
          ) : null}
          <button type="submit" className="admin-danger">
            Delete closure
          </button>
          <p>
            <Link to="/admin/closures">Back to closures</Link>
          </p>
        </Form>
      ) : (
        <section aria-labelledby="closures-list-title">
          <h2 id="closures-list-title">Coming up</h2>
          {closures.length === 0 ? (
            <p>{CLOSURE_MESSAGES.empty}</p>
          ) : (
            <ul className="admin-closures">
              {closures.map((closure) => (
                <li key={closure.id} aria-label={closure.reason}>
                  <p>
                    <strong>{closureDates(closure)}</strong>: {closure.reason}
                  </p>
                  <p>
                    <Link to={`/admin/closures/${closure.id}`}>
                      Change or delete<span className="visually-hidden"> {closure.reason}</span>
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

/** The closure's text visitors read, in both languages (issue 49). */
const CLOSURE_TEXT_FIELDS: readonly BilingualText<ClosureText>[] = [
  { text: "reason", label: "Reason", required: true, maxLength: MAX_CLOSURE_REASON },
];

/** A closure's two kinds: days, or the rest of today. */
const CLOSURE_KINDS = [
  { value: "range", label: "These days" },
  { value: "rest-of-today", label: "Closed for the rest of today" },
];

function ClosureForm(props: { closure: AdminClosure | null; refused: RefusedForm | null; audience: FollowerAudience }) {
  const { closure } = props;
  const form = serverForm("closure", props.refused, {
    ...closure,
    kind: closure?.rest_of_today ? "rest-of-today" : "range",
    notify_followers: true,
  });
  return (
    <Form
      method="post"
      className="admin-form admin-form--bilingual"
      aria-label={closure ? "Edit closure" : "Add a closure"}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      {closure ? <input type="hidden" name="__v" value={closure.__v} /> : null}
      <RadioGroupField meta={form.field("kind")} legend="When" options={CLOSURE_KINDS} />
      <InputField meta={form.field("starts_on")} label="First closed day" type="date" />
      <InputField meta={form.field("ends_on")} label="Last closed day" type="date" />
      <BilingualTextFields
        fields={{
          reason: form.field("reason"),
          reason_es: form.field("reason_es"),
          same_in_spanish: form.field("same_in_spanish"),
        }}
        texts={CLOSURE_TEXT_FIELDS}
      />
      <CheckboxField
        meta={form.field("notify_followers")}
        label={STOP_NOTICE_MESSAGES.tellFollowers}
        hint={`One notice listing the stops this closure cancels in the next 7 days, 10 minutes after you save. ${STOP_NOTICE_MESSAGES.audience(props.audience.count, props.audience.inSpanish)}`}
      />
      <FormButtons label={closure ? "Save closure" : "Add closure"} intent="save" intentOnButton />
    </Form>
  );
}
