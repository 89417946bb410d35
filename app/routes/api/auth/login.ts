// POST /api/auth/login {email, password} -> {success, accessToken, refreshToken, user}.
// The same sign-in check (and throttle) as the portal's login page.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { attemptSignIn, clientAddress, SignInError } from "../../../domain/staff/auth.server";
import { MISSING_CREDENTIALS, LOGIN_ERROR } from "../../../domain/staff/auth-messages";
import { findAdminUser } from "../../../domain/staff/users.server";
import { issueAccessToken, issueRefreshToken } from "../../../domain/staff/tokens.server";
import type { Route } from "./+types/login";

const loginSchema = z.object({
  email: z.string(MISSING_CREDENTIALS).max(254),
  password: z.string(MISSING_CREDENTIALS).max(200),
});

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const input = await readJsonBody(request, loginSchema);
    const user = await attemptSignIn({ ...input, clientAddress: clientAddress(context) });
    const view = await findAdminUser(user.id);
    return json({
      success: true,
      accessToken: issueAccessToken(user),
      refreshToken: await issueRefreshToken(user),
      user: view,
    });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof SignInError) return jsonError(error.status, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, LOGIN_ERROR);
    throw error;
  }
}
