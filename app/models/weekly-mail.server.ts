// The week's schedule mail: the Owner's settings (one document) and one record per week mailed,
// whose id is the week's key, so inserting it decides once, across servers, that a week goes out
// (the mailing engine then sends it, as the mailing it names).
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";
import { WEEKLY_NOTE_MAX_LENGTH } from "./weekly-mail-fields.ts";

export const WEEKLY_MAIL_SETTINGS_ID = "weekly-mail";

const weeklyMailSettingsSchema = new Schema(
  {
    _id: { type: String, default: WEEKLY_MAIL_SETTINGS_ID },
    note: { type: String, default: "", trim: true, maxlength: WEEKLY_NOTE_MAX_LENGTH },
    /** Its Spanish (issue 50), for followers who read Spanish; "" (or absent): they read the English. */
    note_es: { type: String, default: "", trim: true, maxlength: WEEKLY_NOTE_MAX_LENGTH },
    /** The week the note was written for: it goes in that week's mail only, not every week after. */
    note_week: { type: String, default: "" },
    is_off: { type: Boolean, default: false },
    /** Keys (the Monday) of the weeks not to mail. */
    skipped_weeks: { type: [String], default: [] },
  },
  { timestamps },
);

const weeklyMailRunSchema = new Schema(
  {
    /** The week's key: its Monday, YYYY-MM-DD. */
    _id: { type: String, required: true },
    send_date: { type: String, required: true },
    /** When the sending server claimed the week, on its clock (the test clock in tests). */
    claimed_at: { type: Date, required: true },
    /**
     * The mailing it handed the week to (the mailing engine, issue 47); "" for a run from before,
     * whose followers' mails went through the outbox.
     */
    mailing_id: { type: String, default: "" },
    /** Set once the week is handed over; a run left without it is resumed. */
    queued_at: { type: Date, default: null },
    /** Followers queued in the outbox, by runs from before the mailing engine (its mailing counts them now). */
    recipients: { type: Number, default: 0 },
  },
  { timestamps },
);

forgetModel("WeeklyMailSettings");
export const WeeklyMailSettings = mongoose.model("WeeklyMailSettings", weeklyMailSettingsSchema);
forgetModel("WeeklyMailRun");
export const WeeklyMailRun = mongoose.model("WeeklyMailRun", weeklyMailRunSchema);
