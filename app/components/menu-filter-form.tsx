// The menu's filter by dietary label: a GET form (?diet=, ?without=) that works without
// JavaScript. Filtered, the page says which labels it kept to and that staff set the labels,
// so a visitor with an allergy still asks at the window. Its words are the page's data, in the
// page's language; it posts to the menu in that language.
import { Form, Link } from "react-router";
import { useLanguage } from "#app/components/use-language.ts";
import type { MenuWords } from "#app/content/menu-words.ts";
import { DIETS, LEAVE_OUT } from "#app/domain/menu/dietary.ts";
import { isFiltered, type MenuFilter } from "#app/domain/menu/menu-filter.ts";
import { pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

type FilterWords = Pick<MenuWords, "filter" | "labels">;

/** "Vegan items without soy" */
function filterSummary(filter: MenuFilter, words: FilterWords): string {
  const kept = filter.diet.map((diet) => words.labels[diet]).join(words.filter.and);
  const left = filter.without.map((label) => words.filter.leftOut[label]).join(words.filter.or);
  if (kept && left) return fill(words.filter.keptAndLeftItems, { kept, left });
  return kept ? fill(words.filter.keptItems, { kept }) : fill(words.filter.leftItems, { left });
}

/** The filter's two choices, one per query parameter, each with an option that filters nothing. */
function choices(words: FilterWords) {
  return [
    {
      name: "diet",
      label: words.filter.suitableFor,
      none: words.filter.anyDiet,
      options: DIETS.map((diet) => ({ value: diet, text: words.labels[diet] })),
    },
    {
      name: "without",
      label: words.filter.leaveOut,
      none: words.filter.nothing,
      options: LEAVE_OUT.map((label) => ({ value: label, text: words.filter.leaveOutOptions[label] })),
    },
  ] as const;
}

type Choice = ReturnType<typeof choices>[number];

/** One choice, keyed by what the address chose so it follows the address after back and forward. */
function FilterChoice({ choice, chosen }: { choice: Choice; chosen: readonly string[] }) {
  const id = `menu-filter-${choice.name}`;
  return (
    <>
      <label htmlFor={id}>{choice.label}</label>
      <select id={id} name={choice.name} defaultValue={chosen[0] ?? ""} key={`${choice.name}:${chosen.join()}`}>
        <option value="">{choice.none}</option>
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}

export function MenuFilterForm({
  filter,
  error,
  words,
}: {
  filter: MenuFilter;
  error: string | null;
  /** The filter's words and the labels', from the catalogue as the page's data. */
  words: FilterWords;
}) {
  const filtered = isFiltered(filter);
  const menuPath = pathIn(useLanguage(), "/menu");
  return (
    <div className="menu-filter">
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {filtered ? (
        <div role="status" className="notice menu-filter__notice">
          <p>
            <strong>{fill(words.filter.showing, { summary: filterSummary(filter, words) })}</strong>{" "}
            {words.filter.staffSetLabels}
          </p>
          <p>
            <Link to={menuPath} preventScrollReset>
              {words.filter.showWholeMenu}
            </Link>
          </p>
        </div>
      ) : null}
      {/* Open while it filters, so the choices made stay in sight. */}
      <details className="menu-filter__choices" open={filtered || Boolean(error)}>
        <summary>{words.filter.open}</summary>
        <Form method="get" action={menuPath} preventScrollReset className="menu-filter__form">
          {choices(words).map((choice) => (
            <FilterChoice key={choice.name} choice={choice} chosen={filter[choice.name]} />
          ))}
          <button type="submit" className="button">
            {words.filter.submit}
          </button>
        </Form>
      </details>
    </div>
  );
}
