// GET /api/admin/gallery -> {success, photos} (every photo in order, each with its `position`
// from 1 and `shown`: whether it is among the 12 the gallery shows); POST adds one from JSON
// {url, alt, position?} (the URL from /api/admin/upload-image with type "gallery") -> 201
// {success, photo}, last in the gallery unless `position` says. Owners only (the table of rights): Staff are 403.
import { GALLERY_MESSAGES } from "#app/content/portal-messages.ts";
import { addGalleryPhoto, listAdminGalleryPhotos } from "#app/domain/gallery/gallery.server.ts";
import { galleryPhotoCreateSchema } from "#app/domain/gallery/gallery.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/gallery";

export const loader = adminApiRoute({ unavailable: GALLERY_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, photos: await listAdminGalleryPhotos() }),
);

export const action = adminApiRoute(
  { unavailable: GALLERY_MESSAGES.saveFailed },
  async ({ request }: Route.ActionArgs) => {
    const input = await readJsonBody(request, galleryPhotoCreateSchema);
    return json({ success: true, photo: await addGalleryPhoto(input) }, 201);
  },
);
