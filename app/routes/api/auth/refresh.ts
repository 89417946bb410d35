// POST /api/auth/refresh {refreshToken} -> a new access token and a new refresh token.
// The old refresh token is spent; presenting it again revokes its whole family.
import { z } from "zod";
import { SERVICE_UNAVAILABLE } from "../../../content/portal-messages";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { rotateRefreshToken } from "../../../domain/staff/tokens.server";
import { getAdminUser } from "../../../domain/staff/users.server";
import { json, readJsonBody } from "../../../lib/http.server";
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
