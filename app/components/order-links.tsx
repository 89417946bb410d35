// Where people order (issue 34): the links the server drew for this moment (app/domain/order-links),
// plain links that work without JavaScript. Each carries its channel for the analytics' click
// report (components/analytics.tsx reads data-order) and pings the Owner's numbers when followed
// (issue 51: by channel, and by stop on a stop's card). Nothing here decides anything: the
// browser bundle stays as small as the public JavaScript budget asks.
import { deliveryChannel, tapPingHref } from "#app/domain/numbers/taps.ts";
import type { OrderLink } from "#app/domain/order-links/order-links.ts";

/** The links; `stop` is the id of the stop whose card shows them (none elsewhere). */
export function OrderLinks({ links, stop = null }: { links?: readonly OrderLink[]; stop?: string | null }) {
  if (!links?.length) return null;
  return (
    <p className="order-links">
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          data-order={link.channel}
          ping={tapPingHref("order", link.service ? deliveryChannel(link.service) : link.channel, stop)}
        >
          {link.text}
        </a>
      ))}
    </p>
  );
}
