/**
 * The bag's coupon box: a "Coupon code" field with Apply (and the link to every coupon) while the
 * cart has none, else the coupon's code, title and what it takes off, with Remove. Both forms post
 * to the one `/cart` action: with JavaScript through fetchers (JSON), without it as plain forms
 * answered 303 back to the bag with a one-time notice (`cartNotice` with field `coupon_code`,
 * carrying the code the shopper typed so a refused one stays in the field).
 */
import { Link, useFetcher, useRouteLoaderData, type FetcherWithComponents } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartActionResult } from "~/cart/action.server";
import type { AppliedCouponView } from "~/lib/cart/coupons";
import type { loader as rootLoader } from "~/root";
import { FieldError } from "~/components/field-messages";

/** The field's name: COUPON_FIELD in app/lib/cart/coupons.ts (not imported: it brings zod along). */
const FIELD = "coupon_code";
const INPUT_ID = "coupon-code";
const ERROR_ID = "coupon-code-error";

type CartFetcher = FetcherWithComponents<CartActionResult>;

/** A fetcher's last answer once it is back, or undefined. */
const answerOf = (fetcher: CartFetcher) => (fetcher.state === "idle" ? fetcher.data : undefined);

function CommonFields({ intent, back, hydrated }: { intent: string; back: string; hydrated: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
    </>
  );
}

interface CouponBoxProps {
  coupon: AppliedCouponView | null;
  bagHref: string;
  couponsHref: string;
}

export function CouponBox({ coupon, bagHref, couponsHref }: CouponBoxProps) {
  const apply = useFetcher<CartActionResult>({ key: "cart-coupon-apply" });
  const remove = useFetcher<CartActionResult>({ key: "cart-coupon-remove" });
  const hydrated = useHydrated();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  // The outcome of a form sent without JavaScript (or from the coupon list), shown once.
  const notice = shell?.cartNotice?.field === FIELD ? shell.cartNotice : null;
  const answer = answerOf(coupon ? apply : remove);
  const status = (answer?.ok ? answer.message : null) ?? (notice?.tone === "success" ? notice.message : null);
  const applyAnswer = answerOf(apply);
  const refused = applyAnswer && !applyAnswer.ok ? (applyAnswer.errors[FIELD] ?? applyAnswer.message) : null;
  const error = refused ?? (notice?.tone === "error" ? notice.message : null);
  const removeAnswer = answerOf(remove);
  const removeError = removeAnswer && !removeAnswer.ok ? removeAnswer.message : null;

  return (
    <section className="cart-summary coupon-box" aria-labelledby="coupon-box-title">
      <h2 id="coupon-box-title">Coupons</h2>
      <p className="coupon-box__status" role="status">
        {status}
      </p>
      {coupon ? (
        <div className="coupon-box__applied">
          <p>
            <strong className="coupon-box__code">{coupon.code}</strong> {coupon.title}
          </p>
          <p className={coupon.holds ? "coupon-box__saving" : "coupon-box__problem"}>{coupon.message}</p>
          <remove.Form method="post" action="/cart">
            <CommonFields intent="remove-coupon" back={bagHref} hydrated={hydrated} />
            <button type="submit" className="button--link" disabled={remove.state !== "idle"}>
              Remove<span className="visually-hidden"> coupon {coupon.code}</span>
            </button>
          </remove.Form>
          {removeError ? (
            <p className="field-error" role="alert">
              {removeError}
            </p>
          ) : null}
        </div>
      ) : (
        <apply.Form method="post" action="/cart" className="coupon-box__form">
          <CommonFields intent="apply-coupon" back={bagHref} hydrated={hydrated} />
          <label htmlFor={INPUT_ID}>Coupon code</label>
          <div className="coupon-box__row">
            <input
              id={INPUT_ID}
              name={FIELD}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              required
              defaultValue={notice?.tone === "error" ? (notice.value ?? "") : ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
            />
            <button type="submit" disabled={apply.state !== "idle"}>
              Apply
            </button>
          </div>
          <FieldError id={ERROR_ID} message={error} alert />
        </apply.Form>
      )}
      <Link to={couponsHref} className="coupon-box__all">
        View all coupons
      </Link>
    </section>
  );
}
