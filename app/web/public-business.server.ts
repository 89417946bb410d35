// The business details and the closures of a public page's request: the public layout shows
// them and the page's structured data describes them, so both loaders ask; the request's context
// holds the one read they share (a page costs no more reads than when the layout alone asked).
import { createContext, type RouterContextProvider } from "react-router";
import { getPublicBusinessView } from "#app/domain/business/business-details.server.ts";
import { publicClosures } from "#app/domain/closures/public-closures.server.ts";

type PublicBusiness = {
  business: Awaited<ReturnType<typeof getPublicBusinessView>>;
  closures: Awaited<ReturnType<typeof publicClosures>>;
};

const publicBusinessContext = createContext<Promise<PublicBusiness> | null>(null);

/** The request's business details and closures, read once for all its loaders. */
export function publicBusinessOf(context: Readonly<RouterContextProvider>): Promise<PublicBusiness> {
  let read = context.get(publicBusinessContext);
  if (!read) {
    read = Promise.all([getPublicBusinessView(), publicClosures()]).then(([business, closures]) => ({
      business,
      closures,
    }));
    context.set(publicBusinessContext, read);
  }
  return read;
}
