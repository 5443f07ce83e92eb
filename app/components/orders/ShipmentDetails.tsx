import { Link } from "@remix-run/react";

/**
 * A shipment's parts as the signed-in shipment page (/profile/orders/shipment/:id/) and the
 * signed-out tracking pages (/order-tracking/…) show them: the timeline of the steps reached, the
 * items and the price details. One copy for both.
 */

interface TimelineStep {
  status: string;
  at: string;
  when: string;
}

/** The steps the shipment reached so far, each with its time. `headingId` labels the section (an h2, or h3 within a card). */
export function ShipmentTimeline({
  steps,
  headingId,
  level = 2,
}: {
  steps: TimelineStep[];
  headingId: string;
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Tracking</Heading>
      <ol className="orders-timeline">
        {steps.map((step) => (
          <li key={step.status}>
            <strong>{step.status}</strong> <time dateTime={step.at}>{step.when}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface ShipmentItem {
  id: number;
  brand: string;
  name: string;
  size: string;
  quantity: number;
  price: string;
}

export function ShipmentItems({ items, headingId }: { items: ShipmentItem[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Items</h2>
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
          {items.map((item) => (
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
  );
}

export function ShipmentPrices({
  rows,
  headingId,
}: {
  rows: { name: string; display: string; value: string }[];
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Price details</h2>
      <dl className="profile-facts">
        {rows.map((row) => (
          <div key={row.name}>
            <dt>{row.display}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The top of a shipment's page: the way back, its id, order, day and status. */
export function ShipmentHeading({
  back,
  shipment,
}: {
  back: { to: string; label: string };
  shipment: { id: string; orderId: string; placedOn: string; status: string };
}) {
  return (
    <>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>Shipment {shipment.id}</h1>
      <p>
        Order {shipment.orderId} · placed on {shipment.placedOn}
      </p>
      <p className="orders-shipment__status">
        Status: <strong>{shipment.status}</strong>
      </p>
    </>
  );
}

/** A shipment's items in a line each, as the order lists show them. */
export function ShipmentItemList({ items }: { items: Omit<ShipmentItem, "price">[] }) {
  return (
    <ul className="orders-items">
      {items.map((item) => (
        <li key={item.id}>
          {item.brand} {item.name} — size {item.size} × {item.quantity}
        </li>
      ))}
    </ul>
  );
}
