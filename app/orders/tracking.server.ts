/**
 * The signed-out order-tracking pages (spec part 2 §2, decision 0018): /order-tracking/ (look an
 * order up by its id and the phone or e-mail it was placed with), /order-tracking/:orderId/ (its
 * shipments) and /order-tracking/:orderId/:shipmentId (one shipment; its address and payment once
 * the shopper is the signed-in owner or has answered a code sent to the order's phone). Forms post
 * to these actions and redirect (303), so they work without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  failureFromService,
  formFailure,
  intentOf,
  keptValues,
  redirectWithSession,
  serviceFailure,
} from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { formatDate } from "~/lib/profile";
import { hasPersonalDetails, trackingLookup, trackingPath, TRACKING_MESSAGES } from "~/lib/orders/tracking";
import { shipmentDetail } from "~/profile/orders.server";
import { setCookieValue } from "~/sdk/client";
import { OTP_LENGTH } from "~/sdk/validation";
import { critical, ORDER_ACCESS_COOKIE } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";

export function loadTrackingForm({ request }: LoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get("order_id") ?? "";
  return data({ orderId: orderId.slice(0, 40) }, { headers: PRIVATE_HEADERS });
}

/** The lookup: 303 to the order's page when the id and contact belong together, else one error for both. */
export async function trackingFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = keptValues(form, ["orderId", "contact"]);
  const parsed = trackingLookup.safeParse(values);
  if (!parsed.success) {
    const errors = parsed.error.flatten().fieldErrors;
    return formFailure(400, { intent: "lookup", errors, values });
  }
  const { orderId, contact } = parsed.data;
  try {
    await requestScope(request, context)
      .visitorApi()
      .order.getOrderById({ orderId, requestHeaders: { "x-order-contact": contact } });
  } catch (error) {
    const failure = serviceFailure(error);
    const formError = failure.status === 404 || failure.status === 400 ? TRACKING_MESSAGES.notFound : failure.message;
    return formFailure(failure.status, { intent: "lookup", formError, values });
  }
  return redirect(trackingPath(orderId), 303);
}

/** The order as the signed-in owner, or signed out (with the order's access grant, if any), sees it. */
async function trackedOrder(request: Request, context: LoaderFunctionArgs["context"], orderId: string) {
  const scope = requestScope(request, context);
  const { order } = await critical((await scope.shopperApi()).order.getOrderById({ orderId }));
  return { order, session: await scope.session() };
}

export async function loadTrackedOrder({ request, context, params }: LoaderFunctionArgs) {
  const { order } = await trackedOrder(request, context, params.orderId ?? "");
  return data(
    {
      id: order.order_id,
      placedOn: formatDate(order.order_created_time),
      placedAt: order.order_created_time,
      shipments: order.shipments.map((shipment) => {
        const detail = shipmentDetail(shipment);
        return {
          id: detail.id,
          status: detail.status,
          tracking: detail.tracking,
          items: detail.items,
          href: trackingPath(order.order_id, shipment.shipment_id),
        };
      }),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function loadTrackedShipment({ request, context, params }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? "";
  const { order, session } = await trackedOrder(request, context, orderId);
  const shipment = order.shipments.find((s) => s.shipment_id === params.shipmentId);
  if (!shipment) throw data({ message: TRACKING_MESSAGES.shipmentNotFound }, { status: 404 });
  const { address, payment, ...detail } = shipmentDetail(shipment);
  const personal = hasPersonalDetails(shipment);
  const pending = session.get("orderOtp");
  return data(
    {
      ...detail,
      orderId: order.order_id,
      orderHref: trackingPath(order.order_id),
      // Only what the service answered: empty for a signed-out caller without the order's grant.
      personal: personal ? { address, payment } : null,
      codeSentTo: !personal && pending?.orderId === order.order_id ? pending.sentTo : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

const CODE_MESSAGES = {
  code: `Enter the ${OTP_LENGTH}-digit code we sent you`,
  sendFirst: "Send a code first: it was not sent, or it was already used.",
} as const;

/** "send-code": a code to the order's phone (else e-mail); "verify-code": check it and keep the grant. */
export async function trackedShipmentAction({ request, context, params }: ActionFunctionArgs) {
  const orderId = params.orderId ?? "";
  const shipmentId = params.shipmentId ?? "";
  const here = trackingPath(orderId, shipmentId);
  const scope = requestScope(request, context);
  const session = await scope.session();
  const form = await request.formData();
  const intent = intentOf(form);

  if (intent === "send-code") {
    try {
      const sent = await scope.visitorApi().order.sendOtpToShipmentCustomer({ orderId, shipmentId });
      session.set("orderOtp", { orderId, requestId: sent.request_id, sentTo: sent.message });
    } catch (error) {
      const failure = serviceFailure(error);
      return formFailure(failure.status, { intent, formError: failure.message });
    }
    return redirectWithSession(session, `${here}#verify-code`);
  }

  if (intent === "verify-code") {
    const values = keptValues(form, ["otp"]);
    const otp = (values.otp ?? "").trim();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      return formFailure(400, { intent, errors: { otp: [CODE_MESSAGES.code] }, values });
    }
    const pending = session.get("orderOtp");
    if (pending?.orderId !== orderId) return formFailure(400, { intent, formError: CODE_MESSAGES.sendFirst, values });
    let grant: string | undefined;
    const api = scope.visitorApi({
      onResponse: (response) => (grant = setCookieValue(response, ORDER_ACCESS_COOKIE) ?? grant),
    });
    try {
      await api.order.verifyOtpShipmentCustomer({
        orderId,
        shipmentId,
        body: { request_id: pending.requestId, otp_code: otp },
      });
    } catch (error) {
      return failureFromService(error, intent, { otp_code: "otp" }, values, "otp");
    }
    session.unset("orderOtp");
    if (grant) session.set("orderAccess", { orderId, cookie: grant });
    return redirectWithSession(session, here);
  }
  return formFailure(400, { intent, formError: "Choose Send code or Verify" });
}
