// The current password a signed-in client types to change its own password or e-mail (issue 43).
// Whoever holds a borrowed session or token must not guess it at leisure: each check is a
// sign-in attempt against the account, the client's address and its device in the sign-in
// throttle (no device-cookie exemption: a stolen browser brings its cookie along), and the 5th
// wrong answer in a row from one session, or one API token family, ends it and mails the account.
// No sign-in link is mailed from here: that is the sign-in form's answer to a flood, not this one.
import mongoose from "mongoose";
import { TOO_MANY_WRONG_PASSWORDS, tooManyWrongPasswordsWait } from "#app/content/portal-messages.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { PortalSession } from "#app/models/portal-session.server.ts";
import { RateLimitHit } from "#app/models/rate-limit-hit.server.ts";
import { SIGN_IN_FAILURE_WINDOW_MS } from "#app/models/sign-in-failure.server.ts";
import { findDeviceFor } from "./device-cookies.server.ts";
import { checkPassword } from "./passwords.server.ts";
import { revokeAllSessions } from "./revoke-sessions.server.ts";
import {
  beginSignInAttempt,
  completeSignInAttempt,
  forgetAttempt,
  pairWaitSeconds,
  type ThrottleSubject,
} from "./sign-in-throttle.server.ts";
import { signedOutAfterWrongPasswordsMail } from "./staff-mails.server.ts";
import { revokeTokenFamily } from "./tokens.server.ts";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from "./users.ts";

/** Wrong current passwords in a row after which the session or token that typed them ends. */
export const MAX_WRONG_CURRENT_PASSWORDS = 5;
/** How long a run of wrong answers is remembered: longer than any session or token family lives. */
const WRONG_ANSWER_MEMORY_MS = 30 * 24 * 60 * 60_000;

/**
 * How the asking client is signed in: a portal session, or an API access token with the refresh
 * token family it was issued with (null for a token issued before families were named).
 */
export type SignInCredential =
  | { kind: "portal-session"; sessionId: string }
  | { kind: "api-token"; familyId: string | null };

/** Who asks for a change of their own password or e-mail, as far as the request tells. */
export type PasswordAsker = {
  credential: SignInCredential | null;
  clientAddress: string | null;
  /** The device cookie or X-Device-Token the request brings. */
  deviceToken: string | null;
};

/** The portal session id to keep signed in after one's own new password, if the asker has one. */
export function keptSessionOf(asker: PasswordAsker | undefined): string | undefined {
  return asker?.credential?.kind === "portal-session" ? asker.credential.sessionId : undefined;
}

function streakKey(userId: mongoose.Types.ObjectId, credential: SignInCredential | null): string {
  if (credential?.kind === "portal-session") return `current-password:session:${credential.sessionId}`;
  if (credential?.kind === "api-token" && credential.familyId) return `current-password:family:${credential.familyId}`;
  return `current-password:user:${userId.toString()}`;
}

function tooMany(seconds: number): Refusal {
  return new Refusal(429, TOO_MANY_WRONG_PASSWORDS, {
    fieldErrors: { current_password: tooManyWrongPasswordsWait(seconds) },
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * Refuses a change of one's own password or e-mail without the right current password: 400
 * when it is missing or wrong, 429 (Retry-After) while the throttle holds the account back from
 * this address, and at the 5th wrong answer in a row the asker's session or token ends.
 */
export async function assertCurrentPassword(
  user: { _id: mongoose.Types.ObjectId; email: string; password_hash?: string | null },
  currentPassword: string | undefined,
  asker: PasswordAsker = { credential: null, clientAddress: null, deviceToken: null },
): Promise<void> {
  if (!currentPassword) {
    throw new Refusal(400, CURRENT_PASSWORD_REQUIRED, { fieldErrors: { current_password: CURRENT_PASSWORD_REQUIRED } });
  }
  const now = new Date();
  const device = await findDeviceFor(asker.deviceToken, user.email);
  const subject: ThrottleSubject = { email: user.email, clientAddress: asker.clientAddress, deviceId: device?.id };
  const attempt = await beginSignInAttempt(subject, now, { deviceExempts: false });
  if (attempt.throttle) {
    // An account whose password sign-in is paused (link-only) is held for the whole window.
    throw tooMany(
      attempt.throttle.kind === "wait" ? attempt.throttle.retryAfterSeconds : SIGN_IN_FAILURE_WINDOW_MS / 1000,
    );
  }
  let matches: boolean;
  try {
    matches = await checkPassword(currentPassword, user.password_hash);
  } catch (error) {
    // Not checked (the workers were busy, the database away): not the asker's failure.
    await forgetAttempt(attempt);
    throw error;
  }
  const key = streakKey(user._id, asker.credential);
  if (matches) {
    await completeSignInAttempt(attempt);
    await RateLimitHit.deleteMany({ key });
    return;
  }
  await RateLimitHit.create({ key, at: now, expires_at: new Date(now.getTime() + WRONG_ANSWER_MEMORY_MS) });
  // Each wrong answer is its own insert, so answers checked at once all count (decision 0004).
  const wrongInARow = await RateLimitHit.countDocuments({ key });
  if (wrongInARow < MAX_WRONG_CURRENT_PASSWORDS) {
    throw new Refusal(400, CURRENT_PASSWORD_WRONG, { fieldErrors: { current_password: CURRENT_PASSWORD_WRONG } });
  }
  await endCredential(user, asker.credential, key);
  throw tooMany(await pairWaitSeconds(subject, now));
}

/** Ends the session or token family that typed the wrong answers, and tells the account's address. */
async function endCredential(
  user: { _id: mongoose.Types.ObjectId; email: string },
  credential: SignInCredential | null,
  key: string,
): Promise<void> {
  let where: string;
  if (credential?.kind === "portal-session") {
    await PortalSession.deleteOne({ _id: new mongoose.Types.ObjectId(credential.sessionId), user_id: user._id });
    where = "in the staff portal";
  } else if (credential?.kind === "api-token" && credential.familyId) {
    await revokeTokenFamily(credential.familyId);
    where = "through the API";
  } else {
    // A token that names no family can only be ended with every other one.
    await revokeAllSessions(user._id);
    where = "through the API";
  }
  await RateLimitHit.deleteMany({ key });
  await enqueueMail([
    {
      kind: "wrong-passwords-sign-out",
      // One mail per ended session or token family (the outbox queues a kind and id once).
      relatedId: key,
      to: user.email,
      ...signedOutAfterWrongPasswordsMail(where, getConfig().siteUrl),
    },
  ]);
}
