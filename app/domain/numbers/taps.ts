// Taps on the links that leave for the truck (issue 51): an order link, the phone, a stop's
// directions. Each link keeps its real address and names ours in its `ping` attribute, which the
// browser posts to when the link is followed: no JavaScript, no cookie. Browsers that send no
// pings are not counted, so the figures are a floor. Client-safe and free of zod (the schema that
// reads a ping is app/domain/numbers/taps.server.ts).
import { NONE, type TapLink } from "./numbers.ts";

/** Where the pings go (app/routes.ts). */
export const TAP_PATH = "/numbers/tap";
/** The longest delivery service name a tap's channel carries (the portal takes 40). */
export const SERVICE_LENGTH = 60;

/** The channel of a delivery service's link: `delivery:DoorDash` (a `|` would split the key: written `/`). */
export function deliveryChannel(service: string): string {
  return `delivery:${service.replaceAll("|", "/").slice(0, SERVICE_LENGTH)}`;
}

/** The `ping` of a link: our address, with which link, its channel and its stop (`-` for none). */
export function tapPingHref(link: TapLink, channel: string | null, stop: string | null): string {
  return `${TAP_PATH}?${new URLSearchParams({ link, channel: channel || NONE, stop: stop || NONE })}`;
}
