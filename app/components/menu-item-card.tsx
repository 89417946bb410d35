// One item on the menu: image, name, badges, description, dietary labels and prices (3PC/6PC
// for sized items). An item sold out today stays on the menu, marked SOLD OUT.

import { CARD_IMAGE_SIZES, imageSrcSet } from "#app/domain/images/image-variants.ts";
import type { PublicMenuItem } from "#app/domain/menu/menu.server.ts";
import { formatPrice } from "#app/domain/shared/prices.ts";
import { DietaryLabels } from "./dietary-labels";

export function MenuItemCard({ item, eager = false }: { item: PublicMenuItem; eager?: boolean }) {
  return (
    <article className={item.soldOut ? "menu-item menu-item--sold-out" : "menu-item"}>
      {item.image ? (
        <img
          src={item.image}
          srcSet={imageSrcSet(item.image)}
          sizes={imageSrcSet(item.image) ? CARD_IMAGE_SIZES : undefined}
          alt={item.name}
          width={600}
          height={450}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <div className="menu-item__body">
        <h3>
          {item.name} {item.popular ? <span className="badge">Fan Favorite</span> : null}
        </h3>
        {item.soldOut ? <p className="menu-item__sold-out">SOLD OUT</p> : null}
        {item.limitedQuantity ? <p className="menu-item__limited">LIMITED QUANTITY</p> : null}
        <p>{item.description}</p>
        <DietaryLabels labels={item.dietary} />
        <p className="menu-item__price">
          {item.price !== null ? <span>{formatPrice(item.price)}</span> : null}
          {item.hasSizes && item.price3pc !== null ? <span>3PC {formatPrice(item.price3pc)}</span> : null}
          {item.hasSizes && item.price6pc !== null ? <span>6PC {formatPrice(item.price6pc)}</span> : null}
        </p>
      </div>
    </article>
  );
}
