/**
 * /cart/order-status (spec part 2 §2): the result of a checkout. The query says what the checkout or
 * the gateway reported (success, order_id, error); the order read back from the service says what
 * is true: placed (paid, or paid on delivery), still waiting for its payment, or failed (the payment
 * was declined or abandoned: the service released the stock and gave the cart back).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { orderOutcome } from "~/lib/checkout/payment";
import { formatPrice } from "~/lib/money";
import { requireCartEnabled } from "~/profile/guards.server";
import { critical } from "~/sdk.server";
import { UPI } from "./checkout.server";

const failed = (orderId: string, reason: string | null) =>
  data({ outcome: "failed" as const, orderId, reason }, { headers: PRIVATE_HEADERS });

export async function loadOrderStatus({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const params = new URL(request.url).searchParams;
  const orderId = params.get("order_id")?.trim().slice(0, 40) ?? "";
  const reason = params.get("error")?.trim().slice(0, 200) || null;
  if (!orderId) return failed("", reason);
  const { order } = await critical(api.order.getOrderById({ orderId }));
  const shipment = order.shipments[0];
  const state = orderOutcome(shipment?.shipment_status.value);
  if (state === "failed") return failed(order.order_id, reason);
  const total = order.breakup_values.find((b) => b.name === "total");
  return data(
    {
      outcome: state,
      orderId: order.order_id,
      // A UPI payment waits on the shopper's UPI app: the page that asks and polls.
      payHref:
        state === "pending" && shipment?.payment.mode === "UPI"
          ? `${UPI}?${new URLSearchParams({ order_id: order.order_id })}`
          : null,
      placedAt: order.order_created_time,
      total: total ? formatPrice(total.value, total.currency_symbol, total.currency_code) : null,
      payment: shipment?.payment.display_name ?? "",
      address: shipment
        ? [shipment.delivery_address.name, shipment.delivery_address.address, shipment.delivery_address.city]
            .filter(Boolean)
            .join(", ")
        : "",
      items: order.shipments.flatMap((s) =>
        s.bags.map((bag) => ({ id: bag.id, name: bag.item.name, size: bag.item.size, quantity: bag.quantity })),
      ),
    },
    { headers: PRIVATE_HEADERS },
  );
}
