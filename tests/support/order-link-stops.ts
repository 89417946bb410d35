// What the order-link tests (issue 34) stand on, over HTTP and in the browser: the Friday stop
// whose pickup window they look inside and before, and the Owner's order links.
export const PICKUP = "https://pos.example.com/sando-truck/pickup";
export const DOORDASH = "https://www.doordash.com/store/sando-truck-123";

/** Friday May 3 2030, 4:00 PM - 9:00 PM Pacific Daylight Time: its pickup window opens at 3:00 PM. */
export const HARBOR_STOP = {
  title: "Harbor Stop",
  address: "113 Harbor Way, Santa Barbara, CA 93109",
  date: "2030-05-03",
  time: "4:00 PM - 9:00 PM",
  description: "Friday by the harbor.",
  display_order: 0,
};

/** The business details with the Owner's order links: pickup, DoorDash and the phone. */
export const ORDER_LINK_DETAILS = {
  _id: "business",
  telephone: "+1-805-555-0142",
  order_links: { pickup_url: PICKUP, delivery: [{ label: "DoorDash", url: DOORDASH }], show_phone: true },
};
