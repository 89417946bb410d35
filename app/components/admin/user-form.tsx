// Add or edit an admin user. On create the password (8+ characters) and its confirmation are
// required; on edit they are optional and a blank password keeps the current one. The length is
// not a minLength attribute, so the spec's own message shows (from the server without JavaScript).
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../models/validators";

export type UserFormState = {
  errors: Partial<Record<"email" | "password" | "confirmPassword" | "form", string>>;
  email: string;
};

const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

export function UserForm(props: {
  mode: "create" | "update";
  action: string;
  userId: string | null;
  initialEmail: string;
  state: UserFormState | null;
}) {
  const { mode, state } = props;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const [clientErrors, setClientErrors] = useState<UserFormState["errors"]>({});
  const errors = { ...state?.errors, ...clientErrors };
  const creating = mode === "create";

  return (
    <Form
      method="post"
      action={props.action}
      className="admin-form admin-user-form"
      aria-labelledby="user-form-title"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const password = String(form.get("password") ?? "");
        const confirm = String(form.get("confirmPassword") ?? "");
        const found: UserFormState["errors"] = {};
        if ((creating || password) && password.length < MIN_PASSWORD_LENGTH) found.password = PASSWORD_TOO_SHORT;
        else if ((creating || password) && password !== confirm) found.confirmPassword = PASSWORDS_DO_NOT_MATCH;
        setClientErrors(found);
        if (Object.keys(found).length > 0) event.preventDefault();
      }}
    >
      <h2 id="user-form-title">{creating ? "Add User" : "Edit User"}</h2>
      {errors.form ? (
        <p role="alert" className="admin-message admin-message-error">
          {errors.form}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={mode} />
      {props.userId ? <input type="hidden" name="id" value={props.userId} /> : null}
      <label htmlFor="user-email">Email</label>
      <input
        id="user-email"
        name="email"
        type="email"
        required
        maxLength={254}
        defaultValue={state?.email ?? props.initialEmail}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? "user-email-error" : undefined}
      />
      {errors.email ? <p id="user-email-error" className="admin-field-error">{errors.email}</p> : null}
      <label htmlFor="user-password">
        {creating ? "Password" : "New Password (leave blank to keep the current one)"}
      </label>
      <input
        id="user-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required={creating}
        maxLength={200}
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={errors.password ? "user-password-error" : undefined}
      />
      {errors.password ? (
        <p id="user-password-error" className="admin-field-error">{errors.password}</p>
      ) : null}
      <label htmlFor="user-confirm-password">Confirm Password</label>
      <input
        id="user-confirm-password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required={creating}
        maxLength={200}
        aria-invalid={errors.confirmPassword ? true : undefined}
        aria-describedby={errors.confirmPassword ? "user-confirm-password-error" : undefined}
      />
      {errors.confirmPassword ? (
        <p id="user-confirm-password-error" className="admin-field-error">{errors.confirmPassword}</p>
      ) : null}
      <div className="admin-form-buttons">
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : creating ? "Create User" : "Update User"}
        </button>
        <Link to="/admin/users">Cancel</Link>
      </div>
    </Form>
  );
}
