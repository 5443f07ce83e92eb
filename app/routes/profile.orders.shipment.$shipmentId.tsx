import { useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/checkout/CheckoutLayout";
import { ShipmentHeading, ShipmentItems, ShipmentPrices, ShipmentTimeline } from "~/components/orders/ShipmentDetails";
import type { loadShipment } from "~/profile/orders.server";
import { privatePage } from "~/lib/cache-headers";

/** One shipment of the shopper's: items, status, prices, address and payment. */
export { loadShipment as loader } from "~/profile/orders.server";

export const { headers, meta } = privatePage("Shipment details");

export default function ShipmentPage() {
  const page = useLoaderData<typeof loadShipment>();
  return (
    <article className="profile-page">
      <ShipmentHeading back={{ to: "/profile/orders/", label: "Back to my orders" }} shipment={page} />
      <ShipmentTimeline steps={page.tracking} headingId="shipment-tracking" />
      <ShipmentItems items={page.items} headingId="shipment-items" />
      <ShipmentPrices rows={page.breakup} headingId="shipment-price" />
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
