/**
 * Cancelling or returning a shipment (spec part 2 §3 "Cancel or return payload", §4 "Shipment
 * change"): which customer status a change sets, the service's request body for it, and when the
 * change has settled (the shipment is polled until its bag quantity is what should remain: at most 6
 * tries, 2^n seconds apart, capped at 8 s). Pure.
 */

export const SHIPMENT_CHANGE_TYPES = ["cancel", "return"] as const;
export type ShipmentChangeType = (typeof SHIPMENT_CHANGE_TYPES)[number];

const CUSTOMER_STATUSES = {
  cancel: "cancelled_customer",
  return: "return_initiated",
  returnWithQc: "return_pre_qc",
} as const;
type CustomerStatus = (typeof CUSTOMER_STATUSES)[keyof typeof CUSTOMER_STATUSES];

/** The QC type that makes a return need a quality check before pick-up. */
export const PRE_QC = "pre_qc";

/** Tries of the settle check, and the longest wait between two (seconds). */
export const SETTLE_MAX_TRIES = 6;
const SETTLE_MAX_WAIT_SECONDS = 8;

/** What the shopper reads when the change has not settled after the last try (status 202). */
export const TAKING_LONGER_MESSAGE = "It is taking little longer than expected. We'll notify you when its done.";

/** Return images a shopper may attach. */
export const QC_IMAGES_MAX = 4;

export function changeTypeOf(value: string | undefined): ShipmentChangeType | null {
  return SHIPMENT_CHANGE_TYPES.find((type) => type === value) ?? null;
}

/** Seconds to wait before try `attempt` (0-based) of the settle check: 1, 2, 4, 8, 8, 8. */
export function settleDelaySeconds(attempt: number): number {
  return Math.min(2 ** Math.max(0, attempt), SETTLE_MAX_WAIT_SECONDS);
}

/**
 * The status a change sets: cancel → cancelled_customer; return → return_pre_qc when the chosen
 * reason asks for a quality check, else return_initiated.
 */
export function customerStatus(type: ShipmentChangeType, qcTypes: readonly string[] = []): CustomerStatus {
  if (type === "cancel") return CUSTOMER_STATUSES.cancel;
  return qcTypes.includes(PRE_QC) ? CUSTOMER_STATUSES.returnWithQc : CUSTOMER_STATUSES.return;
}

/** A line of the shipment as the change form offers it. */
export interface ChangeLine {
  lineNumber: number;
  /** The article's seller identifier (the products' `identifier`). */
  identifier: string;
  quantity: number;
}

/** Pieces that stay in the shipment after the chosen ones leave it. */
export function remainingQuantity(lines: readonly ChangeLine[], chosen: readonly ChangeLine[]): number {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  return total - chosen.reduce((sum, line) => sum + line.quantity, 0);
}

interface ChangeRequest {
  type: ShipmentChangeType;
  shipmentId: string;
  chosen: readonly ChangeLine[];
  reason: { id: string; text: string };
  /** The chosen reason's QC types (returns). */
  qcTypes?: readonly string[];
  qcImages?: readonly string[];
  beneficiaryId?: string;
}

/** The body of `updateShipmentStatus` for a change (official field names, `force_transition` set). */
export function shipmentChangeBody(request: ChangeRequest) {
  const products = request.chosen.map((line) => ({
    line_number: line.lineNumber,
    quantity: line.quantity,
    identifier: line.identifier,
  }));
  const reasonData = { reason_id: Number(request.reason.id) || request.reason.id, reason_text: request.reason.text };
  const returning = request.type === "return";
  const meta = {
    ...(returning
      ? { return_qc_json: { images: [...(request.qcImages ?? [])], return_reason: request.reason.text } }
      : {}),
    ...(request.beneficiaryId ? { beneficiary_id: request.beneficiaryId } : {}),
  };
  return {
    force_transition: true,
    statuses: [
      {
        status: customerStatus(request.type, request.qcTypes),
        shipments: [
          {
            identifier: request.shipmentId,
            products,
            reasons: { products: [{ data: reasonData, filters: products }] },
            ...(Object.keys(meta).length
              ? { data_updates: { products: [{ data: { meta }, filters: products }] } }
              : {}),
          },
        ],
      },
    ],
  };
}

/** What the settle check expects of the original shipment. */
interface SettleExpectation {
  type: ShipmentChangeType;
  /** Pieces that stay in the original shipment (0: the whole shipment changed). */
  remaining: number;
}

/**
 * Whether a change has settled: a whole-shipment change when the shipment carries a customer status
 * of its type; a partial one when the shipment's pieces are down to what remains.
 */
export function changeSettled(
  expect: SettleExpectation,
  shipment: { status: string; bags: readonly { quantity: number }[] },
): boolean {
  if (expect.remaining <= 0) {
    return expect.type === "cancel"
      ? shipment.status === CUSTOMER_STATUSES.cancel
      : shipment.status === CUSTOMER_STATUSES.return || shipment.status === CUSTOMER_STATUSES.returnWithQc;
  }
  return shipment.bags.reduce((sum, bag) => sum + bag.quantity, 0) === expect.remaining;
}

/** The settle page's address for a try. */
export function settleHref(shipmentId: string, type: ShipmentChangeType, remaining: number, attempt: number): string {
  const params = new URLSearchParams({ remaining: String(remaining), try: String(attempt) });
  return `/profile/orders/shipment/update/${encodeURIComponent(shipmentId)}/${type}/?${params}`;
}
