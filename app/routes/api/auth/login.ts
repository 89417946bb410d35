// POST /api/auth/login {email, password} -> {success, accessToken, refreshToken, user, deviceToken}.
// The same sign-in check (and throttle) as the portal's login page; the device token, sent back
// as X-Device-Token on later sign-ins, counts as a browser's device cookie (issue 27).
import { z } from "zod";
import { LOGIN_ERROR, MISSING_CREDENTIALS } from "#app/content/portal-messages.ts";
import { attemptSignIn } from "#app/domain/staff/sign-in.server.ts";
import { issueTokenPair } from "#app/domain/staff/tokens.server.ts";
import { getAdminUser } from "#app/domain/staff/users.server.ts";
import { DEVICE_TOKEN_HEADER } from "#app/web/device-cookie.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import { clientAddress } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/login";

const loginSchema = z.object({
  email: z.string(MISSING_CREDENTIALS).max(254),
  password: z.string(MISSING_CREDENTIALS).max(200),
});

export const action = apiRoute({ unavailable: LOGIN_ERROR }, async ({ request, context }: Route.ActionArgs) => {
  const input = await readJsonBody(request, loginSchema);
  const { user, deviceToken } = await attemptSignIn({
    ...input,
    clientAddress: clientAddress(context),
    deviceToken: request.headers.get(DEVICE_TOKEN_HEADER),
    userAgent: request.headers.get("User-Agent"),
  });
  return json({
    success: true,
    ...(await issueTokenPair(user)),
    user: await getAdminUser(user.id),
    deviceToken,
  });
});
