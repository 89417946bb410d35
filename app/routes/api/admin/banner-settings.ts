// GET /api/admin/banner-settings -> {success, data}; POST the banner fields (empty dates as
// null, optional `__v` as read: a stale one is a 409) -> {success, data}. Errors: {success, error}.
import { z } from "zod";
import { BANNER_MESSAGES } from "#app/content/portal-messages.ts";
import { getAdminBannerSettings, saveBannerSettings } from "#app/domain/banner/banner.server.ts";
import { bannerSettingsSchema } from "#app/domain/banner/banner.ts";
import { adminApiRoute } from "#app/web/guards.server.ts";
import { json, readJsonBody } from "#app/web/http.server.ts";
import type { Route } from "./+types/banner-settings";

const bodySchema = z.intersection(bannerSettingsSchema, z.object({ __v: z.number().int().min(0).optional() }));

export const handle = { actionMethods: ["POST", "PUT"] };

export const loader = adminApiRoute({ unavailable: BANNER_MESSAGES.loadFailed }, async (_args: Route.LoaderArgs) =>
  json({ success: true, data: await getAdminBannerSettings() }),
);

export const action = adminApiRoute(
  { unavailable: BANNER_MESSAGES.saveFailed },
  async ({ request }: Route.ActionArgs) => {
    const { __v, ...input } = await readJsonBody(request, bodySchema);
    return json({ success: true, data: await saveBannerSettings(input, __v) });
  },
);
