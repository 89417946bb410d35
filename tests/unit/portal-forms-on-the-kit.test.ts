// Keeps every portal form on the one form kit (issue 46): a route module under app/routes/admin
// writes no label of its own (the kit's fields wire label, control, hint and error once), loops
// over no parse issues and calls no `.safeParse(` (the kit and fieldErrorsFrom turn a failed parse
// into field messages), and throws no hand-built 4xx (the refusal translators of app/web do).
// What is still allowed is named below, with its reason and how many times it occurs; the list
// only shrinks. Sign-in and the lists' filter forms are on the kit too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ADMIN_ROUTES = join(import.meta.dirname, "../../app/routes/admin");

const HAND_BUILT = {
  label: "<label",
  "issue loop": "for (const issue of",
  "own parse": ".safeParse(",
  "hand-built 4xx": "throw data(",
  "hand-built answer": "new Response(",
} as const;
type Kind = keyof typeof HAND_BUILT;

/** Module -> what it may still write by hand, how often, and why. */
const ALLOWED: Record<string, { reason: string; counts: Partial<Record<Kind, number>> }> = {
  "not-found.tsx": {
    reason: "the portal's page-not-found: answering 404 is all it does",
    counts: { "hand-built 4xx": 1 },
  },
  "numbers-csv.ts": {
    reason:
      "answers the numbers' CSV file itself, and refuses an unknown table or period in plain text (a download's link, not a page)",
    counts: { "hand-built answer": 2 },
  },
  "event-sign-pdf.tsx": {
    reason: "answers a stop's printed sign itself, a PDF download (an unknown stop gets the portal's 404 page)",
    counts: { "hand-built answer": 1 },
  },
  "review-cards-pdf.ts": {
    reason: 'answers the "Review us" cards itself, a PDF download (no record behind it, so nothing to refuse)',
    counts: { "hand-built answer": 1 },
  },
  "subscribers-csv.ts": {
    reason: "answers the subscribers' CSV file itself (a download, not a refusal)",
    counts: { "hand-built answer": 1 },
  },
};

/** How many times each hand-built part occurs in a module's source. */
function handBuilt(source: string): Partial<Record<Kind, number>> {
  const found: Partial<Record<Kind, number>> = {};
  for (const [kind, text] of Object.entries(HAND_BUILT) as [Kind, string][]) {
    const count = source.split(text).length - 1;
    if (count > 0) found[kind] = count;
  }
  return found;
}

const modules = readdirSync(ADMIN_ROUTES, { recursive: true, encoding: "utf8" })
  .filter((name) => /\.tsx?$/.test(name) && !name.includes("+types"))
  .sort();

describe("the portal's route modules build their forms with the kit", () => {
  it("reads the admin route modules", () => {
    expect(modules).toContain("users.tsx");
    for (const name of Object.keys(ALLOWED)) expect(modules, `${name} is named but gone`).toContain(name);
  });

  it.each(modules)("%s writes nothing by hand beyond what is named with a reason", (name) => {
    const source = readFileSync(join(ADMIN_ROUTES, name), "utf8");
    expect(handBuilt(source)).toEqual(ALLOWED[name]?.counts ?? {});
  });
});
