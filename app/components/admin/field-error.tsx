// The message shown beside a form field when it is invalid.
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="admin-field-error">
      {errors.join(" ")}
    </p>
  );
}
