// The W3C Nu HTML Checker (vnu.jar, from npm's vnu-jar) over HTML files: one Java process for
// all of them, and the errors that count, which are all but those about the WebMCP attributes and
// the links' pings to our own tap counter.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { keepOutputTail } from "./output-tail.ts";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
/**
 * A run of seconds never earns back the optimising compiler: the quick one alone takes 60% less
 * CPU over the layout net's pages. Its frames are larger, and parsing the checker's schema then
 * overflows Java's default 1 MB stack (measured: fails at 1 MB, passes at 1.5): 4 MB.
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss4m"];
/**
 * The report as JSON, warnings but no info messages. Errors in the pages come back in it, so
 * with --exit-zero-always an exit code other than 0 means the checker itself failed.
 */
const VNU_OPTIONS = ["--format", "json", "--stdout", "--exit-zero-always", "--skip-info-messages"];

/**
 * The declarative WebMCP attributes (app/webmcp.d.ts), on the elements the app puts them on: a
 * proposal the checker's HTML does not know yet, so each is an error it reports that we keep
 * (README, "Test it"). Matched whole, so any other error on the same element still counts.
 */
const WEBMCP_ATTRIBUTES: Record<string, string[]> = {
  form: ["toolname", "tooldescription"],
  input: ["toolparamdescription"],
  textarea: ["toolparamdescription"],
  select: ["toolparamdescription"],
};
const WEBMCP_MESSAGES = new Set(
  Object.entries(WEBMCP_ATTRIBUTES).flatMap(([element, attributes]) =>
    attributes.map((attribute) => `Attribute “${attribute}” not allowed on element “${element}” at this point.`),
  ),
);

/**
 * A link's ping to the site's own tap counter (issue 51, app/domain/numbers/taps.ts), written as a
 * path. Browsers resolve each ping against the page, as they do a link (HTML's hyperlink auditing
 * parses every token relative to the document and needs only the result to be http(s)), so it is
 * always the page's own origin, which the Content-Security-Policy's `connect-src 'self'` allows.
 * The checker wants the full address; SITE_URL's would be another origin wherever the site is
 * reached by another name (the tests' servers among them). Let through for that path only.
 */
const OWN_PING =
  /^Bad value “\/numbers\/tap\?[^”\s]*” for attribute “ping” on element “a”: Must contain only “http” or “https” URLs\.$/;

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

export type NuError = {
  /** The checked file's path; empty for an error of the checker itself (a file it could not read). */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the error: the pages are server-rendered on few lines, so lines say little. */
  extract: string;
};

export type NuReport = {
  /** The errors that count: any one fails the check. */
  errors: NuError[];
  /** The WebMCP attribute errors let through. */
  webmcp: number;
  /** The pings to our own tap counter let through. */
  ownPings: number;
  warnings: number;
};

/** Checks the HTML files `files` with the Java runtime `java`. */
export async function checkHtml(files: string[], java: string): Promise<NuReport> {
  // The checker says nothing about a file that is not there: it would pass unseen.
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`no such file to check: ${missing.join(", ")}`);
  if (files.length === 0) throw new Error("no HTML files to check");
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(java, [...JVM_OPTIONS, "-jar", VNU_JAR, ...VNU_OPTIONS, ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    const stderr = keepOutputTail(child, 4000, ["stderr"]);
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString("utf8"))
        : reject(new Error(`the Nu HTML Checker exited ${code}:\n${stderr().trim()}`)),
    );
  });
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const report: NuReport = { errors: [], webmcp: 0, ownPings: 0, warnings: 0 };
  for (const message of messages) {
    if (message.type === "info") {
      if (message.subType === "warning") report.warnings += 1;
    } else if (WEBMCP_MESSAGES.has(message.message)) {
      report.webmcp += 1;
    } else if (OWN_PING.test(message.message)) {
      report.ownPings += 1;
    } else {
      report.errors.push({
        file: message.url?.startsWith("file:") ? fileURLToPath(message.url) : (message.url ?? ""),
        line: message.lastLine ?? 0,
        column: message.firstColumn ?? message.lastColumn ?? 0,
        message: message.message,
        extract: message.extract ?? "",
      });
    }
  }
  return report;
}
