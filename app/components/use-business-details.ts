// The business details (hours, contacts, links) as the public layout read them, for any page
// under it; the built-in ones where the layout's data is missing (its error boundary).
import { useRouteLoaderData } from "react-router";
import { DEFAULT_BUSINESS_DETAILS, type PublicBusinessDetails } from "#app/domain/business/business-details.ts";

export function usePublicBusinessDetails(): PublicBusinessDetails {
  const layout = useRouteLoaderData("routes/public/layout") as { business?: PublicBusinessDetails } | undefined;
  return layout?.business ?? DEFAULT_BUSINESS_DETAILS;
}
