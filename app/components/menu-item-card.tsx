// One item on the menu: image, name, badges, description and prices (3PC/6PC for sized items).
import type { PublicMenuItem } from "../domain/menu/menu.server";
import { CARD_IMAGE_SIZES, imageSrcSet } from "../domain/images/image-variants";
import { formatPrice } from "../domain/shared/prices";

export function MenuItemCard({ item, eager = false }: { item: PublicMenuItem; eager?: boolean }) {
  return (
    <article className="menu-item">
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
        {item.limitedQuantity ? <p className="menu-item__limited">LIMITED QUANTITY</p> : null}
        <p>{item.description}</p>
        <p className="menu-item__price">
          {item.price !== null ? <span>{formatPrice(item.price)}</span> : null}
          {item.hasSizes && item.price3pc !== null ? <span>3PC {formatPrice(item.price3pc)}</span> : null}
          {item.hasSizes && item.price6pc !== null ? <span>6PC {formatPrice(item.price6pc)}</span> : null}
        </p>
      </div>
    </article>
  );
}
