// Browser only: following the window as it scrolls or changes size, for what depends on where
// the page is (the header's scrolled look, the menu's current category).

/** Calls `listener` on every scroll (a passive listener) and resize; the function returned stops it. */
export function onScrollOrResize(listener: () => void): () => void {
  window.addEventListener("scroll", listener, { passive: true });
  window.addEventListener("resize", listener);
  return () => {
    window.removeEventListener("scroll", listener);
    window.removeEventListener("resize", listener);
  };
}
