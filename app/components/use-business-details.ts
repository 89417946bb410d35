// The business details (hours, contacts, links) as the public layout read and drew them, for any
// page under it: a page renders only once the layout's loader has answered.
import { useRouteLoaderData } from "react-router";
import type { PublicBusinessView } from "#app/domain/business/public-details.ts";

export function usePublicBusinessDetails(): PublicBusinessView {
  const layout = useRouteLoaderData("routes/public/layout") as { business?: PublicBusinessView } | undefined;
  if (!layout?.business) throw new Error("The public layout's business details are missing");
  return layout.business;
}
