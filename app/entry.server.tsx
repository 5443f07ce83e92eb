/**
 * Server rendering: streams HTML with the request's CSP nonce; bots and crawlers get the whole
 * document at once (onAllReady), browsers as soon as the shell is ready. The body goes through
 * htmlBodyStream, which drops the NUL bytes React's stream can carry.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { ServerSectionViews } from "~/sections/server-views";
import { stashedSectionViews } from "~/sections/server-views.server";
import { documentCacheControl, PRIVATE_HEADERS } from "~/lib/cache-headers";
import { editorFlags } from "~/lib/editor-protocol";
import { htmlBodyStream, insertIntoDocument } from "~/lib/html-stream.server";
import { themeTagsInsertions } from "~/theme-tags.server";
import { tagsForDocument } from "~/theme-runtime.server";

const ABORT_DELAY = 5_000;

/** A page in edit or preview mode (spec §2.4 flags) is the editor's alone: never stored by any cache. */
const inEditor = (request: Request) => editorFlags(new URL(request.url).searchParams).edit;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* Sleeping theme sections' views, for their server HTML only (decision 35). */}
        <ServerSectionViews.Provider value={stashedSectionViews(loadContext)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </ServerSectionViews.Provider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Not a bare PassThrough: React 18.3.1 can let NUL bytes into the stream (see html-stream.server).
          const body = htmlBodyStream();
          // The page's injected tags (decision 36), written into the document outside React; the
          // root loader kept them, texts and all, beside the request (the shell data has no texts).
          const tags = themeTagsInsertions(tagsForDocument(loadContext), new URL(request.url).pathname, nonce);
          const document = tags ? body.pipe(insertIntoDocument(tags)) : body;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Cache-Control",
            inEditor(request)
              ? PRIVATE_HEADERS["Cache-Control"]
              : documentCacheControl(
                  responseHeaders.get("Cache-Control"),
                  request.headers.has("Cookie"),
                  responseHeaders.has("Set-Cookie"),
                  responseStatusCode,
                ),
          );
          responseHeaders.append("Vary", "Cookie");
          resolve(
            new Response(createReadableStreamFromReadable(document), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

/**
 * Client-side navigations fetch route data (`*.data`): the same caching rule as documents, so data
 * fetched with a session cookie (a signed-in header, a wishlist flag) is never kept by a shared or
 * browser cache and shown to someone else or after signing out.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  response.headers.set(
    "Cache-Control",
    inEditor(request)
      ? PRIVATE_HEADERS["Cache-Control"]
      : documentCacheControl(
          response.headers.get("Cache-Control"),
          request.headers.has("Cookie"),
          response.headers.has("Set-Cookie"),
          response.status,
        ),
  );
  response.headers.append("Vary", "Cookie");
  return response;
}
