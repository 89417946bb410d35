// The closures as the public layout read them (issue 33), for any page under it; none when the
// layout's data has no closures (a page drawn by an error boundary).
import { useRouteLoaderData } from "react-router";
import type { ClosureNotice } from "#app/domain/closures/closures.ts";

export type LayoutClosures = { now: ClosureNotice | null };

export function usePublicClosures(): LayoutClosures {
  const layout = useRouteLoaderData("routes/public/layout") as { closures?: LayoutClosures } | undefined;
  return layout?.closures ?? { now: null };
}
