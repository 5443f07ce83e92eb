import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ShareActionResult } from "~/cart/share.server";
import type { loader as rootLoader } from "~/root";

const BAG = "/cart/bag/";
/** The one-time notice field of a share made without JavaScript (app/cart/share.server.ts). */
const SHARE_FIELD = "share";

/**
 * "Share bag": posts the `share` intent to the one `/cart` action. With JavaScript a fetcher
 * answers the link, shown here with a copy button; without, the action comes back to the bag with
 * the link as a one-time notice, shown here the same way (no copy button: it needs JavaScript).
 */
export function ShareBag() {
  const fetcher = useFetcher<ShareActionResult>({ key: "share-bag" });
  const hydrated = useHydrated();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const [copied, setCopied] = useState<string | null>(null);
  const notice = shell?.cartNotice?.field === SHARE_FIELD ? shell.cartNotice : null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const link = answer ? answer.shareUrl : notice?.tone === "success" ? notice.message : null;
  const error = answer ? (answer.ok ? null : answer.message) : notice?.tone === "error" ? notice.message : null;
  const busy = fetcher.state !== "idle";

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      setCopied(null);
    }
  };

  return (
    <section className="share-bag" aria-labelledby="share-bag-title">
      <h2 id="share-bag-title">Share your bag</h2>
      <p>Send a link: anyone who opens it sees these items and can add them to their own bag.</p>
      <fetcher.Form method="post" action="/cart">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="redirectTo" value={BAG} />
        <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? "Making a link…" : "Share bag"}
        </button>
      </fetcher.Form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {link ? (
        <div className="share-bag__link" role="status">
          <label htmlFor="share-bag-link">Link to your bag</label>
          <input id="share-bag-link" type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          {hydrated ? (
            <button type="button" className="button button--link" onClick={() => void copy()}>
              {copied === link ? "Copied" : "Copy link"}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
