// GET /api/banner-settings: the banner as the public reads it (spec section 7). While the
// database is unreachable the answer is a hidden banner (503), as the spec's client expects.
import { BANNER_MESSAGES } from "../../content/portal-messages";
import { getPublicBanner } from "../../domain/banner/banner.server";
import { apiRoute } from "../../domain/shared/refusal.server";
import { publicJson } from "../../lib/http-cache.server";

const HIDDEN_BANNER = { isVisible: false, message: "", linkText: "", linkUrl: "" };

export const loader = apiRoute({ unavailable: BANNER_MESSAGES.loadFailed, failureBody: HIDDEN_BANNER }, async () => {
  const { isVisible, message, linkText, linkUrl } = await getPublicBanner();
  return publicJson({ isVisible, message, linkText, linkUrl });
});
