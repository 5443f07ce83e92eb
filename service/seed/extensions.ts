/**
 * The demo store's extension (docs/decisions/0036-theme-supplied-code.md): a notice whose script and
 * stylesheet are served from the store's own origin (public/extensions/demo/), as a home page section
 * and in the footer's top slot — one binding (same assets, same source), so its script loads once.
 */
import type { ThemeSection } from "../contract/types";

export const DEMO_EXTENSION_ID = "6650a1c2e4b0f1a2b3c4d5e6";

function demoNotice(message: string): ThemeSection {
  return {
    name: "demo-notice",
    label: "Notice (demo extension)",
    props: { message: { type: "text", value: message } },
    blocks: [],
    predicate: {
      screen: { mobile: true, tablet: true, desktop: true },
      user: { authenticated: true, anonymous: true },
      route: { selected: "none", exact_url: "", query: {} },
    },
    __source: { id: DEMO_EXTENSION_ID, bundle_name: "vitrine-demo", type: "extension" },
    assets: { js: "/extensions/demo/notice.js", css: "/extensions/demo/notice.css" },
  };
}

/** The home page's extension section. */
export const demoExtensionSection = (): ThemeSection =>
  demoNotice("Free gift wrapping on every order this festive season.");

/** The theme's global config `extension` slots (spec §2.5). */
export const demoExtensionSlots = (): Record<string, ThemeSection[]> => ({
  footer_top: [demoNotice("Questions about an order? Our support team answers within a day.")],
});
