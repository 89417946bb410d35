// "Closed until Monday, December 29" and why, while a closure is on (issue 33): in the hours card
// and the next-stop block. The layout's loader decides at the server's clock; nothing otherwise.
import { usePublicClosures } from "./use-closures.ts";

export function ClosedNow({ className }: { className: string }) {
  const { now } = usePublicClosures();
  if (!now) return null;
  return (
    <p className={className}>
      <strong>{now.closedUntil}</strong>
      {`. ${now.reason}`}
    </p>
  );
}
