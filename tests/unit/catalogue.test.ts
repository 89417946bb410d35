// The catalogue's promise (issue 48): every set of words in app/content/*-words.ts has its
// Spanish twin, key for key, list item for list item, with the same `{slots}` in each text, and
// no Spanish text is left empty or left as its English one where English words show.
import { describe, expect, it } from "vitest";

const catalogue = import.meta.glob<Record<string, unknown>>("../../app/content/*-words.ts", { eager: true });

type Text = { path: string; en: string; es: string };

/** Every text of a set, walked in both languages side by side; a shape that differs fails. */
function pairs(en: unknown, es: unknown, path: string): Text[] {
  if (typeof en === "string") {
    expect(typeof es, `${path} is a text in English`).toBe("string");
    return [{ path, en, es: es as string }];
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(es), `${path} is a list in English`).toBe(true);
    expect((es as unknown[]).length, `${path} has as many items`).toBe(en.length);
    return en.flatMap((item, index) => pairs(item, (es as unknown[])[index], `${path}[${index}]`));
  }
  if (en && typeof en === "object") {
    expect(Object.keys(es as object).sort(), `${path} has the same keys`).toEqual(Object.keys(en).sort());
    return Object.entries(en).flatMap(([key, value]) =>
      pairs(value, (es as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  expect(es, `${path} is the same value`).toEqual(en);
  return [];
}

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Texts that are the same in both languages on purpose: names, brands, paths, numbers, words Spanish spells alike. */
const SAME_IN_BOTH =
  /^(?:[/#].*|Karaage|Chicken Katsu Sando|Pork Katsu Sando|Sando Truck|SANDOS|Sandos|Google Maps|Instagram|Facebook|Yelp|Catering|PDF|Subtotal|Total|[\d\s$.,:-]*)$/;

const sets = Object.entries(catalogue).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => value && typeof value === "object" && "en" in value && "es" in value)
    .map(([name, value]) => ({ file: file.replace("../../", ""), name, words: value as { en: unknown; es: unknown } })),
);

describe("the catalogue", () => {
  it("has its sets of words in both languages", () => {
    expect(sets.map((set) => set.name)).toContain("FRAME_WORDS");
    expect(sets.length).toBeGreaterThanOrEqual(3);
  });

  for (const set of sets) {
    it(`${set.file} ${set.name}: each Spanish text is there, with the English one's slots`, () => {
      const texts = pairs(set.words.en, set.words.es, set.name);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(slots(text.es), `${text.path}: "${text.es}"`).toEqual(slots(text.en));
        if (text.en.trim()) expect(text.es.trim(), `${text.path} is empty in Spanish`).not.toBe("");
        if (text.en === text.es && text.en.trim()) {
          expect(text.en, `${text.path} is left in English: "${text.es}"`).toMatch(SAME_IN_BOTH);
        }
      }
    });
  }
});
