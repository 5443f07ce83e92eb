import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormNotice } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { Badge } from "~/components/profile/Badges";
import { noticeFor } from "~/lib/profile";
import type { handleCardsAction, loadCards } from "~/profile/wallet.server";
import { privatePage } from "~/lib/cache-headers";
import { FactList } from "~/components/FactList";

export { loadCards as loader, handleCardsAction as action } from "~/profile/wallet.server";

export const { headers, meta } = privatePage("Saved cards");

export default function ProfileCards() {
  const { cards, done } = useLoaderData<typeof loadCards>();
  const result = useActionData<typeof handleCardsAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <article className="profile-page">
      <h1>Saved cards</h1>
      <FormNotice message={noticeFor(done)} />
      <FormError id="cards-error" message={result?.formError} />
      <p>
        Saved cards are kept as tokens, never as card numbers:{" "}
        <Link to="/help/card-tokenisation">card tokenisation</Link>.
      </p>
      {cards.length === 0 ? (
        <p className="profile-empty">You have no saved cards.</p>
      ) : (
        <ul className="profile-grid" aria-label="Saved cards">
          {cards.map((card) => (
            <li key={card.id} className="profile-card">
              <h2 className="profile-card__title">
                {card.brand} <span className="profile-card__number">{card.number}</span>{" "}
                {card.expired ? <Badge tone="warn">Expired</Badge> : null}
              </h2>
              <FactList
                className="profile-facts"
                facts={[
                  ["Name on card", card.name],
                  ["Expires", card.expiry],
                ]}
              />
              <Form method="post" action="/profile/my-cards/">
                <input type="hidden" name="cardId" value={card.id} />
                <button type="submit" name="intent" value="remove" className="button--link" disabled={busy}>
                  Remove<span className="visually-hidden"> {`${card.brand} ${card.number}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
