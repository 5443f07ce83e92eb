/**
 * The checkout's two choices as radio groups, shared by the step pages and the single-page checkout:
 * the delivery address (saved addresses) and the way to pay (grouped by mode; net banking's banks
 * after the first five behind "more", a plain <details> that works without JavaScript; an unlinked
 * wallet's note links to linking it).
 */
import { Link } from "@remix-run/react";
import { AddressLines } from "~/components/AddressLines";

interface AddressChoice {
  id: string;
  type: string;
  isDefault: boolean;
  name: string;
  lines: string[];
  phone: string;
}

export function AddressChoices({
  addresses,
  selected,
  errorId,
}: {
  addresses: AddressChoice[];
  selected: string | undefined | null;
  /** The id of the error about this choice, when there is one. */
  errorId?: string | null;
}) {
  return (
    <fieldset aria-describedby={errorId ?? undefined}>
      <legend>Deliver to</legend>
      {addresses.map((address) => (
        <label key={address.id} className="checkout-option">
          <input type="radio" name="address_id" value={address.id} defaultChecked={address.id === selected} />
          <span>
            <span className="checkout-option__title">
              {address.type}
              {address.isDefault ? " (default)" : ""}
            </span>
            <AddressLines address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface PaymentChoice {
  option_id: string;
  option_display: string;
  /**
   * What the option's line says: COD's charge, pay later's answer ("Yay! …" or "Sorry! …"), a
   * wallet's link ("Linked to …", or "Link this wallet…").
   */
  note?: string | null;
  disabled?: boolean;
  /** An unlinked wallet: where its note ("Link this wallet…") links to. */
  linkHref?: string | null;
}

interface PaymentGroup {
  mode: string;
  display: string;
  shown: PaymentChoice[];
  more: PaymentChoice[];
}

export function PaymentChoices({
  groups,
  selected,
  errorId,
}: {
  groups: PaymentGroup[];
  selected: string | null;
  errorId?: string | null;
}) {
  return (
    <>
      <fieldset aria-describedby={errorId ?? undefined}>
        <legend>Choose how to pay</legend>
        {groups.map((group) => (
          <fieldset key={group.mode} className="checkout-payment__mode">
            <legend>{group.display}</legend>
            {group.shown.map((option) => (
              <PaymentRadio key={option.option_id} option={option} checked={option.option_id === selected} />
            ))}
            {group.more.length > 0 ? (
              <details open={group.more.some((o) => o.option_id === selected)}>
                <summary>More {group.display.toLowerCase()} options</summary>
                {group.more.map((option) => (
                  <PaymentRadio key={option.option_id} option={option} checked={option.option_id === selected} />
                ))}
              </details>
            ) : null}
          </fieldset>
        ))}
      </fieldset>
      <p className="checkout-payment__note">
        Cards are paid on the bank&rsquo;s secure page; a saved card is kept as a token (
        <Link to="/help/card-tokenisation">card tokenisation</Link>).
      </p>
    </>
  );
}

function PaymentRadio({ option, checked }: { option: PaymentChoice; checked: boolean }) {
  return (
    <label className="checkout-option">
      <input
        type="radio"
        name="option_id"
        value={option.option_id}
        defaultChecked={checked && !option.disabled}
        disabled={option.disabled}
      />
      <span>
        <span className="checkout-option__title">{option.option_display}</span>
        {option.linkHref ? (
          <Link to={option.linkHref}>{option.note}</Link>
        ) : option.note ? (
          <span>{option.note}</span>
        ) : null}
      </span>
    </label>
  );
}

/** When no way to pay is offered for the order (e.g. over the COD limit and nothing else). */
export function NoPaymentMode() {
  return (
    <p className="notice notice--error" role="alert">
      No payment mode is available for this order. Change your cart or your address and try again.
    </p>
  );
}
