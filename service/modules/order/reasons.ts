/**
 * Why a shopper cancels or returns: a small fixed catalogue, one list per flow. getShipmentReasons
 * and getShipmentBagReasons answer it (in the official shapes), and a cancel or return names one of
 * its ids. A reason with the `pre_qc` quality check makes a return `return_pre_qc` (the store checks
 * the photos before it accepts the return); "Other" asks for the shopper's own words.
 */
import type { BagReasons, ShipmentReason } from "../../contract/types";

export type ReasonFlow = "cancel" | "return";

interface Reason {
  id: number;
  text: string;
  qcType: ("pre_qc" | "post_qc")[];
  /** The shopper writes their own reason. */
  other?: true;
}

const REASONS: Record<ReasonFlow, Reason[]> = {
  cancel: [
    { id: 1, text: "Ordered by mistake", qcType: [] },
    { id: 2, text: "Found a better price elsewhere", qcType: [] },
    { id: 3, text: "Delivery is taking too long", qcType: [] },
    { id: 4, text: "Changed my mind", qcType: [] },
    { id: 9, text: "Other", qcType: [], other: true },
  ],
  return: [
    { id: 11, text: "Product is damaged", qcType: ["pre_qc"] },
    { id: 12, text: "Wrong item delivered", qcType: ["pre_qc"] },
    { id: 13, text: "Size does not fit", qcType: ["post_qc"] },
    { id: 14, text: "Quality is not as expected", qcType: ["post_qc"] },
    { id: 19, text: "Other", qcType: ["post_qc"], other: true },
  ],
};

/** getShipmentReasons' list for a flow, highest priority first. */
export function shipmentReasons(flow: ReasonFlow): ShipmentReason[] {
  return REASONS[flow].map((reason, index) => ({
    reason_id: reason.id,
    reason_text: reason.text,
    priority: REASONS[flow].length - index,
    show_text_area: reason.other === true,
    feedback_type: reason.other ? "text" : "",
    flow,
  }));
}

/** getShipmentBagReasons' list for a flow. */
export function bagReasons(flow: ReasonFlow): BagReasons[] {
  return REASONS[flow].map((reason) => ({
    id: reason.id,
    display_name: reason.text,
    qc_type: [...reason.qcType],
    question_set: [],
    meta: { show_text_area: reason.other === true },
    reasons: [],
  }));
}

/** The reason of a flow with this id, if there is one. */
export function findReason(flow: ReasonFlow, id: number): { text: string; preQc: boolean; other: boolean } | undefined {
  const reason = REASONS[flow].find((r) => r.id === id);
  return reason && { text: reason.text, preQc: reason.qcType.includes("pre_qc"), other: reason.other === true };
}
