// The details a caterer needs (issue 35), asked after the catering form's five fields: their
// labels, which the portal and the English form show (the server's messages, in both languages,
// are in ./catering-words.ts). Kept out of messages.ts, which every public page's shell carries.
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
