// Finds a Java runtime for the W3C Nu HTML Checker (vnu.jar needs Java 17 or later): $JAVA_PATH,
// then $JAVA_HOME's, then `java` on the PATH; installs Debian's default-jre-headless when none is
// present and we may (root).
import { existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { aptGet } from "./apt.ts";

// Debian's default Java: OpenJDK 17 on bookworm, 21 on trixie; no X11 libraries.
const DEBIAN_PACKAGE = "default-jre-headless";

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export function findJava(): string | null {
  const { JAVA_PATH, JAVA_HOME, PATH = "" } = process.env;
  const onPath = PATH.split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, "java"));
  for (const path of [JAVA_PATH, JAVA_HOME && join(JAVA_HOME, "bin", "java"), ...onPath]) {
    if (path && isFile(path)) return path;
  }
  return null;
}

/**
 * The path of a Java runtime, installed first when missing. Asynchronous, so npm test runs it
 * beside the build; start it after anything else that runs apt-get (dpkg takes one at a time).
 */
export async function ensureJava(log: (message: string) => void): Promise<string> {
  const found = findJava();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `No Java found for the Nu HTML Checker. Install one (Debian: sudo apt-get install -y ${DEBIAN_PACKAGE}) or set JAVA_PATH.`,
    );
  }
  log(`no Java found: installing Debian's ${DEBIAN_PACKAGE}...`);
  await aptGet(["update"]);
  await aptGet(["install", "-y", "--no-install-recommends", DEBIAN_PACKAGE]);
  const installed = findJava();
  if (!installed) throw new Error(`${DEBIAN_PACKAGE} was installed but no java was found on the PATH`);
  return installed;
}
