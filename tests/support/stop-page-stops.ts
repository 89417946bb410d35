// The stops a stop's page and its sign are tested with (issue 53), over HTTP and in the browser,
// on a clock standing on Friday, June 6, 2031: Harbor Fridays, weekly, with the next Friday
// cancelled (its title and reason in Spanish too); Spring market, once, in May, so over.
const PLACE = { address: "113 Harbor Way, Santa Barbara, CA 93109", description: "By the harbor." };

export const HARBOR_FRIDAYS = {
  ...PLACE,
  title: "Harbor Fridays",
  title_es: "Viernes en el puerto",
  date: "2031-05-02",
  time: "4:00 PM - 9:00 PM",
  repeat: "weekly",
  repeat_until: "2031-12-26",
  cancellations: [{ date: "2031-06-13", reason: "Harbor festival", reason_es: "Fiesta del puerto" }],
};

export const SPRING_MARKET = { ...PLACE, title: "Spring market", date: "2031-05-01", time: "10:00 AM - 2:00 PM" };

/** Hidden from visitors. */
export const SECRET_TASTING = {
  ...PLACE,
  title: "Secret tasting",
  date: "2031-06-20",
  time: "6:00 PM - 8:00 PM",
  is_active: false,
};
