// The one sign-in check, for the portal and the token API alike: the throttle, the password and
// the device token (issue 27). How a request reaches it is app/web/sign-in.server.ts.
import {
  INVALID_CREDENTIALS,
  MISSING_CREDENTIALS,
  SIGN_IN_LINK_SENT,
  TOO_MANY_ATTEMPTS,
} from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import {
  findDeviceFor,
  giveDeviceToken,
  isGenuineDeviceToken,
  type KnownDevice,
  noteDeviceUse,
} from "./device-cookies.server.ts";
import { withSignInCapacity } from "./passwords.server.ts";
import { offerSignInLink } from "./sign-in-links.server.ts";
import { beginSignInAttempt, completeSignInAttempt, forgetAttempt } from "./sign-in-throttle.server.ts";
import { type SignedInAdmin, verifyAdminCredentials } from "./users.server.ts";

/** Who is signing in, as far as the request tells: its address, device token and browser. */
export type SignInClient = { clientAddress: string | null; deviceToken: string | null; userAgent: string | null };

/** A successful sign-in: the user, and the device token the client holds from now on. */
export type SignedIn = { user: SignedInAdmin; deviceToken: string; newDevice: boolean };

/**
 * The one sign-in check, for the portal and the token API: throttle first (without touching
 * the password), then the password, recording failures and clearing them on success. A
 * client bringing a valid device token of the account is throttled by that token alone; a
 * successful one keeps its token, any other is given a new one.
 */
export async function attemptSignIn(
  input: { email: string; password: string } & Partial<SignInClient>,
): Promise<SignedIn> {
  const email = input.email.trim();
  if (!email || !input.password) throw new Refusal(400, MISSING_CREDENTIALS);
  if (email.length > 254 || input.password.length > 200) {
    throw new Refusal(401, INVALID_CREDENTIALS);
  }
  const presented = isGenuineDeviceToken(input.deviceToken) ? input.deviceToken : null;
  // Looked up once, when first needed: by the flood's reserve, or by the throttle.
  let lookup: Promise<KnownDevice | null> | undefined;
  const deviceOfAccount = () => {
    lookup ??= findDeviceFor(presented, email);
    return lookup;
  };
  // In a flood, turned away before the throttle's database work, not only before the hashing;
  // only a token made here (checked without the database) and valid for the typed account
  // (checked only when the room kept for devices is needed) may use that room.
  return withSignInCapacity(
    async () => {
      const device = await deviceOfAccount();
      const attempt = await beginSignInAttempt({
        email,
        clientAddress: input.clientAddress ?? null,
        deviceId: device?.id ?? null,
      });
      if (attempt.throttle?.kind === "wait") {
        throw new Refusal(429, TOO_MANY_ATTEMPTS, {
          headers: { "Retry-After": String(attempt.throttle.retryAfterSeconds) },
        });
      }
      if (attempt.throttle?.kind === "link-only") {
        // The same answer whether or not the account exists; only a real one gets the mail.
        await offerSignInLink(email);
        throw new Refusal(429, SIGN_IN_LINK_SENT);
      }
      let user: SignedInAdmin | null;
      try {
        user = await verifyAdminCredentials(email, input.password);
      } catch (error) {
        // Not checked (the server was busy, the database away): not a failure of the person either.
        await forgetAttempt(attempt);
        throw error;
      }
      if (!user) throw new Refusal(401, INVALID_CREDENTIALS);
      await completeSignInAttempt(attempt);
      if (device && presented && attempt.viaDevice) {
        await noteDeviceUse(device.id);
        return { user, deviceToken: presented, newDevice: false };
      }
      const deviceToken = await giveDeviceToken(user, { userAgent: input.userAgent ?? null, replacing: presented });
      return { user, deviceToken, newDevice: true };
    },
    { reserveFor: presented ? async () => (await deviceOfAccount()) !== null : undefined },
  );
}
