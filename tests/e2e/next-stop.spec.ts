// The home page's "Next stop" before, during and after a stop, on a day whose stop is
// cancelled, and with hours that cannot be read: each on a test server whose clock stands at
// that moment (TEST_CLOCK_NOW, no waiting), in a browser in Tokyo, so a server and a browser in
// different time zones must agree (no hydration mismatch with JavaScript on), and, once
// hydrated, in a browser whose own clock says another day: the test server's clock still rules.
import type { ConsoleMessage } from "@playwright/test";
import { PopupEvent } from "#app/models/event.server.ts";
import { expect, test } from "#tests/support/browser-test.ts";
import { whenHydrated } from "#tests/support/hydration.ts";
import { useSceneServers } from "#tests/support/scene-servers.ts";

// A Friday in May 2030 (Pacific Daylight Time, UTC-7).
const FRIDAY = "2030-05-03";

const SCENES = {
  before: "2030-05-03T10:00:00-07:00",
  during: "2030-05-03T17:00:00-07:00",
  after: "2030-05-03T21:30:00-07:00",
  cancelledToday: "2030-05-10T10:00:00-07:00",
  unreadableHours: "2030-05-06T10:00:00-07:00",
} as const;

test.use({ timezoneId: "Asia/Tokyo" });

const servers = useSceneServers("next_stop", SCENES, async (connection) => {
  const Events = connection.model("Event", PopupEvent.schema);
  await Events.create([
    {
      title: "Harbor Stop",
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      date: FRIDAY,
      time: "4:00 PM - 9:00 PM",
      description: "Every Friday by the harbor.",
      repeat: "weekly",
      repeat_until: "2030-05-31",
      cancellations: [{ date: "2030-05-10", reason: "Rained out, back next Friday" }],
    },
    {
      title: "Mesa Market",
      address: "1 Mesa Ln, Santa Barbara, CA 93109",
      date: "2030-05-04",
      time: "11:00 AM - 2:00 PM",
      description: "Saturday market.",
    },
    {
      title: "Night Market",
      address: "2 Funk Zone, Santa Barbara, CA 93101",
      date: "2030-05-06",
      time: "Sunset until sold out",
      description: "Monday night.",
    },
  ]);
});

// With JavaScript the browser's own clock stands elsewhere: in June, after every stop here. The
// block must still say what the server's clock says: a client that read the browser's clock
// instead would say no stops are scheduled, in every scene.
const BROWSER_CLOCK = "2030-06-15T12:00:00-07:00";

/** Opens the home page of the scene's server and returns its "Next stop" block, hydrated if JavaScript is on. */
async function nextStop(page: import("@playwright/test").Page, scene: keyof typeof SCENES, javaScriptEnabled: boolean) {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(message.text());
  });
  if (javaScriptEnabled) await page.clock.setFixedTime(new Date(BROWSER_CLOCK));
  await page.goto(`${servers.get(scene)!.url}/`);
  const block = page.getByRole("region", { name: "Next stop" });
  await expect(block).toBeVisible();
  if (javaScriptEnabled) {
    await whenHydrated(block);
    // React has committed the page and run its effects (NavigationEffects publishes the header's
    // height from one, in the same commit as the block's clock effect); whatever those asked to
    // render again is on screen by the next frame.
    await expect(page.locator("html")).toHaveAttribute("style", /--header-height/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  return { block, problems };
}

test("before today's stop: 'Today from 4:00 PM' with its place, directions and calendar", async ({
  page,
  javaScriptEnabled,
}) => {
  const { block, problems } = await nextStop(page, "before", javaScriptEnabled);
  await expect(block).toContainText("Today from 4:00 PM");
  await expect(block).toContainText("Harbor Stop");
  await expect(block).toContainText("Friday, May 3, 2030, 4:00 PM - 9:00 PM");
  await expect(block).toContainText("113 Harbor Way, Santa Barbara, CA 93109");
  await expect(block.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search\/\?api=1&query=113%20Harbor%20Way/,
  );
  await expect(block.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    /^\/events\/[0-9a-f]{24}\.ics$/,
  );
  expect(problems).toEqual([]);
});

// The other scenes: what the block says, and what it must not.
const SCENE_TESTS: { title: string; scene: keyof typeof SCENES; shows: string[]; hides: (string | RegExp)[] }[] = [
  {
    title: "during the stop: 'Open now, until 9:00 PM'",
    scene: "during",
    shows: ["Open now, until 9:00 PM", "Harbor Stop"],
    hides: [],
  },
  {
    title: "after it ends, the next stop takes its place",
    scene: "after",
    shows: ["Mesa Market", "Saturday, May 4, 2030, 11:00 AM - 2:00 PM"],
    hides: ["Harbor Stop", /Open now|Today from/],
  },
  {
    title: "today's stop cancelled: it says so with the reason, then shows the next stop",
    scene: "cancelledToday",
    shows: [
      "Today's stop at Harbor Stop is cancelled: Rained out, back next Friday",
      "Friday, May 17, 2030, 4:00 PM - 9:00 PM",
    ],
    hides: [/Open now|Today from/],
  },
  {
    title: "hours that cannot be read: the stop without a status",
    scene: "unreadableHours",
    shows: ["Night Market", "Monday, May 6, 2030, Sunset until sold out"],
    hides: [/Open now|Today from/],
  },
];

for (const { title, scene, shows, hides } of SCENE_TESTS) {
  test(title, async ({ page, javaScriptEnabled }) => {
    const { block, problems } = await nextStop(page, scene, javaScriptEnabled);
    for (const text of shows) await expect(block).toContainText(text);
    for (const text of hides) await expect(block).not.toContainText(text);
    expect(problems).toEqual([]);
  });
}
