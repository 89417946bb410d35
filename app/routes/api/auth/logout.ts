// POST /api/auth/logout {refreshToken}: revokes the token's family. Always succeeds, so a
// client can clear its tokens whatever the outcome.
import { z } from "zod";
import { SERVICE_UNAVAILABLE } from "../../../content/portal-messages";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { revokeRefreshToken } from "../../../domain/staff/tokens.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/logout";

const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export const action = apiRoute({ unavailable: SERVICE_UNAVAILABLE }, async ({ request }: Route.ActionArgs) => {
  const { refreshToken } = await readJsonBody(request, logoutSchema);
  if (refreshToken) await revokeRefreshToken(refreshToken);
  return json({ success: true });
});
