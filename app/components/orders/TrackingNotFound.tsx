import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The tracking pages' 404: the order (or shipment) is unknown, or another shopper's; the lookup form is one click away. */
export function TrackingNotFound() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const message = (error.data as { message?: unknown } | null)?.message;
  return (
    <section className="empty-state" aria-labelledby="tracking-missing-title">
      <h1 id="tracking-missing-title">Order not found</h1>
      {typeof message === "string" ? <p>{message}</p> : null}
      <p>Check the link in your order e-mail, or look the order up with its ID and your phone number or e-mail.</p>
      <Link className="button" to="/order-tracking/">
        Track an order
      </Link>
    </section>
  );
}
