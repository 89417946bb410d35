// GET /api/banner-settings: the banner as the public reads it (spec section 7).
import { isDatabaseUnavailableError } from "../../db.server";
import { getPublicBanner } from "../../domain/banner/banner.server";
import { publicJson } from "../../lib/http-cache.server";

export async function loader() {
  try {
    const { isVisible, message, linkText, linkUrl } = await getPublicBanner();
    return publicJson({ isVisible, message, linkText, linkUrl });
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return Response.json(
      { isVisible: false, message: "", linkText: "", linkUrl: "" },
      { status: 503 },
    );
  }
}
