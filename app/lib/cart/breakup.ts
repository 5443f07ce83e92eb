/**
 * The bag's price breakup as it is shown: the service's display entries (spec part 2 §3), each
 * value formatted with the shop's grouping (Indian for rupees, spec §9), the Total last and marked.
 */
import { formatPrice } from "~/lib/money";

interface BreakupEntry {
  key: string;
  display: string;
  value: number;
  currency_code?: string;
  currency_symbol?: string | null;
  message?: string[];
}

export interface BreakupRow {
  key: string;
  label: string;
  /** "₹1,23,456", "-₹500" for a discount. */
  value: string;
  /** Extra lines the service gives for an entry (e.g. why a delivery charge applies). */
  notes: string[];
  total: boolean;
}

const isTotal = (entry: BreakupEntry) => entry.key === "total";

/**
 * The rows to show: entries with a value (zero-valued ones left out, the Total always kept), the
 * Total moved last. `fallback` is the currency when an entry names none.
 */
export function breakupRows(
  entries: readonly BreakupEntry[],
  fallback: { code?: string; symbol?: string } = {},
): BreakupRow[] {
  const rows = entries
    .filter((entry) => isTotal(entry) || (Number.isFinite(entry.value) && entry.value !== 0))
    .map((entry) => ({
      key: entry.key,
      label: entry.display,
      value: formatPrice(
        entry.value,
        entry.currency_symbol || fallback.symbol || "₹",
        entry.currency_code || fallback.code,
      ),
      notes: entry.message?.filter(Boolean) ?? [],
      total: isTotal(entry),
    }));
  return [...rows.filter((row) => !row.total), ...rows.filter((row) => row.total)];
}

/** "3 items" / "1 item": the bag's heading count (spec: the sum of line quantities). */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
