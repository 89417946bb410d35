// POST /api/send-email: a catering enquiry as JSON (name, email, phone, message, eventDate, and
// optionally language: "en" or "es", the language to write to the client in, "en" when absent).
// The answer and its messages stay English.

import { ENQUIRY_FAILURE_MESSAGE, ENQUIRY_SUCCESS_MESSAGE } from "#app/content/messages.ts";
import { receiveCateringEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { json, jsonObjectSchema, readJsonBody } from "#app/web/http.server.ts";
import { enquiryContextFor } from "#app/web/public-forms.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import type { Route } from "./+types/send-email";

export const action = apiRoute(
  { unavailable: ENQUIRY_FAILURE_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonBody(request, jsonObjectSchema);
    const { id } = await receiveCateringEnquiry(body, enquiryContextFor(context));
    return json({ success: true, message: ENQUIRY_SUCCESS_MESSAGE, id });
  },
);
