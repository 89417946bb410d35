// Fields that the records staff edit (events, menu items) share, with their messages: one
// definition each, so the API and the portal's forms refuse the same input the same way.
// Client-safe: no server imports.
import { z } from "zod";
import { isSafeLinkUrl } from "#app/models/validators.ts";

export const IMAGE_MESSAGE = "Image must be a site path starting with / or an http(s) URL";

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** 1/0 as the server sends them, or a boolean as forms and most clients do. */
export const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0)], { error: "Must be true or false (or 1/0)" })
  .transform((value) => value === true || value === 1);

export const image = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .max(2048)
  .refine((value) => value === "" || isSafeLinkUrl(value), IMAGE_MESSAGE)
  .optional()
  .transform((value) => value ?? "");

export const displayOrder = z
  .number({ error: "Display order must be a whole number, 0 or more" })
  .int("Display order must be a whole number, 0 or more")
  .min(0, "Display order must be a whole number, 0 or more")
  .optional()
  .transform((value) => value ?? 0);

/** The record's version (`__v`) the edit started from; see updateEvent/updateMenuItem. */
export const version = z.number().int().min(0).optional();
