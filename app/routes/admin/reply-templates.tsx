// /admin/reply-templates (Owners only, by the table of rights): the saved starting points of
// staff replies to catering enquiries. Each template is its own small form (save, delete), and
// one more adds a template; every POST redirects back with a flash message, and a refused one
// re-renders the page with what was typed and the message above that form.
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import {
  FormButtons,
  FormErrors,
  InputField,
  type RefusedForm,
  SelectField,
  serverForm,
  TextareaField,
} from "#app/components/forms.tsx";
import { PORTAL_LANGUAGE_NAMES, REPLY_TEMPLATE_TEXT as TEXT } from "#app/content/portal-messages.ts";
import {
  deleteReplyTemplate,
  listReplyTemplates,
  type ReplyTemplateView,
  saveReplyTemplate,
} from "#app/domain/enquiries/replies.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
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
    const problems = { ...refusal.details.fieldErrors, form: refusal.message };
    return data({ formId: id ?? "new", problems, values: fields }, { status: refusal.status });
  }
}

export const meta: Route.MetaFunction = () => adminMeta(TEXT.heading);

type Refused = RefusedForm & { formId: string };

function TemplateForm({ template, refused }: { template: ReplyTemplateView | null; refused: Refused | null }) {
  const formId = template?.id ?? "new";
  const form = serverForm(
    `template-${formId}`,
    refused?.formId === formId ? refused : null,
    template ?? { language: "en" },
  );
  return (
    <Form method="post" className="admin-form admin-reply-template" aria-label={template?.name ?? TEXT.add}>
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField meta={form.field("name")} label={TEXT.name} inputProps={{ required: true, maxLength: 80 }} />
      <SelectField meta={form.field("language")} label={TEXT.languageLabel} hint={TEXT.languageHint}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {PORTAL_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <InputField meta={form.field("subject")} label={TEXT.subject} inputProps={{ required: true, maxLength: 200 }} />
      <TextareaField
        meta={form.field("body")}
        label={TEXT.body}
        textareaProps={{ required: true, rows: 8, maxLength: 10000 }}
      />
      <FormButtons label={template ? TEXT.save : TEXT.add} intent="save" intentOnButton>
        {template ? (
          <button type="submit" name="intent" value="delete" formNoValidate className="admin-action">
            {TEXT.delete}
          </button>
        ) : null}
      </FormButtons>
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
      <FlashMessage success={success} error={orphan ? (refused.problems.form ?? null) : error} />
      <p>{TEXT.intro}</p>
      {templates.length === 0 ? <p className="admin-empty">{TEXT.empty}</p> : null}
      {templates.map((template) => (
        <section key={template.id} aria-labelledby={`template-${template.id}-heading`}>
          <h2 id={`template-${template.id}-heading`}>
            {template.name} <span className="admin-badge">{PORTAL_LANGUAGE_NAMES[template.language]}</span>
          </h2>
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
