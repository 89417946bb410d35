// GET /api/admin/banner-settings -> {success, data}; POST the banner fields (empty dates as
// null, optional `__v` as read: a stale one is a 409) -> {success, data}. Errors: {success, error}.
import { z } from "zod";
import { isDatabaseUnavailableError } from "../../../db.server";
import { json, jsonError, readJsonBody } from "../../../lib/http.server";
import { requireAdminForApi } from "../../../domain/staff/auth.server";
import { BANNER_MESSAGES, bannerSettingsSchema } from "../../../domain/banner/banner";
import { BannerConflictError, getAdminBannerSettings, saveBannerSettings } from "../../../domain/banner/banner.server";
import type { Route } from "./+types/banner-settings";

const bodySchema = z.intersection(
  bannerSettingsSchema,
  z.object({ __v: z.number().int().min(0).optional() }),
);
// The methods this route's action answers (server/allowed-methods.ts refuses the others).
export const handle = { actionMethods: ["POST", "PUT"] };

export async function loader({ request, url }: Route.LoaderArgs) {
  try {
    await requireAdminForApi(request, url);
    return json({ success: true, data: await getAdminBannerSettings() });
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailableError(error)) return jsonError(503, BANNER_MESSAGES.loadFailed);
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    await requireAdminForApi(request, url);
    const body = await readJsonBody(request, bodySchema);
    const { __v, ...input } = body as typeof body & { __v?: number };
    return json({ success: true, data: await saveBannerSettings(input, __v) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof BannerConflictError) return jsonError(409, error.message);
    if (isDatabaseUnavailableError(error)) return jsonError(503, BANNER_MESSAGES.saveFailed);
    throw error;
  }
}
