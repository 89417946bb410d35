// Warns before staff leave a portal form with edits they have not saved: a link inside the
// portal asks first (React Router's blocker), and so do the browser's reload, back and close
// (beforeunload). Saving the form is never blocked. Needs JavaScript; without it the browser
// leaves as it always has.
import { useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** The form's fields as text; a chosen file counts by its name and size. */
function snapshot(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form)) {
    entries.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}`}`);
  }
  return entries.join("&");
}

/**
 * @param formId the form's id attribute
 * @param savedVersion changes when the record is saved and the page stays (the banner), so the
 *   saved state becomes the new starting point
 */
export function useUnsavedChangesWarning(formId: string, savedVersion?: unknown): void {
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const start = snapshot(form);
    setDirty(false);
    const check = () => setDirty(snapshot(form) !== start);
    const onSubmit = () => {
      submitting.current = true;
    };
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formId, savedVersion]);

  // A submission that came back (refused) leaves the page as it was: edits are still unsaved.
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
