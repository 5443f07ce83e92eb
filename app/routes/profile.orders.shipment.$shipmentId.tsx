import { Link, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/AddressLines";
import { ShipmentHeading, ShipmentItems, ShipmentPrices, ShipmentTimeline } from "~/components/orders/ShipmentDetails";
import type { loadShipment } from "~/profile/orders.server";
import { privatePage } from "~/lib/cache-headers";

/** One shipment of the shopper's: items, status, prices, refund, address and payment; cancel or return it. */
export { loadShipment as loader } from "~/profile/orders.server";

export const { headers, meta } = privatePage("Shipment details");

export default function ShipmentPage() {
  const page = useLoaderData<typeof loadShipment>();
  const id = encodeURIComponent(page.id);
  return (
    <article className="profile-page">
      <ShipmentHeading back={{ to: "/profile/orders/", label: "Back to my orders" }} shipment={page} />
      {page.notice ? (
        <p className="auth-form__notice" role="status">
          {page.notice}
        </p>
      ) : null}
      {page.canCancel || page.canReturn || page.document ? (
        <p className="orders-shipment__actions">
          {page.canCancel ? <Link to={`/profile/orders/shipment/update/${id}/cancel/`}>Cancel items</Link> : null}
          {page.canReturn ? <Link to={`/profile/orders/shipment/update/${id}/return/`}>Return items</Link> : null}
          {page.document ? (
            <a href={`/profile/orders/shipment/${id}/invoice`} target="_blank" rel="noreferrer">
              {page.document} (opens in a new tab)
            </a>
          ) : null}
        </p>
      ) : null}
      <ShipmentTimeline steps={page.tracking} headingId="shipment-tracking" />
      <ShipmentItems items={page.items} headingId="shipment-items" />
      <ShipmentPrices rows={page.breakup} headingId="shipment-price" />
      {page.refund ? (
        <section aria-labelledby="shipment-refund">
          <h2 id="shipment-refund">Refund</h2>
          <p>
            {page.refund.amount} · <strong>{page.refund.status}</strong> · {page.refund.to}
          </p>
          {page.refund.chooseAccount ? (
            <p>
              <Link to={`/refund/order/${encodeURIComponent(page.orderId)}/shipment/${id}`}>
                {page.refund.chosen ? "Change the account for this refund" : "Choose the account for this refund"}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="shipment-address">
        <h2 id="shipment-address">Delivery address</h2>
        <AddressLines address={page.address} />
      </section>
      <section aria-labelledby="shipment-payment">
        <h2 id="shipment-payment">Payment</h2>
        <p>{page.payment}</p>
      </section>
    </article>
  );
}
