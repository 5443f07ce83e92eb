import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ShipmentItemList, ShipmentTimeline } from "~/components/orders/ShipmentDetails";
import { TrackingNotFound } from "~/components/orders/TrackingNotFound";
import type { loadTrackedOrder } from "~/orders/tracking.server";
import { privatePageHeaders, privatePageMeta } from "~/lib/cache-headers";

/** /order-tracking/:orderId/: the order's shipments, each with its status and journey so far. */
export { loadTrackedOrder as loader } from "~/orders/tracking.server";

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loadTrackedOrder> = ({ data, params }) =>
  privatePageMeta(`Order ${data?.id ?? params.orderId ?? ""}`, "The shipments of your order and where each one is.")();

export default function TrackedOrderPage() {
  const order = useLoaderData<typeof loadTrackedOrder>();
  return (
    <article className="profile-page order-tracking">
      <p>
        <Link to="/order-tracking/">Track another order</Link>
      </p>
      <h1>Order {order.id}</h1>
      <p>
        Placed on <time dateTime={order.placedAt}>{order.placedOn}</time> ·{" "}
        {order.shipments.length === 1 ? "1 shipment" : `${order.shipments.length} shipments`}
      </p>
      <ol className="orders-list" aria-label="Shipments">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} className="profile-card">
            <h2 className="profile-card__title">Shipment {shipment.id}</h2>
            <p className="orders-shipment__status">
              Status: <strong>{shipment.status}</strong>
            </p>
            <ShipmentItemList items={shipment.items} />
            <ShipmentTimeline steps={shipment.tracking} headingId={`tracking-${shipment.id}`} level={3} />
            <Link to={shipment.href}>
              View details<span className="visually-hidden"> of shipment {shipment.id}</span>
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}

export const ErrorBoundary = TrackingNotFound;
