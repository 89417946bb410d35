// Values the Express server hands to loaders, actions and the HTML renderer through React
// Router's context.
import { createContext, type RouterContextProvider } from "react-router";

/** The visitor's IP address as Express sees it (honouring TRUST_PROXY). */
export const clientAddressContext = createContext<string>("unknown");

/**
 * This response's Content-Security-Policy nonce (server/security-headers.ts), for the inline
 * scripts React Router renders. No default: rendering without one is a bug, not a fallback.
 */
export const cspNonceContext = createContext<string>();

/** This request's id (server/app.ts): in the request log, the X-Request-Id header and error logs. */
export const requestIdContext = createContext<string>("unknown");

/**
 * The request's path as logs may show it (server/secret-paths.ts): null when it matched no route
 * with a secret in its path, else the route's pattern with the secret written `[redacted]`.
 */
export const secretFreePathContext = createContext<string | null>(null);

export function getClientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}
