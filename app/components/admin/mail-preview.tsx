// A mail as the portal previews it: its subject, the HTML part in a frame whose scripts stay off,
// and the plain-text part behind a disclosure. The weekly mail and campaigns share it, each with
// a switch between the mail as followers who read English and those who read Spanish get it
// (issue 50): plain links, so it works without JavaScript.
import { Form, Link } from "react-router";
import { PREVIEW_LANGUAGE_WORDS } from "#app/content/portal-messages.ts";
import { LANGUAGES, type Language } from "#app/i18n/language.ts";

export function MailPreview({
  mail,
  frameTitle,
  loadsImages = false,
  language,
}: {
  mail: { subject: string; html: string; text: string };
  frameTitle: string;
  /**
   * The frame may load the site's own images: the same origin lets the site's
   * Cross-Origin-Resource-Policy allow them, which a bare sandbox's opaque origin is refused.
   */
  loadsImages?: boolean;
  /** The language shown, and where the page shows the other one (`?preview=es`). */
  language?: { shown: Language; hrefOf: (language: Language) => string };
}) {
  return (
    <>
      {language ? (
        <nav aria-label={PREVIEW_LANGUAGE_WORDS.label} className="admin-pipeline-counts">
          <ul>
            {LANGUAGES.map((option) => (
              <li key={option}>
                <Link
                  to={language.hrefOf(option)}
                  aria-current={option === language.shown ? "page" : undefined}
                  preventScrollReset
                >
                  {PREVIEW_LANGUAGE_WORDS.names[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <strong>Subject:</strong> {mail.subject}
      </p>
      <iframe
        title={frameTitle}
        className="admin-mail-preview"
        sandbox={loadsImages ? "allow-same-origin" : ""}
        srcDoc={mail.html}
      />
      <details>
        <summary>Plain text</summary>
        <pre className="admin-mail-text">{mail.text}</pre>
      </details>
    </>
  );
}

/** "Send a test to me" in the language the preview shows: the mail as followers who read it get it. */
export function MailTestForm({ language }: { language: Language }) {
  return (
    <Form method="post">
      <input type="hidden" name="language" value={language} />
      <button type="submit" name="intent" value="test" className="admin-button">
        {PREVIEW_LANGUAGE_WORDS.testIn(language)}
      </button>
    </Form>
  );
}

/** The language a preview page shows: `?preview=es` is Spanish, anything else English. */
export function previewLanguageOf(url: URL): Language {
  return url.searchParams.get("preview") === "es" ? "es" : "en";
}

/** A preview page's address showing `language`. */
export function previewHref(pathname: string, language: Language): string {
  return language === "en" ? pathname : `${pathname}?preview=${language}`;
}
