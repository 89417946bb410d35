// POST /api/send-email: a catering enquiry as JSON (name, email, phone, message, eventDate).
import { isDatabaseUnavailableError } from "../../db.server";
import { ENQUIRY_FAILURE_MESSAGE, ENQUIRY_SUCCESS_MESSAGE, receiveCateringEnquiry } from "../../domain/enquiries/enquiries.server";
import { enquiryContextFor } from "../../domain/shared/public-forms.server";
import { json, jsonError, jsonObjectSchema, readJsonBody } from "../../lib/http.server";
import type { Route } from "./+types/send-email";

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request, jsonObjectSchema);
  try {
    const result = await receiveCateringEnquiry(body, enquiryContextFor(context));
    if (!result.ok) {
      return json({ success: false, error: result.error, fieldErrors: result.fieldErrors }, result.status);
    }
    return json({ success: true, message: ENQUIRY_SUCCESS_MESSAGE, id: result.value.id });
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return jsonError(503, ENQUIRY_FAILURE_MESSAGE);
    throw error;
  }
}
