import { Form, Link, useLoaderData } from "@remix-run/react";
import { ShipmentItemList } from "~/components/orders/ShipmentDetails";
import type { loadOrders } from "~/profile/orders.server";
import { privatePage } from "~/lib/cache-headers";

/** The shopper's orders, newest first, with the history filter. */
export { loadOrders as loader } from "~/profile/orders.server";

export const { headers, meta } = privatePage("My orders");

export default function OrdersPage() {
  const page = useLoaderData<typeof loadOrders>();
  return (
    <article className="profile-page">
      <h1>My orders</h1>
      <Form method="get" className="orders-filter">
        <label htmlFor="selected_date_filter">Show orders from</label>
        <select
          id="selected_date_filter"
          name="selected_date_filter"
          defaultValue={page.filters.find((f) => f.selected)?.days}
        >
          {page.filters.map((filter) => (
            <option key={filter.days} value={filter.days}>
              {filter.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </Form>
      {page.orders.length === 0 ? (
        <p className="profile-empty">
          No orders in this period. <Link to="/products/">Start shopping</Link>
        </p>
      ) : (
        <ol className="orders-list" aria-label="Orders">
          {page.orders.map((order) => (
            <li key={order.id} className="profile-card">
              <h2 className="profile-card__title">Order {order.id}</h2>
              <p>
                Placed on <time dateTime={order.placedAt}>{order.placedOn}</time>
                {order.total ? <> · Total {order.total}</> : null}
              </p>
              {order.shipments.map((shipment) => (
                <section key={shipment.id} className="orders-shipment" aria-label={`Shipment ${shipment.id}`}>
                  <p className="orders-shipment__status">{shipment.status}</p>
                  <ShipmentItemList items={shipment.items} />
                  <Link to={`/profile/orders/shipment/${shipment.id}/`}>
                    View details<span className="visually-hidden"> of shipment {shipment.id}</span>
                  </Link>
                </section>
              ))}
            </li>
          ))}
        </ol>
      )}
      {page.newerHref || page.olderHref ? (
        <nav aria-label="Order pages" className="profile-more">
          {page.newerHref ? <Link to={page.newerHref}>Newer orders</Link> : null}
          {page.olderHref ? <Link to={page.olderHref}>Older orders</Link> : null}
        </nav>
      ) : null}
    </article>
  );
}
