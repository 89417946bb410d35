// An item's dietary and allergen labels: each an icon (drawn by the stylesheet, hidden from
// screen readers) beside its words, so no label is told by colour or picture alone.
import { DIETARY_LABEL_TEXT, type DietaryLabel } from "#app/domain/menu/dietary.ts";

export function DietaryLabels({ labels }: { labels: readonly DietaryLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="dietary-labels" aria-label="Dietary and allergen labels">
      {labels.map((label) => (
        <li key={label} className={`dietary-label dietary-label--${label}`}>
          {DIETARY_LABEL_TEXT[label]}
        </li>
      ))}
    </ul>
  );
}
