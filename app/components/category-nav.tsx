// The menu's sticky category bar. Without JavaScript it is a row of anchor links that scrolls
// sideways within itself. With JavaScript it also marks the category being read and scrolls
// the bar itself (never the page) so that category's link stays in view.
import { useEffect, useRef, useState } from "react";
import { onScrollOrResize } from "#app/lib/window-events.ts";

export type CategoryLink = { id: string; name: string };

/** The category whose section is under the sticky bars: the last one whose top has passed them. */
function categoryInView(ids: readonly string[], offset: number): string | undefined {
  let current = ids[0];
  for (const id of ids) {
    const section = document.getElementById(id);
    // A section scrolled to sits a little below the bar (anchor-scroll.ts): it counts as current.
    if (section && section.getBoundingClientRect().top - offset <= 48) current = id;
  }
  return current;
}

export function CategoryNav({
  categories,
  label,
}: {
  categories: readonly CategoryLink[];
  /** The navigation's accessible name, in the page's language. */
  label: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    const ids = categories.map((category) => category.id);
    let frame = 0;
    const update = () => {
      frame = 0;
      const bar = listRef.current?.parentElement;
      const offset = bar ? bar.getBoundingClientRect().bottom : 0;
      setActive(categoryInView(ids, offset));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const stop = onScrollOrResize(schedule);
    return () => {
      stop();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [categories]);

  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(active)}"]`) : null;
    if (!list || !link) return;
    const start = link.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + link.offsetWidth;
    const padding = 16;
    if (start < list.scrollLeft + padding) list.scrollTo({ left: Math.max(0, start - padding) });
    else if (end > list.scrollLeft + list.clientWidth - padding)
      list.scrollTo({ left: end - list.clientWidth + padding });
  }, [active]);

  return (
    <nav aria-label={label} className="category-nav">
      <ul ref={listRef}>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              aria-current={active === category.id ? "true" : undefined}
              onClick={() => setActive(category.id)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
