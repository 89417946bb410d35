// The press article's thumbnail: for now a plain text field for an image URL or site path.
// The image upload work replaces this component, keeping its props.
export function ThumbnailField(props: {
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
}) {
  const id = `field-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode="url"
        defaultValue={props.defaultValue}
        placeholder="/images/press/example.webp or https://..."
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error ? (
        <p id={errorId} className="admin-field-error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}
