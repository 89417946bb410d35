// "Closed until Monday, December 29" and why, while a closure is on (issue 33): in the hours card
// and the next-stop block. The layout's loader decides at the server's clock, and words it in the
// page's language; nothing otherwise. The reason is in the page's language, or in English, marked,
// while it has no Spanish (issue 49).
import { useLanguage } from "#app/components/use-language.ts";
import { fillTyped } from "./typed-text.tsx";
import { usePublicClosures } from "./use-closures.ts";

export function ClosedNow({ className }: { className: string }) {
  const { now } = usePublicClosures();
  const language = useLanguage();
  if (!now) return null;
  return (
    <p className={className}>
      <strong>{now.closedUntil}</strong>
      {fillTyped(". {reason}", { reason: { text: now.reason, lang: now.reasonLang } }, language)}
    </p>
  );
}
