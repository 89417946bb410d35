// The owner's story on /about. Its own module, kept out of the public shell that every page
// loads (vite.config.ts): only /about shows it.
export const OWNER_STORY = {
  heading: "OUR STORY",
  paragraphs: [
    "Sando Truck started with a craving. Our founder grew up eating katsu sandos from the convenience stores and kissaten of Tokyo, and after moving to the Central Coast she could not find one that tasted like home.",
    "So she started making her own: soft, slightly sweet shokupan milk bread, cutlets breaded by hand in panko we make in-house every morning, a tangy tonkatsu sauce and a pile of freshly shredded cabbage. Friends asked for more, then friends of friends, and in the spring of 2022 the red truck rolled out for its first service.",
    "Today we park at breweries, farmers markets, beaches and private events across Santa Barbara County. The recipe has not changed: simple ingredients, careful technique, and a sandwich cut into neat squares so you can see every crispy layer.",
  ],
} as const;
