// GET, PUT, DELETE /api/admin/gallery/{id} -> {success, photo}. Owners only (the table of rights): Staff are 403.
// PUT takes any of {url, alt, position, __v}: a new image or alt text (over `__v` when sent: a
// stale one is 409 and stores nothing) and a new place from 1; the id, the photo's address
// /gallery/{id}, never changes. DELETE (?__v= optional) takes it out of the gallery; its number
// is never given to another photo. A malformed or unknown id is 404 'Photo not found'.
import { z } from "zod";
import { GALLERY_MESSAGES } from "#app/content/portal-messages.ts";
import { findGalleryPhoto, removeGalleryPhoto, updateGalleryPhoto } from "#app/domain/gallery/gallery.server.ts";
import { galleryPhotoUpdateSchema } from "#app/domain/gallery/gallery.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/gallery-photo";

export const handle = { actionMethods: ["PUT", "DELETE"] };

const versionParam = z.coerce.number().int().min(0);

export const loader = adminApiRoute(
  { unavailable: GALLERY_MESSAGES.loadFailed },
  async ({ params }: Route.LoaderArgs) => json({ success: true, photo: await findGalleryPhoto(params.id) }),
);

export const action = adminApiRoute(
  {
    unavailable: { DELETE: GALLERY_MESSAGES.removeFailed, default: GALLERY_MESSAGES.saveFailed },
  },
  async ({ request, params }: Route.ActionArgs) => {
    if (request.method === "DELETE") {
      const raw = new URL(request.url).searchParams.get("__v");
      const parsed = raw === null ? undefined : versionParam.safeParse(raw);
      if (parsed && !parsed.success) throw new Refusal(400, GALLERY_MESSAGES.versionInvalid);
      return json({ success: true, photo: await removeGalleryPhoto(params.id, parsed?.data) });
    }
    // An unknown id is answered before the body is read, whatever the body holds.
    await findGalleryPhoto(params.id);
    const input = await readJsonBody(request, galleryPhotoUpdateSchema);
    return json({ success: true, photo: await updateGalleryPhoto(params.id, input) });
  },
);
