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
  },
  { timestamps },
);
adminUserSchema.index({ email: 1 }, { unique: true });

forgetModel("AdminUser");
export const AdminUser = mongoose.model("AdminUser", adminUserSchema);
