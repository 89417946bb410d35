// The image control of the admin forms (menu item image, event image, press thumbnail), spec
// section 4. Without JavaScript it is a file input in the (multipart) form plus a hidden input
// carrying the current URL and a "Remove image" box; the form's action reads them with
// readImageFromForm + imageUrlFromForm. With JavaScript a chosen file shows at once as a local
// preview, uploads to /api/admin/upload-image with a progress bar, and on success its URL goes
// into the hidden input; on failure the error shows and the preview reverts to the previous image.
// The enclosing <Form> needs method="post" and encType="multipart/form-data".
import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_MESSAGES } from "#app/content/portal-messages.ts";
import { ACCEPTED_IMAGE_TYPES, type ImageKind, MAX_IMAGE_BYTES } from "#app/domain/images/image-rules.ts";

type UploadState = { status: "idle" } | { status: "uploading"; percent: number } | { status: "failed"; error: string };

type UploadAnswer = { success?: boolean; url?: string | null; error?: string | null };

export function ImageUploadField(props: {
  /** Name of the hidden input with the URL; the file input is `${name}File`. */
  name: string;
  label: string;
  defaultValue?: string | null;
  /** A server-side error for this field (no-JS submissions). */
  error?: string | null;
  kind: ImageKind;
}) {
  const id = useId();
  const [url, setUrl] = useState(props.defaultValue ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const [hydrated, setHydrated] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);

  useEffect(() => setHydrated(true), []);
  // Free the object URL of a local preview when it is replaced, and stop an upload on unmount.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => request.current?.abort(), []);

  function fail(error: string) {
    setPreview(null);
    setState({ status: "failed", error });
    if (fileInput.current) fileInput.current.value = "";
  }

  function upload(file: File) {
    if (file.size > MAX_IMAGE_BYTES) return fail(IMAGE_MESSAGES.tooLarge);
    if (file.type && !ACCEPTED_IMAGE_TYPES.split(",").includes(file.type)) {
      return fail(IMAGE_MESSAGES.notAnImage);
    }
    setPreview(URL.createObjectURL(file));
    setState({ status: "uploading", percent: 0 });
    const body = new FormData();
    body.set("type", props.kind);
    body.set("image", file);
    const xhr = new XMLHttpRequest();
    request.current?.abort();
    request.current = xhr;
    xhr.open("POST", "/api/admin/upload-image");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        setState({ status: "uploading", percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as UploadAnswer;
      if (xhr.status === 200 && answer.success && answer.url) {
        setUrl(answer.url);
        setPreview(null);
        setState({ status: "idle" });
        // The file is stored: the form's own submission must not send it again.
        if (fileInput.current) fileInput.current.value = "";
      } else {
        fail(answer.error || IMAGE_MESSAGES.uploadFailed);
      }
    };
    xhr.onerror = () => fail(IMAGE_MESSAGES.uploadFailed);
    xhr.send(body);
  }

  const shown = preview ?? url;
  const error = state.status === "failed" ? state.error : props.error;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <div className="image-upload-field">
      <label htmlFor={`${id}-file`}>{props.label}</label>
      {shown ? (
        <img className="image-upload-preview" src={shown} alt={`${props.label} preview`} />
      ) : (
        <p className="image-upload-empty">No image</p>
      )}
      <input type="hidden" name={props.name} value={url} />
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        name={`${props.name}File`}
        accept={ACCEPTED_IMAGE_TYPES}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        aria-invalid={error ? true : undefined}
        disabled={state.status === "uploading"}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload(file);
        }}
      />
      <p id={helpId} className="image-upload-help">
        {IMAGE_MESSAGES.helpText}
      </p>
      {state.status === "uploading" ? (
        <progress max={100} value={state.percent} aria-label={`Uploading ${props.label}`}>
          {state.percent}%
        </progress>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="admin-field-error">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        url || preview ? (
          <button
            type="button"
            className="image-upload-remove"
            onClick={() => {
              request.current?.abort();
              setUrl("");
              setPreview(null);
              setState({ status: "idle" });
              if (fileInput.current) fileInput.current.value = "";
            }}
          >
            Remove
          </button>
        ) : null
      ) : url ? (
        <label className="image-upload-remove-box">
          <input type="checkbox" name={`${props.name}Remove`} /> Remove image
        </label>
      ) : null}
    </div>
  );
}
