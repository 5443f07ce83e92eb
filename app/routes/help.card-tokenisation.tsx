import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { publicPageHeaders } from "~/lib/cache-headers";

/** /help/card-tokenisation (spec part 2 §2): how the store keeps a saved card. The same for every shopper. */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () => [
  { title: "Card tokenisation" },
  {
    name: "description",
    content: "How saved cards are kept: a token from the card network instead of the card number, never the CVV.",
  },
];

export default function CardTokenisation() {
  return (
    <article className="checkout-page help-page">
      <h1>Card tokenisation</h1>
      <p>
        When you save a card for faster checkout, the card number is replaced by a <strong>token</strong>: a stand-in
        issued for this store by the card network, which works only here and only for that card. This follows the
        Reserve Bank of India&rsquo;s card-on-file tokenisation rules.
      </p>
      <h2>What is kept</h2>
      <ul>
        <li>the token, which is useless anywhere else;</li>
        <li>
          the card&rsquo;s brand (Visa, Mastercard, RuPay, American Express), its last four digits and its expiry;
        </li>
        <li>the name on the card, if you gave one.</li>
      </ul>
      <h2>What is never kept</h2>
      <ul>
        <li>your full card number;</li>
        <li>your CVV: you type it for every payment.</li>
      </ul>
      <h2>Your choice</h2>
      <p>
        Saving a card is optional: leave &ldquo;Save this card&rdquo; unticked and the card is used for that payment
        only. You can remove a saved card, and its token, at any time from{" "}
        <Link to="/profile/my-cards/">Saved cards</Link>.
      </p>
    </article>
  );
}
