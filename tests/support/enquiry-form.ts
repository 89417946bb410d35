// Posts a catering enquiry through the /catering-events form as a browser without JavaScript
// would; a success redirects and sets the one-time flash cookie.
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";

export function postEnquiryForm(origin: string): Promise<Response> {
  return fetch(`${origin}/catering-events`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({
      name: "Kenji Sato",
      email: `kenji-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      phone: "(805) 555-0100",
      eventDate: addDaysToIsoDate(todayInTruckTimeZone(), 40),
      message: "Team lunch for 30 people.",
      website: "",
    }),
  });
}
