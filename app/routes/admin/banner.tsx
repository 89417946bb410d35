// /admin/banner: the site-wide announcement banner. Saving is a POST that redirects back with
// 'Banner settings saved successfully!'; the preview shows the saved banner and, with
// JavaScript, follows the form as staff type. A colour pair under WCAG 4.5:1 is warned about.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { useUnsavedChangesWarning } from "#app/components/admin/unsaved-changes.tsx";
import {
  BilingualTextFields,
  CheckboxField,
  ErrorList,
  type FieldMeta,
  FormButtons,
  FormErrors,
  InputField,
  usePortalForm,
} from "#app/components/forms.tsx";
import { BANNER_MESSAGES, CLOSURE_MESSAGES, SPANISH_TEXT_WORDS } from "#app/content/portal-messages.ts";
import { getAdminBannerSettings, saveBannerSettings } from "#app/domain/banner/banner.server.ts";
import {
  type BannerText,
  bannerSettingsFormSchema,
  DEFAULT_BANNER_BACKGROUND,
  DEFAULT_BANNER_TEXT,
  lowContrastWarning,
} from "#app/domain/banner/banner.ts";
import { listAdminClosures } from "#app/domain/closures/closures.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { shownText, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";
import { isDatabaseUnavailableError } from "#app/infra/db.server.ts";
import { replyToInvalid } from "#app/web/form-replies.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { refusedForm } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { commitSession, getSession, redirectWithFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/banner";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const success = session.get("success") ?? null;
  const headers = { "Set-Cookie": await commitSession(session) };
  try {
    // Closures' banners show by themselves (issue 33): staff see when, and that theirs comes first.
    const [settings, closures] = await Promise.all([getAdminBannerSettings(), listAdminClosures().catch(() => [])]);
    return data({ settings, closures, success, loadError: null }, { headers });
  } catch (error) {
    const databaseDown = isDatabaseUnavailableError(error);
    if (!databaseDown) console.error(BANNER_MESSAGES.loadError, error);
    return data(
      {
        settings: null,
        closures: [],
        success,
        loadError: databaseDown ? BANNER_MESSAGES.loadFailed : BANNER_MESSAGES.loadError,
      },
      { status: databaseDown ? 503 : 500, headers },
    );
  }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormBody(request), { schema: bannerSettingsFormSchema });
  if (submission.status !== "success") {
    return data({ result: replyToInvalid(submission, ["__v", "is_active"]) }, { status: 400 });
  }
  const { __v, ...input } = submission.value;
  try {
    await saveBannerSettings(input, __v ?? 0);
  } catch (error) {
    return refusedForm(submission, error, BANNER_MESSAGES.saveFailed);
  }
  return redirectWithFlash(request, "/admin/banner", "success", BANNER_MESSAGES.saved);
}

export const meta: Route.MetaFunction = () => adminMeta("Banner");

/** The banner's texts in both languages, in the form's order. */
const BANNER_TEXT_FIELDS = [
  { text: "message", label: "Message" },
  { text: "link_text", label: "Link Text (optional)" },
] as const;

/** What the preview draws: the texts in both languages, as typed, and the colours. */
type Preview = {
  message: string;
  link_text: string;
  message_es: string;
  link_text_es: string;
  same_in_spanish: readonly string[];
  background_color: string;
  text_color: string;
};

function previewFrom(form: HTMLFormElement): Preview {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "");
  return {
    message: text("message"),
    link_text: text("link_text"),
    message_es: text("message_es").trim(),
    link_text_es: text("link_text_es").trim(),
    same_in_spanish: values.getAll("same_in_spanish").map(String),
    background_color: text("background_color"),
    text_color: text("text_color"),
  };
}

/** A text as the Spanish pages will show it, and whether it is the English still waiting for its Spanish. */
function spanishOf(preview: Preview, text: BannerText): { text: string; fallback: boolean } {
  return { text: shownText("es", preview, text).text, fallback: textsNeedingSpanish(preview, [text]).length > 0 };
}

export default function AdminBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, closures, success, loadError } = loaderData;
  return (
    <main className="admin-main">
      <h1>Banner Settings</h1>
      <FlashMessage success={success} error={loadError} />
      {closures.map((closure) => (
        <p key={closure.id} className="admin-hint" data-closure-banner>
          {CLOSURE_MESSAGES.bannerShows(formatDayWithWeekday(closure.starts_on), formatDayWithWeekday(closure.ends_on))}{" "}
          ({closure.reason})
        </p>
      ))}
      {settings ? <BannerForm key={settings.__v} settings={settings} lastResult={actionData?.result} /> : null}
    </main>
  );
}

function BannerForm({
  settings,
  lastResult,
}: {
  settings: NonNullable<Route.ComponentProps["loaderData"]["settings"]>;
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}) {
  const [form, fields] = usePortalForm({
    id: "banner-form",
    schema: bannerSettingsFormSchema,
    lastResult,
    defaultValue: {
      is_active: settings.is_active ? "on" : undefined,
      message: settings.message,
      link_text: settings.link_text,
      message_es: settings.message_es,
      link_text_es: settings.link_text_es,
      same_in_spanish: settings.same_in_spanish,
      link_url: settings.link_url,
      background_color: settings.background_color,
      text_color: settings.text_color,
      start_date: settings.start_date ?? "",
      end_date: settings.end_date ?? "",
    },
  });
  useUnsavedChangesWarning(form.id, settings.__v);
  const [preview, setPreview] = useState<Preview>(() => ({
    message: settings.message,
    link_text: settings.link_text,
    message_es: settings.message_es,
    link_text_es: settings.link_text_es,
    same_in_spanish: settings.same_in_spanish,
    background_color: settings.background_color,
    text_color: settings.text_color,
  }));
  const warning = lowContrastWarning(preview.background_color, preview.text_color);

  return (
    <div className="admin-banner-layout">
      <Form
        method="post"
        className="admin-form admin-banner-form"
        aria-label="Banner Settings"
        {...getFormProps(form)}
        onInput={(event) => setPreview(previewFrom(event.currentTarget))}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="__v" value={settings.__v} />
        <CheckboxField meta={fields.is_active} label="Show the banner on the website" />
        <BilingualTextFields fields={fields} texts={BANNER_TEXT_FIELDS} />
        <InputField
          meta={fields.link_url}
          label="Link URL (optional)"
          inputProps={{ inputMode: "url", placeholder: "/popup-locations or https://..." }}
        />
        <div className="admin-colour-pair">
          <ColourField meta={fields.background_color} label="Background Colour" fallback={DEFAULT_BANNER_BACKGROUND} />
          <ColourField meta={fields.text_color} label="Text Colour" fallback={DEFAULT_BANNER_TEXT} />
        </div>
        <ErrorList id={fields.background_color.errorId} errors={fields.background_color.errors} />
        <ErrorList id={fields.text_color.errorId} errors={fields.text_color.errors} />
        {warning ? (
          <p className="admin-message admin-contrast-warning" role="note">
            {warning}
          </p>
        ) : null}

        <InputField
          meta={fields.start_date}
          label="Start Date (optional; empty = immediately)"
          type="date"
          inputProps={{ pattern: undefined }}
        />
        <InputField
          meta={fields.end_date}
          label="End Date (optional; empty = no expiry)"
          type="date"
          inputProps={{ pattern: undefined }}
        />
        <FormButtons label="Save Banner Settings" />
      </Form>

      <section aria-labelledby="banner-preview-title" className="admin-banner-preview">
        <h2 id="banner-preview-title">Preview</h2>
        <PreviewBar
          label={BANNER_MESSAGES.previewEnglish}
          preview={preview}
          message={{ text: preview.message, fallback: false }}
          linkText={preview.link_text}
        />
        <PreviewBar
          label={BANNER_MESSAGES.previewSpanish}
          lang="es"
          preview={preview}
          message={spanishOf(preview, "message")}
          linkText={spanishOf(preview, "link_text").text}
          linkFallback={spanishOf(preview, "link_text").fallback}
        />
      </section>
    </div>
  );
}

/** The banner as one language's pages will show it; a text still in English there is marked and said so. */
function PreviewBar(props: {
  label: string;
  lang?: "es";
  preview: Preview;
  message: { text: string; fallback: boolean };
  linkText: string;
  linkFallback?: boolean;
}) {
  const { preview, message } = props;
  const fallback = message.fallback || props.linkFallback;
  return (
    <figure className="admin-banner-preview-language" lang={props.lang}>
      <figcaption lang="en">{props.label}</figcaption>
      <div
        className="admin-banner-preview-bar"
        data-testid={props.lang ? `banner-preview-${props.lang}` : "banner-preview"}
        style={{ backgroundColor: preview.background_color, color: preview.text_color }}
      >
        <span lang={message.fallback || !message.text ? "en" : undefined}>
          {message.text || "Your message appears here"}
        </span>
        {props.linkText ? (
          <span className="admin-banner-preview-link" lang={props.linkFallback ? "en" : undefined}>
            {props.linkText}
          </span>
        ) : null}
      </div>
      {fallback ? (
        <p className="admin-hint" lang="en">
          {SPANISH_TEXT_WORDS.shownInEnglish}
        </p>
      ) : null}
    </figure>
  );
}

/**
 * One of the pair of colour pickers (their errors follow the pair). A picker always sends a
 * colour, so it is never required and has no pattern; with none saved it shows the default.
 */
function ColourField(props: { meta: FieldMeta; label: string; fallback: string }) {
  const { meta } = props;
  return (
    <div>
      <InputField
        meta={meta}
        label={props.label}
        type="color"
        errorsBelow
        inputProps={{ pattern: undefined, required: false, defaultValue: String(meta.initialValue ?? props.fallback) }}
      />
    </div>
  );
}
