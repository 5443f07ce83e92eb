import { Link, useLoaderData } from "@remix-run/react";
import type { loadOrderStatus } from "~/checkout/order-status.server";
import { privatePage } from "~/lib/cache-headers";
import { FactList } from "~/components/FactList";

/** The checkout's result (success or failure, from the query). */
export { loadOrderStatus as loader } from "~/checkout/order-status.server";

export const { headers, meta } = privatePage("Order status");

export default function OrderStatusPage() {
  const page = useLoaderData<typeof loadOrderStatus>();
  if (page.outcome === "failed") {
    return (
      <article className="checkout-page order-status">
        <h1>Your order could not be placed</h1>
        {page.reason ? <p role="alert">{page.reason}</p> : null}
        <p>Nothing was charged and your cart is as you left it.</p>
        <p>
          <Link to="/cart/bag/" className="button">
            Back to cart
          </Link>
        </p>
      </article>
    );
  }
  if (page.outcome === "pending") {
    return (
      <article className="checkout-page order-status">
        <h1>Waiting for your payment</h1>
        <p className="order-status__id">
          Order ID: <strong>{page.orderId}</strong>
        </p>
        <p>
          Your order is placed as soon as the payment of {page.total} is done. Your items are kept for you meanwhile.
        </p>
        <p>
          {page.payHref ? (
            <Link to={page.payHref} className="button">
              Pay with UPI
            </Link>
          ) : (
            <a href={`?${new URLSearchParams({ success: "true", order_id: page.orderId })}`} className="button">
              Check again
            </a>
          )}
        </p>
      </article>
    );
  }
  return (
    <article className="checkout-page order-status">
      <h1>Thank you! Your order is placed</h1>
      <p className="order-status__id">
        Order ID: <strong>{page.orderId}</strong>
      </p>
      <FactList
        className="order-status__facts"
        facts={[
          ["Total", page.total],
          ["Payment", page.payment],
          ["Delivering to", page.address],
        ]}
      />
      <h2>Items</h2>
      <ul className="checkout-lines">
        {page.items.map((item) => (
          <li key={item.id}>
            {item.name} — size {item.size} × {item.quantity}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/products/" className="button">
          Continue shopping
        </Link>
      </p>
    </article>
  );
}
