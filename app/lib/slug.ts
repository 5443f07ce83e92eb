/**
 * Slug conversion (spec §5): lowercase, spaces to hyphens, non-word characters removed.
 * "Summer Sale 2024!" → "summer-sale-2024". Hyphens already present are kept.
 */
export function toSlug(text: string): string {
  return String(text ?? "")
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\w-]+/g, "");
}
