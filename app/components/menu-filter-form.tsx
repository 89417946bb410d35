// The menu's filter by dietary label: a GET form (?diet=, ?without=) that works without
// JavaScript. Filtered, the page says which labels it kept to and that staff set the labels,
// so a visitor with an allergy still asks at the window.
import { Form, Link } from "react-router";
import { DIETARY_MESSAGES } from "#app/content/messages.ts";
import { DIETARY_LABEL_TEXT, DIETS, LEAVE_OUT, LEAVE_OUT_TEXT } from "#app/domain/menu/dietary.ts";
import { isFiltered, type MenuFilter } from "#app/domain/menu/menu-filter.ts";

/** "Vegan, without Contains soy" */
function filterSummary(filter: MenuFilter): string {
  const kept = filter.diet.map((diet) => DIETARY_LABEL_TEXT[diet]).join(" and ");
  const left = filter.without.map((label) => LEAVE_OUT_TEXT[label].replace(/^No(t)? /, "")).join(" or ");
  if (kept && left) return `${kept} items without ${left}`;
  return kept ? `${kept} items` : `items without ${left}`;
}

export function MenuFilterForm({ filter, error }: { filter: MenuFilter; error: string | null }) {
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
            <strong>{`Showing ${filterSummary(filter)}.`}</strong> {DIETARY_MESSAGES.staffSetLabels}
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
          <label htmlFor="menu-filter-diet">Suitable for</label>
          <select
            id="menu-filter-diet"
            name="diet"
            defaultValue={filter.diet[0] ?? ""}
            key={`diet:${filter.diet.join()}`}
          >
            <option value="">Any diet</option>
            {DIETS.map((diet) => (
              <option key={diet} value={diet}>
                {DIETARY_LABEL_TEXT[diet]}
              </option>
            ))}
          </select>
          <label htmlFor="menu-filter-without">Leave out</label>
          <select
            id="menu-filter-without"
            name="without"
            defaultValue={filter.without[0] ?? ""}
            key={`without:${filter.without.join()}`}
          >
            <option value="">Nothing</option>
            {LEAVE_OUT.map((label) => (
              <option key={label} value={label}>
                {LEAVE_OUT_TEXT[label]}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Show items
          </button>
        </Form>
      </details>
    </div>
  );
}
