// The add/edit user form of /admin/users: one zod schema, used by the page's action on the
// server and, through Conform, by the browser for instant feedback. On create the password
// (8+ characters) and a matching confirmation are required; on edit a blank password keeps
// the current one. Client-safe: no server imports.
import { z } from "zod";
import { INVALID_EMAIL_MESSAGE } from "../../content/messages.ts";
import { MIN_PASSWORD_LENGTH } from "../../models/validators.ts";

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

export type UserFormMode = "create" | "update";

export function userFormSchema(mode: UserFormMode) {
  const password = z.string({ error: PASSWORD_TOO_SHORT }).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(200);
  return z
    .object({
      email: z
        .email({
          error: (issue) =>
            issue.input === undefined ? "Email is required" : INVALID_EMAIL_MESSAGE,
        })
        .max(254)
        .transform((email) => email.toLowerCase()),
      password: mode === "create" ? password : password.optional(),
      confirmPassword: z.string().max(200).optional(),
    })
    .refine((form) => !form.password || form.password === form.confirmPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ["confirmPassword"],
    });
}
