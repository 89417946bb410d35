// The public frame's words in the page's language, as the root's loader sent them.
import { useRouteLoaderData } from "react-router";
import type { FrameWords } from "#app/content/frame-words.ts";

export function useFrameWords(): FrameWords {
  const root = useRouteLoaderData("root") as { frame?: FrameWords | null } | undefined;
  if (!root?.frame) throw new Error("The root's frame words are missing");
  return root.frame;
}
