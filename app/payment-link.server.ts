/**
 * /payment/link/:id (spec part 2 §2, decision 0022): a payment link's page, outside the main layout.
 * The link is loaded first (amount, description, merchant, status); an active link offers the modes
 * it may be paid with and sends the shopper to the gateway's page; back from it, the page asks the
 * attempt's status (and polls while it is pending) and shows the link paid, or the failure and the
 * modes again. A pending attempt can be cancelled. No sign-in: the unguessable id is the key.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formFailure, intentOf, keptValues, serviceFailure } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { findOption, gatewayPage, NEW_CARD, optionGroups, paymentOptions } from "~/lib/checkout/payment";
import { formatPrice } from "~/lib/money";
import { LINK_ID, LINK_TEXTS, linkStatusOf, returnedAttempt } from "~/lib/payment-link";
import { requestScope } from "~/request-scope.server";
import type { StorefrontApi } from "~/sdk";
import { critical, shopperFacingUrl } from "~/sdk.server";

const SANDBOX = "Sandbox";
/** UPI asks for a UPI id first (the cart's /cart/upi step): links are paid on the gateway's page. */
const PAID_ON_GATEWAY_PAGE = (mode: string) => mode !== "UPI";

function linkIdOf(params: LoaderFunctionArgs["params"]): string {
  const id = params.id ?? "";
  if (!LINK_ID.test(id)) throw new Response("Not found", { status: 404 });
  return id;
}

const pagePath = (id: string) => `/payment/link/${id}`;

async function linkOptions(api: StorefrontApi, id: string) {
  const details = await api.payment.getPaymentModeRoutesPaymentLink({ paymentLinkId: id });
  return paymentOptions(details).filter((o) => PAID_ON_GATEWAY_PAGE(o.mode_name));
}

export async function loadPaymentLink({ request, context, params }: LoaderFunctionArgs) {
  const id = linkIdOf(params);
  const { api } = requestScope(request, context);
  // The link first: a wrong id is the service's 404.
  const link = await critical(api.payment.getPaymentLink({ paymentLinkId: id }));
  const currency = link.currency ?? "INR";
  const amount = formatPrice(link.amount ?? 0, currency === "INR" ? "₹" : `${currency} `, currency);
  let status = linkStatusOf(link.payment_link_current_status);

  const returned = returnedAttempt(new URL(request.url).searchParams);
  let attempt: { orderId: string; state: "pending" | "complete" | "failed"; message: string } | null = null;
  if (returned) {
    const polled = await critical(api.payment.pollingPaymentLink({ paymentLinkId: id }));
    status = linkStatusOf(polled.status);
    if (status === "active") {
      const checked = await critical(
        api.payment.checkAndUpdatePaymentStatusPaymentLink({
          body: {
            order_id: returned.orderId,
            merchant_order_id: returned.orderId,
            status: "pending",
            method: "",
            aggregator: SANDBOX,
          },
        }),
      );
      attempt = {
        orderId: returned.orderId,
        state: checked.status,
        message: checked.status === "failed" ? returned.error || LINK_TEXTS.failed : "",
      };
    }
  }

  const choosing = status === "active" && attempt?.state !== "pending";
  const groups = choosing
    ? optionGroups(
        (await critical(linkOptions(api, id))).map((o) => ({
          mode_name: o.mode_name,
          mode_display: o.mode_display,
          option_id: o.option_id,
          option_display: o.option_display,
          chargeText: null,
        })),
      )
    : [];
  return data(
    {
      id,
      path: pagePath(id),
      amount,
      merchant: link.merchant_name ?? "",
      description: link.description ?? "",
      reference: link.external_order_id ?? "",
      expiresAt: link.expires_at ?? "",
      status,
      attempt,
      groups,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handlePaymentLink({ request, context, params }: ActionFunctionArgs) {
  const id = linkIdOf(params);
  const { api } = requestScope(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);

  if (intent === "cancel") {
    const orderId = keptValues(formData, ["order_id"]).order_id ?? "";
    try {
      await api.payment.resendOrCancelPayment({ body: { order_id: orderId, request_type: "cancel" } });
    } catch (error) {
      return formFailure(serviceFailure(error).status, { intent, formError: serviceFailure(error).message });
    }
    const back = new URLSearchParams({ success: "false", order_id: orderId, error: LINK_TEXTS.cancelledAttempt });
    return redirect(`${pagePath(id)}?${back}`, 303);
  }

  const values = { option_id: keptValues(formData, ["option_id"]).option_id ?? "" };
  let to: string | null;
  try {
    const option = findOption(await linkOptions(api, id), values.option_id);
    if (!option)
      return formFailure(400, { intent: "pay", errors: { option_id: [LINK_TEXTS.paymentRequired] }, values });
    const started = await api.payment.createOrderHandlerPaymentLink({
      body: {
        payment_link_id: id,
        currency: "INR",
        payment_methods: {
          name: option.option_name,
          mode: option.mode_name,
          meta: {
            merchant_code: option.merchant_code,
            payment_gateway: option.aggregator_name,
            payment_identifier: option.option_name === NEW_CARD ? "" : option.option_name,
          },
        },
        // The gateway's page sends the shopper back here, on the address they use.
        meta: { callback_url: new URL(pagePath(id), request.url).href },
      },
    });
    to = gatewayPage(started.data);
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent: "pay", formError: failure.message, values });
  }
  if (!to) return formFailure(502, { intent: "pay", formError: "Transaction Initiation Failed", values });
  // The gateway's page is not one of the store's routes: the browser loads it as a document.
  return redirectDocument(shopperFacingUrl(context.commerce, to), 303);
}
