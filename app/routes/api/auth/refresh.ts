// POST /api/auth/refresh {refreshToken} -> a new access token and a new refresh token.
// The old refresh token is spent; presenting it again revokes its whole family.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { BadRequestError, json, jsonError, readJsonBody } from "../../../domain/api-json.server";
import { findAdminUser } from "../../../domain/admin-users.server";
import { rotateRefreshToken } from "../../../domain/tokens.server";
import type { Route } from "./+types/refresh";

const refreshSchema = z.object({ refreshToken: z.string().max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
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
    if (error instanceof BadRequestError) return jsonError(400, error.message, "BAD_REQUEST");
    if (isDatabaseUnavailableError(error)) return jsonError(503, "Service unavailable");
    throw error;
  }
}

export function loader() {
  return jsonError(405, "Method not allowed");
}
