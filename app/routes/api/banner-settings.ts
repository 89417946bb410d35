// GET /api/banner-settings: the banner as the public reads it (spec section 7). While the
// database is unreachable the answer is a hidden banner (503), as the spec's client expects.
// Added to the spec's shape (issue 33), only while a closure's banner shows (no banner of staff's
// own is set for now): `closure`, {closedUntil, reason, reopensOn}. And always (issue 49) the texts
// in Spanish, `messageEs` and `linkTextEs`, null while they still need it. Issue 52: `soldOut`,
// {stop, stopEs, note}, only while a stop staff said is sold out today is what the banner tells.
import { BANNER_MESSAGES } from "#app/content/portal-messages.ts";
import { getPublicBanner } from "#app/domain/banner/banner.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";
import { apiRoute } from "#app/web/refusal.server.ts";

const HIDDEN_BANNER = { isVisible: false, message: "", linkText: "", linkUrl: "", messageEs: null, linkTextEs: null };

export const loader = apiRoute({ unavailable: BANNER_MESSAGES.loadFailed, failureBody: HIDDEN_BANNER }, async () => {
  const { isVisible, message, linkText, linkUrl, messageEs, linkTextEs, closure, soldOut } = await getPublicBanner();
  return publicJson({
    isVisible,
    message,
    linkText,
    linkUrl,
    messageEs,
    linkTextEs,
    ...(closure ? { closure } : {}),
    ...(soldOut ? { soldOut } : {}),
  });
});
