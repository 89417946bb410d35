// The image of an event or menu item, for now as a URL or site path typed in. Kept to the
// props { name, label, defaultValue, error } so the upload control can take its place.
export function ImageField(props: {
  name: string;
  label: string;
  defaultValue: string | undefined;
  error: string[] | string | undefined;
}) {
  const id = `${props.name}-field`;
  const error = Array.isArray(props.error) ? props.error.join(" ") : props.error;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode="url"
        defaultValue={props.defaultValue ?? ""}
        placeholder="/images/... or https://..."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
