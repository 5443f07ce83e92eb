/** The price breakup of a cart or an order (formatted rows, the Total last). */
import type { BreakupRow } from "~/lib/cart/breakup";

export function PriceBreakup({ rows }: { rows: BreakupRow[] }) {
  return (
    <dl className="cart-breakup">
      {rows.map((row) => (
        <div key={row.key} className={row.total ? "cart-breakup__row cart-breakup__row--total" : "cart-breakup__row"}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.notes.map((note) => (
              <small key={note}>{note}</small>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
