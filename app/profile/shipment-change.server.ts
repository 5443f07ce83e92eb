/**
 * /profile/orders/shipment/update/:shipmentId/:type/ (spec part 2 §2, §4 "Shipment change"): cancel
 * or return some or all of a shipment's pieces with a reason (and photos for a return). The form
 * posts to the action, which sends the change (force_transition) and checks the shipment at once:
 * settled (its pieces are what should remain) → the shipment page with a notice. Otherwise the same
 * page's settle state (`?remaining=…&try=…`) waits and checks again — at most 6 checks, 2^n s apart
 * (8 s at most) — refreshing itself without JavaScript (meta refresh) and with it (a timer); after
 * the last check it answers 202 and says so. A 404 meanwhile counts as "not yet".
 */
import { randomUUID } from "node:crypto";
import { analyticsCookie } from "~/analytics.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { formFailure, serviceFailure } from "~/forms.server";
import { notFound } from "~/http.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { formatPrice } from "~/lib/money";
import {
  changeSettled,
  changeTypeOf,
  PRE_QC,
  QC_IMAGES_MAX,
  remainingQuantity,
  settleDelaySeconds,
  settleHref,
  SETTLE_MAX_TRIES,
  shipmentChangeBody,
  TAKING_LONGER_MESSAGE,
  type ChangeLine,
  type ShipmentChangeType,
} from "~/lib/orders/shipment-change";
import { doneRedirect, requireCartEnabled } from "~/profile/guards.server";
import type { BagReasons, Shipments, StorefrontApi } from "~/sdk/api";
import { FDKServerResponseError } from "~/sdk";
import { critical, toErrorResponse } from "~/sdk.server";
import { imagesField, readImageForm, uploadFailureMessage, uploadImage } from "~/uploads.server";

/** File storage namespace of return photos. */
const RETURN_QC_NAMESPACE = "application-return-qc-images";

/** A reason as the form offers it. */
interface ChangeReason {
  id: string;
  text: string;
  /** The shopper may (and for "Other" must) say more. */
  showTextArea: boolean;
  /** A return for this reason needs a quality check: photos of the item are asked for. */
  needsQc: boolean;
  qcTypes: string[];
}

/** A line of the shipment the shopper may cancel or return. */
interface FormLine extends ChangeLine {
  name: string;
  size: string;
  price: string;
  bagId: number;
}

const VERBS = { cancel: "cancel", return: "return" } as const;

function changeType(params: LoaderFunctionArgs["params"]): ShipmentChangeType {
  const type = changeTypeOf(params.type);
  if (!type) throw notFound();
  return type;
}

/** The reasons for a bag, finer reasons flattened under their parent's name. */
function flattenReasons(reasons: BagReasons[], parent?: BagReasons): ChangeReason[] {
  return reasons.flatMap((reason) => {
    if (reason.reasons?.length) return flattenReasons(reason.reasons, reason);
    const qcTypes = [...(parent?.qc_type ?? []), ...(reason.qc_type ?? [])];
    return [
      {
        id: String(reason.id),
        text: parent ? `${parent.display_name}: ${reason.display_name}` : reason.display_name,
        showTextArea: Boolean(reason.meta?.show_text_area),
        needsQc: qcTypes.includes(PRE_QC),
        qcTypes,
      },
    ];
  });
}

/** The lines of the shipment that may change, and whether the shipment may change at all. */
function changeableLines(shipment: Shipments, type: ShipmentChangeType): FormLine[] {
  const allowed = type === "cancel" ? shipment.can_cancel : shipment.can_return;
  if (!allowed) return [];
  return shipment.bags
    .filter((bag) => (type === "cancel" ? bag.can_cancel : bag.can_return) && bag.quantity > 0)
    .map((bag) => ({
      lineNumber: bag.line_number,
      identifier: bag.item.seller_identifier || String(bag.id),
      quantity: bag.quantity,
      name: bag.item.name,
      size: bag.item.size,
      price: formatPrice(bag.prices.price_effective, bag.currency_symbol, bag.currency_code),
      bagId: bag.id,
    }));
}

async function readShipment(api: StorefrontApi, shipmentId: string): Promise<Shipments> {
  const { shipment } = await critical(api.order.getShipmentById({ shipmentId }));
  return shipment;
}

/**
 * Where a return's refund may go, when the order asks for an account (cash on delivery): the
 * shopper's refund accounts, the default (or the order's choice) first; null when the refund goes
 * back to the payment.
 */
async function refundAccounts(api: StorefrontApi, orderId: string, type: ShipmentChangeType) {
  if (type !== "return") return null;
  const found = await critical(api.payment.getOrderBeneficiariesDetail({ orderId }));
  if (!found.show_beneficiary_details) return null;
  const accounts = (found.beneficiaries ?? []).map((b) => ({
    value: b.beneficiary_id,
    label: b.display_name || b.title,
    isDefault: b.is_default,
  }));
  return { accounts, chosen: accounts.find((a) => a.isDefault)?.value ?? "" };
}

async function readReasons(api: StorefrontApi, shipmentId: string, lines: FormLine[]): Promise<ChangeReason[]> {
  if (!lines.length) return [];
  const bagId = String(lines[0].bagId);
  const { reasons } = await critical(api.order.getShipmentBagReasons({ shipmentId, bagId }));
  return flattenReasons(reasons ?? []);
}

export async function loadShipmentChange({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const type = changeType(params);
  const shipmentId = params.shipmentId ?? "";
  const query = new URL(request.url).searchParams;
  if (query.has("try")) return settle(api, shipmentId, type, query);

  const shipment = await readShipment(api, shipmentId);
  const lines = changeableLines(shipment, type);
  const [reasons, refund] = await Promise.all([
    readReasons(api, shipmentId, lines),
    lines.length ? refundAccounts(api, shipment.order_id, type) : null,
  ]);
  return data(
    {
      state: "form" as const,
      type,
      shipment: { id: shipment.shipment_id, orderId: shipment.order_id, status: shipment.shipment_status.title },
      lines: lines.map(({ lineNumber, quantity, name, size, price }) => ({ lineNumber, quantity, name, size, price })),
      reasons: reasons.map(({ id, text, showTextArea, needsQc }) => ({ id, text, showTextArea, needsQc })),
      maxImages: QC_IMAGES_MAX,
      /** A cash-on-delivery return: the accounts its refund may go to (the default chosen). */
      refund: refund && {
        accounts: refund.accounts.map(({ value, label }) => ({ value, label })),
        chosen: refund.chosen,
      },
      /** Random per render: a repeated submit of one rendered form changes the shipment once. */
      idempotencyKey: randomUUID(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** The shipment page with its notice when the change has settled; null while it has not (or is not found). */
async function settledRedirect(
  api: StorefrontApi,
  shipmentId: string,
  type: ShipmentChangeType,
  remaining: number,
): Promise<TypedResponse<never> | null> {
  let shipment: Shipments;
  try {
    shipment = (await api.order.getShipmentById({ shipmentId })).shipment;
  } catch (error) {
    // A 404 while the change settles (the shipment is being split) counts as "not yet".
    if (error instanceof FDKServerResponseError && Number(error.status) === 404) return null;
    throw toErrorResponse(error);
  }
  if (!changeSettled({ type, remaining }, { status: shipment.shipment_status.value, bags: shipment.bags })) return null;
  const done = {
    cancel: remaining ? "items-cancelled" : "shipment-cancelled",
    return: remaining ? "items-returned" : "shipment-returned",
  } as const;
  return doneRedirect(`/profile/orders/shipment/${encodeURIComponent(shipmentId)}/`, done[type]);
}

/** One settle check: done → the shipment page with a notice; not yet → the next try (or 202 at the limit). */
async function settle(api: StorefrontApi, shipmentId: string, type: ShipmentChangeType, query: URLSearchParams) {
  const attempt = Math.min(Math.max(Math.trunc(Number(query.get("try"))) || 0, 0), SETTLE_MAX_TRIES - 1);
  const remaining = Math.max(Math.trunc(Number(query.get("remaining"))) || 0, 0);
  // Check 0 is the action's own; each later one comes after its wait.
  const settled = attempt > 0 ? await settledRedirect(api, shipmentId, type, remaining) : null;
  if (settled) throw settled;
  const base = { type, shipment: { id: shipmentId } };
  if (attempt + 1 >= SETTLE_MAX_TRIES) {
    return data(
      { ...base, state: "late" as const, message: TAKING_LONGER_MESSAGE },
      { status: 202, headers: PRIVATE_HEADERS },
    );
  }
  return data(
    {
      ...base,
      state: "waiting" as const,
      next: settleHref(shipmentId, type, remaining, attempt + 1),
      delaySeconds: settleDelaySeconds(attempt),
    },
    { headers: PRIVATE_HEADERS },
  );
}

function changeSchema(type: ShipmentChangeType, lines: FormLine[], reasons: ChangeReason[], tooLarge: string[]) {
  const verb = VERBS[type];
  return (
    z
      .object({
        reasonId: z
          .string({ required_error: "Choose a reason" })
          .refine((id) => reasons.some((r) => r.id === id), "Choose a reason from the list"),
        reasonText: z.string().trim().max(500, "Tell us in at most 500 characters").optional(),
        quantity: z
          .array(
            z.coerce.number({ invalid_type_error: "Choose how many" }).int("Choose how many").min(0, "Choose how many"),
          )
          .default([])
          .superRefine((quantities, ctx) => {
            lines.forEach((line, index) => {
              if ((quantities[index] ?? 0) > line.quantity)
                ctx.addIssue({ code: "custom", path: [index], message: `Choose at most ${line.quantity}` });
            });
            if (!quantities.some((q) => q > 0))
              ctx.addIssue({ code: "custom", message: `Choose at least one item to ${verb}` });
          }),
        images: imagesField(QC_IMAGES_MAX, tooLarge),
      })
      // Rules across fields (checked once every field is valid on its own).
      .superRefine((form, ctx) => {
        const reason = reasons.find((r) => r.id === form.reasonId);
        if (reason?.showTextArea && !form.reasonText)
          ctx.addIssue({ code: "custom", path: ["reasonText"], message: "Tell us the reason in your own words" });
        if (type === "return" && reason?.needsQc && form.images.length === 0)
          ctx.addIssue({
            code: "custom",
            path: ["images"],
            message: "Add at least one photo of the item: this reason needs a quality check",
          });
      })
  );
}

export async function handleShipmentChange({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireCartEnabled(request, context);
  const type = changeType(params);
  const shipmentId = params.shipmentId ?? "";
  const intent = type;

  const read =
    type === "return"
      ? await readImageForm(request, QC_IMAGES_MAX)
      : { formData: await request.formData(), tooLarge: [] };
  if ("failure" in read) {
    return formFailure(400, { intent, errors: { [read.failure.field]: [read.failure.message] } });
  }
  const { formData, tooLarge } = read;
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value.slice(0, 500);

  const shipment = await readShipment(api, shipmentId);
  const lines = changeableLines(shipment, type);
  if (!lines.length) {
    return formFailure(409, {
      intent,
      formError: `This shipment can no longer be ${type === "cancel" ? "cancelled" : "returned"}.`,
    });
  }
  const reasons = await readReasons(api, shipmentId, lines);
  const submission = parseWithZod(formData, { schema: changeSchema(type, lines, reasons, tooLarge) });
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {}, values });
  const form = submission.value;
  const reason = reasons.find((r) => r.id === form.reasonId)!;
  const refund = await refundAccounts(api, shipment.order_id, type);
  const account = formData.get("beneficiaryId");
  const beneficiaryId = typeof account === "string" && account ? account : undefined;
  if (beneficiaryId && !refund?.accounts.some((a) => a.value === beneficiaryId)) {
    return formFailure(400, { intent, errors: { beneficiaryId: ["Choose one of your refund accounts"] }, values });
  }

  const qcImages: string[] = [];
  for (const file of form.images) {
    try {
      qcImages.push(await uploadImage(api, context, RETURN_QC_NAMESPACE, file));
    } catch (error) {
      const message = uploadFailureMessage(file, error);
      if (message) return formFailure(400, { intent, errors: { images: [message] }, values });
      throw toErrorResponse(error);
    }
  }

  const chosen = lines
    .map((line, index) => ({ ...line, quantity: form.quantity[index] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const body = shipmentChangeBody({
    type,
    shipmentId,
    chosen: chosen.map(({ lineNumber, identifier, quantity }) => ({ lineNumber, identifier, quantity })),
    reason: { id: reason.id, text: reason.showTextArea && form.reasonText ? form.reasonText : reason.text },
    qcTypes: reason.qcTypes,
    qcImages,
    beneficiaryId,
  });
  let changed: string;
  try {
    const key = formData.get("idempotencyKey");
    const answer = await api.order.updateShipmentStatus({
      shipmentId,
      body,
      requestHeaders: typeof key === "string" && /^[\w-]{8,128}$/.test(key) ? { "idempotency-key": key } : undefined,
    });
    changed = answer.statuses[0]?.shipments[0]?.final_state?.shipment_id ?? shipmentId;
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent, formError: failure.message, values });
  }
  if (beneficiaryId) {
    // The refund page and the service's refund read the same choice: recorded for the returned shipment.
    await critical(
      api.payment.updateDefaultBeneficiary({
        body: { beneficiary_id: beneficiaryId, order_id: shipment.order_id, shipment_id: changed },
      }),
    );
  }
  const remaining = remainingQuantity(
    shipment.bags.map((bag) => ({ lineNumber: bag.line_number, identifier: "", quantity: bag.quantity })),
    chosen,
  );
  // The first check at once: a change that has settled goes straight to the shipment page.
  const response =
    (await settledRedirect(api, shipmentId, type, remaining)) ??
    redirect(settleHref(shipmentId, type, remaining, 0), 303);
  response.headers.append(
    "Set-Cookie",
    analyticsCookie(request, [
      {
        event: type === "cancel" ? "order_cancel" : "order_return",
        order_id: shipment.order_id,
        shipment_id: shipmentId,
        items: chosen.flatMap((line) => {
          const bag = shipment.bags.find((b) => b.line_number === line.lineNumber);
          return bag
            ? [
                {
                  item_id: String(bag.item.id),
                  item_name: bag.item.name,
                  item_variant: bag.item.size,
                  quantity: line.quantity,
                },
              ]
            : [];
        }),
      },
    ]),
  );
  return response;
}
