import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { PriceBreakup } from "~/components/cart/PriceBreakup";
import { Price } from "~/components/Price";
import { loadSharedCart, sharedCartAction } from "~/cart/shared-cart.server";
import { privatePage } from "~/lib/cache-headers";

export function loader(args: LoaderFunctionArgs) {
  return loadSharedCart(args);
}

export function action(args: ActionFunctionArgs) {
  return sharedCartAction(args);
}

export const { headers, meta } = privatePage("Shared bag");

/** /shared-cart/:token: a bag someone shared, to add to one's own bag or to replace it with. */
export default function SharedCartPage() {
  const shared = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const by = shared.sharedBy ? `${shared.sharedBy} shared` : "Someone shared";
  return (
    <article className="cart-page shared-cart">
      <h1>
        Shared bag <span className="cart-page__count">({shared.countLabel})</span>
      </h1>
      <p className="shared-cart__by">
        {by} this bag with you{shared.sharedOn ? ` on ${shared.sharedOn}` : ""}.
      </p>
      {shared.lines.length === 0 ? (
        <p>This shared bag is empty.</p>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines" aria-label="Items in the shared bag">
            {shared.lines.map((line) => (
              <li key={line.identifier} className={line.problem ? "cart-line cart-line--invalid" : "cart-line"}>
                <div className="cart-line__media">
                  {line.image ? (
                    <img src={line.image.src} alt={line.image.alt} width={96} height={128} loading="lazy" />
                  ) : null}
                </div>
                <div className="cart-line__body">
                  <p className="cart-line__brand">{line.brand}</p>
                  <h2 className="cart-line__name">
                    <a href={line.href}>{line.name}</a>
                  </h2>
                  <p className="cart-line__size">Size: {line.sizeDisplay}</p>
                  <p className="cart-line__quantity-text">Quantity: {line.quantity}</p>
                  <Price view={line.price} />
                  {line.unitPrice ? <p className="cart-line__unit">{line.unitPrice}</p> : null}
                  {line.problem ? <p className="cart-line__problem">{line.problem}</p> : null}
                </div>
              </li>
            ))}
          </ul>
          <section className="cart-summary" aria-labelledby="shared-summary-title">
            <h2 id="shared-summary-title">Price details</h2>
            <PriceBreakup rows={shared.breakup} />
            {result?.error ? (
              <p className="field-error" role="alert">
                {result.error}
              </p>
            ) : null}
            <div className="shared-cart__actions">
              <Form method="post">
                <input type="hidden" name="intent" value="merge" />
                <button type="submit" className="button" disabled={busy}>
                  Add to my bag
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="replace" />
                <button type="submit" className="button button--secondary" disabled={busy}>
                  Replace my bag
                </button>
              </Form>
            </div>
          </section>
        </div>
      )}
    </article>
  );
}

/** An unknown token: the not-found view with the service's reason; other failures go to root's boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const message = (error.data as { message?: unknown } | null)?.message;
  // Not root's NotFound component: importing it here would split it out of root's chunk (one more file on every page).
  return (
    <section className="empty-state" aria-labelledby="shared-missing-title">
      <h1 id="shared-missing-title">Shared bag not found</h1>
      {typeof message === "string" ? <p>{message}</p> : null}
      <Link className="button" to="/">
        Return to home
      </Link>
    </section>
  );
}
