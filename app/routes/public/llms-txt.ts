// /llms.txt: the truck, its next stops and its menu for AI assistants (domain/agents).

import { llmsTxt } from "#app/domain/agents/agent-guide.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { PUBLIC_CACHE_CONTROL } from "#app/web/http-cache.server.ts";

export async function loader() {
  return new Response(await llmsTxt(getConfig().siteUrl), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
