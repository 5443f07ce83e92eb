/**
 * /cart/upi (spec part 2 §2, §4): an order paid by UPI asks the shopper's UPI id, sends a collect
 * request to it through the gateway, then waits while the shopper approves it in their UPI app. The
 * page polls the payment's status (with JavaScript every few seconds; without, on reload) and moves
 * on to the order status once the payment is decided.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { formFailure, keptValues, serviceFailure } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { orderStatusHref, orderOutcome, upiForm } from "~/lib/checkout/payment";
import { formatPrice } from "~/lib/money";
import { requireCartEnabled } from "~/profile/guards.server";
import type { OrderSchema, StorefrontApi } from "~/sdk";
import { critical, serviceUrlOrNull, shopperFacingUrl } from "~/sdk.server";
import { UPI } from "./checkout.server";

const UPI_FAILED = "UPI Initialization failed";
const UNKNOWN_VPA = "This UPI ID does not exist";
/** The built-in test gateway (the service's sandbox aggregator). */
const SANDBOX = "Sandbox";

/** The order the page is about: the shopper's own, unpaid, paid by UPI (else on to its status). */
async function pendingUpiOrder(api: StorefrontApi, request: Request) {
  const params = new URL(request.url).searchParams;
  const orderId = params.get("order_id")?.trim().slice(0, 40) ?? "";
  if (!orderId) throw redirect("/cart/bag/");
  const { order } = await critical(api.order.getOrderById({ orderId }));
  const shipment = order.shipments[0];
  const state = orderOutcome(shipment?.shipment_status.value);
  if (state !== "pending" || shipment?.payment.mode !== "UPI") {
    throw redirect(orderStatusHref(order.order_id, state !== "failed"));
  }
  return { order, vpa: params.get("vpa")?.trim().slice(0, 320) ?? null, app: params.get("app") };
}

function totalOf(order: OrderSchema) {
  const total = order.breakup_values.find((b) => b.name === "total");
  return {
    amount: total?.value ?? 0,
    currency: total?.currency_code ?? "INR",
    text: total ? formatPrice(total.value, total.currency_symbol, total.currency_code) : "",
  };
}

export async function loadUpi({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const { order, vpa, app } = await pendingUpiOrder(api, request);
  const total = totalOf(order);
  if (vpa) {
    // Asked after the collect request went out: decided payments move on to the order status.
    const status = await critical(
      api.payment.checkAndUpdatePaymentStatus({
        body: {
          order_id: order.order_id,
          merchant_order_id: order.order_id,
          method: "UPI",
          aggregator: SANDBOX,
          status: "pending",
          vpa,
        },
      }),
    );
    if (status.status === "complete") throw redirect(orderStatusHref(order.order_id, true));
    if (status.status === "failed") throw redirect(orderStatusHref(order.order_id, false, "Payment declined"));
  }
  return data(
    { orderId: order.order_id, total: total.text, vpa, app: serviceUrlOrNull(context.commerce, app) },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handleUpi({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireCartEnabled(request, context);
  const { order } = await pendingUpiOrder(api, request);
  const formData = await request.formData();
  const values = keptValues(formData, ["vpa"]);
  const submission = parseWithZod(formData, { schema: upiForm });
  if (submission.status !== "success") {
    return formFailure(400, { intent: "upi", errors: submission.error ?? {}, values });
  }
  const { vpa } = submission.value;
  const total = totalOf(order);
  let started: { polling_url?: string };
  try {
    const check = await api.payment.validateVPA({ body: { upi_vpa: vpa, aggregator: SANDBOX } });
    if (!check.data.is_valid) return formFailure(400, { intent: "upi", errors: { vpa: [UNKNOWN_VPA] }, values });
    started = await api.payment.initialisePayment({
      body: {
        method: "UPI",
        aggregator: SANDBOX,
        vpa,
        order_id: order.order_id,
        merchant_order_id: order.order_id,
        amount: total.amount,
        currency: total.currency,
        customer_id: user.user_id,
        contact: user.phone_numbers?.[0]?.phone ?? "",
        email: user.emails?.[0]?.email ?? "",
      },
    });
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent: "upi", formError: failure.message || UPI_FAILED, values });
  }
  const query = new URLSearchParams({ order_id: order.order_id, vpa });
  // The gateway's page for this request (the sandbox's stand-in for the shopper's UPI app).
  if (started.polling_url) query.set("app", shopperFacingUrl(context.commerce, started.polling_url));
  return redirect(`${UPI}?${query}`, 303);
}
