// Where people order (issue 34): the links the server drew for this moment (app/domain/order-links),
// plain links that work without JavaScript. Each carries its channel for the analytics' click
// report (components/analytics.tsx reads data-order). Nothing here decides anything: the browser
// bundle stays as small as the public JavaScript budget asks.
import type { OrderLink } from "#app/domain/order-links/order-links.ts";

export function OrderLinks({ links }: { links?: readonly OrderLink[] }) {
  if (!links?.length) return null;
  return (
    <p className="order-links">
      {links.map((link) => (
        <a key={link.href} href={link.href} data-order={link.channel}>
          {link.text}
        </a>
      ))}
    </p>
  );
}
