/**
 * /profile/orders/ and /profile/orders/shipment/:shipmentId/ (spec part 2 §2): the signed-in
 * shopper's order history (the history filter, newest first, 12 a page) and one shipment with its
 * items, prices, address and payment. Blocked when the cart feature is off, like the other cart pages.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { addressLines } from "~/lib/checkout/address";
import { formatPrice } from "~/lib/money";
import { historyHref, historyQuery, historyRange, HISTORY_FILTERS, ORDERS_PAGE_SIZE } from "~/lib/orders/history";
import { formatDate, formatDateTime, noticeFor } from "~/lib/profile";
import { requireCartEnabled } from "~/profile/guards.server";
import type { OrderSchema, Shipments } from "~/sdk";
import { critical, shopperFacingUrl } from "~/sdk.server";

type Money = { value: number; currency_symbol: string; currency_code: string };
const money = (m: Money | undefined) => (m ? formatPrice(m.value, m.currency_symbol, m.currency_code) : "");

/** A shipment as the list and the detail page show it. */
function shipmentView(shipment: Shipments) {
  return {
    id: shipment.shipment_id,
    status: shipment.shipment_status.title,
    statusValue: shipment.shipment_status.value,
    items: shipment.bags.map((bag) => ({
      id: bag.id,
      name: bag.item.name,
      brand: bag.item.brand.name,
      size: bag.item.size,
      quantity: bag.quantity,
      image: bag.item.image[0] ?? "",
      price: formatPrice(bag.prices.price_effective, bag.currency_symbol, bag.currency_code),
    })),
  };
}

function orderView(order: OrderSchema) {
  return {
    id: order.order_id,
    placedOn: formatDate(order.order_created_time),
    placedAt: order.order_created_time,
    total: money(order.breakup_values.find((b) => b.name === "total")),
    shipments: order.shipments.map(shipmentView),
  };
}

export async function loadOrders({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const query = historyQuery(new URL(request.url).searchParams);
  const list = await critical(
    api.order.getOrders({ pageNo: query.page, pageSize: ORDERS_PAGE_SIZE, ...historyRange(query.days, Date.now()) }),
  );
  return data(
    {
      filters: HISTORY_FILTERS.map((f) => ({ ...f, selected: f.days === query.days })),
      orders: list.items.map(orderView),
      total: list.page.item_total,
      newerHref: query.page > 1 ? historyHref({ ...query, page: query.page - 1 }) : null,
      olderHref: list.page.has_next ? historyHref({ ...query, page: query.page + 1 }) : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A shipment as its detail pages show it (signed in, and the signed-out tracking's): items, prices, address, payment, timeline. */
export function shipmentDetail(shipment: Shipments) {
  return {
    ...shipmentView(shipment),
    orderId: shipment.order_id,
    placedOn: formatDate(shipment.shipment_created_at),
    breakup: shipment.breakup_values.map((b) => ({ name: b.name, display: b.display, value: money(b) })),
    address: {
      name: shipment.delivery_address.name,
      lines: addressLines(shipment.delivery_address),
      phone: shipment.delivery_address.phone,
    },
    payment: shipment.payment.display_name,
    // The steps reached so far, with their time.
    tracking: shipment.tracking_details
      .filter((step) => step.is_passed)
      .map((step) => ({ status: step.status, at: step.time, when: formatDateTime(step.time) })),
  };
}

/**
 * The shipment's document, as its link says: a refunded shipment's credit note, else its invoice;
 * none while nothing is sold (payment pending or failed, or cancelled before anything was paid).
 */
function documentLabel(shipment: Shipments): "Invoice" | "Credit note" | null {
  if (shipment.refund_details) return "Credit note";
  const status = shipment.shipment_status.value;
  return status.startsWith("payment_") || status.startsWith("cancelled") ? null : "Invoice";
}

/** The shipment's refund as the page says it: how much, where it stands, where the money goes. */
function refundView(shipment: Shipments) {
  const refund = shipment.refund_details;
  if (!refund) return null;
  const done = refund.status === "refund_done";
  return {
    amount: formatPrice(refund.amount, shipment.prices.currency_symbol, refund.currency_code),
    status: done ? "Refunded" : "Refund pending",
    to: refund.beneficiary_id || shipment.beneficiary_details ? "to your refund account" : "to the original payment",
    // A cash-on-delivery shipment is paid back into an account the shopper chooses (or changes).
    chooseAccount: shipment.beneficiary_details && !done,
    chosen: Boolean(refund.beneficiary_id),
  };
}

/** The shipment's printable invoice (or credit note): a short-lived link from the service, opened at once. */
export async function openInvoice({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const invoice = await critical(api.order.getInvoiceByShipmentId({ shipmentId: params.shipmentId ?? "" }));
  return redirect(shopperFacingUrl(context.commerce, invoice.presigned_url), { headers: PRIVATE_HEADERS });
}

export async function loadShipment({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const shipmentId = params.shipmentId ?? "";
  const { shipment } = await critical(api.order.getShipmentById({ shipmentId }));
  return data(
    {
      ...shipmentDetail(shipment),
      canCancel: shipment.can_cancel,
      canReturn: shipment.can_return,
      document: documentLabel(shipment),
      refund: refundView(shipment),
      notice: noticeFor(new URL(request.url).searchParams.get("done")),
    },
    { headers: PRIVATE_HEADERS },
  );
}
