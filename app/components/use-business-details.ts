// The business details (hours, contacts, links) as the public layout read and drew them, for any
// page under it: a page renders only once the layout's loader has answered.
import { usePublicLayoutData } from "#app/components/use-public-layout-data.ts";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";

export function usePublicBusinessDetails(): PublicBusinessView {
  const layout = usePublicLayoutData<{ business?: PublicBusinessView }>();
  if (!layout?.business) throw new Error("The public layout's business details are missing");
  return layout.business;
}
