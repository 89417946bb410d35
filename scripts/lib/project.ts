import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder, wherever a script is started from. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
