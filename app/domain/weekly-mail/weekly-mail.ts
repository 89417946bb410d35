// What the weekly mail page and its record share (safe in the browser bundle).
export { WEEKLY_NOTE_MAX_LENGTH } from "#app/models/weekly-mail-fields.ts";
