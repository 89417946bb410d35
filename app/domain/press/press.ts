// The press article form of /admin/press and the body of the press-articles API: one zod
// schema for both, and through Conform for the browser. Client-safe: no server imports.
import { z } from "zod";
import { requiredText } from "#app/domain/shared/record-fields.ts";
import { PRESS_STATUSES } from "#app/models/press-statuses.ts";
import { isHttpUrl, isIsoDate, isSafeLinkUrl } from "#app/models/validators.ts";

export const pressArticleSchema = z.object({
  title: requiredText("Title", 300),
  publication: requiredText("Publication", 200),
  date_published: z
    .string({ error: "Date published is required" })
    .refine(isIsoDate, "Date published must be a valid date"),
  url: z
    .string({ error: "Article URL is required" })
    .trim()
    .max(2048)
    .refine(isHttpUrl, "Article URL must be a full http(s) URL"),
  // API clients may send null for the optional fields; it means empty.
  blurb: z
    .string()
    .trim()
    .max(2000, "Blurb must be at most 2000 characters")
    .nullish()
    .transform((value) => value ?? ""),
  thumbnail: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (value) => value === "" || isSafeLinkUrl(value),
      "Thumbnail must be a site path starting with / or an http(s) URL",
    )
    .nullish()
    .transform((value) => value ?? ""),
  status: z.enum(PRESS_STATUSES, { error: "Status must be draft or published" }).default("draft"),
});

export type PressArticleInput = z.infer<typeof pressArticleSchema>;

/** The form also carries the version of the record it edits (see updatePressArticle). */
export const pressArticleFormSchema = pressArticleSchema.extend({
  __v: z.coerce.number().int().min(0).optional(),
});
