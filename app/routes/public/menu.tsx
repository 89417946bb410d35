// /menu: categories and items from the database. If the menu cannot be read, the default
// categories stay (spec section 4) and the page answers 503 so caches do not keep it.
// ?diet=<id> and ?without=<id> narrow it by the items' dietary labels (a GET form: no
// JavaScript needed); an unknown label answers 400 with the whole menu and says why. In Spanish
// at /es/menu (issue 48): the page's words come as its data; what staff typed stays English, marked.
import { Fragment } from "react";
import { data } from "react-router";
import { CategoryNav } from "#app/components/category-nav.tsx";
import { ClosedNow } from "#app/components/closed-now.tsx";
import { MenuFilterForm } from "#app/components/menu-filter-form.tsx";
import { MenuItemCard } from "#app/components/menu-item-card.tsx";
import { OrderLinks } from "#app/components/order-links.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { usePublicBusinessDetails } from "#app/components/use-business-details.ts";
import { useFrameWords } from "#app/components/use-frame-words.ts";
import { useLanguage } from "#app/components/use-language.ts";
import { MENU_WORDS } from "#app/content/menu-words.ts";
import { PDF_MENU_PATH } from "#app/content/site-links.ts";
import { fallbackMenu, listPublicMenu } from "#app/domain/menu/menu.server.ts";
import { filterMenu, isFiltered, readMenuFilter } from "#app/domain/menu/menu-filter.ts";
import { filterRefusalsIn, hoursCardIn, menuIn } from "#app/domain/menu/menu-language.server.ts";
import { orderLinksAt, upcomingStopTimes } from "#app/domain/order-links/order-links.server.ts";
import { now as clockNow } from "#app/domain/shared/clock.server.ts";
import { publicTextIn } from "#app/domain/shared/shown-text.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import { publicBusinessOf } from "#app/web/public-business.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { answerChangesIn } from "#app/web/response-cache.server.ts";
import { businessSchema } from "#app/web/structured-data.server.ts";
import type { Route } from "./+types/menu";

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const words = MENU_WORDS[language];
  const { filter, error: filterError } = readMenuFilter(url.searchParams, filterRefusalsIn(language));
  const now = clockNow();
  const [{ list: menu, loadFailed: unavailable, status }, order, schema, { details }] = await Promise.all([
    listOrFallback(listPublicMenu, fallbackMenu()),
    // The pickup page while any stop is in its window: the schedule is read only if there is one.
    publicBusinessOf(context).then(async (read) => {
      const links = orderLinksAt(now, read, language);
      return links.draw(links.stopsMatter ? await upcomingStopTimes(now) : []);
    }),
    businessSchema(context, language),
    publicBusinessOf(context),
  ]);
  if (order.changesAt !== null) answerChangesIn(context, order.changesAt - now.getTime());
  return data(
    {
      menu: filterMenu(menuIn(language, menu), filter),
      unavailable,
      filter,
      filterError,
      orderLinks: order.links,
      // The hours card in the page's language (the layout's copy is English).
      hours: hoursCardIn(language, details.openingHours),
      // The page's own words as its data (issues 45, 48): in its language only, and not in the
      // JavaScript other pages load too.
      words,
      meta: sectionMeta(
        request,
        { name: words.name, path: "/menu", description: words.description },
        { schema: [schema] },
      ),
    },
    { status: status === 200 && filterError ? 400 : status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { menu, unavailable, filter, filterError, orderLinks, hours, words } = loaderData;
  const filtered = isFiltered(filter);
  const business = usePublicBusinessDetails();
  const frame = useFrameWords();
  const language = useLanguage();
  const pdfPath = pathIn(language, PDF_MENU_PATH);
  const hoursNote = publicTextIn(language, business.hoursNote, business.hoursNoteEs);
  return (
    <main id="main">
      <PageHero
        titleId="menu-title"
        title={words.name}
        photo={{ name: "hero", alt: words.heroAlt, ratio: 9 / 16 }}
        short
      >
        <p>{words.heroText}</p>
        <a href={pdfPath} target="_blank" rel="noopener" className="button">
          {words.downloadPdf}
          <span className="visually-hidden">{frame.opensInNewTab}</span>
        </a>
      </PageHero>
      {unavailable ? (
        <p role="alert" className="notice notice--error section">
          {words.unavailable}
        </p>
      ) : null}
      <CategoryNav categories={menu.categories} label={words.categoriesNav} />
      <div className="menu-layout section">
        <div className="menu-sections">
          <MenuFilterForm filter={filter} error={filterError} words={words} />
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
                  <p className="menu-section__empty">{filtered ? words.filter.nothingMatches : words.emptySection}</p>
                ) : (
                  <ul className="menu-grid">
                    {items.map((item, itemIndex) => (
                      <li key={item.id}>
                        <MenuItemCard item={item} words={words} eager={categoryIndex === 0 && itemIndex < 2} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <aside className="menu-aside" aria-label={words.aside}>
          <section className="info-card" aria-labelledby="hours-title">
            <h2 id="hours-title">{words.openingHours}</h2>
            <ClosedNow className="info-card__closed" />
            <dl className="hours">
              {hours.map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd>
                    {line.times.length === 0
                      ? words.hours.closed
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
            {business.hoursNote ? (
              // The Owner's note, in the page's language where it has it (issue 49), else marked English.
              <p className="info-card__note" lang={hoursNote.lang}>
                {hoursNote.text}
              </p>
            ) : null}
            <OrderLinks links={orderLinks} />
          </section>
          <section className="info-card" aria-labelledby="allergies-title">
            <h2 id="allergies-title">{words.allergiesTitle}</h2>
            <p>{words.allergies}</p>
          </section>
          <p>
            <a href={pdfPath} target="_blank" rel="noopener">
              {words.viewPdf}
              <span className="visually-hidden">{frame.opensInNewTab}</span>
            </a>
          </p>
        </aside>
      </div>
    </main>
  );
}
