/**
 * The bag's offer forms (the reward points toggle, the way to the staff page), described by the
 * server (`offerForms`, app/lib/cart/offers.ts) and rendered by this one small component for the
 * bag's JavaScript budget: plain forms — the `/cart` action answers 303 back to the bag with the
 * one-time notice, with JavaScript (Remix submits and follows the redirect) or without.
 */
import { Form } from "@remix-run/react";
import type { OfferForm } from "~/lib/cart/offers";

export function BagOffers({ forms }: { forms: OfferForm[] }) {
  return forms.map((form) => (
    <Form key={form.action} method={form.method} action={form.action}>
      {form.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button>{form.button}</button>
    </Form>
  ));
}
