/**
 * Refund accounts (spec part 2 §3-4): /profile/refund-accounts/ lists the shopper's refund
 * beneficiaries, sets the default and adds a bank account or a UPI ID with a one-time code; the
 * refund page of a shipment (/refund/order/:orderId/shipment/:shipmentId) adds the same way and
 * records the account chosen for that shipment's refund. Forms post without JavaScript; the code
 * step is a URL (`?step=verify&mode=…&request=…`) so a reload keeps it.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { critical } from "~/sdk.server";
import { failureFromService, formFailure, intentOf, type FieldErrors } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import {
  bankFormErrors,
  otpError,
  readBankForm,
  readUpiForm,
  REFUND_ACCOUNT_TEXTS,
  refundAccountView,
  upiFormErrors,
} from "~/lib/refund-accounts";
import { doneUrl, noticeFor, type NoticeKey } from "~/lib/profile";
import { requireCartEnabled, requireProfileUser } from "~/profile/guards.server";
import type { IfscCodeDetails } from "~/sdk";
import { normaliseIfsc } from "~/sdk/validation";

/** Where a refund-account form lives: the profile page, or a shipment's refund page. */
interface RefundAccountsPlace {
  /** The page's path (the forms post and return here). */
  path: string;
  order?: { orderId: string; shipmentId: string };
}

/** The code step, read from the URL. */
export interface CodeStep {
  mode: "bank" | "upi";
  request: string;
  /** Where the code went ("a***@example.com", "+91 ******3210"). */
  sentTo: string;
  vpa: string;
  mobile: string;
  /** "We sent a code …": worded here, so the page does not load lib/refund-accounts (the JavaScript budget). */
  sent: string;
}

function codeStepOf(url: URL): CodeStep | null {
  const p = url.searchParams;
  const mode = p.get("mode");
  const request = (p.get("request") ?? "").slice(0, 100);
  if (p.get("step") !== "verify" || (mode !== "bank" && mode !== "upi") || !/^[\w-]{1,100}$/.test(request)) return null;
  return {
    mode,
    request,
    sentTo: (p.get("sentTo") ?? "").slice(0, 100),
    vpa: (p.get("vpa") ?? "").slice(0, 320),
    mobile: (p.get("mobile") ?? "").slice(0, 20),
    sent: mode === "bank" ? REFUND_ACCOUNT_TEXTS.codeSentBank : REFUND_ACCOUNT_TEXTS.codeSentUpi,
  };
}

/**
 * The profile's refund accounts page (only when the store sells: a cart), here rather than in the
 * route so that the route's browser code imports no guards.server stand-in (the JavaScript budget).
 */
export async function loadProfileRefundAccounts(request: Request, context: AppLoadContext, place: RefundAccountsPlace) {
  await requireCartEnabled(request, context);
  return loadRefundAccounts(request, context, place);
}

/** The accounts (of an order: those its refund may go to) and the code step, if any. */
export async function loadRefundAccounts(request: Request, context: AppLoadContext, place: RefundAccountsPlace) {
  const { api } = await requireProfileUser(request, context);
  const url = new URL(request.url);
  // Payment data first (spec: the refund page loads it before showing the page).
  if (place.order) {
    // The shipment must be the order's (the service answers 404 for another shopper's).
    const { shipment } = await critical(api.order.getShipmentById({ shipmentId: place.order.shipmentId }));
    if (shipment.order_id !== place.order.orderId) throw new Response("Not found", { status: 404 });
  }
  const list = place.order
    ? await critical(api.payment.getOrderBeneficiariesDetail({ orderId: place.order.orderId }))
    : await critical(api.payment.getUserBeneficiariesDetail({}));
  const accounts = (list.beneficiaries ?? []).map(refundAccountView);
  const shipmentId = place.order?.shipmentId;
  const recorded = shipmentId
    ? (list.refund_choices?.find((c) => c.shipment_id === shipmentId) ??
      list.refund_choices?.find((c) => c.shipment_id === ""))
    : undefined;
  const view = {
    place: { path: place.path, orderId: place.order?.orderId ?? "", shipmentId: place.order?.shipmentId ?? "" },
    accounts,
    step: codeStepOf(url),
    // Worded here, not in the browser: the pages do not load lib/profile (the JavaScript budget).
    notice: noticeFor(url.searchParams.get("done")),
    showBeneficiaryDetails: list.show_beneficiary_details ?? true,
    chosen: recorded?.beneficiary_id ?? null,
  };
  return data(view, { headers: PRIVATE_HEADERS });
}

/** The service's field names (refund-validators.ts) on the forms' inputs. */
const SERVICE_FIELDS: Record<string, string> = {
  "details.account_holder": "accountHolder",
  "details.account_no": "accountNo",
  "details.ifsc_code": "ifsc",
  "details.vpa": "vpa",
  "details.mobile": "mobile",
  mobile: "mobile",
  otp: "otp",
};

const textOf = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const rejected = (intent: string, errors: FieldErrors, values: Record<string, string>) =>
  formFailure(400, { intent, errors, values });

const done = (place: RefundAccountsPlace, key: NoticeKey, extra: Record<string, string> = {}) =>
  redirect(doneUrl(place.path, key, extra), { status: 303 });

/** The IFSC's bank, as the service answers it (the "Check IFSC" button without JavaScript). */
export async function checkIfsc(request: Request, context: AppLoadContext, ifsc: string): Promise<IfscCodeDetails> {
  const { api } = await requireProfileUser(request, context);
  return api.payment.verifyIfscCode({ ifscCode: normaliseIfsc(ifsc) ?? ifsc.slice(0, 20) });
}

/** The forms of a refund-accounts page: check-ifsc, add-bank, add-upi, verify, set-default, choose. */
export async function handleRefundAccountsAction(
  request: Request,
  context: AppLoadContext,
  place: RefundAccountsPlace,
) {
  const { api } = await requireProfileUser(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const orderId = place.order?.orderId ?? "";

  if (intent === "check-ifsc" || intent === "add-bank") {
    const form = readBankForm(formData);
    const values: Record<string, string> = { ...form };
    if (intent === "check-ifsc") {
      const found = await checkIfsc(request, context, form.ifsc);
      if (!found.success) return rejected(intent, { ifsc: [found.message ?? "Enter a valid IFSC code"] }, values);
      return data({ intent, errors: {}, formError: null, values, bank: found });
    }
    const errors = bankFormErrors(form);
    if (Object.keys(errors).length) return rejected(intent, errors, values);
    try {
      const sent = await api.payment.addRefundBankAccountUsingOTP({
        body: {
          order_id: orderId,
          details: {
            account_holder: form.accountHolder,
            account_no: form.accountNo,
            ifsc_code: normaliseIfsc(form.ifsc) ?? form.ifsc,
            bank_name: "",
            branch_name: "",
          },
        },
      });
      const step = sent.data as { request_id?: string; sent_to?: string } | undefined;
      return redirect(
        `${place.path}?${new URLSearchParams({ step: "verify", mode: "bank", request: step?.request_id ?? "", sentTo: step?.sent_to ?? "" })}`,
        { status: 303 },
      );
    } catch (error) {
      return failureFromService(error, intent, SERVICE_FIELDS, values);
    }
  }

  if (intent === "add-upi") {
    const form = readUpiForm(formData);
    const values = { vpa: form.vpa, mobile: form.mobile };
    const errors = upiFormErrors(form);
    if (Object.keys(errors).length) return rejected(intent, errors, values);
    try {
      const sent = await api.payment.verifyOtpAndAddBeneficiaryForWallet({
        body: { country_code: "91", mobile: form.mobile },
      });
      const query = { step: "verify", mode: "upi", request: sent.request_id, vpa: form.vpa, mobile: form.mobile };
      return redirect(`${place.path}?${new URLSearchParams(query)}`, { status: 303 });
    } catch (error) {
      return failureFromService(error, intent, SERVICE_FIELDS, values);
    }
  }

  if (intent === "verify-bank" || intent === "verify-upi") {
    const otp = textOf(formData, "otp").slice(0, 10);
    const requestId = textOf(formData, "request").slice(0, 100);
    const problem = otpError(otp);
    if (problem) return rejected(intent, { otp: [problem] }, {});
    try {
      if (intent === "verify-bank") {
        await api.payment.verifyOtpAndAddBeneficiaryForBank({ body: { request_id: requestId, otp, hash_key: "" } });
      } else {
        const form = readUpiForm(formData);
        await api.payment.addBeneficiaryDetails({
          body: {
            transfer_mode: "wallet",
            details: { vpa: form.vpa, mobile: form.mobile, email: "", account_holder: "" },
            request_id: requestId,
            otp,
            order_id: orderId,
            shipment_id: place.order?.shipmentId ?? "",
            delights: false,
          },
        });
      }
    } catch (error) {
      return failureFromService(error, intent, SERVICE_FIELDS, {}, "otp");
    }
    return done(place, "refund-account-added");
  }

  if (intent === "set-default" || intent === "choose") {
    const beneficiaryId = textOf(formData, "beneficiaryId").slice(0, 100);
    if (!beneficiaryId) return rejected(intent, { beneficiaryId: ["Choose a refund account"] }, {});
    try {
      await api.payment.updateDefaultBeneficiary({
        body: {
          beneficiary_id: beneficiaryId,
          ...(intent === "choose" && place.order
            ? { order_id: place.order.orderId, shipment_id: place.order.shipmentId }
            : {}),
        },
      });
    } catch (error) {
      return failureFromService(error, intent, { beneficiary_id: "beneficiaryId" }, {});
    }
    return done(place, intent === "choose" ? "refund-account-chosen" : "refund-default");
  }

  return formFailure(400, { intent, formError: "Unknown action" });
}
