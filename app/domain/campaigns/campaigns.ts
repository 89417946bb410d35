// A campaign as the Owner writes it: the limits and the check of the draft form, shared by the
// page (maxlength, hints) and the server. Safe in the browser bundle. Since issue 50 it may have a
// Spanish version (subject and text, both or neither, and the image's description), which the
// followers who read Spanish get; without it they get the English.
import { z } from "zod";

export const CAMPAIGN_SUBJECT_MAX_LENGTH = 150;
export const CAMPAIGN_TEXT_MAX_LENGTH = 20_000;
export const CAMPAIGN_IMAGE_ALT_MAX_LENGTH = 300;

/** The draft form's fields after the image was stored: `imageUrl` is "" without an image. */
export const campaignDraftSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1, "Enter a subject.")
      .max(CAMPAIGN_SUBJECT_MAX_LENGTH, `The subject can be at most ${CAMPAIGN_SUBJECT_MAX_LENGTH} characters.`),
    text: z
      .string()
      .trim()
      .min(1, "Write the text of the campaign.")
      .max(CAMPAIGN_TEXT_MAX_LENGTH, `The text can be at most ${CAMPAIGN_TEXT_MAX_LENGTH} characters.`),
    imageUrl: z.string().trim().default(""),
    imageAlt: z
      .string()
      .trim()
      .max(
        CAMPAIGN_IMAGE_ALT_MAX_LENGTH,
        `The image description can be at most ${CAMPAIGN_IMAGE_ALT_MAX_LENGTH} characters.`,
      )
      .default(""),
    subject_es: z
      .string()
      .trim()
      .max(
        CAMPAIGN_SUBJECT_MAX_LENGTH,
        `The subject in Spanish can be at most ${CAMPAIGN_SUBJECT_MAX_LENGTH} characters.`,
      )
      .default(""),
    text_es: z
      .string()
      .trim()
      .max(CAMPAIGN_TEXT_MAX_LENGTH, `The text in Spanish can be at most ${CAMPAIGN_TEXT_MAX_LENGTH} characters.`)
      .default(""),
    imageAlt_es: z
      .string()
      .trim()
      .max(
        CAMPAIGN_IMAGE_ALT_MAX_LENGTH,
        `The image description in Spanish can be at most ${CAMPAIGN_IMAGE_ALT_MAX_LENGTH} characters.`,
      )
      .default(""),
  })
  .refine((draft) => draft.imageUrl === "" || draft.imageAlt !== "", {
    path: ["imageAlt"],
    message: "Describe the image for people who cannot see it.",
  })
  // A Spanish version is whole or absent: half of one would reach followers as a broken mail.
  .refine((draft) => draft.subject_es === "" || draft.text_es !== "", {
    path: ["text_es"],
    message: "Write the text in Spanish too, or leave the subject in Spanish empty.",
  })
  .refine((draft) => draft.text_es === "" || draft.subject_es !== "", {
    path: ["subject_es"],
    message: "Write a subject in Spanish too, or leave the text in Spanish empty.",
  });

export type CampaignDraftInput = z.output<typeof campaignDraftSchema>;
export type CampaignField = "subject" | "text" | "imageUrl" | "imageAlt" | "subject_es" | "text_es" | "imageAlt_es";

/** Whether a campaign has its Spanish version (subject and text). */
export function hasSpanishVersion(draft: { subject_es: string; text_es: string }): boolean {
  return draft.subject_es !== "" && draft.text_es !== "";
}
