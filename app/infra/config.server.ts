// The one place that reads process.env: validated with zod at start, so a misconfigured
// production server stops with a message naming the variable instead of failing later.
import { z } from "zod";

const DEV_SESSION_SECRET = "development-only-session-secret-not-for-production";

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Production refuses an http:// SITE_URL for any host but this machine's unless this is "true"
  // (a site that really is served without TLS, e.g. on a private network).
  ALLOW_HTTP_SITE_URL: z.enum(["true", "false"]).default("false"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  // smtp:// must be upgraded with STARTTLS before credentials or mail are sent; on by default in
  // production, "false" allows a mail server without it (a relay on the same host or network).
  SMTP_REQUIRE_TLS: z.enum(["true", "false"]).optional(),
  MAIL_FROM: z.string().min(3).default("Sando Truck <hello@sandotruck.example>"),
  STAFF_EMAIL: z.email().default("catering@sandotruck.example"),
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/mail-outbox"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  TRUST_PROXY: z.string().min(1).default("loopback"),
  RATE_LIMIT_ENQUIRIES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // POST /api/send-welcome-email per client: the spec's client calls it once after each sign-up.
  RATE_LIMIT_WELCOME_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Automatic mails to visitors (enquiry confirmations, newsletter welcomes) the whole site sends
  // per hour, counted across servers: a bound on what anonymous requests can make it mail.
  VISITOR_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(500),
  // Follower mailings (campaigns, stop-change notices) sent per minute, all servers together: one
  // a second is what a new sender at most relays (Amazon SES's starting rate) accepts without
  // throttling, and 10,000 followers still hear within three hours. Raise it with the provider.
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  // Stop-change and closure notices that may go to followers in one of the truck's days without
  // an Owner (issue 44); the next waits for an Owner's "Send now". Tests on a shared server raise it.
  NOTICES_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(3),
  // cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=...]; unset = local disk.
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\/[^:@/]+:[^@/]+@[^/?]+/, "must look like cloudinary://api_key:api_secret@cloud_name")
    .optional(),
  UPLOADS_DIR: z.string().min(1).default(".data/uploads"),
  // A Google Analytics 4 measurement id; unset means no analytics script loads at all.
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/, "must be a measurement id such as G-ABC123")
    .optional(),
  // The Owner's numbers (issue 51): "off" counts nothing (the benchmark's comparison); how often
  // each server writes what it counted (its counts wait in memory until then).
  NUMBERS: z.enum(["on", "off"]).default("on"),
  NUMBERS_WRITE_SECONDS: z.coerce.number().min(0.05).max(3600).default(60),
  // How long a process answers the numbers page from its last read of the totals (0: never);
  // NUMBERS_WRITE_SECONDS unless set, since the totals are written no more often.
  NUMBERS_PAGE_COPY_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  // How long the server may reuse a public page or API answer it rendered (0 turns that off).
  // Writes made through this server end the reuse at once; the limit covers everyone else's.
  RESPONSE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** How long a process answers the business details from its copy; its own writes drop it at once. */
  BUSINESS_DETAILS_COPY_SECONDS: z.coerce.number().min(0).max(10).default(5),
  // How long a request waits for an unreachable database before it is answered 503.
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // How long a request may wait for another request's render of the same public answer before
  // it renders the answer itself, so no client, however slow, can hold a page for others.
  RESPONSE_REUSE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // How long, while the database cannot be reached, a public page or API answer rendered before
  // may still be served from its last good copy (0: never; then such pages answer 503).
  STALE_IF_ERROR_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
  // Concurrent connections one socket address may hold (0: no cap). Not applied to addresses of
  // trusted proxies (TRUST_PROXY): behind a proxy, capping is the proxy's job.
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  // A connection with nothing read or written for this long is closed, between requests too.
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // bcrypt's cost for new password hashes. Tests lower it to hash their throwaway admins quickly;
  // in production it can only be raised above 12, never lowered.
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(12),
  // Worker threads that hash and check passwords (default: one fewer than the CPU cores, at
  // least one), so sign-ins never take the core that serves pages.
  PASSWORD_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // A portal session that sees no request for this long ends (it ends 12 hours after sign-in
  // whatever happens).
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  // Tests only: the server's "now" (an ISO timestamp), to try month ends and New Year's Eve in
  // the truck's time zone. A production server refuses to start with it.
  TEST_CLOCK_NOW: z.iso.datetime({ offset: true }).optional(),
  // Tests only: "true" makes the test clock run: it stands at TEST_CLOCK_NOW until the server is
  // ready (listening, database answering), then moves with real time, so a test can watch the
  // truck's midnight pass.
  TEST_CLOCK_RUNS: z.enum(["true", "false"]).optional(),
  // Tests only: how many sample sections (0 to 3) the portal's navigation shows besides its own,
  // so the layout net sees the bar with the room the next sections need. A production server
  // refuses to start with it.
  PORTAL_SAMPLE_SECTIONS: z.coerce.number().int().min(0).max(3).default(0),
});

export type AppConfig = {
  environment: "development" | "production" | "test";
  isProduction: boolean;
  /** Tests only (PORTAL_SAMPLE_SECTIONS): sample sections drawn in the portal's navigation. */
  portalSampleSections: number;
  port: number;
  host: string;
  mongodbUri: string;
  sessionSecret: string;
  siteUrl: string;
  admin: { email: string; password: string } | null;
  logRequests: boolean;
  mail: {
    smtpUrl: string | null;
    /** Refuse an smtp:// server that does not offer STARTTLS (nodemailer's requireTLS). */
    smtpRequireTls: boolean;
    from: string;
    staffAddress: string;
    outboxDir: string;
    pollMs: number;
    retryBaseMs: number;
    /** Automatic mails to visitors the site sends per hour, all servers together. */
    visitorMailsPerHour: number;
    /** Follower mailings sent per minute, all servers together. */
    ratePerMinute: number;
    /** Stop-change and closure notices a day before the next waits for an Owner. */
    noticesPerDay: number;
  };
  /** Express "trust proxy" setting: which hops may set X-Forwarded-For. */
  trustProxy: string;
  rateLimits: { enquiriesPerHour: number; subscriptionsPerHour: number; welcomeMailsPerHour: number };
  analyticsId: string | null;
  /** The Owner's numbers: counted at all, and written every this many milliseconds. */
  numbers: { counting: boolean; writeEveryMs: number };
  /** How long the numbers page's read of the totals is used again; 0 = never. */
  numbersPageCopyMs: number;
  /** Uploaded images go to Cloudinary when set, otherwise to uploadsDir (served at /uploads). */
  cloudinary: CloudinaryConfig | null;
  uploadsDir: string;
  /** Milliseconds a public answer may be served again without rendering; 0 = never. */
  responseCacheMs: number;
  businessDetailsCopyMs: number;
  /** A portal session ends after this long without a request. */
  sessionIdleMs: number;
  /** How long a request waits for another's render of the same answer; then it renders itself. */
  responseReuseWaitMs: number;
  /** How long a last good copy may stand in for an answer the database cannot give; 0 = never. */
  staleIfErrorMs: number;
  /** The connection limits of server/connection-limits.ts. */
  connections: { maxPerAddress: number; idleTimeoutMs: number };
};

export type CloudinaryConfig = {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Further settings from the URL's query (e.g. upload_prefix), passed to the package as-is. */
  options: Record<string, string>;
};

function parseCloudinaryUrl(value: string): CloudinaryConfig {
  const url = new URL(value);
  return {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    options: Object.fromEntries(url.searchParams),
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables that have no safe default in production. */
const REQUIRED_IN_PRODUCTION = ["MONGODB_URI", "SESSION_SECRET"] as const;

/** Hosts for which an http:// SITE_URL is fine in production: the server's own machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * SITE_URL makes the links in mails (sign-in links, unsubscribe links), canonical links, and
 * whether the session cookie is `__Host-`: production needs it, and over https unless the site
 * is this machine or the operator says plainly that it is served without TLS.
 */
function checkProductionSiteUrl(siteUrl: string | undefined, allowHttp: boolean): void {
  if (!siteUrl) {
    throw new ConfigError(
      "Missing required environment variable in production: SITE_URL (the site's public address, https://...)",
    );
  }
  const url = new URL(siteUrl);
  if (url.protocol === "http:" && !LOCAL_HOSTS.has(url.hostname) && !allowHttp) {
    throw new ConfigError(
      `SITE_URL must start with https:// in production (it is ${url.origin}); set ALLOW_HTTP_SITE_URL=true if the site is really served without TLS`,
    );
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Treat empty strings as unset, as docker-compose and .env files often produce them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === "production";
  if (isProduction && parsed.TEST_CLOCK_NOW) {
    throw new ConfigError("TEST_CLOCK_NOW is for tests only: a production server runs on the real clock");
  }
  if (isProduction && parsed.TEST_CLOCK_RUNS) {
    throw new ConfigError("TEST_CLOCK_RUNS is for tests only: a production server runs on the real clock");
  }
  if (isProduction && parsed.PORTAL_SAMPLE_SECTIONS > 0) {
    throw new ConfigError("PORTAL_SAMPLE_SECTIONS is for tests only: a production portal shows its own sections");
  }
  if (parsed.TEST_CLOCK_RUNS === "true" && !parsed.TEST_CLOCK_NOW) {
    throw new ConfigError("TEST_CLOCK_RUNS needs TEST_CLOCK_NOW, the moment the test clock starts from");
  }
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !parsed[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Missing required environment variable${missing.length > 1 ? "s" : ""} in production: ${missing.join(", ")}`,
      );
    }
  }
  if (isProduction) checkProductionSiteUrl(parsed.SITE_URL, parsed.ALLOW_HTTP_SITE_URL === "true");
  if ((parsed.ADMIN_EMAIL === undefined) !== (parsed.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (!parsed.MONGODB_URI) {
    throw new ConfigError(
      "MONGODB_URI is not set: start the app with `npm run dev` (which starts a local database) or set MONGODB_URI",
    );
  }
  return {
    environment: parsed.NODE_ENV,
    isProduction,
    portalSampleSections: parsed.PORTAL_SAMPLE_SECTIONS,
    port: parsed.PORT,
    host: parsed.HOST,
    mongodbUri: parsed.MONGODB_URI,
    sessionSecret: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : null,
    logRequests: parsed.LOG_REQUESTS === "true",
    mail: {
      smtpUrl: parsed.SMTP_URL ?? null,
      smtpRequireTls: parsed.SMTP_REQUIRE_TLS ? parsed.SMTP_REQUIRE_TLS === "true" : isProduction,
      from: parsed.MAIL_FROM,
      staffAddress: parsed.STAFF_EMAIL,
      outboxDir: parsed.MAIL_OUTBOX_DIR,
      pollMs: parsed.OUTBOX_POLL_MS,
      retryBaseMs: parsed.OUTBOX_RETRY_BASE_MS,
      visitorMailsPerHour: parsed.VISITOR_MAILS_PER_HOUR,
      ratePerMinute: parsed.MAIL_RATE_PER_MINUTE,
      noticesPerDay: parsed.NOTICES_PER_DAY,
    },
    trustProxy: parsed.TRUST_PROXY,
    rateLimits: {
      enquiriesPerHour: parsed.RATE_LIMIT_ENQUIRIES_PER_HOUR,
      subscriptionsPerHour: parsed.RATE_LIMIT_SUBSCRIPTIONS_PER_HOUR,
      welcomeMailsPerHour: parsed.RATE_LIMIT_WELCOME_MAILS_PER_HOUR,
    },
    analyticsId: parsed.ANALYTICS_ID ?? null,
    numbers: { counting: parsed.NUMBERS === "on", writeEveryMs: Math.round(parsed.NUMBERS_WRITE_SECONDS * 1000) },
    numbersPageCopyMs: Math.round((parsed.NUMBERS_PAGE_COPY_SECONDS ?? parsed.NUMBERS_WRITE_SECONDS) * 1000),
    cloudinary: parsed.CLOUDINARY_URL ? parseCloudinaryUrl(parsed.CLOUDINARY_URL) : null,
    uploadsDir: parsed.UPLOADS_DIR,
    responseCacheMs: parsed.RESPONSE_CACHE_SECONDS * 1000,
    businessDetailsCopyMs: parsed.BUSINESS_DETAILS_COPY_SECONDS * 1000,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    responseReuseWaitMs: parsed.RESPONSE_REUSE_WAIT_MS,
    staleIfErrorMs: parsed.STALE_IF_ERROR_SECONDS * 1000,
    connections: {
      maxPerAddress: parsed.MAX_CONNECTIONS_PER_ADDRESS,
      idleTimeoutMs: parsed.IDLE_TIMEOUT_SECONDS * 1000,
    },
  };
}

let cached: AppConfig | undefined;

/** The process's configuration, parsed once on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * DATABASE_TIMEOUT_MS, read on its own: the database module sets its timeouts when it loads,
 * before the rest of the configuration is needed (scripts load it without a full server env).
 */
export function databaseTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return environmentSchema.shape.DATABASE_TIMEOUT_MS.parse(env.DATABASE_TIMEOUT_MS);
}

const PRODUCTION_MIN_HASH_COST = 12;

/** PASSWORD_HASH_COST, read on its own (scripts hash passwords too): at least 12 in production. */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const cost = environmentSchema.shape.PASSWORD_HASH_COST.parse(env.PASSWORD_HASH_COST);
  return env.NODE_ENV === "production" ? Math.max(cost, PRODUCTION_MIN_HASH_COST) : cost;
}

/** PASSWORD_WORKERS, read on its own like the hash cost; undefined means "decide from the cores". */
export function passwordWorkers(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return environmentSchema.shape.PASSWORD_WORKERS.parse(env.PASSWORD_WORKERS || undefined);
}

/**
 * The server's "now": the real clock, or the test clock in a test server (never in production,
 * where parseConfig refuses it). Server code that asks what day it is asks this.
 */
export function serverNow(env: NodeJS.ProcessEnv = process.env): Date {
  return new Date(testClockNow(env) ?? Date.now());
}

/** When the running test clock started moving (the first request); unset, it stands still. */
let testClockStartedAt: number | undefined;

/** Sets a running test clock (TEST_CLOCK_RUNS) going: called on the first request (server/app.ts). */
export function startTestClock(): void {
  testClockStartedAt ??= Date.now();
}

/**
 * The test clock in milliseconds, null on the real clock: TEST_CLOCK_NOW, or with
 * TEST_CLOCK_RUNS=true that moment plus the real time since the server's first request.
 */
export function testClockNow(env: NodeJS.ProcessEnv = process.env): number | null {
  const start = env.NODE_ENV === "production" ? undefined : env.TEST_CLOCK_NOW;
  if (!start) return null;
  const startsAt = new Date(start).getTime();
  const running = env.TEST_CLOCK_RUNS === "true" && testClockStartedAt !== undefined;
  return running ? startsAt + (Date.now() - testClockStartedAt!) : startsAt;
}
