// Warns before staff leave a portal form with edits they have not saved: a link inside the
// portal asks first (React Router's blocker), and so do the browser's reload, back and close
// (beforeunload). Saving the form is never blocked. Needs JavaScript; without it the browser
// leaves as it always has.
import { useEffect, useState } from "react";
import { useBlocker } from "react-router";

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Whether any field differs from the value the page was rendered with (the DOM keeps that as
 * defaultValue / defaultChecked / defaultSelected), so edits typed before the page finished
 * loading count too. Hidden fields are the page's own, and a chosen file is an edit.
 */
function hasUnsavedEdits(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "hidden") continue;
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type === "file") {
        if (element.files?.length) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      const initial = Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      );
      if (element.selectedIndex !== initial) return true;
    }
  }
  return false;
}

/**
 * @param formId the form's id attribute
 * @param savedVersion changes when the record is saved and the page stays (the banner): the
 *   fields then start from the saved values, so the form is checked again
 */
export function useUnsavedChangesWarning(formId: string, savedVersion?: unknown): void {
  const [dirty, setDirty] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: savedVersion: after a save the form is checked again (see above).
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const check = () => setDirty(hasUnsavedEdits(form));
    check();
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [formId, savedVersion]);

  const blocker = useBlocker(
    // Saving submits to the page's own address: only a move elsewhere is blocked. (Conform
    // validates through submit events, so those cannot tell a save from a check.)
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
