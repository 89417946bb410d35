// Add or edit an admin user. Conform checks the shared schema in the browser as the user types
// and submits; the same schema runs in the action, so without JavaScript the server's messages
// show. The password has no minLength attribute, so the spec's own message is what users see.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { userFormSchema, type UserFormMode } from "../../domain/staff/users";
import { Announcement } from "./announcement";
import { useUnsavedChangesWarning } from "./unsaved-changes";

export type UserFormActionData = { result: SubmissionResult<string[]> };

export function UserForm(props: {
  mode: UserFormMode;
  action: string;
  userId: string | null;
  initialEmail: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { mode } = props;
  const creating = mode === "create";
  const schema = userFormSchema(mode);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const [form, fields] = useForm({
    id: `user-form-${mode}`,
    lastResult: props.lastResult,
    defaultValue: { email: props.initialEmail },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useUnsavedChangesWarning(form.id);

  return (
    <Form
      method="post"
      action={props.action}
      className="admin-form admin-user-form"
      aria-labelledby="user-form-title"
      {...getFormProps(form)}
    >
      <h2 id="user-form-title">{creating ? "Add User" : "Edit User"}</h2>
      {form.errors ? (
        <Announcement tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Announcement>
      ) : null}
      <input type="hidden" name="intent" value={mode} />
      {props.userId ? <input type="hidden" name="id" value={props.userId} /> : null}

      <label htmlFor={fields.email.id}>Email</label>
      <input {...getInputProps(fields.email, { type: "email" })} autoComplete="off" />
      <FieldError id={fields.email.errorId} errors={fields.email.errors} />

      <label htmlFor={fields.password.id}>
        {creating ? "Password" : "New Password (leave blank to keep the current one)"}
      </label>
      <input
        {...getInputProps(fields.password, { type: "password" })}
        minLength={undefined}
        autoComplete="new-password"
      />
      <FieldError id={fields.password.errorId} errors={fields.password.errors} />

      <label htmlFor={fields.confirmPassword.id}>Confirm Password</label>
      <input
        {...getInputProps(fields.confirmPassword, { type: "password" })}
        required={creating}
        autoComplete="new-password"
      />
      <FieldError id={fields.confirmPassword.errorId} errors={fields.confirmPassword.errors} />

      <div className="admin-form-buttons">
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : creating ? "Create User" : "Update User"}
        </button>
        <Link to="/admin/users">Cancel</Link>
      </div>
    </Form>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="admin-field-error">
      {errors.join(" ")}
    </p>
  );
}
