// The page-side checks of the layout net (tests/e2e/layout-net.spec.ts): a page wider than the
// screen, controls past the screen's edge or covered at their centre, text over images below
// WCAG contrast (measured on screenshots), axe-core's WCAG 2.2 AA rules and best practices, and a
// keyboard walk for focus hidden under a sticky bar. Each returns what it found instead of asserting, so the net can report every problem of a run at once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";
import type { default as Axe, RunOptions } from "axe-core";
import sharp from "sharp";

/** One problem on one page: which check, which element (short selector and text), and why. */
export type Finding = { check: string; element: string; detail: string };

/** A text-bearing element whose text boxes overlap an image, marked in the page by its index. */
type TextOverImage = {
  index: number;
  element: string;
  image: string;
  color: string;
  fontSize: number;
  fontWeight: number;
  /** Top and bottom of its text, in document coordinates. */
  top: number;
  bottom: number;
};

type Box = { left: number; top: number; right: number; bottom: number };

type PageRequest =
  | { kind: "layout"; width: number; within?: number }
  | { kind: "disclosures"; menus: boolean; buttons: boolean }
  | { kind: "click-disclosures"; indexes: number[] }
  | { kind: "closed-disclosures"; indexes: number[] }
  | { kind: "find-text-over-images" }
  | { kind: "text-boxes"; indexes: number[] }
  | { kind: "paint"; mode: "as-is" | "text-hidden" | "text-solid"; colors: Record<number, string> }
  | { kind: "focus-walk"; step: "start" | "turn" | "where" | "end" };

/** A closed disclosure shown on the page, marked in it by its index. */
export type Disclosure = { index: number; element: string };

type PageAnswer = {
  layout: Finding[];
  disclosures: Disclosure[];
  "click-disclosures": null;
  "closed-disclosures": number[];
  "find-text-over-images": TextOverImage[];
  "text-boxes": { viewportWidth: number; boxes: Record<number, Box[]> };
  paint: null;
  "focus-walk": { findings: Finding[]; lap: boolean };
};

/**
 * Runs in the page (passed to page.evaluate, so it must not refer to anything outside itself).
 * One function holds every page-side step, so the helpers (what is visible, how to name an
 * element) are written once.
 */
function pageSide(request: PageRequest): PageAnswer[PageRequest["kind"]] {
  const TEXT_MARK = "data-layout-net-text";
  const DISCLOSURE_MARK = "data-layout-net-disclosure";
  const SAVED_STYLE = "data-layout-net-style";
  /** Sub-pixel layout rounds both ways: half a pixel past an edge is not a failure. */
  const TOLERANCE = 0.5;
  const root = document.documentElement;

  const squeeze = (text: string, max = 40) => {
    const flat = text.replace(/\s+/g, " ").trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  };

  /**
   * The text as drawn ("" for no element): innerText, unlike textContent, applies text-transform
   * (the "MENU" below) and leaves out what is not rendered, so a finding names what people see.
   */
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not the DOM's, is wanted here.
  const shownText = (element: HTMLElement | undefined) => element?.innerText ?? "";

  /** A short selector and the text a person would recognise: `a.button "MENU"`. */
  function identify(element: Element | null): string {
    if (!element) return "nothing";
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : "";
    const className = typeof element.className === "string" ? element.className.trim().split(/\s+/)[0] : "";
    const selector = `${tag}${id || (className ? `.${className}` : "")}`;
    let text = element.getAttribute("aria-label") ?? "";
    if (!text && element instanceof HTMLInputElement) {
      text = shownText(element.labels?.[0]) || element.placeholder || element.name || element.type;
    } else if (!text && (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) {
      text = shownText(element.labels?.[0]) || element.name;
    } else if (!text && element instanceof HTMLElement) {
      text = shownText(element) || element.querySelector("img")?.alt || element.getAttribute("title") || "";
    }
    if (!text && element instanceof HTMLImageElement) text = element.alt;
    return text.trim() ? `${selector} "${squeeze(text)}"` : selector;
  }

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const hasArea = (box: Box) => box.right - box.left >= 1 && box.bottom - box.top >= 1;
  const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });

  /**
   * The part of a box left after every ancestor that clips (overflow hidden or clip) has cut it.
   * Scroll containers do not count: what they hide can be scrolled to. The root and body do
   * not count either: their overflow is the screen's, and going past it is what the net hunts.
   */
  function clipped(element: Element, box: Box): Box {
    let visible = box;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && parent !== root;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
      const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
      if (!clipsX && !clipsY) continue;
      const edge = boxOf(parent.getBoundingClientRect());
      visible = intersect(visible, {
        left: clipsX ? edge.left : -Infinity,
        right: clipsX ? edge.right : Infinity,
        top: clipsY ? edge.top : -Infinity,
        bottom: clipsY ? edge.bottom : Infinity,
      });
    }
    return visible;
  }

  /**
   * Drawn where a person could see it: rendered, not transparent or visibility-hidden, not in a
   * closed <details> (other than its summary), and more than a pixel of it left after clipping
   * (which also drops the 1 px "visually hidden" pattern).
   */
  function isShown(element: Element): boolean {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return false;
    }
    for (
      let details = element.closest("details");
      details;
      details = details.parentElement?.closest("details") ?? null
    ) {
      if (details.open) continue;
      const summary = details.querySelector(":scope > summary");
      if (!summary?.contains(element)) return false;
    }
    const box = boxOf(element.getBoundingClientRect());
    return box.right - box.left > 1 && box.bottom - box.top > 1 && hasArea(clipped(element, box));
  }

  /** The nearest box that scrolls sideways and has something to scroll (a category bar). */
  function horizontalScroller(element: Element): Element | null {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && parent !== root;
      parent = parent.parentElement
    ) {
      const overflow = getComputedStyle(parent).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && parent.scrollWidth > parent.clientWidth) return parent;
    }
    return null;
  }

  const fitsSideways = (box: Box, width: number) =>
    box.left + window.scrollX >= -TOLERANCE && box.right + window.scrollX <= width + TOLERANCE;

  // What a person clicks or taps. Labels count only for checkboxes and radio buttons: there the
  // label is the target people aim at (and styled boxes often hide the input itself); other
  // labels are text, and their fields are checked on their own.
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], label';
  function isControl(element: Element): boolean {
    if (!(element instanceof HTMLLabelElement)) return true;
    const input = element.control;
    return input instanceof HTMLInputElement && (input.type === "checkbox" || input.type === "radio");
  }
  /** A skip link waits above or left of the page until it is focused: nobody can see it before. */
  function isParkedSkipLink(element: Element): boolean {
    if (!(element instanceof HTMLAnchorElement) || !element.getAttribute("href")?.startsWith("#")) return false;
    const box = element.getBoundingClientRect();
    return box.top + window.scrollY < 0 || box.right + window.scrollX <= 0;
  }

  /** The outermost elements that stick out past the screen, to say where a too-wide page comes from. */
  function widestCulprits(width: number): string[] {
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right + window.scrollX <= width + TOLERANCE || !isShown(element)) continue;
      const parent = element.parentElement;
      const parentFits =
        !parent || parent === document.body || fitsSideways(boxOf(parent.getBoundingClientRect()), width);
      // Inside a box that clips or scrolls sideways it does not widen the page.
      let contained = false;
      for (let up = parent; up && up !== document.body && up !== root; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") contained = true;
      }
      if (parentFits && !contained)
        culprits.push(`${identify(element)} to ${Math.round(box.right + window.scrollX)}px`);
    }
    return culprits;
  }

  /**
   * The point a person aims at, if the screen shows it: the middle of the control's largest
   * box (a link wrapping onto two lines has the gap between its lines at its overall centre).
   */
  function centreOf(control: Element): { x: number; y: number } | null {
    const box = [...control.getClientRects()].reduce(
      (largest, rect) => (rect.width * rect.height > largest.width * largest.height ? rect : largest),
      new DOMRect(),
    );
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // What the screen shows: on a phone the visual viewport can pan beyond the layout one.
    const shown = window.visualViewport;
    const left = shown?.offsetLeft ?? 0;
    const top = shown?.offsetTop ?? 0;
    const onScreen =
      x >= left &&
      y >= top &&
      x < left + (shown?.width ?? root.clientWidth) &&
      y < top + (shown?.height ?? root.clientHeight);
    return onScreen ? { x, y } : null;
  }

  /**
   * A heading's word wider than the heading itself: the browser breaks it mid-word ("TRADITIONA"
   * then "L"), which reads as two words. Long words come with a language (Spanish ones are), so
   * each word of each shown heading is measured whole, in the heading's own font.
   */
  function brokenHeadingWords(): Finding[] {
    const findings: Finding[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3")) {
      if (!isShown(heading)) continue;
      const style = getComputedStyle(heading);
      const room = heading.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      // Named before the probe goes in: its text would join the heading's.
      const name = identify(heading);
      const words = new Set(shownText(heading).split(/\s+/).filter(Boolean));
      const probe = document.createElement("span");
      probe.style.whiteSpace = "nowrap";
      heading.append(probe);
      for (const word of words) {
        probe.textContent = word;
        const wide = probe.getBoundingClientRect().width;
        if (wide > room + TOLERANCE) {
          findings.push({
            check: "heading's word wider than the heading",
            element: name,
            detail: `"${word}" is ${Math.round(wide)}px wide in ${Math.round(room)}px`,
          });
        }
      }
      probe.remove();
    }
    return findings;
  }

  /** `within`: only the controls of the disclosure marked with that index (a menu) are checked. */
  function inspectLayout(screenWidth: number, within?: number): Finding[] {
    const findings: Finding[] = [];
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    // A classic scrollbar takes its width from the screen (headless Chromium draws none).
    const width = Math.min(screenWidth, root.clientWidth);
    const pageWidth = root.scrollWidth;
    if (pageWidth > width) {
      const culprits = widestCulprits(width);
      findings.push({
        check: "page wider than the screen",
        element: culprits.length
          ? culprits.slice(0, 3).join(", ") + (culprits.length > 3 ? ` and ${culprits.length - 3} more` : "")
          : "html",
        detail: `${pageWidth}px wide on a ${width}px screen`,
      });
    }
    if (within === undefined) findings.push(...brokenHeadingWords());
    const scope =
      within === undefined
        ? document
        : (document.querySelector(`[${DISCLOSURE_MARK}="${within}"]`)?.closest("details") ?? document);
    const controls = [...scope.querySelectorAll(CONTROLS)].filter(
      (element) => isControl(element) && isShown(element) && !isParkedSkipLink(element),
    );
    for (const control of controls) {
      const box = boxOf(control.getBoundingClientRect());
      if (fitsSideways(box, width)) continue;
      const scroller = horizontalScroller(control);
      if (scroller && fitsSideways(boxOf(scroller.getBoundingClientRect()), width)) continue;
      findings.push({
        check: "control past the screen's edge",
        element: identify(control),
        detail:
          `spans ${Math.round(box.left + window.scrollX)} to ${Math.round(box.right + window.scrollX)}px` +
          (scroller ? ` in ${identify(scroller)}, which is itself wider than the screen` : ""),
      });
    }
    // Each control is brought to the middle of the screen, clear of sticky headers and bars,
    // and whatever is drawn at its centre must be the control itself or inside it.
    for (const control of controls) {
      control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      // Inside a sticky box (a sidebar taller than the screen) the scroll above may not reach
      // it: then the page is searched, half a screen at a time, for a position that shows it.
      let centre = centreOf(control);
      for (let y = 0; !centre && y <= root.scrollHeight; y += root.clientHeight / 2) {
        control.scrollIntoView({ block: "nearest", inline: "center", behavior: "instant" });
        window.scrollTo({ left: window.scrollX, top: y, behavior: "instant" });
        centre = centreOf(control);
      }
      if (!centre) {
        findings.push({
          check: "control's centre cannot be scrolled on screen",
          element: identify(control),
          detail: "at no scroll position",
        });
        continue;
      }
      const hit = document.elementFromPoint(centre.x, centre.y);
      // A label drawn over its own input passes the click on: that is the styled-checkbox pattern.
      const reachesControl =
        hit && (control.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === control));
      if (!reachesControl) {
        findings.push({
          check: "control covered at its centre",
          element: identify(control),
          detail: `its centre belongs to ${identify(hit)}`,
        });
      }
    }
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    return findings;
  }

  /** The boxes of an element's own text (its direct text nodes, line by line), as drawn. */
  function textBoxes(element: Element): Box[] {
    const boxes: Box[] = [];
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !/\S/.test(node.textContent ?? "")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = clipped(element, boxOf(rect));
        if (hasArea(box)) boxes.push(box);
      }
    }
    return boxes;
  }

  const NOT_DRAWN_AS_TEXT = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TEXTAREA", "OPTION", "TITLE"]);

  function findTextOverImages(): TextOverImage[] {
    const images: { element: Element; box: Box }[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const isImage =
        element instanceof HTMLImageElement ||
        element instanceof HTMLVideoElement ||
        getComputedStyle(element).backgroundImage !== "none";
      if (!isImage || !isShown(element)) continue;
      const box = clipped(element, boxOf(element.getBoundingClientRect()));
      if (hasArea(box)) images.push({ element, box });
    }
    if (images.length === 0) return [];
    const owners = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (owner && /\S/.test(node.textContent ?? "") && !NOT_DRAWN_AS_TEXT.has(owner.tagName)) owners.add(owner);
    }
    const found: TextOverImage[] = [];
    for (const owner of owners) {
      if (!isShown(owner)) continue;
      const boxes = textBoxes(owner);
      const under = images.find(({ box }) => boxes.some((text) => hasArea(intersect(text, box))));
      if (!under) continue;
      const style = getComputedStyle(owner);
      const index = found.length;
      owner.setAttribute(TEXT_MARK, String(index));
      found.push({
        index,
        element: identify(owner),
        image: identify(under.element),
        color: style.color,
        fontSize: Number.parseFloat(style.fontSize),
        fontWeight: Number.parseInt(style.fontWeight, 10) || 400,
        top: Math.min(...boxes.map((box) => box.top)) + window.scrollY,
        bottom: Math.max(...boxes.map((box) => box.bottom)) + window.scrollY,
      });
    }
    return found;
  }

  /**
   * Repaints the marked text through the CSSOM (the site's CSP forbids injected <style>):
   * "text-hidden" leaves only what is behind the text; "text-solid" also fills each text box
   * with the text's own colour, so the pixel there is what a fully inked glyph would show,
   * with anything drawn over the text (a translucent image) still over it.
   */
  function paint(mode: "as-is" | "text-hidden" | "text-solid", colors: Record<number, string>): null {
    for (const element of document.querySelectorAll(`[${SAVED_STYLE}]`)) {
      if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
      element.style.cssText = element.getAttribute(SAVED_STYLE) ?? "";
      element.removeAttribute(SAVED_STYLE);
    }
    if (mode === "as-is") return null;
    for (const owner of document.querySelectorAll(`[${TEXT_MARK}]`)) {
      for (const element of [owner, ...owner.querySelectorAll("*")]) {
        if (!(element instanceof HTMLElement || element instanceof SVGElement) || element.hasAttribute(SAVED_STYLE))
          continue;
        element.setAttribute(SAVED_STYLE, element.style.cssText);
        element.style.setProperty("color", "transparent", "important");
        element.style.setProperty("-webkit-text-fill-color", "transparent", "important");
        element.style.setProperty("text-shadow", "none", "important");
        element.style.setProperty("text-decoration-color", "transparent", "important");
        element.style.setProperty("transition", "none", "important");
      }
    }
    if (mode === "text-solid") {
      for (const owner of document.querySelectorAll(`[${TEXT_MARK}]`)) {
        const color = colors[Number(owner.getAttribute(TEXT_MARK))];
        if (color && (owner instanceof HTMLElement || owner instanceof SVGElement)) {
          owner.style.setProperty("background", color, "important");
        }
      }
    }
    return null;
  }

  /**
   * The closed disclosures a person can open now (shown, so one inside a closed one waits for
   * it): the summary of a <details>, and with `buttons` a button with aria-expanded="false"
   * (a popup, aria-haspopup, is not a disclosure). A navigation menu (a disclosure holding a
   * <nav>) is one of `menus` or, without it, of the others.
   */
  function findDisclosures(menus: boolean, buttons: boolean): Disclosure[] {
    for (const marked of document.querySelectorAll(`[${DISCLOSURE_MARK}]`)) marked.removeAttribute(DISCLOSURE_MARK);
    // A disclosure holding a navigation (a phone menu), or one inside a navigation (a bar's drop-down).
    const isMenu = (element: Element) =>
      Boolean(element.closest("details:has(nav), nav details")) ||
      (element instanceof HTMLButtonElement &&
        Boolean(document.getElementById(element.getAttribute("aria-controls") ?? "")?.querySelector("nav")));
    const candidates = [
      ...[...document.querySelectorAll("details:not([open]) > summary")].filter(
        (summary) => summary.parentElement?.querySelector(":scope > summary") === summary,
      ),
      ...(buttons ? document.querySelectorAll('button[aria-expanded="false"]:not([aria-haspopup])') : []),
    ];
    const found: Disclosure[] = [];
    for (const element of candidates) {
      if (isMenu(element) !== menus || !isShown(element)) continue;
      element.setAttribute(DISCLOSURE_MARK, String(found.length));
      found.push({ index: found.length, element: identify(element) });
    }
    return found;
  }

  /**
   * The tab walk's state lives on the window between steps: the bars that stay on screen as the
   * page scrolls (position sticky or fixed), the controls seen this way round, what was found.
   */
  type FocusWalk = {
    bars: Element[];
    seen: Set<Element>;
    /** How many controls each finished lap reached: a lap that reached none did not walk. */
    laps: number[];
    turns: number;
    findings: Map<string, Finding>;
    onKey: (event: KeyboardEvent) => void;
  };
  const walkHolder = window as unknown as { layoutNetFocusWalk?: FocusWalk };

  /** The focused control, unless it is partly hidden under a bar it is not part of. */
  function checkFocused(walk: FocusWalk): void {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === root) return;
    const box = boxOf(focused.getBoundingClientRect());
    if (!hasArea(box)) return;
    for (const bar of walk.bars) {
      if (bar.contains(focused) || focused.contains(bar)) continue;
      const overlap = intersect(box, boxOf(bar.getBoundingClientRect()));
      if (!hasArea(overlap)) continue;
      // Only a bar drawn over the control hides it: the one on top where they overlap.
      const onTop = document.elementFromPoint((overlap.left + overlap.right) / 2, (overlap.top + overlap.bottom) / 2);
      if (!onTop || !bar.contains(onTop)) continue;
      const share = Math.round(
        (100 * (overlap.right - overlap.left) * (overlap.bottom - overlap.top)) /
          ((box.right - box.left) * (box.bottom - box.top)),
      );
      const element = identify(focused);
      walk.findings.set(element, {
        check: "focused control hidden under a sticky bar",
        element,
        detail: `${share}% of it under ${identify(bar)}`,
      });
    }
  }

  function focusWalk(step: "start" | "turn" | "where" | "end"): PageAnswer["focus-walk"] {
    const walk = walkHolder.layoutNetFocusWalk;
    if (step === "start") {
      if (walk) window.removeEventListener("keydown", walk.onKey, true);
      const bars = [...document.body.querySelectorAll("*")].filter((element) => {
        const position = getComputedStyle(element).position;
        return (position === "sticky" || position === "fixed") && isShown(element);
      });
      const started: FocusWalk = {
        bars,
        seen: new Set(),
        laps: [],
        turns: 0,
        findings: new Map(),
        // Before Tab moves focus on, the control it leaves has been scrolled into view: look now.
        onKey: (event) => {
          if (event.key !== "Tab") return;
          checkFocused(started);
          const focused = document.activeElement;
          if (focused && focused !== document.body) started.seen.add(focused);
        },
      };
      walkHolder.layoutNetFocusWalk = started;
      window.addEventListener("keydown", started.onKey, true);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      return { findings: [], lap: false };
    }
    if (!walk) throw new Error("the tab walk has not started");
    if (step === "turn") {
      // The first turn starts the first lap; each later one ends a lap.
      if (walk.turns > 0) walk.laps.push(walk.seen.size);
      walk.turns += 1;
      walk.seen = new Set();
      return { findings: [], lap: false };
    }
    const focused = document.activeElement;
    // A lap is done when focus has left the last control (to the page itself) or come round again.
    const lap = walk.seen.size > 0 && (!focused || focused === document.body || walk.seen.has(focused));
    if (step === "where") return { findings: [], lap };
    checkFocused(walk);
    walk.laps.push(walk.seen.size);
    if (walk.laps.some((reached) => reached === 0)) {
      walk.findings.set("tab walk", {
        check: "tab walk that reached no control",
        element: "document",
        detail: `controls reached each way: ${walk.laps.join(", ")}`,
      });
    }
    window.removeEventListener("keydown", walk.onKey, true);
    walkHolder.layoutNetFocusWalk = undefined;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    return { findings: [...walk.findings.values()], lap };
  }

  switch (request.kind) {
    case "focus-walk":
      return focusWalk(request.step);
    case "layout":
      return inspectLayout(request.width, request.within);
    case "disclosures":
      return findDisclosures(request.menus, request.buttons);
    case "click-disclosures":
      for (const index of request.indexes) {
        const element = document.querySelector(`[${DISCLOSURE_MARK}="${index}"]`);
        if (element instanceof HTMLElement) element.click();
      }
      return null;
    case "closed-disclosures":
      return request.indexes.filter((index) => {
        const element = document.querySelector(`[${DISCLOSURE_MARK}="${index}"]`);
        const isOpen =
          element?.tagName === "SUMMARY"
            ? Boolean((element.parentElement as HTMLDetailsElement | null)?.open)
            : element?.getAttribute("aria-expanded") === "true";
        return !isOpen;
      });
    case "find-text-over-images":
      return findTextOverImages();
    case "text-boxes": {
      // A screenshot shows the visual viewport, which on a phone can pan away from the layout
      // viewport that element boxes are measured in: boxes are moved into the screenshot's frame.
      const shown = window.visualViewport;
      const dx = shown?.offsetLeft ?? 0;
      const dy = shown?.offsetTop ?? 0;
      const screen: Box = {
        left: 0,
        top: 0,
        right: shown?.width ?? root.clientWidth,
        bottom: shown?.height ?? root.clientHeight,
      };
      const boxes: Record<number, Box[]> = {};
      for (const index of request.indexes) {
        const owner = document.querySelector(`[${TEXT_MARK}="${index}"]`);
        boxes[index] = owner
          ? textBoxes(owner)
              .map((box) =>
                intersect(
                  { left: box.left - dx, right: box.right - dx, top: box.top - dy, bottom: box.bottom - dy },
                  screen,
                ),
              )
              .filter(hasArea)
          : [];
      }
      return { viewportWidth: screen.right, boxes };
    }
    case "paint":
      return paint(request.mode, request.colors);
  }
}

async function inPage<K extends PageRequest["kind"]>(
  page: Page,
  request: Extract<PageRequest, { kind: K }>,
): Promise<PageAnswer[K]> {
  return (await page.evaluate(pageSide, request)) as PageAnswer[K];
}

/**
 * (a) page width, (b) controls past the screen's edge, (c) controls covered at their centre;
 * with `menu`, (b) and (c) only for the controls of that open navigation menu, which covers
 * the page below it as it should.
 */
export function checkLayout(page: Page, width: number, menu?: Disclosure): Promise<Finding[]> {
  return inPage(page, { kind: "layout", width, within: menu?.index });
}

/**
 * Resizes the viewport, as a person turning a phone or a window made narrower does: the media
 * queries apply at once (they are CSS, with JavaScript or without). CSS transitions that the
 * change starts are taken to their end, which a page without JavaScript cannot wait for; then
 * the page settles as after a load (with JavaScript, resize listeners get their frames).
 */
export async function resize(
  page: Page,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
  await drawn(page, javaScriptEnabled);
}

/**
 * Opens the disclosures marked `indexes` as a person's tap does (a click, whose default action
 * opens a <details> natively, without the page's scripts; a button's click goes to its
 * handler), then lets the page draw. Those still closed after it are findings. That the
 * summary or button can be tapped at all (on screen, uncovered) is the layout check's part.
 */
async function clickOpen(page: Page, disclosures: Disclosure[], javaScriptEnabled: boolean): Promise<Finding[]> {
  if (disclosures.length === 0) return [];
  const indexes = disclosures.map((disclosure) => disclosure.index);
  await inPage(page, { kind: "click-disclosures", indexes });
  await drawn(page, javaScriptEnabled);
  const closed = new Set(await inPage(page, { kind: "closed-disclosures", indexes }));
  return disclosures
    .filter((disclosure) => closed.has(disclosure.index))
    .map((disclosure) => ({
      check: "disclosure that does not open",
      element: disclosure.element,
      detail: "still closed after a click",
    }));
}

/**
 * Opens every disclosure of the page but its navigation menus: each <details> (with
 * JavaScript or without) and, with JavaScript, each button with aria-expanded="false", then
 * those that opening revealed. How many opened, and what would not.
 */
export async function openDisclosures(
  page: Page,
  javaScriptEnabled: boolean,
): Promise<{ count: number; findings: Finding[] }> {
  let count = 0;
  const findings: Finding[] = [];
  const failed = new Set<string>();
  // A few rounds: a disclosure inside another is found once the outer one is open.
  for (let round = 0; round < 5; round += 1) {
    const closed = (await inPage(page, { kind: "disclosures", menus: false, buttons: javaScriptEnabled })).filter(
      (disclosure) => !failed.has(disclosure.element),
    );
    if (closed.length === 0) break;
    const refused = await clickOpen(page, closed, javaScriptEnabled);
    for (const finding of refused) failed.add(finding.element);
    findings.push(...refused);
    count += closed.length - refused.length;
  }
  return { count, findings };
}

/** The page's navigation menus (a disclosure holding a <nav>) shown closed on the screen. */
export function navigationMenus(page: Page, javaScriptEnabled: boolean): Promise<Disclosure[]> {
  return inPage(page, { kind: "disclosures", menus: true, buttons: javaScriptEnabled });
}

/** Opens the navigation menu `menu`: null, or the finding that it would not open. */
export async function openMenu(page: Page, menu: Disclosure, javaScriptEnabled: boolean): Promise<Finding | null> {
  return (await clickOpen(page, [menu], javaScriptEnabled))[0] ?? null;
}

/** Closes the navigation menu `menu` again, as a second tap on it does. */
export async function closeMenu(page: Page, menu: Disclosure, javaScriptEnabled: boolean): Promise<void> {
  await inPage(page, { kind: "click-disclosures", indexes: [menu.index] });
  await drawn(page, javaScriptEnabled);
}

/** Tab presses between looks at where focus is: a lap overshoots by at most this many. */
const TABS_PER_LOOK = 8;
/** A page with more controls than this is walked this far each way. */
const MOST_TABS = 400;

/**
 * WCAG 2.2's 2.4.11 (focus not obscured), stricter: Tab through every control of the page and
 * back again with Shift+Tab, as a keyboard user does, and find each focused control hidden even
 * in part under a bar that stays on screen (the sticky header, the menu's category bar). Forward,
 * the browser scrolls controls up from the bottom edge; backward, down from the top edge, where
 * the bars are. Scrolling is made instant for the walk, so each look sees where it ends. The page
 * is left unfocused, scrolled to its top.
 */
export async function checkFocusNotObscured(page: Page): Promise<Finding[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await inPage(page, { kind: "focus-walk", step: "start" });
    for (const key of ["Tab", "Shift+Tab"]) {
      await inPage(page, { kind: "focus-walk", step: "turn" });
      for (let presses = 0; presses < MOST_TABS; presses += TABS_PER_LOOK) {
        for (let press = 0; press < TABS_PER_LOOK; press += 1) await page.keyboard.press(key);
        if ((await inPage(page, { kind: "focus-walk", step: "where" })).lap) break;
      }
    }
    return (await inPage(page, { kind: "focus-walk", step: "end" })).findings;
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Waits until the page looks as a visitor sees it: hydrated (with JavaScript), fonts loaded,
 * images on screen decoded. Without JavaScript the page runs no timers or frames, and none
 * are needed.
 */
export async function settle(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (javaScriptEnabled) {
    // React marks the elements it has hydrated with its own properties.
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")), null, {
      timeout: 10_000,
    });
  }
  await drawn(page, javaScriptEnabled);
}

/**
 * Waits for what a change on the page (a load, a resize, a disclosure opened) has to draw:
 * fonts, the images on screen, and with JavaScript two frames for effects and listeners.
 */
async function drawn(page: Page, javaScriptEnabled: boolean): Promise<void> {
  await page.evaluate(async (frames) => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && !image.complete;
    });
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
    if (frames) {
      // Effects that run after hydration (and scroll listeners) get two frames to draw.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }, javaScriptEnabled);
}

// ------------------------------------------------------------------------------------------
// Text over images.

/** Relative luminance of each 8-bit sRGB channel value (WCAG 2.1). */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});
const luminance = (pixels: Buffer, at: number) =>
  0.2126 * LINEAR[pixels[at]!]! + 0.7152 * LINEAR[pixels[at + 1]!]! + 0.0722 * LINEAR[pixels[at + 2]!]!;

async function rawPixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** WCAG large text: 24 px, or 18.66 px (14 pt) bold. */
const requiredContrast = (text: TextOverImage) =>
  text.fontSize >= 24 || (text.fontSize >= 18.66 && text.fontWeight >= 700) ? 3 : 4.5;

/**
 * Text whose boxes overlap a visible <img>/<video> or an element with a CSS background image
 * must reach WCAG contrast against what is behind it: each candidate is brought to the middle of
 * the screen, shot once with its text hidden (the background) and once with its text boxes
 * filled with the text's colour (the ink, with anything drawn over it still on top), and the
 * contrast of each pixel pair is taken; the 10th-percentile worst pixel must reach 4.5:1 (3:1
 * for large text). A button with a solid background passes on its own colours, as its
 * background is what is behind its text.
 */
export async function checkTextOverImages(page: Page, javaScriptEnabled: boolean): Promise<Finding[]> {
  const candidates = await inPage(page, { kind: "find-text-over-images" });
  if (candidates.length === 0) return [];
  const { innerHeight, maxScroll } = await page.evaluate(() => ({
    innerHeight: document.documentElement.clientHeight,
    maxScroll: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }));
  const byScroll = new Map<number, TextOverImage[]>();
  for (const candidate of candidates) {
    const middle = (candidate.top + candidate.bottom) / 2;
    const scrollY = Math.round(Math.min(Math.max(middle - innerHeight / 2, 0), Math.max(maxScroll, 0)));
    byScroll.set(scrollY, [...(byScroll.get(scrollY) ?? []), candidate]);
  }
  const colors = Object.fromEntries(candidates.map((candidate) => [candidate.index, candidate.color]));
  const findings: Finding[] = [];
  const shoot = async () => rawPixels(await page.screenshot({ animations: "disabled", caret: "hide", scale: "css" }));
  try {
    for (const [scrollY, group] of byScroll) {
      await page.evaluate((y) => window.scrollTo({ left: 0, top: y, behavior: "instant" }), scrollY);
      await settle(page, javaScriptEnabled);
      const { viewportWidth, boxes } = await inPage(page, {
        kind: "text-boxes",
        indexes: group.map((text) => text.index),
      });
      await inPage(page, { kind: "paint", mode: "text-hidden", colors });
      const behind = await shoot();
      await inPage(page, { kind: "paint", mode: "text-solid", colors });
      const ink = await shoot();
      await inPage(page, { kind: "paint", mode: "as-is", colors });
      const scale = behind.width / viewportWidth;
      for (const text of group) {
        const ratios: number[] = [];
        for (const box of boxes[text.index] ?? []) {
          const top = Math.max(0, Math.ceil(box.top * scale));
          const bottom = Math.min(behind.height, Math.floor(box.bottom * scale));
          const left = Math.max(0, Math.ceil(box.left * scale));
          const right = Math.min(behind.width, Math.floor(box.right * scale));
          for (let y = top; y < bottom; y += 1) {
            for (let x = left; x < right; x += 1) {
              const at = (y * behind.width + x) * behind.channels;
              const a = luminance(ink.data, at);
              const b = luminance(behind.data, at);
              ratios.push((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
            }
          }
        }
        if (ratios.length === 0) continue;
        ratios.sort((a, b) => a - b);
        const tenthWorst = ratios[Math.floor(ratios.length * 0.1)]!;
        const required = requiredContrast(text);
        if (tenthWorst < required) {
          findings.push({
            check: "text over an image below WCAG contrast",
            element: text.element,
            detail: `${tenthWorst.toFixed(2)}:1 at its 10th-percentile pixel, needs ${required}:1 (${text.fontSize}px, over ${text.image})`,
          });
        }
      }
    }
  } finally {
    await inPage(page, { kind: "paint", mode: "as-is", colors });
    await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: "instant" }));
  }
  return findings;
}

// ------------------------------------------------------------------------------------------
// axe-core.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: AXE_TAGS },
  // Only violations are read: axe then skips gathering every passing node (about a third of
  // its time on the longer pages, measured).
  resultTypes: ["violations"],
  // Our pages have no frames of their own; the only ones are third parties' embeds.
  iframes: false,
};

/**
 * axe-core's WCAG 2.2 A/AA violations and best-practice failures on the page (2.2 adds target
 * size, 2.5.8); the third-party feed iframe is not ours.
 * axe-core is put into the page and run there directly: the @axe-core/playwright wrapper took
 * about twice as long per page (0.7 to 1.9 s against 0.3 to 0.8 s, measured on seven public
 * pages on 2026-11-29), spent reaching into frames that are not ours and in its own set-up.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([options]) => (window as unknown as { axe: typeof Axe }).axe.run({ exclude: [".social-feed iframe"] }, options),
    [AXE_OPTIONS] as const,
  );
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(" "));
    // For contrast, the colours of the first failing element say most.
    const data = violation.nodes[0]?.any[0]?.data as
      | { fgColor?: string; bgColor?: string; contrastRatio?: number }
      | undefined;
    const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : "";
    return {
      check: `axe ${violation.id}`,
      element: targets.slice(0, 4).join(", ") + (targets.length > 4 ? ` and ${targets.length - 4} more` : ""),
      detail: `${violation.help}${colours}`,
    };
  });
}

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run. A context made
 * with this blocks every script the site loads, so axe, injected by Playwright, sees the page
 * as a visitor without JavaScript does.
 */
export async function blockSiteScripts(context: BrowserContext): Promise<void> {
  await context.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
}
