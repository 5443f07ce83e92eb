/**
 * The settings area (spec §2.5, part 2 §2): its side navigation and paths. /setting/store shows
 * only for deployments with store selection.
 */
interface SettingsEntry {
  link: string;
  /** A short glyph shown before the label (decorative). */
  icon: string;
  display: string;
  /** Shown only when deployment store selection is enabled. */
  deployment_store: boolean;
}

const SETTINGS_NAV: SettingsEntry[] = [
  { link: "/setting/store/", icon: "⌂", display: "Store", deployment_store: true },
  { link: "/setting/currency/", icon: "¤", display: "Currency", deployment_store: false },
  { link: "/setting/language/", icon: "Aa", display: "Language", deployment_store: false },
];

/** Any other /setting/* path goes here (spec). */
export const DEFAULT_SETTINGS_PATH = "/setting/currency/";

/** The entries a deployment shows. */
export const settingsNav = (storeSelection: boolean) =>
  SETTINGS_NAV.filter((entry) => !entry.deployment_store || storeSelection);

/** The chosen currency code when the service supports it, else null. */
export function supportedCurrency(value: unknown, codes: string[]): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return codes.includes(code) ? code : null;
}
