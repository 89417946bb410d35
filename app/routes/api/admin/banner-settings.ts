// GET /api/admin/banner-settings -> {success, data}; POST the banner fields (empty dates as
// null, optional `__v` as read: a stale one is a 409) -> {success, data}. Errors: {success, error}.
import { z } from "zod";
import { BANNER_MESSAGES, bannerSettingsSchema } from "../../../domain/banner/banner";
import { getAdminBannerSettings, saveBannerSettings } from "../../../domain/banner/banner.server";
import { apiRoute } from "../../../domain/shared/refusal.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { json, readJsonBody } from "../../../lib/http.server";
import type { Route } from "./+types/banner-settings";

const bodySchema = z.intersection(bannerSettingsSchema, z.object({ __v: z.number().int().min(0).optional() }));

// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["POST", "PUT"] };

export const loader = apiRoute({ unavailable: BANNER_MESSAGES.loadFailed }, async ({ request, url }: Route.LoaderArgs) => {
  await requireAdminForApi(request, url);
  return json({ success: true, data: await getAdminBannerSettings() });
});

export const action = apiRoute({ unavailable: BANNER_MESSAGES.saveFailed }, async ({ request, url }: Route.ActionArgs) => {
  await requireAdminForApi(request, url);
  const { __v, ...input } = await readJsonBody(request, bodySchema);
  return json({ success: true, data: await saveBannerSettings(input, __v) });
});
