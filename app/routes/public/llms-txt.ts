// /llms.txt: the truck, its next stops and its menu for AI assistants (domain/agents).
import { getConfig } from "../../config.server";
import { llmsTxt } from "../../domain/agents/agent-guide.server";
import { PUBLIC_CACHE_CONTROL } from "../../lib/http-cache.server";

export async function loader() {
  return new Response(await llmsTxt(getConfig().siteUrl), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
