// Popup events made for a test, for vitest and browser tests alike: straight in the database, as
// staff would add one (active, three days on, 5-8 PM, with an image that does not exist, so pages
// show their placeholder), or through the domain, as the portal saves one.
import { createEvent } from "#app/domain/events/events.server.ts";
import { eventInputSchema } from "#app/domain/events/events.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { uniqueName } from "./names.ts";

export const TEST_EVENT = {
  address: "1 State St, Santa Barbara, CA 93101",
  time: "5:00 PM - 8:00 PM",
  description: "A test popup, with a comma.",
  image: "/images/events/test.webp",
};

/** Creates the event and puts its title (unique) in `titles`, for the file to delete by. */
export async function createTestEvent(titles: string[], fields: Record<string, unknown> = {}) {
  const event = await PopupEvent.create({
    title: uniqueName("Test Popup"),
    date: addDaysToIsoDate(todayInTruckTimeZone(), 3),
    ...TEST_EVENT,
    ...fields,
  });
  titles.push(event.title);
  return event;
}

/** The weekly stop the calendar's tests lay out beside bookings (issue 36), its Saturdays from December 2031. */
export const FUNK_ZONE_SATURDAYS = {
  title: "Funk Zone Saturdays",
  address: "131 Anacapa St, Santa Barbara, CA 93101",
  date: "2031-12-06",
  time: "11:00 AM - 2:00 PM",
  description: "Every Saturday in the Funk Zone.",
  repeat: "weekly",
  repeat_until: "2032-01-31",
} as const;

/**
 * A stop saved through the domain as staff save it (4-9 PM by the harbor, active, `daysAhead`
 * days on, unless `fields` say otherwise); its id goes in `ids`, for the file to delete by.
 */
export async function scheduleTestStop(
  ids: string[],
  name: string,
  daysAhead: number,
  fields: { is_active?: boolean } = {},
) {
  const event = await createEvent(
    eventInputSchema.parse({
      title: uniqueName(name),
      address: "35 State St, Santa Barbara, CA 93101",
      date: addDaysToIsoDate(todayInTruckTimeZone(), daysAhead),
      time: "4:00 PM - 9:00 PM",
      description: "Sandos by the harbor.",
      is_active: true,
      ...fields,
    }),
  );
  ids.push(event.id);
  return event;
}
