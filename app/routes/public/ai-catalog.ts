// /.well-known/ai-catalog.json: the agent resource catalogue (ARD 1.0) listing the site's skills.
import { getConfig } from "../../config.server";
import { aiCatalog } from "../../domain/agents/agent-guide.server";
import { publicJson } from "../../lib/http-cache.server";

export function loader() {
  return publicJson(aiCatalog(getConfig().siteUrl));
}
