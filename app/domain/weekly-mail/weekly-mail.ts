// What the weekly mail page and its record share (safe in the browser bundle).
export const WEEKLY_NOTE_MAX_LENGTH = 500;
