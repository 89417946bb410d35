// The limits of the weekly mail's record that its page shows too (safe in the browser bundle).
export const WEEKLY_NOTE_MAX_LENGTH = 500;
