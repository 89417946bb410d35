// Staff accounts. Only the bcrypt hash of a password is stored. `session_version` is bumped
// to revoke every session and token of a user at once (deactivation, password change).
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const adminUserSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    password_hash: { type: String, required: true },
    is_active: { type: Boolean, default: true },
    last_login: { type: Date, default: null },
    session_version: { type: Number, default: 0 },
    // "owner" or "staff" (issue 18); a user stored without one is an Owner.
    role: { type: String, enum: ["owner", "staff"], default: "owner" },
    // When every session and token was last ended (issue 43): an e-mail change asked before it
    // can no longer be confirmed. Absent: never.
    sessions_revoked_at: { type: Date, default: null },
    // When an Owner last set this user's e-mail (issue 43): cancelling an older self-change of
    // e-mail does not undo it. Absent: never.
    email_set_by_owner_at: { type: Date, default: null },
  },
  { timestamps },
);
adminUserSchema.index({ email: 1 }, { unique: true });

forgetModel("AdminUser");
export const AdminUser = mongoose.model("AdminUser", adminUserSchema);
