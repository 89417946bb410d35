// One item on the menu: image, name, badges, description, dietary labels and prices (3PC/6PC
// for sized items). An item sold out today stays on the menu, marked SOLD OUT. The item's name
// and description are as staff typed them in the page's language; where a Spanish page has
// only the English (issue 49), that text says so (lang).

import type { MenuWords } from "#app/content/menu-words.ts";
import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import type { ShownMenuItem } from "#app/domain/menu/menu-language.server.ts";
import { formatPrice } from "#app/domain/shared/prices.ts";
import { DietaryLabels } from "./dietary-labels";

export function MenuItemCard({
  item,
  words,
  eager = false,
}: {
  item: ShownMenuItem;
  /** The card's words and the labels', in the page's language. */
  words: Pick<MenuWords, "card" | "labels">;
  eager?: boolean;
}) {
  return (
    <article className={item.soldOut ? "menu-item menu-item--sold-out" : "menu-item"}>
      {item.image ? (
        <img
          src={item.image}
          srcSet={imageSrcSet(item.image)}
          sizes={imageSrcSet(item.image) ? CARD_IMAGE_SIZES : undefined}
          alt={item.name}
          lang={item.nameLang}
          width={600}
          height={450}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <div className="menu-item__body">
        <h3>
          {item.nameLang ? <span lang={item.nameLang}>{item.name}</span> : item.name}{" "}
          {item.popular ? <span className="badge">{words.card.fanFavorite}</span> : null}
        </h3>
        {item.soldOut ? <p className="menu-item__sold-out">{words.card.soldOut}</p> : null}
        {item.limitedQuantity ? <p className="menu-item__limited">{words.card.limitedQuantity}</p> : null}
        <p lang={item.descriptionLang}>{item.description}</p>
        <DietaryLabels labels={item.dietary} texts={words.labels} name={words.card.labelsName} />
        <p className="menu-item__price">
          {item.price !== null ? <span>{formatPrice(item.price)}</span> : null}
          {item.hasSizes && item.price3pc !== null ? (
            <span>{`${words.card.threePieces} ${formatPrice(item.price3pc)}`}</span>
          ) : null}
          {item.hasSizes && item.price6pc !== null ? (
            <span>{`${words.card.sixPieces} ${formatPrice(item.price6pc)}`}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
