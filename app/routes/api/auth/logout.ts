// POST /api/auth/logout {refreshToken}: revokes the token's family. Always succeeds, so a
// client can clear its tokens whatever the outcome.
import { z } from "zod";
import { SERVICE_UNAVAILABLE } from "#app/content/portal-messages.ts";
import { revokeRefreshToken } from "#app/domain/staff/tokens.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/logout";

const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export const action = apiRoute({ unavailable: SERVICE_UNAVAILABLE }, async ({ request }: Route.ActionArgs) => {
  const { refreshToken } = await readJsonBody(request, logoutSchema);
  if (refreshToken) await revokeRefreshToken(refreshToken);
  return json({ success: true });
});
