// POST /api/admin/upload-image (multipart: image, type) -> {success, url, error}. The same
// reading and storing as the admin forms' own actions: readImageFromForm, then storeImage.
import { isImageKind } from "../../../domain/images/image-rules";
import { IMAGE_MESSAGES } from "../../../content/portal-messages";
import { readImageFromForm } from "../../../domain/images/image-form.server";
import { storeImage } from "../../../domain/images/image-storage.server";
import { Refusal } from "../../../domain/shared/refusal";
import { adminApiRoute } from "../../../domain/staff/auth.server";
import { json } from "../../../lib/http.server";
import type { Route } from "./+types/upload-image";

export const action = adminApiRoute(
  { unavailable: IMAGE_MESSAGES.uploadFailed, failureFields: { url: null } },
  async ({ request }: Route.ActionArgs) => {
    const { fields, image, imageRefusal } = await readImageFromForm(request, "image");
    if (imageRefusal) throw imageRefusal;
    const kind = fields.get("type");
    if (!isImageKind(kind)) throw new Refusal(400, IMAGE_MESSAGES.badKind);
    if (!image) throw new Refusal(400, IMAGE_MESSAGES.missing);
    return json({ success: true, url: await storeImage(image, kind), error: null });
  },
);
