// Every secret token (refresh tokens, sign-in links, sessions, device and e-mail change tokens) is
// stored only as its sha256, so a copy of the database signs no one in.
import { createHash } from "node:crypto";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
