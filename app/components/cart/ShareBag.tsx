import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ShareActionResult } from "~/cart/share.server";
import type { loader as rootLoader } from "~/root";

/**
 * "Share bag": posts the `share` intent to the one `/cart` action. With JavaScript a fetcher
 * answers the link, shown here with a copy button; without, the action comes back to the bag with
 * the link as a one-time notice about the `share` field (app/cart/share.server.ts), shown here the
 * same way. Kept small: the bag's JavaScript is at its budget (decision 0010).
 */
export function ShareBag() {
  const fetcher = useFetcher<ShareActionResult>({ key: "share-bag" });
  const hydrated = useHydrated();
  const [copied, setCopied] = useState("");
  const notice = useRouteLoaderData<typeof rootLoader>("root")?.cartNotice;
  const answer = fetcher.data ?? (notice?.field === "share" ? { ok: notice.tone === "success", ...notice } : null);
  const link = answer?.ok ? answer.message : null;
  return (
    <fetcher.Form method="post" action="/cart" className="share-bag">
      <input type="hidden" name="intent" value="share" />
      <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
      <button className="button button--secondary" disabled={fetcher.state !== "idle"}>
        Share bag
      </button>
      {answer && !answer.ok ? (
        <p className="field-error" role="alert">
          {answer.message}
        </p>
      ) : null}
      {link ? (
        <p className="share-bag__link" role="status">
          <label htmlFor="share-bag-link">Link to your bag</label>
          <input id="share-bag-link" readOnly value={link} />
          {hydrated ? (
            <button
              type="button"
              className="button--link"
              onClick={() =>
                void navigator.clipboard.writeText(link).then(
                  () => setCopied(link),
                  () => {},
                )
              }
            >
              {copied === link ? "Copied" : "Copy link"}
            </button>
          ) : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
