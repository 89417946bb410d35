// Popup events as staff edit them: the one zod schema that the admin API
// reads JSON through and the portal's form uses through Conform (which turns form strings into
// numbers and checkbox booleans first). Client-safe: no server imports.
import { z } from "zod";
import { isIsoDate } from "../../models/validators.ts";
import { displayOrder, flag, image, requiredText, version } from "../shared/record-fields.ts";

export const eventInputSchema = z.object({
  title: requiredText("Title", 200),
  address: requiredText("Address", 300),
  date: z
    .string({ error: "Date is required" })
    .refine(isIsoDate, "Date must be a valid date (YYYY-MM-DD)"),
  time: requiredText("Time", 100),
  description: requiredText("Description", 2000),
  image,
  display_order: displayOrder,
  is_active: flag.optional().transform((value) => value ?? true),
  __v: version,
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** The event form: like the API, but an unticked checkbox (absent) means inactive. */
export const eventFormSchema = eventInputSchema.extend({
  is_active: z.boolean().optional().transform((value) => value === true),
});
