import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageHeaders } from "~/lib/cache-headers";
import { FieldError } from "~/components/field-messages";
import { supportedCurrency } from "~/lib/settings";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";
import { commitSession } from "~/session.server";

export const headers = privatePageHeaders;
export const meta: MetaFunction = () => [{ title: "Currency" }, { name: "robots", content: "noindex" }];

async function currencies(request: Request, context: LoaderFunctionArgs["context"]) {
  const scope = requestScope(request, context);
  const [answer, session] = await Promise.all([critical(scope.api.configuration.getAppCurrencies()), scope.session()]);
  const list = answer.supported_currency.filter((c) => c.is_active !== false);
  const fallback = answer.default_currency?.code ?? "INR";
  return { list, selected: session.get("currency") ?? fallback, session };
}

/** The service's currencies; the shopper's choice (session) is checked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { list, selected } = await currencies(request, context);
  return {
    currencies: list.map(({ code, name, symbol }) => ({ code, name, symbol })),
    selected,
    /** Set after a save (the redirect's query), so the shopper sees it was taken. */
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { list, session } = await currencies(request, context);
  const code = supportedCurrency(
    form.get("currency"),
    list.map((c) => c.code),
  );
  if (!code) return data({ error: "Choose a currency" }, { status: 400 });
  session.set("currency", code);
  return redirect("/setting/currency/?saved", { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Settings › Currency: every price in the store is shown in the chosen currency. */
export default function CurrencySetting() {
  const { currencies: list, selected, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="setting-page">
      <h1>Currency</h1>
      <p id="currency-note">Prices across the store are shown in the currency you choose.</p>
      <Form method="post" className="setting-form">
        <fieldset aria-describedby={result?.error ? "currency-error" : "currency-note"}>
          <legend>Choose a currency</legend>
          {list.map((currency) => (
            <label key={currency.code} className="setting-form__option">
              <input type="radio" name="currency" value={currency.code} defaultChecked={currency.code === selected} />{" "}
              <span aria-hidden="true">{currency.symbol}</span> {currency.code} — {currency.name}
            </label>
          ))}
        </fieldset>
        <FieldError id="currency-error" message={result?.error} alert />
        <button type="submit" disabled={busy}>
          Save currency
        </button>
        <p role="status" className="setting-form__status">
          {saved && !busy ? `Prices are now shown in ${selected}.` : null}
        </p>
      </Form>
    </section>
  );
}
