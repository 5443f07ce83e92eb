/**
 * What a shopper may still do with a shipment and its bags (pure): cancel while the store has not
 * shipped it (placed, confirmed, packed); return a delivered bag within its product's return window,
 * counted from the delivery. Shipments, bags, the reasons and the cancel/return itself all ask here.
 */

/** The statuses a shopper (or the store) may still cancel from. */
export const CANCELLABLE_STATUSES: readonly string[] = ["placed", "confirmed", "packed"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A product's return terms (the catalogue's return_config): returnable or not, within `days` of delivery. */
export interface ReturnWindow {
  returnable: boolean;
  days: number;
}

export interface BagRules {
  can_cancel: boolean;
  can_return: boolean;
  /** Until when (ISO) it may be returned: null unless delivered and returnable. */
  returnable_date: string | null;
}

/** A bag of a shipment now at `status`, delivered at `deliveredAt` (null: not delivered), at `now`. */
export function bagRules(status: string, deliveredAt: Date | null, window: ReturnWindow, now: number): BagRules {
  const delivered = status === "delivery_done" && deliveredAt !== null;
  const until = delivered && window.returnable ? deliveredAt.getTime() + window.days * DAY_MS : null;
  return {
    can_cancel: CANCELLABLE_STATUSES.includes(status),
    can_return: until !== null && now <= until,
    returnable_date: until === null ? null : new Date(until).toISOString(),
  };
}

/** A shipment's rules from its bags': it may be cancelled or returned when any of its bags may. */
export function shipmentRules(bags: BagRules[]): BagRules {
  const dates = bags.flatMap((b) => (b.returnable_date ? [b.returnable_date] : [])).sort();
  return {
    can_cancel: bags.some((b) => b.can_cancel),
    can_return: bags.some((b) => b.can_return),
    returnable_date: dates.at(-1) ?? null,
  };
}

/** When a shipment was delivered: its last delivery_done event (null while not delivered). */
export function deliveredAt(events: { status: string; at: Date }[]): Date | null {
  const delivered = events.filter((e) => e.status === "delivery_done");
  return delivered.at(-1)?.at ?? null;
}
