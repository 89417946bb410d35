// POST /api/admin/upload-image (multipart: image, type) -> {success, url, error}. The same
// reading and storing as the admin forms' own actions: readImageFromForm, then storeImage.

import { IMAGE_MESSAGES } from "#app/content/portal-messages.ts";
import { isImageKind } from "#app/domain/images/image-rules.ts";
import { storeImage } from "#app/domain/images/image-storage.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json } from "#app/web/http.server.ts";
import { readImageFromForm } from "#app/web/image-form.server.ts";
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
