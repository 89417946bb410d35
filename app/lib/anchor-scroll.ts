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

/**
 * What a visitor does to scroll the page themselves (a wheel, a finger, a key, the scrollbar):
 * any of them ends an eased scroll at once, so the animation never drags the page back.
 */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Ends `animation` when the visitor scrolls; returns the function that stops listening. */
function endOnVisitorScroll(animation: number): () => void {
  const listening = new AbortController();
  const end = () => {
    if (animation === activeAnimation) activeAnimation += 1;
    listening.abort();
  };
  // Not passive: the browser then hands a wheel or a touch to this page before it scrolls, so
  // no frame of the animation can come between the visitor's scroll and its end. (Only for the
  // second or so that the animation runs.)
  for (const type of VISITOR_SCROLLS) {
    window.addEventListener(type, end, { capture: true, passive: false, signal: listening.signal });
  }
  return () => listening.abort();
}

/** The menu's sticky category bar sits below the header: a section must clear it too. */
function stickyBarsBelowHeader(): number {
  const bar = document.querySelector<HTMLElement>(".category-nav");
  return bar ? bar.offsetHeight : 0;
}

/** The scroll position that puts `element` just below the header (and the menu's category bar). */
function targetOf(element: HTMLElement): number {
  return Math.max(
    0,
    element.getBoundingClientRect().top + window.scrollY - anchorOffset(window.innerWidth) - stickyBarsBelowHeader(),
  );
}

/**
 * After the scroll, the page may still move under it: a web font or an image arriving above the
 * anchor, or the header changing its height (0.2 s) once scrolled past 100 px. For this long
 * after the scroll ends the target is read again each frame and the page put back on it, unless
 * the visitor has scrolled meanwhile.
 */
export const SETTLE_MS = 400;

function keepOnTarget(element: HTMLElement, animation: number, stopListening: () => void): void {
  const until = performance.now() + SETTLE_MS;
  let placed = window.scrollY;
  const check = (now: number) => {
    if (animation !== activeAnimation || window.scrollY !== placed) return stopListening();
    const target = targetOf(element);
    if (Math.abs(target - window.scrollY) >= 1) {
      window.scrollTo({ top: target, behavior: "instant" });
      placed = window.scrollY;
    }
    if (now < until) requestAnimationFrame(check);
    else stopListening();
  };
  requestAnimationFrame(check);
}

/** Scrolls so that the element sits just below the header. Returns false if not found. */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(decodeURIComponent(id));
  if (!element) return false;
  const start = window.scrollY;
  const animation = ++activeAnimation;
  const stopListening = endOnVisitorScroll(animation);
  if (prefersReducedMotion()) {
    window.scrollTo({ top: targetOf(element), behavior: "instant" });
    keepOnTarget(element, animation, stopListening);
    return true;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    if (animation !== activeAnimation) return stopListening();
    const progress = Math.min(1, (now - startedAt) / ANCHOR_SCROLL_MS);
    // The target is read again each frame: the page may move while it scrolls.
    window.scrollTo({ top: start + (targetOf(element) - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) requestAnimationFrame(step);
    else keepOnTarget(element, animation, stopListening);
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
