// Every figure npm run bench holds a measurement to (issue 19's, then issue 26's reliability
// figures): the report's table and the runs that judge their own figures read them here.
export const TARGETS = {
  lighthouse: 100,
  ownJavaScriptKilobytes: 15,
  totalJavaScriptKilobytes: 121,
  renderCostSpeedUp: 2,
  trivialRouteShareOfHealthz: 0.5,
  /** A Spanish page's req/s against its English twin's (issue 48: within 10%). */
  spanishRenderCostShare: 0.9,
  /** A shared link's fbclid: req/s of the home page with one, against without. */
  trackingLinkShare: 0.8,
  idleMegabytes: 150,
  afterLoadMegabytes: 300,
  peakMegabytes: 512,
  /** GET /menu under 50 slow readers and 5 pipeliners: p50 against alone, and the longest wait. */
  slowClientsP50Ratio: 2,
  slowClientsMaxMs: 2000,
  /** A 30 s database freeze under load: the share of 200s while frozen, and the longest wait. */
  freezeOkShare: 1,
  freezeLongestWaitMs: 5000,
  /** A mailing to 10,000 followers: seconds to queue it, GET /menu p50 during the send against without. */
  mailingQueueSeconds: 10,
  mailingMenuP50Ratio: 1.5,
  /** Counting the Owner's numbers (issue 51): GET / p50 and req/s within this many percent of not counting. */
  countingCostPercent: 5,
  /** ... and the server's memory after 100,000 counted requests from 10,000 visitors, against not counting. */
  countingMemoryMegabytes: 10,
  /** The Owner's numbers page over 25 months of daily totals. */
  numbersPageP50Ms: 300,
} as const;
