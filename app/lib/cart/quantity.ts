/**
 * The bag's quantity buttons with JavaScript: each line has one fetcher (keyed per line) and at
 * most one request in flight. Clicks move a target quantity at once (shown optimistically); when
 * the line's request has settled, the target is sent if the server does not have it yet. Rapid
 * clicks therefore end in one last request for the last quantity shown, and requests for one line
 * never race each other. Pure: the component feeds it its state.
 */

/** One + or − click from the quantity shown, kept within the bounds. */
export function steppedQuantity(shown: number, step: 1 | -1, min: number, max: number): number {
  return Math.min(max, Math.max(min, shown + step));
}

/** The quantity in a pending update form, or null (another intent, or no pending submission). */
export function pendingQuantity(formData: FormData | undefined): number | null {
  if (!formData || formData.get("intent") !== "update") return null;
  const value = Number(formData.get("quantity"));
  return Number.isInteger(value) && value > 0 ? value : null;
}

interface LineQuantityState {
  /** The quantity in the cart as last loaded. */
  server: number;
  /** What the shopper's clicks asked for and has not settled yet, or null. */
  target: number | null;
  /** The quantity of the request in flight, or null when the line's fetcher is idle. */
  inFlight: number | null;
  /** The quantity last sent for this target (null when nothing was sent since the target was set). */
  lastSent: number | null;
}

/** The quantity to show: the shopper's latest wish first, then what is on its way, then the cart's. */
export function shownQuantity({ server, target, inFlight }: LineQuantityState): number {
  return target ?? inFlight ?? server;
}

type QuantityStep = { kind: "wait" } | { kind: "send"; quantity: number } | { kind: "settled" };

/**
 * What to do next for a line: wait while a request is in flight; when idle, send the target unless
 * it is already the cart's quantity or was already sent (a refused request is not retried: the cart's
 * quantity and the service's message show).
 */
export function nextQuantityStep({ server, target, inFlight, lastSent }: LineQuantityState): QuantityStep {
  if (target === null) return { kind: "wait" };
  if (inFlight !== null) return { kind: "wait" };
  if (target === server || target === lastSent) return { kind: "settled" };
  return { kind: "send", quantity: target };
}
