// The frame of every staff page, drawn by the admin layout and by its error boundary: the
// portal's navigation and, while the next page loads, a spinner.
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import type { Section } from "#app/domain/staff/rights.ts";
import type { Role } from "#app/domain/staff/users.ts";

/** Who is signed in, as the navigation shows them; the e-mail is unknown on a refusal page. */
type PortalUser = { email?: string; role: Role; samples?: readonly Section[] };

/** `user`: none when it is not known who is signed in: the frame is drawn without navigation. */
export function PortalFrame({ user, children }: { user: PortalUser | undefined; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="admin-shell" aria-busy={busy}>
      {user ? <AdminNav email={user.email} role={user.role} samples={user.samples} /> : null}
      {busy ? (
        <div className="admin-pending" role="progressbar" aria-label="Loading">
          <span className="admin-spinner" />
        </div>
      ) : null}
      {children}
    </div>
  );
}
