// /menu: categories and items from the database. If the menu cannot be read, the default
// categories stay (spec section 4) and the page answers 503 so caches do not keep it.
import { data } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server";
import { fallbackMenu, listPublicMenu } from "../../domain/menu.server";
import { formatPrice } from "../../lib/format";
import type { Route } from "./+types/menu";

export async function loader() {
  try {
    return data({ menu: await listPublicMenu(), unavailable: false });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    console.error("Failed to load menu items", error);
    return data({ menu: fallbackMenu(), unavailable: true }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Menu | Sando Truck" },
  { name: "description", content: "Katsu sandos, karaage, desserts, drinks and merch." },
];

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menu, unavailable } = loaderData;
  return (
    <main>
      <h1>Menu</h1>
      {unavailable ? (
        <p role="alert">Our menu could not be loaded right now. Please try again shortly.</p>
      ) : null}
      <nav aria-label="Menu categories">
        <ul>
          {menu.categories.map((category) => (
            <li key={category.id}>
              <a href={`#${category.id}`}>{category.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {menu.categories.map((category) => (
        <section key={category.id} id={category.id} className="menu-section">
          <h2>{category.name}</h2>
          <ul>
            {(menu.menuItems[category.id] ?? []).map((item) => (
              <li key={item.id} className="menu-item">
                <h3>
                  {item.name} {item.popular ? <span className="badge">Fan Favorite</span> : null}
                </h3>
                {item.limitedQuantity ? <p>LIMITED QUANTITY</p> : null}
                <p>{item.description}</p>
                <p>
                  {item.price !== null ? formatPrice(item.price) : null}
                  {item.price3pc !== null ? ` 3PC ${formatPrice(item.price3pc)}` : null}
                  {item.price6pc !== null ? ` 6PC ${formatPrice(item.price6pc)}` : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
