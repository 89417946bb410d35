// When the order links show (issue 34): the pickup page from an hour before a stop until it
// ends, the delivery services and the phone whenever the truck is not closed, in that order;
// and the moments the answer changes, which the response reuse must not live past.
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_DETAILS } from "#app/domain/business/public-details.ts";
import {
  isPickupOpen,
  nextPickupChange,
  orderLinksToShow,
  PICKUP_LEAD_MS,
} from "#app/domain/order-links/order-links.ts";

const MINUTE = 60_000;
const START = Date.parse("2030-05-03T16:00:00-07:00");
const stop = { startsAt: START, endsAt: START + 5 * 60 * MINUTE };

describe("the pickup window", () => {
  it("opens an hour before the stop starts and closes when it ends", () => {
    expect(PICKUP_LEAD_MS).toBe(60 * MINUTE);
    expect(isPickupOpen([stop], START - 60 * MINUTE - 1)).toBe(false);
    expect(isPickupOpen([stop], START - 60 * MINUTE)).toBe(true);
    expect(isPickupOpen([stop], stop.endsAt - 1)).toBe(true);
    expect(isPickupOpen([stop], stop.endsAt)).toBe(false);
    expect(isPickupOpen([], START)).toBe(false);
  });

  it("says when the answer next changes: the window's opening, then its closing, then never", () => {
    const later = { startsAt: START + 24 * 60 * MINUTE, endsAt: START + 26 * 60 * MINUTE };
    expect(nextPickupChange([later, stop], START - 2 * 60 * MINUTE)).toBe(START - 60 * MINUTE);
    expect(nextPickupChange([later, stop], START)).toBe(stop.endsAt);
    expect(nextPickupChange([stop], stop.endsAt)).toBeNull();
  });
});

describe("the links shown", () => {
  const details = {
    telephone: "(805) 555-0199",
    orderLinks: {
      pickup: "https://pos.example.com/pickup",
      delivery: [{ label: "DoorDash", url: "https://www.doordash.com/store/sando" }],
      showPhone: true,
    },
  };

  it("are the pickup page in its window, then the delivery services, then the phone as a tel: link", () => {
    expect(orderLinksToShow(details, { closed: false, pickupOpen: true })).toEqual([
      { href: "https://pos.example.com/pickup", text: "Order ahead for pickup", channel: "pickup" },
      {
        href: "https://www.doordash.com/store/sando",
        text: "Order on DoorDash",
        channel: "delivery",
        service: "DoorDash",
      },
      { href: "tel:805-555-0199", text: "Call ahead for pickup: (805) 555-0199", channel: "phone" },
    ]);
    expect(orderLinksToShow(details, { closed: false, pickupOpen: false }).map((link) => link.channel)).toEqual([
      "delivery",
      "phone",
    ]);
  });

  it("are none while the truck is closed, and no phone when the Owner turned it off", () => {
    expect(orderLinksToShow(details, { closed: true, pickupOpen: true })).toEqual([]);
    const noPhone = { ...details, orderLinks: { ...details.orderLinks, showPhone: false } };
    expect(orderLinksToShow(noPhone, { closed: false, pickupOpen: false }).map((link) => link.channel)).toEqual([
      "delivery",
    ]);
  });

  it("are, before the Owner sets any, the phone alone, as /menu had it", () => {
    expect(orderLinksToShow(DEFAULT_BUSINESS_DETAILS, { closed: false, pickupOpen: true })).toEqual([
      { href: "tel:+1-805-555-0142", text: "Call ahead for pickup: 805-555-0142", channel: "phone" },
    ]);
  });
});
