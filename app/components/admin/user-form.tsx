// Add or edit an admin user. Conform checks the shared schema in the browser as the user types
// and submits; the same schema runs in the action, so without JavaScript the server's messages
// show.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import {
  FormButtons,
  FormErrors,
  InputField,
  NewPasswordFields,
  SelectField,
  usePortalForm,
} from "#app/components/forms.tsx";
import { staffDescription } from "#app/domain/staff/rights.ts";
import { ROLE_LABELS, ROLES, type Role, type UserFormMode, userFormSchema } from "#app/domain/staff/users.ts";
import { useUnsavedChangesWarning } from "./unsaved-changes";

export type UserFormActionData = { result: SubmissionResult<string[]> };

export function UserForm(props: {
  mode: UserFormMode;
  action: string;
  /** The user being edited; null for a new one. */
  record: { id: string; email: string; role: Role } | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Editing one's own account: a new password needs the current one. */
  askCurrentPassword?: boolean;
}) {
  const { mode } = props;
  const creating = mode === "create";
  const [form, fields] = usePortalForm({
    id: `user-form-${mode}`,
    schema: userFormSchema(mode),
    lastResult: props.lastResult,
    defaultValue: { email: props.record?.email ?? "", role: props.record?.role ?? "owner" },
  });
  useUnsavedChangesWarning(form.id);
  const roleHintId = `${form.id}-role-hint`;

  return (
    <Form
      method="post"
      action={props.action}
      className="admin-form admin-user-form"
      aria-labelledby="user-form-title"
      {...getFormProps(form)}
    >
      <h2 id="user-form-title">{creating ? "Add User" : "Edit User"}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={mode} />
      {props.record ? <input type="hidden" name="id" value={props.record.id} /> : null}
      <InputField meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: "off" }} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        labels={{
          password: creating ? "Password" : "New Password (leave blank to keep the current one)",
          confirm: "Confirm Password",
        }}
        confirmRequired={creating}
      />
      <SelectField
        meta={fields.role}
        label="Role"
        selectProps={{
          "aria-describedby": [fields.role.errors ? fields.role.errorId : null, roleHintId].filter(Boolean).join(" "),
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role === "owner" ? `${ROLE_LABELS.owner} (everything)` : ROLE_LABELS.staff}
          </option>
        ))}
      </SelectField>
      {/* Drawn from the table of rights, so it cannot fall behind what Staff are refused. */}
      <p id={roleHintId} className="admin-field-hint">
        {staffDescription()}
      </p>
      {props.askCurrentPassword ? (
        <InputField
          meta={fields.current_password}
          label="Current Password (needed to change your e-mail or password)"
          type="password"
          inputProps={{ required: false, autoComplete: "current-password" }}
        />
      ) : null}
      <FormButtons label={creating ? "Create User" : "Update User"} cancelTo="/admin/users" intent={mode} />
    </Form>
  );
}
