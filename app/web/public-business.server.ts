// The business details and the closures of a public page's request: the public layout shows
// them, the page's structured data describes them and its order links follow them, so several
// loaders ask; the request's context
// holds the one read they share (a page costs no more reads than when the layout alone asked).
import { createContext, type RouterContextProvider } from "react-router";
import { getPublicBusinessParts } from "#app/domain/business/business-details.server.ts";
import { publicClosures } from "#app/domain/closures/public-closures.server.ts";

type PublicBusiness = {
  /** The site frame's view of the details. */
  business: Awaited<ReturnType<typeof getPublicBusinessParts>>["view"];
  /** The details as the domain reads them (the order links). */
  details: Awaited<ReturnType<typeof getPublicBusinessParts>>["details"];
  closures: Awaited<ReturnType<typeof publicClosures>>;
};

const publicBusinessContext = createContext<Promise<PublicBusiness> | null>(null);

/** The request's business details and closures, read once for all its loaders. */
export function publicBusinessOf(context: Readonly<RouterContextProvider>): Promise<PublicBusiness> {
  let read = context.get(publicBusinessContext);
  if (!read) {
    read = Promise.all([getPublicBusinessParts(), publicClosures()]).then(([{ view, details }, closures]) => ({
      business: view,
      details,
      closures,
    }));
    context.set(publicBusinessContext, read);
  }
  return read;
}
