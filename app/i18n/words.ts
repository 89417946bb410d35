// The catalogue's one rule, typed: each set of words exists in English and in Spanish with the
// same keys (a missing or extra Spanish key does not compile), and a word with a `{name}` slot is
// filled by `fill`, in the browser or on the server. tests/unit/catalogue.test.ts checks that each
// Spanish text has the same slots as its English one.
import type { Language } from "./language.ts";

/** A set of words in both languages; `T` is the English set's type (strings, lists, nested sets). */
export type Bilingual<T> = Record<Language, T>;

/** `"Order on {service}"` with `{ service: "DoorDash" }` -> `"Order on DoorDash"`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
