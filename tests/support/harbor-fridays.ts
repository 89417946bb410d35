// The weekly stop the Spanish stops' tests look at (issue 48), in the unit test's feed and the
// browser test's database alike: Fridays in May 2030, by the harbor, hours that read as clock times.
export const HARBOR_FRIDAYS = {
  title: "Harbor Fridays",
  address: "113 Harbor Way, Santa Barbara, CA 93109",
  date: "2030-05-03",
  time: "4:00 PM - 9:00 PM",
  description: "Every Friday by the harbor.",
  repeat: "weekly",
  repeat_until: "2030-05-31",
} as const;
