import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadAvailableCoupons } from "~/cart/coupons.server";
import { privatePage } from "~/lib/cache-headers";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAvailableCoupons(request, context);
}

export const { headers, meta } = privatePage("Available coupons");

/**
 * /cart/available-coupons/: the store's coupons for the shopper's cart. Each Apply is a plain form
 * posting to the one `/cart` action, which answers 303 back to the bag (with JavaScript too: the
 * outcome shows in the bag's coupon box). Coupons that do not hold for the cart are shown disabled
 * with the service's reason.
 */
export default function AvailableCouponsPage() {
  const { coupons, bagHref } = useLoaderData<typeof loader>();
  return (
    <article className="coupons-page">
      <p>
        <Link to={bagHref}>Back to your cart</Link>
      </p>
      <h1>Available coupons</h1>
      {coupons.length === 0 ? (
        <p className="empty-state">There are no coupons right now.</p>
      ) : (
        <ul className="coupon-list" aria-label="Coupons">
          {coupons.map((coupon) => {
            const titleId = `coupon-${coupon.code}-title`;
            const reasonId = `coupon-${coupon.code}-reason`;
            return (
              <li
                key={coupon.code}
                className={coupon.applicable ? "coupon-card" : "coupon-card coupon-card--disabled"}
                aria-labelledby={titleId}
              >
                <h2 id={titleId} className="coupon-card__title">
                  <span className="coupon-card__code">{coupon.code}</span> {coupon.title}
                </h2>
                {coupon.subTitle ? <p className="coupon-card__subtitle">{coupon.subTitle}</p> : null}
                {coupon.description ? <p>{coupon.description}</p> : null}
                {coupon.conditions.length ? (
                  <ul className="coupon-card__conditions">
                    {coupon.conditions.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {coupon.applied ? (
                  <p className="coupon-card__applied">Applied to your cart</p>
                ) : (
                  <Form method="post" action="/cart">
                    <input type="hidden" name="intent" value="apply-coupon" />
                    <input type="hidden" name="coupon_code" value={coupon.code} />
                    <input type="hidden" name="redirectTo" value={bagHref} />
                    <button
                      type="submit"
                      disabled={!coupon.applicable}
                      aria-describedby={coupon.message ? reasonId : undefined}
                    >
                      Apply<span className="visually-hidden"> {coupon.code}</span>
                    </button>
                  </Form>
                )}
                {coupon.message ? (
                  <p id={reasonId} className="coupon-card__reason">
                    {coupon.message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
