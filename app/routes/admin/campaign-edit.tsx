// /admin/campaigns/new and /admin/campaigns/:id (Owners only): a campaign to the followers of
// news. The Owner writes the subject and plain text, with one optional image that needs alt text,
// and saves it as a draft; a saved draft shows its preview (HTML and plain text), sends a test to
// the Owner, and is sent now or at a set time. Every step is a POST that redirects back with a
// flash message, so all of it works without JavaScript; a refused draft comes back as typed.
// Issue 50: an optional Spanish version beside the English, a preview and a test in either
// language, and how many followers get which before it is sent.
import { data, Form, Link } from "react-router";
import { CampaignSendForm } from "#app/components/admin/campaign-send-form.tsx";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { ImageUploadField } from "#app/components/admin/image-upload-field.tsx";
import { MailPreview, MailTestForm, previewHref, previewLanguageOf } from "#app/components/admin/mail-preview.tsx";
import { MailingCounts } from "#app/components/admin/mailing-counts.tsx";
import {
  type BilingualText,
  BilingualTextFields,
  FormButtons,
  FormErrors,
  serverForm,
} from "#app/components/forms.tsx";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { CAMPAIGN_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import {
  CAMPAIGN_TOPIC,
  campaignPreview,
  getCampaignDraft,
  saveCampaignDraft,
  sendCampaign,
  sendCampaignTest,
  sendTimeFrom,
} from "#app/domain/campaigns/campaigns.server.ts";
import {
  CAMPAIGN_IMAGE_ALT_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CAMPAIGN_TEXT_MAX_LENGTH,
  type CampaignField,
  campaignDraftSchema,
  hasSpanishVersion,
} from "#app/domain/campaigns/campaigns.ts";
import { mailingProgress } from "#app/domain/mailings/mailings.server.ts";
import { followerAudience } from "#app/domain/newsletter/followers.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { parseFormFields } from "#app/domain/shared/submissions.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { type ImageForm, imageFileFieldName, imageUrlFromForm, readImageFromForm } from "#app/web/image-form.server.ts";
import { asRefusal, refusePage, refuseUnknownAction } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/campaign-edit";

const IMAGE_FIELD = "image";

/** The campaign's words, each with its Spanish beside it (optional: without it, all get the English). */
const WORDS: readonly BilingualText<"subject" | "text">[] = [
  {
    text: "subject",
    label: "Subject",
    spanishLabel: "Subject in Spanish (optional)",
    maxLength: CAMPAIGN_SUBJECT_MAX_LENGTH,
    same: false,
  },
  {
    text: "text",
    label: "Text",
    spanishLabel: "Text in Spanish (optional)",
    multiline: true,
    rows: 12,
    maxLength: CAMPAIGN_TEXT_MAX_LENGTH,
    hint: TEXT.textHint,
    same: false,
  },
];

const IMAGE_ALT: readonly BilingualText<"imageAlt">[] = [
  {
    text: "imageAlt",
    label: "Image description (alt text)",
    spanishLabel: "Image description in Spanish (optional)",
    maxLength: CAMPAIGN_IMAGE_ALT_MAX_LENGTH,
    hint: TEXT.imageAltHint,
    same: false,
  },
];

function campaignNotFound(): never {
  refusePage(new Refusal(404, "Campaign not found"));
}

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  const draft = params.id ? await getCampaignDraft(params.id) : null;
  if (params.id && !draft) campaignNotFound();
  const { success, error, headers } = await takeFlash(request);
  const config = getConfig();
  const previewLanguage = previewLanguageOf(url);
  const links = { siteUrl: config.siteUrl, secret: config.sessionSecret };
  const [details, audience, mail, progress] = await Promise.all([
    getBusinessDetails(),
    followerAudience(CAMPAIGN_TOPIC),
    draft ? campaignPreview(draft, me.email, links, { inPortal: true, language: previewLanguage }) : null,
    draft?.sentAt ? mailingProgress(draft.id) : null,
  ]);
  return data(
    {
      draft,
      mail: mail ? { subject: mail.subject, text: mail.text, html: mail.html } : null,
      progress,
      audience,
      previewLanguage,
      hasSpanish: draft ? hasSpanishVersion(draft) : false,
      hasPostalAddress: details.postalAddress.trim() !== "",
      success,
      error,
    },
    { headers },
  );
}

type SaveRefused = {
  intent: "save";
  errors: Partial<Record<CampaignField | "form", string>>;
  values: Record<CampaignField, string>;
};
type SendRefused = { intent: "send"; sendError: string; sendAt: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = context.get(adminUserContext);
  // One reader for every form of the page: the draft is multipart (its image), the others not.
  let form: ImageForm;
  try {
    form = await readImageFromForm(request, imageFileFieldName(IMAGE_FIELD));
  } catch (error) {
    refusePage(asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE));
  }
  const field = (name: string) => String(form.fields.get(name) ?? "");
  const intent = field("intent");
  if (intent === "save") return saveDraft(request, params.id ?? null, form, me.email);

  const draft = params.id ? await getCampaignDraft(params.id) : null;
  if (!draft) campaignNotFound();
  const config = getConfig();
  const here = `/admin/campaigns/${draft.id}`;
  switch (intent) {
    case "test": {
      const language = field("language") === "es" ? "es" : "en";
      await sendCampaignTest(draft, me.email, { siteUrl: config.siteUrl, secret: config.sessionSecret }, language);
      return redirectWithFlash(request, previewHref(here, language), "success", TEXT.testQueued);
    }
    case "send": {
      const later = field("when") === "later";
      try {
        const sendAt = later ? sendTimeFrom(field("sendAt"), now()) : undefined;
        await sendCampaign(draft, { sendAt, by: me.email, now: now(), siteUrl: config.siteUrl });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return data<SendRefused>(
          { intent: "send", sendError: error.message, sendAt: field("sendAt") },
          { status: error.status },
        );
      }
      return redirectWithFlash(request, "/admin/campaigns", "success", later ? TEXT.scheduled : TEXT.sentNow);
    }
    default:
      refuseUnknownAction();
  }
}

async function saveDraft(request: Request, id: string | null, form: ImageForm, author: string) {
  const values: Record<CampaignField, string> = {
    subject: String(form.fields.get("subject") ?? ""),
    text: String(form.fields.get("text") ?? ""),
    imageUrl: String(form.fields.get(IMAGE_FIELD) ?? ""),
    imageAlt: String(form.fields.get("imageAlt") ?? ""),
    subject_es: String(form.fields.get("subject_es") ?? ""),
    text_es: String(form.fields.get("text_es") ?? ""),
    imageAlt_es: String(form.fields.get("imageAlt_es") ?? ""),
  };
  let errors: SaveRefused["errors"] = {};
  let status = 400;
  try {
    // Stored before the other fields are checked, so a refused draft comes back with its image.
    if (form.imageRefusal) throw form.imageRefusal;
    values.imageUrl = await imageUrlFromForm(form, IMAGE_FIELD, "campaign");
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    errors.imageUrl = error.message;
    status = error.status;
  }
  const parsed = parseFormFields(campaignDraftSchema, values);
  // A refused image keeps its own message over the schema's.
  if (!parsed.success) errors = { ...parsed.problems, ...errors };
  if (!parsed.success || Object.keys(errors).length > 0) {
    return data<SaveRefused>({ intent: "save", errors, values }, { status });
  }
  let saved: string;
  try {
    saved = await saveCampaignDraft(id, parsed.data, author);
  } catch (error) {
    const refusal = asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE);
    return data<SaveRefused>({ intent: "save", errors: { form: refusal.message }, values }, { status: refusal.status });
  }
  return redirectWithFlash(request, `/admin/campaigns/${saved}`, "success", TEXT.saved);
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Campaign" : "Write a campaign");

export default function CampaignEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, mail, progress } = loaderData;
  const refusedSave = actionData?.intent === "save" ? actionData : null;
  const refusedSend = actionData?.intent === "send" ? actionData : null;
  const refusedWords = refusedSave ? { problems: refusedSave.errors, values: refusedSave.values } : null;
  const words = serverForm("campaign", refusedWords, draft ?? {});
  const sent = Boolean(draft?.sentAt);
  return (
    <main className="admin-main admin-campaign">
      <p>
        <Link to="/admin/campaigns">All campaigns</Link>
      </p>
      <h1>{!draft ? "Write a campaign" : sent ? "Sent campaign" : "Campaign draft"}</h1>
      <FlashMessage success={loaderData.success} error={loaderData.error} />
      {!loaderData.hasPostalAddress && !sent ? (
        <p className="admin-warning">
          {TEXT.heldNoAddress} <Link to="/admin/business">Enter it in Business details</Link>
        </p>
      ) : null}
      {progress ? (
        <section aria-labelledby="campaign-progress" className="admin-account-section">
          <h2 id="campaign-progress">Progress</h2>
          <MailingCounts progress={progress} />
        </section>
      ) : null}
      {sent ? null : (
        <section aria-labelledby="campaign-words" className="admin-account-section">
          <h2 id="campaign-words">Draft</h2>
          <Form method="post" encType="multipart/form-data" className="admin-form admin-form--bilingual" noValidate>
            <FormErrors id={words.errorId} errors={words.errors} />
            <p className="admin-field-hint">{TEXT.spanishHint}</p>
            <BilingualTextFields
              fields={{
                subject: words.field("subject"),
                subject_es: words.field("subject_es"),
                text: words.field("text"),
                text_es: words.field("text_es"),
              }}
              texts={WORDS}
            />
            <ImageUploadField
              name={IMAGE_FIELD}
              label="Image (optional)"
              kind="campaign"
              defaultValue={words.field("imageUrl").initialValue}
              error={refusedSave?.errors.imageUrl}
            />
            <BilingualTextFields
              fields={{ imageAlt: words.field("imageAlt"), imageAlt_es: words.field("imageAlt_es") }}
              texts={IMAGE_ALT}
            />
            <FormButtons label="Save draft" intent="save" intentOnButton />
          </Form>
        </section>
      )}
      {draft && mail ? (
        <section aria-labelledby="campaign-preview" className="admin-account-section">
          <h2 id="campaign-preview">Preview</h2>
          <MailPreview
            mail={mail}
            frameTitle="The campaign as it looks in an inbox"
            loadsImages
            language={{
              shown: loaderData.previewLanguage,
              hrefOf: (language) => previewHref(`/admin/campaigns/${draft.id}`, language),
            }}
          />
          {loaderData.previewLanguage === "es" && !loaderData.hasSpanish ? (
            <p className="admin-field-hint">{TEXT.noSpanishPreview}</p>
          ) : null}
          {sent ? null : <MailTestForm language={loaderData.previewLanguage} />}
        </section>
      ) : null}
      {draft && !sent ? (
        <section aria-labelledby="campaign-send" className="admin-account-section">
          <h2 id="campaign-send">Send</h2>
          <p>{TEXT.audience(loaderData.audience.count, loaderData.audience.inSpanish, loaderData.hasSpanish)}</p>
          {loaderData.hasPostalAddress ? <CampaignSendForm refused={refusedSend} /> : null}
        </section>
      ) : null}
      {draft?.sentAt ? (
        <p className="admin-muted">Sent from the portal on {formatTruckDayAndTime(draft.sentAt)}.</p>
      ) : null}
    </main>
  );
}
