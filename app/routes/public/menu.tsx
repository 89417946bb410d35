// /menu: categories and items from the database. If the menu cannot be read, the default
// categories stay (spec section 4) and the page answers 503 so caches do not keep it.
// ?diet=<id> and ?without=<id> narrow it by the items' dietary labels (a GET form: no
// JavaScript needed); an unknown label answers 400 with the whole menu and says why.
import { Fragment } from "react";
import { data } from "react-router";
import { CategoryNav } from "#app/components/category-nav.tsx";
import { ClosedNow } from "#app/components/closed-now.tsx";
import { MenuFilterForm } from "#app/components/menu-filter-form.tsx";
import { MenuItemCard } from "#app/components/menu-item-card.tsx";
import { OrderLinks } from "#app/components/order-links.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { DIETARY_MESSAGES } from "#app/content/dietary-messages.ts";
import { ALLERGIES_NOTICE } from "#app/content/site.ts";
import { PDF_MENU_PATH } from "#app/content/site-links.ts";
import { fallbackMenu, listPublicMenu } from "#app/domain/menu/menu.server.ts";
import { filterMenu, isFiltered, readMenuFilter } from "#app/domain/menu/menu-filter.ts";
import { orderLinksAt, upcomingStopTimes } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import { sectionMeta } from "#app/web/seo.ts";
import { businessSchema } from "#app/web/structured-data.server.ts";
import type { Route } from "./+types/menu";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { filter, error: filterError } = readMenuFilter(url.searchParams);
  const now = clockNow();
  const [{ list: menu, loadFailed: unavailable, status }, order, schema] = await Promise.all([
    listOrFallback(listPublicMenu, fallbackMenu()),
    // The pickup page while any stop is in its window: the schedule is read only if there is one.
    publicBusinessOf(context).then(async (read) => {
      const links = orderLinksAt(now, read);
      return links.draw(links.stopsMatter ? await upcomingStopTimes(now) : []);
    }),
    businessSchema(context),
  ]);
  if (order.changesAt !== null) answerChangesIn(context, order.changesAt - now.getTime());
  return data(
    {
      menu: filterMenu(menu, filter),
      unavailable,
      filter,
      filterError,
      orderLinks: order.links,
      schema,
      // The page's own words as its data (issue 45): not in the JavaScript other pages load too.
      words: {
        allergies: ALLERGIES_NOTICE,
        nothingMatches: DIETARY_MESSAGES.nothingMatches,
        staffSetLabels: DIETARY_MESSAGES.staffSetLabels,
      },
    },
    { status: status === 200 && filterError ? 400 : status },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  sectionMeta(
    matches,
    {
      name: "Menu",
      path: "/menu",
      description:
        "Chicken and pork katsu sandos, potato salad sando, karaage, desserts, drinks and merch. Prices, hours and allergy information.",
    },
    { schema: loaderData ? [loaderData.schema] : [] },
  );

const HERO_PHOTO = { name: "hero", alt: "A chicken katsu sando cut into squares", ratio: 9 / 16 };

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menu, unavailable, filter, filterError, orderLinks } = loaderData;
  const filtered = isFiltered(filter);
  const business = usePublicBusinessDetails();
  return (
    <main id="main">
      <PageHero titleId="menu-title" title="Menu" photo={HERO_PHOTO} short>
        <p>Everything made to order. Breaded in-house, every morning.</p>
        <a href={PDF_MENU_PATH} target="_blank" rel="noopener" className="button">
          Download PDF Menu<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </PageHero>
      {unavailable ? (
        <p role="alert" className="notice notice--error section">
          Our menu could not be loaded right now. Please try again shortly.
        </p>
      ) : null}
      <CategoryNav categories={menu.categories} />
      <div className="menu-layout section">
        <div className="menu-sections">
          <MenuFilterForm filter={filter} error={filterError} staffSetLabels={loaderData.words.staffSetLabels} />
          {menu.categories.map((category, categoryIndex) => {
            const items = menu.menuItems[category.id] ?? [];
            return (
              <section
                key={category.id}
                id={category.id}
                className="menu-section"
                aria-labelledby={`${category.id}-title`}
              >
                <h2 id={`${category.id}-title`}>{category.name}</h2>
                {items.length === 0 ? (
                  <p className="menu-section__empty">
                    {filtered ? loaderData.words.nothingMatches : "Nothing here right now. Check back soon!"}
                  </p>
                ) : (
                  <ul className="menu-grid">
                    {items.map((item, itemIndex) => (
                      <li key={item.id}>
                        <MenuItemCard item={item} eager={categoryIndex === 0 && itemIndex < 2} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <aside className="menu-aside" aria-label="Hours and allergies">
          <section className="info-card" aria-labelledby="hours-title">
            <h2 id="hours-title">Opening hours</h2>
            <ClosedNow className="info-card__closed" />
            <dl className="hours">
              {business.hours.map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd>
                    {line.times.length === 0
                      ? "Closed"
                      : line.times.map((time, index) => (
                          // A day's line breaks between its times, never inside one.
                          <Fragment key={time}>
                            {index > 0 ? ", " : null}
                            <span className="hours__range">{time}</span>
                          </Fragment>
                        ))}
                  </dd>
                </div>
              ))}
            </dl>
            {business.hoursNote ? <p className="info-card__note">{business.hoursNote}</p> : null}
            <OrderLinks links={orderLinks} />
          </section>
          <section className="info-card" aria-labelledby="allergies-title">
            <h2 id="allergies-title">Allergies and dietary needs</h2>
            <p>{loaderData.words.allergies}</p>
          </section>
          <p>
            <a href={PDF_MENU_PATH} target="_blank" rel="noopener">
              View the full PDF menu<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </aside>
      </div>
    </main>
  );
}
