// /agent-skills/<name>.md: one skill for AI assistants, as the resource catalogue lists it.

import { agentSkill, isAgentSkillName } from "#app/domain/agents/agent-guide.server.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { PUBLIC_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/agent-skill";

export async function loader({ params }: Route.LoaderArgs) {
  const name = params.skill.replace(/\.md$/, "");
  if (!params.skill.endsWith(".md") || !isAgentSkillName(name)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(await agentSkill(name, getConfig().siteUrl), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
