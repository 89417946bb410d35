// The user-management form of /admin/users, read and checked on the server: one schema per
// form, with the spec's messages, shared by the create and edit paths.
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../models/validators.ts";
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT } from "./admin-users.server.ts";

export type UserFormErrors = Partial<Record<"email" | "password" | "confirmPassword" | "form", string>>;

const text = (max: number) => z.string().max(max).default("");

const userFormSchema = z.object({
  email: text(254),
  password: text(200),
  confirmPassword: text(200),
});

/**
 * Checks the add (password required) or edit (password optional) form.
 * Returns the cleaned values or the errors to show beside each field.
 */
export function parseUserForm(
  form: FormData,
  mode: "create" | "update",
):
  | { ok: true; email: string; password: string | undefined }
  | { ok: false; errors: UserFormErrors; email: string } {
  const raw = userFormSchema.safeParse({
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
    confirmPassword: form.get("confirmPassword") ?? undefined,
  });
  if (!raw.success) return { ok: false, errors: { form: "Please check the form" }, email: "" };
  const { password, confirmPassword } = raw.data;
  const email = raw.data.email.trim().toLowerCase();
  const errors: UserFormErrors = {};
  if (!email) errors.email = "Email is required";
  else if (!z.email().safeParse(email).success) errors.email = "Please enter a valid email address";
  if (mode === "create" || password) {
    if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
    else if (password !== confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, email };
  return { ok: true, email, password: password || undefined };
}
