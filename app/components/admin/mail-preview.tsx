// A mail as the portal previews it: its subject, the HTML part in a frame whose scripts stay off,
// and the plain-text part behind a disclosure. The weekly mail and campaigns share it.
export function MailPreview({
  mail,
  frameTitle,
  loadsImages = false,
}: {
  mail: { subject: string; html: string; text: string };
  frameTitle: string;
  /**
   * The frame may load the site's own images: the same origin lets the site's
   * Cross-Origin-Resource-Policy allow them, which a bare sandbox's opaque origin is refused.
   */
  loadsImages?: boolean;
}) {
  return (
    <>
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
