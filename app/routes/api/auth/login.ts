// POST /api/auth/login {email, password} -> {success, accessToken, refreshToken, user}.
// The same sign-in check (and throttle) as the portal's login page.
import { z } from "zod";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { attemptSignIn, clientAddress } from "../../../domain/staff/auth.server";
import { LOGIN_ERROR, MISSING_CREDENTIALS } from "../../../content/portal-messages";
import { issueAccessToken, issueRefreshToken } from "../../../domain/staff/tokens.server";
import { getAdminUser } from "../../../domain/staff/users.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/login";

const loginSchema = z.object({
  email: z.string(MISSING_CREDENTIALS).max(254),
  password: z.string(MISSING_CREDENTIALS).max(200),
});

export const action = apiRoute({ unavailable: LOGIN_ERROR }, async ({ request, context }: Route.ActionArgs) => {
  const input = await readJsonBody(request, loginSchema);
  const user = await attemptSignIn({ ...input, clientAddress: clientAddress(context) });
  return json({
    success: true,
    accessToken: issueAccessToken(user),
    refreshToken: await issueRefreshToken(user),
    user: await getAdminUser(user.id),
  });
});
