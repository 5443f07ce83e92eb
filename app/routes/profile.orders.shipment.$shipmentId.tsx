import { Link, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/checkout/CheckoutLayout";
import { FormNotice } from "~/components/FormField";
import type { loadShipment } from "~/profile/orders.server";
import { privatePage } from "~/lib/cache-headers";

/** One shipment of the shopper's: items, status, prices, address and payment. */
export { loadShipment as loader } from "~/profile/orders.server";

export const { headers, meta } = privatePage("Shipment details");

export default function ShipmentPage() {
  const page = useLoaderData<typeof loadShipment>();
  return (
    <article className="profile-page">
      <p>
        <Link to="/profile/orders/">Back to my orders</Link>
      </p>
      <h1>Shipment {page.id}</h1>
      <p>
        Order {page.orderId} · placed on {page.placedOn}
      </p>
      <FormNotice message={page.notice} />
      <p className="orders-shipment__status">
        Status: <strong>{page.status}</strong>
      </p>
      {page.canCancel || page.canReturn ? (
        <p className="orders-shipment__actions">
          {page.canCancel ? <Link to={`/profile/orders/shipment/update/${page.id}/cancel/`}>Cancel items</Link> : null}
          {page.canReturn ? <Link to={`/profile/orders/shipment/update/${page.id}/return/`}>Return items</Link> : null}
        </p>
      ) : null}
      <section aria-labelledby="shipment-tracking">
        <h2 id="shipment-tracking">Tracking</h2>
        <ol className="orders-timeline">
          {page.tracking.map((step) => (
            <li key={step.status}>
              <strong>{step.status}</strong> <time dateTime={step.at}>{step.when}</time>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="shipment-items">
        <h2 id="shipment-items">Items</h2>
        <table className="profile-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Size</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.brand} {item.name}
                </td>
                <td>{item.size}</td>
                <td>{item.quantity}</td>
                <td>{item.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="shipment-price">
        <h2 id="shipment-price">Price details</h2>
        <dl className="profile-facts">
          {page.breakup.map((row) => (
            <div key={row.name}>
              <dt>{row.display}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
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
