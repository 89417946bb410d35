// Failed sign-ins, one document per failure, keyed per account ("email:...") and per client
// address ("ip:..."). Kept in the database so the throttle holds across server instances.
// FerretDB ignores TTL indexes, so the throttle's queries also filter by failed_at themselves.
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

/** Failures older than this no longer count; the TTL index removes them where it is enforced. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const signInFailureSchema = new Schema({
  key: { type: String, required: true, maxlength: 300 },
  failed_at: { type: Date, required: true },
});
signInFailureSchema.index({ key: 1, failed_at: 1 });
signInFailureSchema.index({ failed_at: 1 }, { expireAfterSeconds: SIGN_IN_FAILURE_WINDOW_MS / 1000 });

forgetModel("SignInFailure");
export const SignInFailure = mongoose.model("SignInFailure", signInFailureSchema);
