// POST /api/send-email: a catering enquiry as JSON (name, email, phone, message, eventDate).
import { receiveCateringEnquiry } from "../../domain/enquiries/enquiries.server";
import { ENQUIRY_FAILURE_MESSAGE, ENQUIRY_SUCCESS_MESSAGE } from "../../content/messages";
import { enquiryContextFor } from "../../domain/shared/public-forms.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { json, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/send-email";

export const action = apiRoute(
  { unavailable: ENQUIRY_FAILURE_MESSAGE },
  async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonBody(request, jsonObjectSchema);
    const { id } = await receiveCateringEnquiry(body, enquiryContextFor(context));
    return json({ success: true, message: ENQUIRY_SUCCESS_MESSAGE, id });
  },
);
