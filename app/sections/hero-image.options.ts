/**
 * The hero's choice props: the values its view builder accepts and their defaults. The section
 * definitions a theme offers (the seed's available_sections) list the same ones, from here.
 * Dependency-free so the seed can import it.
 */
export const HERO_PLACEMENTS = [
  "top_start",
  "top_center",
  "top_end",
  "center_start",
  "center_center",
  "center_end",
  "bottom_start",
  "bottom_center",
  "bottom_end",
] as const;
export const HERO_ALIGNMENTS = ["left", "center", "right"] as const;
export const HERO_OVERLAYS = ["no_overlay", "white_overlay", "black_overlay"] as const;

export const HERO_DEFAULTS = {
  text_placement_desktop: "center_start",
  text_alignment_desktop: "left",
  overlay_option: "no_overlay",
} as const;

/** `value` when it is one of `values`, else `fallback`. */
export const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;
