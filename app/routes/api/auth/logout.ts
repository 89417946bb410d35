// POST /api/auth/logout {refreshToken}: revokes the token's family. Always succeeds, so a
// client can clear its tokens whatever the outcome.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { revokeRefreshToken } from "../../../domain/staff/tokens.server";
import type { Route } from "./+types/logout";

const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export async function action({ request }: Route.ActionArgs) {
  try {
    const { refreshToken } = await readJsonBody(request, logoutSchema);
    if (refreshToken) await revokeRefreshToken(refreshToken);
    return json({ success: true });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, "Service unavailable");
    throw error;
  }
}
