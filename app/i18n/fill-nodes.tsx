// `fill` for a text whose slots hold elements (a link, a <time>) rather than plain values:
// "See the {menuPage}" with a link in the slot, so a sentence is written whole in each language
// and its link falls where that language puts it.
import { createElement, Fragment, type ReactNode } from "react";

/** `"Last reviewed {date}."` with `{ date: <time>…</time> }` -> the sentence, ready to render. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  // split() with a capture group: texts at even places, slot names at odd ones.
  const parts = template
    .split(/\{(\w+)\}/g)
    .map((part, index) => (index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`))
    .filter((part) => part !== "");
  // As children of one element, in order: no keys needed.
  return createElement(Fragment, null, ...parts);
}
