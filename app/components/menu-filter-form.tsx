// The menu's filter by dietary label: a GET form (?diet=, ?without=) that works without
// JavaScript. Filtered, the page says which labels it kept to and that staff set the labels,
// so a visitor with an allergy still asks at the window.
import { Form, Link } from "react-router";
import { DIETARY_LABEL_TEXT, DIETS, LEAVE_OUT, LEAVE_OUT_TEXT } from "#app/domain/menu/dietary.ts";
import { isFiltered, type MenuFilter } from "#app/domain/menu/menu-filter.ts";

/** "Vegan, without Contains soy" */
function filterSummary(filter: MenuFilter): string {
  const kept = filter.diet.map((diet) => DIETARY_LABEL_TEXT[diet]).join(" and ");
  const left = filter.without.map((label) => LEAVE_OUT_TEXT[label].replace(/^No(t)? /, "")).join(" or ");
  if (kept && left) return `${kept} items without ${left}`;
  return kept ? `${kept} items` : `items without ${left}`;
}

/** The filter's two choices, one per query parameter, each with an option that filters nothing. */
const CHOICES = [
  {
    name: "diet",
    label: "Suitable for",
    none: "Any diet",
    options: DIETS.map((diet) => ({ value: diet, text: DIETARY_LABEL_TEXT[diet] })),
  },
  {
    name: "without",
    label: "Leave out",
    none: "Nothing",
    options: LEAVE_OUT.map((label) => ({ value: label, text: LEAVE_OUT_TEXT[label] })),
  },
] as const;

/** One choice, keyed by what the address chose so it follows the address after back and forward. */
function FilterChoice({ choice, chosen }: { choice: (typeof CHOICES)[number]; chosen: readonly string[] }) {
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
  staffSetLabels,
}: {
  filter: MenuFilter;
  error: string | null;
  /** What the labels are worth (from the catalogue, as the page's data). */
  staffSetLabels: string;
}) {
  const filtered = isFiltered(filter);
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
            <strong>{`Showing ${filterSummary(filter)}.`}</strong> {staffSetLabels}
          </p>
          <p>
            <Link to="/menu" preventScrollReset>
              Show the whole menu
            </Link>
          </p>
        </div>
      ) : null}
      {/* Open while it filters, so the choices made stay in sight. */}
      <details className="menu-filter__choices" open={filtered || Boolean(error)}>
        <summary>Filter by diet or allergen</summary>
        <Form method="get" action="/menu" preventScrollReset className="menu-filter__form">
          {CHOICES.map((choice) => (
            <FilterChoice key={choice.name} choice={choice} chosen={filter[choice.name]} />
          ))}
          <button type="submit" className="button">
            Show items
          </button>
        </Form>
      </details>
    </div>
  );
}
