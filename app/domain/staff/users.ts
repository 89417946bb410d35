// The add/edit user form of /admin/users: one zod schema, used by the page's action on the
// server and, through Conform, by the browser for instant feedback. On create the password
// (8+ characters) and a matching confirmation are required; on edit a blank password keeps
// the current one. Client-safe: no server imports.
import { z } from "zod";
import { INVALID_EMAIL_MESSAGE } from "#app/content/messages.ts";
import { USER_MESSAGES } from "#app/content/portal-messages.ts";
import { MIN_PASSWORD_LENGTH } from "#app/models/validators.ts";

/**
 * The two roles (issue 18). What each may do is the table of rights (./rights.ts). A user
 * stored without a role (every user from before roles) is an Owner.
 */
export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff" };
export const roleSchema = z.enum(ROLES, { error: USER_MESSAGES.roleInvalid });

/** The role of a stored user: anything but "staff" (including none) is an Owner. */
export const roleOf = (stored: unknown): Role => (stored === "staff" ? "staff" : "owner");

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** bcrypt reads only the first 72 bytes of a password: a longer one would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
export const PASSWORD_TOO_LONG = "Password must be at most 72 bytes (72 letters, fewer with accents or emoji)";
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose one that is harder to guess";
export const CURRENT_PASSWORD_REQUIRED = "Enter your current password to change it";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

const passwordBytes = (password: string) => new TextEncoder().encode(password).byteLength;

/** A new password: the spec's minimum, and no more than bcrypt reads (the common-password list is checked on the server). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .refine((password) => passwordBytes(password) <= MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG);

export type UserFormMode = "create" | "update";

export function userFormSchema(mode: UserFormMode) {
  const password = newPasswordSchema;
  return z
    .object({
      email: z
        .email({
          error: (issue) => (issue.input === undefined ? "Email is required" : INVALID_EMAIL_MESSAGE),
        })
        .max(254)
        .transform((email) => email.toLowerCase()),
      password: mode === "create" ? password : password.optional(),
      confirmPassword: z.string().max(200).optional(),
      // Asked when someone changes their own password (checked on the server).
      current_password: z.string().max(200).optional(),
      // A new user without a role is an Owner; an edit without one keeps the stored role (a
      // stale or hand-made form must not promote Staff).
      role: mode === "create" ? roleSchema.optional().transform((role) => role ?? "owner") : roleSchema.optional(),
    })
    .refine((form) => !form.password || form.password === form.confirmPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ["confirmPassword"],
    });
}

/** The account page's password change: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }).max(200),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

/** The account page's e-mail change: the new address and the current password. */
export const changeEmailSchema = z.object({
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "Email is required" : INVALID_EMAIL_MESSAGE) })
    .max(254)
    .transform((email) => email.toLowerCase()),
  current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(200),
});
