/**
 * Store-wide public data (theme, navigation, contact info, product details) changes rarely and is
 * the same for every shopper: it is kept for STORE_CACHE_TTL_MS per process so a page view does not
 * re-read it. Failures are not kept. The map is one per process, shared by every copy of this module
 * (the Remix server bundle holds its own) through a registered symbol, so that server.ts can empty
 * it when the catalogue changes: the page cache it empties at the same moment would otherwise be
 * refilled from these copies, the change showing only when they expire.
 */
import { loadConfig } from "../config/env";

type Entry = { at: number; value: Promise<unknown> };
const SHARED = Symbol.for("vitrine.public-cache");
const holder = globalThis as { [SHARED]?: Map<string, Entry> };
const cache = (holder[SHARED] ??= new Map<string, Entry>());
const CACHE_MAX_ENTRIES = 1_000;

export function cachedPublic<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < loadConfig().storeCacheTtlMs) return hit.value as Promise<T>;
  cache.delete(key);
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // Bounded: the oldest entry goes first (a Map iterates in insertion order).
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Forgets every kept value of this process (the catalogue changed). */
export function clearPublicCache(): void {
  cache.clear();
}
