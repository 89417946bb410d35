// /admin/reply-templates (Owners only, by the table of rights): the saved starting points of
// staff replies to catering enquiries. Each template is its own small form (save, delete), and
// one more adds a template; every POST redirects back with a flash message, and a refused one
// re-renders the page with what was typed and the message above that form.
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { REPLY_TEMPLATE_TEXT as TEXT } from "#app/content/portal-messages.ts";
import {
  deleteReplyTemplate,
  listReplyTemplates,
  type ReplyTemplateView,
  saveReplyTemplate,
} from "#app/domain/enquiries/replies.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { asRefusal, loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/reply-templates";

const BACK = "/admin/reply-templates";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const templates = await loadOrRefuse(TEXT.loadFailed, listReplyTemplates);
  return data({ templates, success, error }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  const id = fields.id ? fields.id : null;
  try {
    if (fields.intent === "delete" && id) {
      await deleteReplyTemplate(id);
      return redirectWithFlash(request, BACK, "success", TEXT.deleted);
    }
    await saveReplyTemplate(id, fields);
    return redirectWithFlash(request, BACK, "success", id ? TEXT.saved : TEXT.added);
  } catch (caught) {
    const refusal = asRefusal(caught, TEXT.loadFailed);
    return data(
      { formId: id ?? "new", error: refusal.message, fieldErrors: refusal.details.fieldErrors ?? {}, values: fields },
      { status: refusal.status },
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta(TEXT.heading);

type Refused = { formId: string; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

function TemplateForm({ template, refused }: { template: ReplyTemplateView | null; refused: Refused | null }) {
  const formId = template?.id ?? "new";
  const mine = refused?.formId === formId ? refused : null;
  const value = (field: "name" | "subject" | "body") => mine?.values[field] ?? template?.[field] ?? "";
  const fieldId = (field: string) => `template-${formId}-${field}`;
  const errorOf = (field: string) => mine?.fieldErrors[field];
  const wiring = (field: string) => ({
    id: fieldId(field),
    name: field,
    "aria-invalid": errorOf(field) ? true : undefined,
    "aria-describedby": errorOf(field) ? `${fieldId(field)}-error` : undefined,
  });
  const errorLine = (field: string) =>
    errorOf(field) ? (
      <p id={`${fieldId(field)}-error`} className="admin-field-error">
        {errorOf(field)}
      </p>
    ) : null;
  return (
    <Form method="post" className="admin-form admin-reply-template" aria-label={template?.name ?? TEXT.add}>
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      {mine ? (
        <p role="alert" className="admin-message admin-message-error">
          {mine.error}
        </p>
      ) : null}
      <label htmlFor={fieldId("name")}>{TEXT.name}</label>
      <input {...wiring("name")} type="text" required maxLength={80} defaultValue={value("name")} />
      {errorLine("name")}
      <label htmlFor={fieldId("subject")}>{TEXT.subject}</label>
      <input {...wiring("subject")} type="text" required maxLength={200} defaultValue={value("subject")} />
      {errorLine("subject")}
      <label htmlFor={fieldId("body")}>{TEXT.body}</label>
      <textarea {...wiring("body")} required rows={8} maxLength={10000} defaultValue={value("body")} />
      {errorLine("body")}
      <div className="admin-actions">
        <button type="submit" name="intent" value="save">
          {template ? TEXT.save : TEXT.add}
        </button>
        {template ? (
          <button type="submit" name="intent" value="delete" formNoValidate className="admin-action">
            {TEXT.delete}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, success, error } = loaderData;
  const refused = actionData ?? null;
  // A refusal about a template no longer listed (deleted meanwhile, or a forged id) is said here.
  const orphan = refused && refused.formId !== "new" && !templates.some((template) => template.id === refused.formId);
  return (
    <main className="admin-main">
      <h1>{TEXT.heading}</h1>
      <FlashMessage success={success} error={orphan ? refused.error : error} />
      <p>{TEXT.intro}</p>
      {templates.length === 0 ? <p className="admin-empty">{TEXT.empty}</p> : null}
      {templates.map((template) => (
        <section key={template.id} aria-labelledby={`template-${template.id}-heading`}>
          <h2 id={`template-${template.id}-heading`}>{template.name}</h2>
          <TemplateForm template={template} refused={refused} />
        </section>
      ))}
      <section aria-labelledby="template-new-heading">
        <h2 id="template-new-heading">{TEXT.add}</h2>
        <TemplateForm template={null} refused={refused} />
      </section>
    </main>
  );
}
