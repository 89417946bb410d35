// A campaign as the Owner writes it: the limits and the check of the draft form, shared by the
// page (maxlength, hints) and the server. Safe in the browser bundle.
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
  })
  .refine((draft) => draft.imageUrl === "" || draft.imageAlt !== "", {
    path: ["imageAlt"],
    message: "Describe the image for people who cannot see it.",
  });

export type CampaignDraftInput = z.output<typeof campaignDraftSchema>;
export type CampaignField = "subject" | "text" | "imageUrl" | "imageAlt";
