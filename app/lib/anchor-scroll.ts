// Eased anchor scrolling (spec section 2, "Navigation behaviour"): 800 ms, with room for the
// sticky header (100 px, 80 px on screens up to 768 px wide).
export const ANCHOR_SCROLL_MS = 800;
export const FIRST_ATTEMPT_DELAY_MS = 500;
export const RETRY_STEP_MS = 200;
export const RETRIES = 3;

export function anchorOffset(viewportWidth: number): number {
  return viewportWidth <= 768 ? 80 : 100;
}

/** easeInOutCubic on [0, 1]. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

let activeAnimation = 0;

/** The menu's sticky category bar sits below the header: a section must clear it too. */
function stickyBarsBelowHeader(): number {
  const bar = document.querySelector<HTMLElement>(".category-nav");
  return bar ? bar.offsetHeight : 0;
}

/** Scrolls so that the element sits just below the header. Returns false if not found. */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(decodeURIComponent(id));
  if (!element) return false;
  const target = Math.max(
    0,
    element.getBoundingClientRect().top + window.scrollY - anchorOffset(window.innerWidth) - stickyBarsBelowHeader(),
  );
  const start = window.scrollY;
  if (prefersReducedMotion()) {
    window.scrollTo(0, target);
    return true;
  }
  const animation = ++activeAnimation;
  const startedAt = performance.now();
  const step = (now: number) => {
    if (animation !== activeAnimation) return;
    const progress = Math.min(1, (now - startedAt) / ANCHOR_SCROLL_MS);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}

/**
 * After a navigation to another page, the anchor may not be rendered yet: wait 500 ms, then
 * try, and retry up to 3 times at 200 ms steps. Returns a cancel function.
 */
export function scrollToAnchorWhenReady(id: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retriesLeft = RETRIES;
  const attempt = () => {
    if (scrollToAnchor(id) || retriesLeft === 0) return;
    retriesLeft -= 1;
    timer = setTimeout(attempt, RETRY_STEP_MS);
  };
  timer = setTimeout(attempt, FIRST_ATTEMPT_DELAY_MS);
  return () => clearTimeout(timer);
}
