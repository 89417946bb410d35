// An event's free-text time ("4:00 PM - 9:00 PM", "11 AM to 12:30 PM") read as clock times, for
// the calendar feeds, the next stop and the structured data. Client-safe and small on purpose:
// the pages that show a stop import this, not the feed builder.
/** "4:00 PM" -> "160000"; null if it is not a clock time. */
function parseClock(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?$/.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3]!.toLowerCase() === "p";
  if (hours === 12) hours = pm ? 12 : 0;
  else if (pm) hours += 12;
  return `${String(hours).padStart(2, "0")}${String(minutes).padStart(2, "0")}00`;
}

/** Reads "4:00 PM - 9:00 PM" into local start and end times, or null. */
export function parseTimeRange(time: string): { start: string; end: string } | null {
  const [from, to, ...rest] = time.split(/\s*[-–—]\s*|\s+to\s+/i);
  if (!from || !to || rest.length > 0) return null;
  const start = parseClock(from);
  const end = parseClock(to);
  if (!start || !end) return null;
  return { start, end };
}
