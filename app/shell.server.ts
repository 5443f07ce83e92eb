/**
 * Data for the storefront shell (header, footer, theme variables, preview bar), loaded by the root
 * route. Store-wide data is cached briefly; the theme is the applied one or the one being previewed.
 */
import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { activeLocation, locationLabel, type ShopperLocation } from "~/lib/location";
import { DEFAULT_HEADER_NAV, pickNavigation, toNavItems, type NavItem } from "~/lib/navigation";
import { themeGlobalProps, themeStyleVariables } from "~/lib/theme";
import type { SocialLink } from "~/sdk/api";
import { loadConfig } from "../config/env";
import type { AnalyticsSettings } from "~/lib/analytics";
import { withAnalytics } from "~/analytics.server";
import { loadShopper } from "~/auth/shopper.server";
import { integrationCredential } from "~/integration-credential.server";
import { cachedPublic, critical } from "~/sdk.server";
import { commitSession, type CartNotice } from "~/session.server";
import { loadCartCount } from "~/cart/cart.server";
import { getTheme } from "~/theme.server";
import { onboardingGate } from "~/onboarding.server";
import { deploymentFlags } from "~/store-selection.server";
import { requestScope } from "~/request-scope.server";
import { editorFlags } from "~/lib/editor-protocol";
import { loadStoreTags, shellThemeCode, type ShellThemeCode } from "~/theme-runtime.server";

/**
 * The shell's islands (components/Island) as the server renders them: imported from here, they stay
 * out of the browser's root chunk, which imports them on demand.
 */
export { ErrorView } from "~/components/ErrorView";
export { Footer } from "~/components/Footer";
export { NotFound } from "~/components/NotFound";
export { LocationForm } from "~/components/LocationForm";
export { PreviewBar } from "~/components/PreviewBar";

export interface PreviewState {
  visible: boolean;
  /** The previewed theme id, or null for a development build. */
  themeId: string | null;
}

/** A navigation link as the header and footer render it (tags and images stay on the server). */
export interface ShellLink {
  display: string;
  href: string;
  children?: ShellLink[];
}

/** With the theme's code (decision 36): injected tags and extension slots, absent when the store has none. */
export interface ShellData extends ShellThemeCode {
  store: { name: string; description: string; logo: string; mobileLogo: string };
  headerNav: ShellLink[];
  footerNav: ShellLink[];
  social: SocialLink[];
  support: { phone: string[]; email: string[]; timing: string };
  footerDescription: string;
  copyright: string;
  themeVars: Record<string, string>;
  showHeaderAuth: boolean;
  authenticated: boolean;
  /** The signed-in shopper's first name (header greeting); null when signed out. */
  userFirstName: string | null;
  /** The sum of the cart's quantities (the service's basic count). */
  cartCount: number;
  /** The outcome of a cart change made without JavaScript, shown once. */
  cartNotice: CartNotice | null;
  /** The shopper's delivery location (header "Deliver to …"), null when none or older than a day. */
  location: ShopperLocation | null;
  /** The header's "Deliver to …" label of `location` ("400001 Mumbai"), formatted here for the browser's sake. */
  locationLabel: string | null;
  /** Deployment store selection is on: the settings show the Store entry. */
  storeSelection: boolean;
  preview: PreviewState;
  csr: boolean;
  analytics: AnalyticsSettings;
  /** Edit or preview mode (spec §2.4 flags): the origins whose editor messages the page takes; null for shoppers. */
  editor: { origins: string[] } | null;
}

/** A Google Tag Manager container id (the gtm integration credential). */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Only what the shell renders: this data travels inline in every page (ARCHITECTURE.md §4). */
function shellLinks(items: NavItem[]): ShellLink[] {
  return items.map(({ display, href, children }) =>
    children.length ? { display, href, children: shellLinks(children) } : { display, href },
  );
}

const SOCIAL_ORDER = [
  "facebook",
  "instagram",
  "twitter",
  "pinterest",
  "youtube",
  "linked_in",
  "vimeo",
  "google_plus",
  "blog_link",
] as const;

/**
 * The root route's loader. It lives here, not in root.tsx, so that the browser's root chunk imports
 * no stand-in for @remix-run/node (one file fewer on pages whose route does not: bench/README.md).
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const shell = await loadShell(request, context);
  return data(shell, { headers: await shellHeaders(request, context, shell) });
}

/** Headers the shell's response needs: a one-time notice read from the session is gone from it. */
async function shellHeaders(request: Request, context: AppLoadContext, shell: ShellData) {
  if (!shell.cartNotice) return undefined;
  return { "Set-Cookie": await commitSession(await requestScope(request, context).session()) };
}

async function loadShell(request: Request, context: AppLoadContext): Promise<ShellData> {
  const url = new URL(request.url);
  const previewRequest = url.searchParams.get("themeId");
  if (previewRequest) {
    // A theme-editor link (?themeId=…): remember the theme in the session, then show the page.
    url.searchParams.delete("themeId");
    const back = url.pathname + (url.search || "");
    throw redirect(`/preview?${new URLSearchParams({ themeId: previewRequest, redirectTo: back })}`);
  }
  const api = requestScope(request, context).api;
  const session = await requestScope(request, context).session();
  const scope = requestScope(request, context);
  // Not critical: a failure shows 0 (loadCartCount).
  const cartCount = loadCartCount(scope);
  const gtmId = integrationCredential(api, "gtm", GTM_ID);
  const tags = loadStoreTags(api);
  const [detail, info, navigations, theme, shopper, flags] = await critical(
    Promise.all([
      cachedPublic("app:detail", () => api.configuration.getBasicDetails()),
      cachedPublic("app:information", () => api.configuration.getContactInfo()),
      cachedPublic("content:navigations", () => api.content.getNavigations({ pageSize: 50 })),
      getTheme(api, session),
      // Per shopper, never cached; a failure means signed out for this page.
      loadShopper(request, context),
      deploymentFlags(api),
    ]),
  );
  if (shopper.expired && request.method === "GET") {
    // The service ended the session: forget its token and show the same page signed out.
    throw redirect(url.pathname + url.search, {
      headers: withAnalytics(request, [{ event: "forced_logout" }], { "Set-Cookie": await commitSession(session) }),
    });
  }
  // While the onboarding wizard is required, every page sends the shopper to it.
  await onboardingGate(request, context, shopper.user !== null);

  const headerEntries = toNavItems(pickNavigation(navigations.items, "top"));
  const custom = themeGlobalProps(theme);
  const colorsAuth = theme.config.list.find((c) => c.name === theme.config.current)?.global_config.static.props.auth;
  const previewThemeId = session.get("previewThemeId") ?? null;
  const isDevelopment = process.env.NODE_ENV === "development";
  const editMode = editorFlags(url.searchParams).edit;

  const location = activeLocation(session.get("location"), Date.now());
  return {
    store: {
      name: detail.name,
      description: detail.description,
      logo: detail.logo.secure_url,
      mobileLogo: detail.mobile_logo.secure_url || detail.logo.secure_url,
    },
    headerNav: shellLinks(headerEntries.length ? headerEntries : DEFAULT_HEADER_NAV),
    footerNav: shellLinks(toNavItems(pickNavigation(navigations.items, "bottom"))),
    // Only links a shopper can follow and recognise: icon, link and title all present.
    social: SOCIAL_ORDER.map((key) => info.social_links[key]).filter((s): s is SocialLink =>
      Boolean(s?.icon && s.link && s.title),
    ),
    support: {
      phone: info.support.phone.map((p) => `${p.code ? `+${p.code.replace(/^\+/, "")} ` : ""}${p.number}`),
      email: info.support.email.map((e) => e.value),
      timing: info.support.timing,
    },
    footerDescription: typeof custom.footer_description === "string" ? custom.footer_description : detail.description,
    copyright: info.copyright_text,
    themeVars: themeStyleVariables(theme),
    showHeaderAuth: colorsAuth?.show_header_auth ?? true,
    authenticated: shopper.user !== null,
    location,
    locationLabel: location && locationLabel(location),
    storeSelection: flags.storeSelection,
    userFirstName: shopper.user ? shopper.user.first_name || "Account" : null,
    cartCount: await cartCount,
    // Reading the flash removes it: the root loader stores that (shellHeaders).
    cartNotice: session.get("cartNotice") ?? null,
    preview: {
      visible: !editMode && !session.get("previewBarHidden") && (isDevelopment || previewThemeId !== null),
      themeId: previewThemeId,
    },
    csr: url.searchParams.get("__csr") === "true",
    analytics: { gtmId: await gtmId, consentRequired: loadConfig().analyticsConsent === "required" },
    editor: editMode ? { origins: loadConfig().editorOrigins } : null,
    ...shellThemeCode(await tags, theme, { url: request.url, context }),
  };
}
