// Renders HTML documents: React Router's default Node entry, plus the response's CSP nonce on
// every inline script React and React Router emit (<Scripts>, <ScrollRestoration>, hydration).
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { cspNonceContext, requestIdContext, secretFreePathContext } from "#app/infra/request-context.server.ts";
import { withoutModulePreloads } from "#app/web/html-head.server.ts";
import { responseOfBytes } from "#app/web/response-bytes.server.ts";

export const streamTimeout = 5_000;

/**
 * The one place an unexpected error of a loader, action or render is logged: once, as a JSON
 * line with the request's id (also in the request log and the X-Request-Id header). Expected
 * failures never get here: they are refusals, answered by the routes (domain/shared/refusal).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away is not an error of ours.
  if (request.signal.aborted) return;
  logUnexpectedError(error, request, context as Readonly<RouterContextProvider>);
};

function logUnexpectedError(error: unknown, request: Request, context: Readonly<RouterContextProvider>): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      requestId: context.get(requestIdContext),
      method: request.method,
      // Never a secret the path carries (a quote's token): the route's pattern instead.
      path: context.get(secretFreePathContext) ?? new URL(request.url).pathname,
      error: detail,
    }),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The whole document, then one answer of its bytes: the root middlewares need them all
          // (the ETag, the response reuse) before a public page goes out anyway, and bytes known
          // up front spare them a web stream to read (app/web/response-bytes.server.ts).
          const page = withoutModulePreloads();
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          page.on("data", (chunk: Buffer) => chunks.push(chunk));
          page.once("error", reject);
          page.once("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html");
            resolve(responseOfBytes(Buffer.concat(chunks), { headers: responseHeaders, status }));
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and reach handleError; log only later ones.
          if (shellRendered) logUnexpectedError(error, request, loadContext);
        },
      },
    );
  });
}
