// POST /api/auth/refresh {refreshToken} -> a new access token and a new refresh token.
// The old refresh token is spent; presenting it again revokes its whole family.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { findAdminUser } from "../../../domain/staff/users.server";
import { rotateRefreshToken } from "../../../domain/staff/tokens.server";
import type { Route } from "./+types/refresh";

const refreshSchema = z.object({ refreshToken: z.string().max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  try {
    const { refreshToken } = await readJsonBody(request, refreshSchema);
    if (!refreshToken) return jsonError(401, "Refresh token required", "NO_REFRESH_TOKEN");
    const rotated = await rotateRefreshToken(refreshToken);
    if (!rotated) return jsonError(401, "Session expired. Please log in again.", "REFRESH_FAILED");
    return json({
      success: true,
      accessToken: rotated.accessToken,
      refreshToken: rotated.refreshToken,
      user: await findAdminUser(rotated.user.id),
    });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, "Service unavailable");
    throw error;
  }
}
