// Values the Express server hands to loaders and actions through React Router's context.
import { createContext, type RouterContextProvider } from "react-router";

/** The visitor's IP address as Express sees it (honouring TRUST_PROXY). */
export const clientAddressContext = createContext<string>("unknown");

export function getClientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}
