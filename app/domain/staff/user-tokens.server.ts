// What every stored token of a user shares. A secret token (refresh tokens, sign-in links,
// sessions, device and e-mail change tokens) is stored only as its sha256, so a copy of the
// database signs no one in.
import { createHash } from "node:crypto";
import mongoose, { type Model } from "mongoose";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The stored fields of a new session-like token of `user` (a portal session, a device) ending `lifetimeMs` from `now`. */
export function userTokenRecord(
  token: string,
  user: { id: string; sessionVersion: number },
  lifetimeMs: number,
  now: Date,
) {
  return {
    token_hash: hashToken(token),
    user_id: new mongoose.Types.ObjectId(user.id),
    session_version: user.sessionVersion,
    expires_at: new Date(now.getTime() + lifetimeMs),
  };
}

/** Deletes a user's own session or device by its id; false when the user has no such record. */
export async function deleteOwnToken(
  model: Pick<Model<unknown>, "deleteOne">,
  userId: string,
  recordId: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{24}$/i.test(recordId)) return false;
  const { deletedCount } = await model.deleteOne({
    _id: new mongoose.Types.ObjectId(recordId),
    user_id: new mongoose.Types.ObjectId(userId),
  });
  return deletedCount === 1;
}
