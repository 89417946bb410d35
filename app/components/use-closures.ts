// The closures as the public layout read them (issue 33), for any page under it; none when the
// layout's data has no closures (a page drawn by an error boundary).
import { usePublicLayoutData } from "#app/components/use-public-layout-data.ts";
import type { ShownClosureNotice } from "#app/domain/closures/closures.ts";

export type LayoutClosures = { now: ShownClosureNotice | null };

export function usePublicClosures(): LayoutClosures {
  const layout = usePublicLayoutData<{ closures?: LayoutClosures }>();
  return layout?.closures ?? { now: null };
}
