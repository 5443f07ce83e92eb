/** Sleeping sections' views kept beside the request for its server render (decision 35). */
import type { AppLoadContext } from "@remix-run/node";

const stashes = new WeakMap<object, Map<string, unknown>>();

/** Keeps a sleeping section's view for this request's render (keyed by the section's element id). */
export function stashSectionView(context: AppLoadContext | undefined, id: string, view: unknown): void {
  if (!context) return;
  let stash = stashes.get(context);
  if (!stash) stashes.set(context, (stash = new Map<string, unknown>()));
  stash.set(id, view);
}

/** The sleeping sections' views the loaders of this request kept. */
export function stashedSectionViews(context: AppLoadContext): ReadonlyMap<string, unknown> {
  return stashes.get(context) ?? new Map();
}
