/**
 * The bag's offer forms (reward points, staff selection), described by the server
 * (`offerForms`, app/lib/cart/offers.ts) and rendered by this one small component for the bag's
 * JavaScript budget: plain forms of the `/cart` action answered 303 back to the bag with the
 * one-time notice, with JavaScript (Remix submits and follows the redirect) or without.
 */
import { Form } from "@remix-run/react";
import type { OfferForm } from "~/lib/cart/offers";

export function BagOffers({ forms }: { forms: OfferForm[] }) {
  return forms.map((form) => (
    <Form key={form.intent} method="post" action="/cart" className={form.intent}>
      {Object.entries(form.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.select ? (
        <label>
          {form.select.label}
          <select name={form.select.name} defaultValue={form.select.value}>
            {form.select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit">{form.button}</button>
    </Form>
  ));
}
