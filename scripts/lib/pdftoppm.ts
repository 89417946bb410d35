// Poppler's pdftoppm, which the printed signs' tests (issue 53) render a PDF's page with to read
// its codes: $PDFTOPPM_PATH, then `pdftoppm` on the PATH; Debian's poppler-utils is installed when
// neither is there and we may (root).
import { aptGet, onPath } from "./apt.ts";

const DEBIAN_PACKAGE = "poppler-utils";

export async function ensurePdftoppm(log: (message: string) => void): Promise<string> {
  const found = process.env.PDFTOPPM_PATH || onPath("pdftoppm");
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `No pdftoppm found for the printed signs' tests. Install it (Debian: sudo apt-get install -y ${DEBIAN_PACKAGE}) or set PDFTOPPM_PATH.`,
    );
  }
  log(`no pdftoppm found: installing Debian's ${DEBIAN_PACKAGE}...`);
  await aptGet(["update"]);
  await aptGet(["install", "-y", "--no-install-recommends", DEBIAN_PACKAGE]);
  const installed = onPath("pdftoppm");
  if (!installed) throw new Error(`${DEBIAN_PACKAGE} was installed but no pdftoppm was found on the PATH`);
  return installed;
}
