import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StorePicker } from "~/components/StorePicker";
import { privatePageHeaders } from "~/lib/cache-headers";
import { handleStoreSetting, loadStoreSetting } from "~/setting.server";

export const headers = privatePageHeaders;
export const meta: MetaFunction = () => [{ title: "Store" }, { name: "robots", content: "noindex" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStoreSetting(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleStoreSetting(request, context);
}

/** Settings › Store: the store the shopper orders from (only with deployment store selection). */
export default function StoreSetting() {
  const { q, stores, moreHref, current, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="setting-page">
      <h1>Store</h1>
      <p role="status" className="setting-form__status">
        {current ? `You are ordering from ${current.name}.` : "Choose the store you order from."}
        {saved && current && !busy ? " Saved." : null}
      </p>
      <StorePicker
        action="/setting/store/"
        q={q}
        stores={stores}
        moreHref={moreHref}
        currentUid={current?.uid ?? null}
        submitLabel="Save store"
        error={result?.error}
        busy={busy}
      />
    </section>
  );
}
