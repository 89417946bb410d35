// POST /api/auth/logout {refreshToken}: revokes the token's family. Always succeeds, so a
// client can clear its tokens whatever the outcome.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { BadRequestError, json, jsonError, readJsonBody } from "../../../domain/api-json.server";
import { revokeRefreshToken } from "../../../domain/tokens.server";
import type { Route } from "./+types/logout";

const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    const { refreshToken } = await readJsonBody(request, logoutSchema);
    if (refreshToken) await revokeRefreshToken(refreshToken);
    return json({ success: true });
  } catch (error) {
    if (error instanceof BadRequestError) return jsonError(400, error.message, "BAD_REQUEST");
    if (isDatabaseUnavailableError(error)) return jsonError(503, "Service unavailable");
    throw error;
  }
}

export function loader() {
  return jsonError(405, "Method not allowed");
}
