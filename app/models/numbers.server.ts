// The Owner's numbers (issue 51): what the site counted, as daily totals, and the two short-lived
// records that let servers count a visitor once a day. No address, browser or page address is
// stored anywhere here: a visitor is a salted hash kept until the truck's midnight.
import mongoose, { Schema } from "mongoose";
import { forgetModel } from "./model-registry.server.ts";

// One record per truck day and server process: each process writes its own running totals for
// the day, all of them at once, with `$set` (never `$inc`, not atomic on FerretDB 1.x, decision
// 0004), so a batch written twice changes nothing, and totals are summed over servers when read.
// The totals are one text (app/domain/numbers/day-totals.ts, decision 0030). Kept 25 months.
const dayTotalsSchema = new Schema(
  {
    /** The truck's day, YYYY-MM-DD (America/Los_Angeles). */
    day: { type: String, required: true },
    /** The process that counted (random at its start). */
    server: { type: String, required: true },
    /** Its totals of the day by kind (NUMBERS_KINDS) and key (a page and language, a host, a link and its stop). */
    totals: { type: String, required: true },
  },
  { versionKey: false },
);
dayTotalsSchema.index({ day: 1, server: 1 }, { unique: true });

// The day's random salt, shared by every server of the site (the first to insert it wins):
// deleted once the truck's day is over, so yesterday's hashes cannot be recomputed.
const daySaltSchema = new Schema(
  {
    day: { type: String, required: true, unique: true },
    salt: { type: String, required: true },
  },
  { versionKey: false },
);

// A visitor seen today, as a hash of the day's salt, address and browser: the unique index makes
// the first server to insert it the one that counts it. Deleted once the truck's day is over.
const visitorMarkSchema = new Schema(
  {
    day: { type: String, required: true },
    mark: { type: String, required: true },
  },
  { versionKey: false },
);
visitorMarkSchema.index({ day: 1, mark: 1 }, { unique: true });

forgetModel("DayTotals");
forgetModel("DaySalt");
forgetModel("VisitorMark");
export const DayTotals = mongoose.model("DayTotals", dayTotalsSchema, "numbers_day_totals");
export const DaySalt = mongoose.model("DaySalt", daySaltSchema, "numbers_day_salts");
export const VisitorMark = mongoose.model("VisitorMark", visitorMarkSchema, "numbers_visitor_marks");
