// The error page as the root's and the public layout's boundaries show it: loaded only when a page
// fails, so the code of a page that never fails (most visits) stays out of every public page's
// JavaScript. The server renders it in full, JavaScript or not; the browser fetches it to hydrate.
import { lazy } from "react";

export const ErrorPage = lazy(() => import("./error-page.tsx").then((module) => ({ default: module.ErrorPage })));
