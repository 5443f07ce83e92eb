/**
 * Theme → CSS custom properties. Values come from the store's theme, so every value is checked
 * against a strict pattern before it reaches a style sheet: a theme cannot inject CSS.
 */
import type { Theme, ThemeColors, ThemeConfigEntry } from "~/sdk";

/** Spec §9 default colours (button secondary is not in §9; black as in the stock theme). */
export const DEFAULT_THEME_COLORS: Readonly<ThemeColors> = Object.freeze({
  primary_color: "#7043F7",
  secondary_color: "#02d1cb",
  accent_color: "#ffffff",
  link_color: "#7043f7",
  button_secondary_color: "#000000",
  bg_color: "#f8f8f8",
});

export const DEFAULT_FONT = "Poppins";

type ThemeStyleVariables = {
  "--color-primary": string;
  "--color-secondary": string;
  "--color-accent": string;
  "--color-link": string;
  "--color-button-secondary": string;
  "--color-bg": string;
  "--font-body": string;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// rgb()/rgba()/hsl()/hsla() with numbers, percentages, degrees, commas, spaces and "/" only.
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[0-9.]+(?:%|deg)?(?:\s*[,\s/]\s*[0-9.]+%?){2,3}\s*\)$/i;
const NAMED = /^[a-z]{3,20}$/i;
const FONT = /^[a-z0-9][a-z0-9 -]{0,63}$/i;

/** The colour if it is a hex, rgb()/hsl() or named colour; otherwise undefined. */
function sanitizeColor(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (HEX.test(text) || FUNCTIONAL.test(text)) return text;
  // CSS-wide keywords would make the variable useless; "transparent" etc. are fine.
  if (NAMED.test(text) && !/^(?:inherit|initial|unset|revert|none|auto)$/i.test(text)) return text.toLowerCase();
  return undefined;
}

/** The font family if it is letters, digits, spaces and hyphens only; otherwise undefined. */
function sanitizeFontFamily(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/\s+/g, " ");
  return FONT.test(text) ? text : undefined;
}

/** The theme's current config entry (config.current by name, else the first). */
function currentThemeConfig(theme: Theme | null | undefined): ThemeConfigEntry | undefined {
  const list = theme?.config?.list;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list.find((entry) => entry?.name === theme?.config?.current) ?? list[0];
}

/** CSS custom properties for the document root, each falling back to the §9 default. */
export function themeStyleVariables(theme: Theme | null | undefined): ThemeStyleVariables {
  const colors: Partial<ThemeColors> = currentThemeConfig(theme)?.global_config?.static?.props?.colors ?? {};
  const color = (key: keyof ThemeColors) => sanitizeColor(colors[key]) ?? DEFAULT_THEME_COLORS[key];
  const font = sanitizeFontFamily(theme?.font?.family) ?? DEFAULT_FONT;
  return {
    "--color-primary": color("primary_color"),
    "--color-secondary": color("secondary_color"),
    "--color-accent": color("accent_color"),
    "--color-link": color("link_color"),
    "--color-button-secondary": color("button_secondary_color"),
    "--color-bg": color("bg_color"),
    "--font-body": `"${font}", system-ui, sans-serif`,
  };
}

/** `:root{--color-primary:#7043F7;…}` — safe to put in a <style> element (values are sanitised). */
export function themeStyleSheet(theme: Theme | null | undefined): string {
  const vars = themeStyleVariables(theme);
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
}

/** The current config's global_config.custom.props ({} when absent). */
export function themeGlobalProps(theme: Theme | null | undefined): Record<string, unknown> {
  const props = currentThemeConfig(theme)?.global_config?.custom?.props;
  return props && typeof props === "object" && !Array.isArray(props) ? props : {};
}
