// GET /api/banner-settings: the banner as the public reads it (spec section 7). While the
// database is unreachable the answer is a hidden banner (503), as the spec's client expects.
import { BANNER_MESSAGES } from "#app/content/portal-messages.ts";
import { getPublicBanner } from "#app/domain/banner/banner.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";

const HIDDEN_BANNER = { isVisible: false, message: "", linkText: "", linkUrl: "" };

export const loader = apiRoute({ unavailable: BANNER_MESSAGES.loadFailed, failureBody: HIDDEN_BANNER }, async () => {
  const { isVisible, message, linkText, linkUrl } = await getPublicBanner();
  return publicJson({ isVisible, message, linkText, linkUrl });
});
