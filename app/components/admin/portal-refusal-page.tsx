// A Staff user at an Owner-only page (403, issue 18), inside the portal's frame. React Router
// shows a middleware's refusal with the root's boundary before any loader has run, so neither
// the admin layout's boundary nor its data is there: the root draws this page instead, loaded
// only when needed (the portal's navigation and styles stay out of the public pages' bundle).
// The portal refuses this way only a signed-in Staff user (the sign-in check runs first), so
// the navigation is a Staff user's; their e-mail is not known here.
import { PortalFrame } from "#app/components/admin/portal-frame.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import stylesheet from "#app/styles/admin.css?url";

export default function PortalRefusalPage({ error }: { error: unknown }) {
  return (
    <>
      {/* The admin layout's stylesheet, which React Router links only while the layout shows. */}
      <link rel="stylesheet" href={stylesheet} />
      <PortalFrame user={{ role: "staff" }}>
        <ErrorPage error={error} area="portal" />
      </PortalFrame>
    </>
  );
}
