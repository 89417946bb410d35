// An item's dietary and allergen labels: each an icon (drawn by the stylesheet, hidden from
// screen readers) beside its words, so no label is told by colour or picture alone. The words
// come from the page's data, in its language.
import type { DietaryLabel } from "#app/domain/menu/dietary.ts";

export function DietaryLabels({
  labels,
  texts,
  name,
}: {
  labels: readonly DietaryLabel[];
  /** Each label's words. */
  texts: Readonly<Record<DietaryLabel, string>>;
  /** The list's accessible name. */
  name: string;
}) {
  if (labels.length === 0) return null;
  return (
    <ul className="dietary-labels" aria-label={name}>
      {labels.map((label) => (
        <li key={label} className={`dietary-label dietary-label--${label}`}>
          {texts[label]}
        </li>
      ))}
    </ul>
  );
}
