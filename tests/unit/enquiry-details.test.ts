// The visitor's catering details read the same in the staff mail and on the enquiry page (one
// list of rows, enquiryDetailRows): the hours as a phrase inside the mail's line, as a cell of
// their own on the page.
import { describe, expect, it } from "vitest";
import { enquiryDetailLines } from "#app/domain/enquiries/enquiry-mails.server.ts";
import { enquiryDetailRows, eventTimeSpan, NO_DETAILS } from "#app/domain/enquiries/pipeline.ts";

describe("an enquiry's details", () => {
  it("give the hours as both ends, only a start, only an end, or nothing", () => {
    expect(eventTimeSpan("17:30", "21:00")).toBe("5:30 PM to 9:00 PM");
    expect(eventTimeSpan("17:30", "")).toBe("from 5:30 PM");
    expect(eventTimeSpan("", "00:15")).toBe("until 12:15 AM");
    expect(eventTimeSpan("", "")).toBe("");
  });

  it("are mailed as the lines the visitor filled in, the site notes last on lines of their own", () => {
    const details = { ...NO_DETAILS, guests: 80, startTime: "11:00", siteNotes: "Gate code 1234.\nPark on the grass." };
    expect(enquiryDetailLines(details)).toEqual([
      "Number of guests: 80",
      "Time: from 11:00 AM",
      "Power, parking and permits:\nGate code 1234.\nPark on the grass.",
    ]);
    // The page takes the same rows, blanks included, with its own wording of the hours.
    expect(enquiryDetailRows(details, "From 11:00 AM").map(([label]) => label)).toHaveLength(5);
    expect(enquiryDetailRows(details, "From 11:00 AM")).toContainEqual(["Time", "From 11:00 AM"]);
  });
});
