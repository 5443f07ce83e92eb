/**
 * The product-list filter string `f`: `key:value` pairs, values of one key joined by `||` (OR),
 * keys joined by `:::` (AND), e.g. `brand:nike||puma:::department:men`.
 */

export type FilterMap = Map<string, string[]>;

export function parseFilterString(f: string | undefined): FilterMap {
  const out: FilterMap = new Map();
  if (!f) return out;
  for (const part of f.split(":::")) {
    const colon = part.indexOf(":");
    if (colon <= 0) continue;
    const key = part.slice(0, colon).trim();
    const values = part
      .slice(colon + 1)
      .split("||")
      .map((v) => v.trim())
      .filter((v) => v && !v.startsWith("__"));
    if (!values.length) continue;
    out.set(key, [...(out.get(key) ?? []), ...values]);
  }
  return out;
}
