// /.well-known/ai-catalog.json: the agent resource catalogue (ARD 1.0) listing the site's skills.

import { aiCatalog } from "#app/domain/agents/agent-guide.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { publicJson } from "#app/web/http-cache.server.ts";

export function loader() {
  return publicJson(aiCatalog(getConfig().siteUrl));
}
