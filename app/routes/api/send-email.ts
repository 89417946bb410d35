// POST /api/send-email: a catering enquiry as JSON (name, email, phone, message, eventDate).
import { rethrowAsServiceUnavailable } from "../../db.server";
import { ENQUIRY_SUCCESS_MESSAGE, receiveCateringEnquiry } from "../../domain/enquiries.server";
import { enquiryContextFor } from "../../domain/public-forms.server";
import { methodNotAllowed, readJsonObject } from "../../lib/http.server";
import type { Route } from "./+types/send-email";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonObject(request);
  if (!body) {
    return Response.json({ success: false, error: "Send a JSON object" }, { status: 400 });
  }
  try {
    const result = await receiveCateringEnquiry(body, enquiryContextFor(context));
    if (!result.ok) {
      return Response.json(
        { success: false, error: result.error, fieldErrors: result.fieldErrors },
        { status: result.status },
      );
    }
    return Response.json({ success: true, message: ENQUIRY_SUCCESS_MESSAGE, id: result.value.id });
  } catch (error) {
    return rethrowAsServiceUnavailable(error);
  }
}
