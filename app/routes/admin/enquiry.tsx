// /admin/enquiries/:id: one enquiry in full (the caterer's details too), where it stands in the
// pipeline and its history, replies from the portal (blank or from a saved template, chosen with
// a GET ?template=), and the delivery of its mails. Each POST redirects back with a flash message;
// a refused one re-renders the page with what was typed and the message beside its field.
import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { FormButtons, FormErrors, InputField, SelectField, serverForm, TextareaField } from "#app/components/forms.tsx";
import { ENQUIRY_DETAIL_TEXT as DETAIL } from "#app/content/enquiry-details.ts";
import { INBOX_MESSAGES, PIPELINE_TEXT, PORTAL_LANGUAGE_NAMES } from "#app/content/portal-messages.ts";
import { getEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { changeEnquiryStatus, enquiryHistory, type HistoryEntry } from "#app/domain/enquiries/pipeline.server.ts";
import { enquiryDetailRows, eventTimeSpan, PIPELINE_STATUSES } from "#app/domain/enquiries/pipeline.ts";
import { listReplyTemplates, replyFromTemplate, sendEnquiryReply } from "#app/domain/enquiries/replies.server.ts";
import { formatDayWithWeekday, formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { may } from "#app/domain/staff/rights.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { replyContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal, loadOrRefuse, refusePage } from "#app/web/refusal.server.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/enquiry";

const STATUS_LABELS: Record<string, string> = { ...PIPELINE_TEXT.statuses, archived: "Archived" };

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const found = await loadOrRefuse(INBOX_MESSAGES.loadOneFailed, async () => {
    const { enquiry, mail } = await getEnquiry(params.id);
    // The client's language's templates first (issue 50).
    const [history, templates] = await Promise.all([enquiryHistory(params.id), listReplyTemplates(enquiry.language)]);
    const templateId = url.searchParams.get("template") ?? "";
    // An unknown template (deleted since) starts blank rather than failing the page; a blank
    // reply is taken to be in the client's language.
    const blank = { subject: "", text: "", language: enquiry.language };
    const draft = templateId ? await replyFromTemplate(templateId, enquiry).catch(() => blank) : blank;
    return { enquiry, mail, history, templates, templateId, draft };
  });
  const mayEditTemplates = may(context.get(adminUserContext).role, "replyTemplates");
  return data({ ...found, mayEditTemplates, success, error }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  const admin = context.get(adminUserContext);
  const back = `/admin/enquiries/${params.id}`;
  const intent = fields.intent === "reply" ? "reply" : "status";
  try {
    if (intent === "reply") {
      const { to } = await sendEnquiryReply(params.id, fields, admin, await replyContextFor());
      return redirectWithFlash(request, back, "success", PIPELINE_TEXT.replySent(to));
    }
    const status = await changeEnquiryStatus(params.id, fields, admin);
    return redirectWithFlash(request, back, "success", PIPELINE_TEXT.marked(PIPELINE_TEXT.statuses[status]));
  } catch (caught) {
    const refusal = asRefusal(caught, INBOX_MESSAGES.updateFailed);
    if (refusal.status === 404) refusePage(refusal);
    const problems = { ...refusal.details.fieldErrors, form: refusal.message };
    return data({ intent, problems, values: fields }, { status: refusal.status });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.enquiry.name ?? "Enquiry"} | Sando Truck Admin` },
];

const MAIL_KIND_LABELS: Record<string, string> = {
  "enquiry-staff": "Mail to staff",
  "enquiry-confirmation": "Confirmation to the visitor",
  // Issue 53: the thanks with the review pages, the day after a booked event.
  "review-ask": "Review ask to the client, the day after the event",
};

function replyMailLine(mail: HistoryEntry["replyMail"]): string {
  if (mail?.status === "sent" && mail.sentAt) return PIPELINE_TEXT.replyDelivered(formatTruckDayAndTime(mail.sentAt));
  return mail?.status === "failed" ? PIPELINE_TEXT.replyFailed : PIPELINE_TEXT.replyWaiting;
}

function historyLine(entry: HistoryEntry): string {
  if (entry.kind === "reply") return PIPELINE_TEXT.replySent(entry.replyTo);
  const change = PIPELINE_TEXT.changed(
    STATUS_LABELS[entry.fromStatus] ?? entry.fromStatus,
    STATUS_LABELS[entry.toStatus] ?? entry.toStatus,
  );
  return entry.reason ? `${change} (${entry.reason})` : change;
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, mail, history, templates, templateId, draft, mayEditTemplates, success, error } = loaderData;
  const refused = actionData ?? null;
  const statusForm = serverForm("enquiry", refused?.intent === "status" ? refused : null, {
    status: enquiry.status,
    reason: enquiry.lostReason,
  });
  const replyForm = serverForm("reply", refused?.intent === "reply" ? refused : null, draft);
  const { details } = enquiry;
  // On the page the hours start their own cell: "From 5:30 PM" where the mail says "Time: from ...".
  const time = eventTimeSpan(details.startTime, details.endTime);
  const detailRows: [string, string][] = [
    ...enquiryDetailRows(details, time.charAt(0).toUpperCase() + time.slice(1)),
    [DETAIL.siteNotes, details.siteNotes],
  ];
  const replies = history.filter((entry) => entry.kind === "reply");
  return (
    <main className="admin-main admin-enquiry">
      <p>
        <Link to="/admin/enquiries">Back to enquiries</Link>
      </p>
      <h1>{enquiry.name}</h1>
      <FlashMessage success={success} error={error} />
      <dl className="admin-details">
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[enquiry.status]}
          {enquiry.status === "lost" && enquiry.lostReason ? ` (${enquiry.lostReason})` : ""}
        </dd>
        <dt>Received</dt>
        <dd>{formatTruckDayAndTime(enquiry.receivedAt)}</dd>
        <dt>{PIPELINE_TEXT.languageLabel}</dt>
        <dd>{PORTAL_LANGUAGE_NAMES[enquiry.language]}</dd>
        <dt>Event date</dt>
        <dd>{formatDayWithWeekday(enquiry.eventDate)}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>{enquiry.phone}</a>
        </dd>
        {detailRows
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="admin-message-text">{value}</dd>
            </Fragment>
          ))}
        <dt>Message</dt>
        <dd className="admin-message-text">{enquiry.message}</dd>
      </dl>

      <p>
        <Link to={`/admin/enquiries/${enquiry.id}/quote`}>Build or send the quote</Link>
      </p>

      <h2>Status</h2>
      <Form method="post" className="admin-form admin-enquiry-status" key={enquiry.status}>
        <input type="hidden" name="intent" value="status" />
        <FormErrors id={statusForm.errorId} errors={statusForm.errors} />
        <SelectField meta={statusForm.field("status")} label="Status">
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <InputField
          meta={statusForm.field("reason")}
          label={PIPELINE_TEXT.lostReason}
          inputProps={{ maxLength: 300 }}
        />
        <FormButtons label="Save status" intent="status" />
      </Form>

      <h2>{PIPELINE_TEXT.replyHeading}</h2>
      {templates.length > 0 ? (
        <Form method="get" className="admin-filter" key={`pick-${templateId}`}>
          <SelectField
            meta={serverForm("reply", null, { template: templateId }).field("template")}
            label={PIPELINE_TEXT.startFrom}
          >
            <option value="">{PIPELINE_TEXT.blank}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {`${template.name} (${PORTAL_LANGUAGE_NAMES[template.language]})`}
              </option>
            ))}
          </SelectField>
          <button type="submit">{PIPELINE_TEXT.useTemplate}</button>
        </Form>
      ) : null}
      <Form method="post" className="admin-form admin-enquiry-reply" key={`reply-${templateId}`}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="language" value={draft.language} />
        <FormErrors id={replyForm.errorId} errors={replyForm.errors} />
        <p>To: {enquiry.email}</p>
        <InputField
          meta={replyForm.field("subject")}
          label={PIPELINE_TEXT.replySubject}
          inputProps={{ required: true, maxLength: 200 }}
        />
        <TextareaField
          meta={replyForm.field("text")}
          label={PIPELINE_TEXT.replyText}
          textareaProps={{ required: true, rows: 10, maxLength: 10000 }}
        />
        {/* The button keeps its words while the reply is sent; it cannot be pressed twice. */}
        <FormButtons label={PIPELINE_TEXT.sendReply} busyLabel={PIPELINE_TEXT.sendReply} intent="reply" />
      </Form>
      {mayEditTemplates ? (
        <p>
          <Link to="/admin/reply-templates">{PIPELINE_TEXT.editTemplates}</Link>
        </p>
      ) : null}

      {replies.length > 0 ? (
        <>
          <h2>{PIPELINE_TEXT.replies}</h2>
          {replies.map((reply) => (
            <article key={reply.id} className="admin-enquiry-reply-sent">
              <h3>{reply.replySubject}</h3>
              <p>
                <small>
                  {formatTruckDayAndTime(reply.at)}, {reply.by}. {replyMailLine(reply.replyMail)}
                </small>
              </p>
              <p className="admin-message-text">{reply.replyText}</p>
            </article>
          ))}
        </>
      ) : null}

      <h2>{PIPELINE_TEXT.history}</h2>
      {history.length === 0 ? (
        <p>{PIPELINE_TEXT.noHistory}</p>
      ) : (
        <ol className="admin-enquiry-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatTruckDayAndTime(entry.at)}</time>
              {" · "}
              {entry.by || PIPELINE_TEXT.theSite}
              {": "}
              {historyLine(entry)}
            </li>
          ))}
        </ol>
      )}

      <h2>Mail</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Mail</th>
            <th scope="col">To</th>
            <th scope="col">Delivery</th>
            <th scope="col">Attempts</th>
          </tr>
        </thead>
        <tbody>
          {mail.map((message) => (
            <tr key={message.kind}>
              <td data-label="Mail">{MAIL_KIND_LABELS[message.kind] ?? message.kind}</td>
              <td data-label="To">{message.to}</td>
              <td data-label="Delivery">
                {message.status === "sent" && message.sentAt
                  ? `Sent ${formatTruckDayAndTime(message.sentAt)}`
                  : message.status === "failed"
                    ? `Failed: ${message.lastError}`
                    : message.lastError
                      ? `Waiting to retry (${message.lastError})`
                      : "Waiting to send"}
              </td>
              <td data-label="Attempts">{message.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
