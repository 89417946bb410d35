// The details a caterer needs (issue 35), asked after the catering form's five fields: their
// labels, which the form and the portal show, and the messages the server's check answers with.
// Kept out of messages.ts, which every public page's shell carries: only the catering page and
// the portal need the labels, and only the server the messages.
/** The catering form's details (issue 35): optional, checked when given. */
export const ENQUIRY_DETAIL_TEXT = {
  legend: "About the event (optional)",
  guests: "Number of guests",
  eventType: "Type of event",
  eventTypePlaceholder: "Wedding, office lunch, birthday...",
  startTime: "Start time",
  endTime: "End time",
  eventAddress: "Event address",
  serviceStyle: "Service style",
  serviceStyleUnsure: "Not sure yet",
  serviceStyles: { truck: "Served from the truck", "drop-off": "Drop off" },
  siteNotes: "Power, parking and permits",
  siteNotesPlaceholder: "Is there power nearby? Where can the truck park? Any permits we should know about?",
} as const;

/** What the server's check of the details answers with. */
export const ENQUIRY_DETAIL_ERRORS = {
  guestsInvalid: (min: number, max: number) => `Please enter a number of guests from ${min} to ${max}`,
  eventTypeTooLong: (max: number) => `Please describe the type of event in ${max} characters at most`,
  timeInvalid: "Please enter a time like 17:30",
  endBeforeStart: "Please choose an end time after the start time",
  addressTooLong: (max: number) => `Please shorten the address to ${max} characters at most`,
  serviceStyleInvalid: "Please choose served from the truck or drop off",
  siteNotesTooLong: (max: number) => `Please shorten the notes to ${max} characters at most`,
  oneLine: (label: string) => `${label} must be on one line`,
} as const;
