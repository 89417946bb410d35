// A message about what just happened in the portal (saved, refused, failed). It is a live
// region, so screen readers say it, and with JavaScript it is brought into view when it
// appears or changes; an error also takes focus, so keyboard users land on it.
import { useEffect, useRef } from "react";

export function Announcement({ tone, id, children }: { tone: "success" | "error"; id?: string; children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: children: a new message is brought into view (and focused) again.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: "nearest" });
    if (tone === "error") element.focus({ preventScroll: true });
  }, [tone, children]);
  return (
    <p
      ref={ref}
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={tone === "error" ? -1 : undefined}
      className={`admin-message admin-message-${tone}`}
    >
      {children}
    </p>
  );
}
