// POST /api/admin/upload-image (multipart: image, type) -> {success, url, error}. The same
// reading and storing as the admin forms' own actions: readImageFromForm, then storeImage.
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { ImageFormError, readImageFromForm } from "../../../domain/images/image-form.server";
import { discardRestOfBody, json } from "../../../lib/http.server";
import { IMAGE_MESSAGES, isImageKind } from "../../../domain/images/image-rules";
import { ImageStorageError, InvalidImageError, storeImage } from "../../../domain/images/image-storage.server";
import type { Route } from "./+types/upload-image";

function failure(status: number, error: string): Response {
  return json({ success: false, url: null, error }, status);
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    await requireAdminForApi(request, url);
  } catch (error) {
    // Refused before reading a byte of the body; what the client still sends is dropped.
    void discardRestOfBody(request.body?.getReader());
    throw error;
  }
  try {
    const { fields, image } = await readImageFromForm(request, "image");
    const kind = fields.get("type");
    if (!isImageKind(kind)) return failure(400, IMAGE_MESSAGES.badKind);
    if (!image) return failure(400, IMAGE_MESSAGES.missing);
    return json({ success: true, url: await storeImage(image, kind), error: null });
  } catch (error) {
    if (error instanceof ImageFormError) return failure(error.status, error.message);
    if (error instanceof InvalidImageError) return failure(400, error.message);
    if (error instanceof ImageStorageError) {
      console.error(`image upload failed: ${error.message}`);
      return failure(500, IMAGE_MESSAGES.uploadFailed);
    }
    throw error;
  }
}
