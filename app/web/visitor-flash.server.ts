// One-time messages for visitors after POST-redirect-GET (no session needed): a short-lived
// signed cookie that the next page reads and clears, so the message shows once, with or
// without JavaScript, and a reload does not post the form again.
import { createCookie } from "react-router";
import { getConfig } from "#app/infra/config.server.ts";
import { VISITOR_FLASH_COOKIE } from "./cookie-names.ts";

let cookie: ReturnType<typeof createCookie> | undefined;

function flashCookie() {
  const config = getConfig();
  cookie ??= createCookie(VISITOR_FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    path: "/",
    maxAge: 60,
    secrets: [config.sessionSecret],
  });
  return cookie;
}

export async function setVisitorFlash(message: string): Promise<Headers> {
  return new Headers({ "Set-Cookie": await flashCookie().serialize(message) });
}

/** The pending message, if any, and the header that clears it. */
export async function takeVisitorFlash(request: Request): Promise<{ message: string | null; headers: Headers }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || value === "") return { message: null, headers: new Headers() };
  const headers = new Headers({ "Set-Cookie": await flashCookie().serialize("", { maxAge: 0 }) });
  return { message: value, headers };
}
