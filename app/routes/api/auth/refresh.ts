// POST /api/auth/refresh {refreshToken} -> a new access token and a new refresh token.
// The old refresh token is spent; presenting it again revokes its whole family.
import { z } from "zod";
import { SERVICE_UNAVAILABLE } from "#app/content/portal-messages.ts";
import { rotateRefreshToken } from "#app/domain/staff/tokens.server.ts";
import { getAdminUser } from "#app/domain/staff/users.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/refresh";

const refreshSchema = z.object({ refreshToken: z.string().max(200).optional() });

export const action = apiRoute({ unavailable: SERVICE_UNAVAILABLE }, async ({ request }: Route.ActionArgs) => {
  const { refreshToken } = await readJsonBody(request, refreshSchema);
  const rotated = await rotateRefreshToken(refreshToken);
  return json({
    success: true,
    accessToken: rotated.accessToken,
    refreshToken: rotated.refreshToken,
    user: await getAdminUser(rotated.user.id),
  });
});
