/**
 * /cart/order-status (spec part 2 §2): the result of a checkout, from the query (success, order_id).
 * A placed order is read back from the service and shown; a failure says so and leads back to the bag.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/guards.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { formatPrice } from "~/lib/money";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";

export async function loadOrderStatus({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const orderId = params.get("order_id")?.trim().slice(0, 40) ?? "";
  if (params.get("success") !== "true" || !orderId) {
    return data({ success: false as const, orderId }, { headers: PRIVATE_HEADERS });
  }
  const api = await requestScope(request, context).shopperApi();
  const { order } = await critical(api.order.getOrderById({ orderId }));
  const total = order.breakup_values.find((b) => b.name === "total");
  const shipment = order.shipments[0];
  return data(
    {
      success: true as const,
      orderId: order.order_id,
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
