// Security headers on every response (pages, API, static files, 404s), with a fresh CSP nonce
// per request for the inline scripts React Router renders. Why each choice:
// docs/decisions/0009-security-headers-and-caching.md.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export type PolicyOptions = {
  development: boolean;
  /** Hosts the page loads from only when configured. */
  cloudinary: boolean;
  analytics: boolean;
};

/** The social feed's frame (app/content/site-links.ts SOCIAL_FEED.host). */
const SOCIAL_FEED_ORIGIN = "https://cdn.lightwidget.com";
const CLOUDINARY_ORIGIN = "https://res.cloudinary.com";
// Google's documented hosts for GA4 (gtag.js and its beacons).
const ANALYTICS_SCRIPT_ORIGIN = "https://*.googletagmanager.com";
const ANALYTICS_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

type Directive = string | ((request: IncomingMessage, response: ServerResponse) => string);

const nonceSource: Directive = (_request, response) =>
  `'nonce-${(response as unknown as Response).locals.cspNonce as string}'`;

export function contentSecurityPolicyDirectives(options: PolicyOptions): Record<string, Directive[]> {
  const { development, cloudinary, analytics } = options;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonceSource, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])],
    // React style props (the banner's staff-chosen colours) are attributes; <style> elements
    // stay forbidden. Vite's dev server injects <style> elements for hot reloading.
    "style-src": ["'self'", ...(development ? ["'unsafe-inline'"] : [])],
    "style-src-attr": ["'unsafe-inline'"],
    // blob: is the admin upload preview; data: is what browsers use for tiny inline icons.
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(cloudinary ? [CLOUDINARY_ORIGIN] : []),
      ...(analytics ? ANALYTICS_CONNECT_ORIGINS : []),
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(analytics ? ANALYTICS_CONNECT_ORIGINS : []), ...(development ? ["ws:", "wss:"] : [])],
    "frame-src": [SOCIAL_FEED_ORIGIN],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

// Each response's nonce is 16 bytes of the operating system's CSPRNG, as before; they are drawn
// 4 KB at a time (asking for 16 bytes per request was 1% of the home page's CPU) and each is
// used once.
const NONCE_BYTES = 16;
let nonceBytes = Buffer.alloc(0);
let nonceAt = 0;

function nextNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(4096);
    nonceAt = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

export function securityHeaders(options: PolicyOptions & { production: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // HSTS only where the site is served over HTTPS; a development http:// origin must not be
    // pinned to HTTPS in the browser.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Leave DNS prefetching on: the pages preconnect to the social feed's host.
    xDnsPrefetchControl: false,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    response.locals.cspNonce = nextNonce();
    omitPolicyOnNotModified(response);
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(request, response, next);
  };
}

/**
 * A 304's headers replace the cached copy's: a new nonce there would no longer match the
 * cached HTML's scripts, so a 304 carries no policy and the cached one stays in force.
 */
function omitPolicyOnNotModified(response: Response): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (args[0] === 304) this.removeHeader("Content-Security-Policy");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
