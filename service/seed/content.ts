/**
 * Store-level builders for the demo store: the application, its documents (contact information,
 * features, SEO, support, legal, currency), currencies and navigation menus. Pure functions.
 */
import type {
  AppFeatureResponse,
  ApplicationInformation,
  LegalResponse,
  NavigationReference,
  SeoResponse,
  SupportResponse,
} from "../contract/types";
import type { appDocuments, applications, currencies, navigations } from "../db/schema";
import { mediaUrl } from "../media/art";
import { BASE_DATE, type CategoryTree, type DeptSlug } from "./catalog";
import { ORDERING_STORE_CONFIG } from "./stores";
import { hexId } from "./random";
import invariant from "tiny-invariant";

type ApplicationRow = typeof applications.$inferInsert;
type AppDocumentRow = typeof appDocuments.$inferInsert;
type CurrencyRow = typeof currencies.$inferInsert;
type NavigationRow = typeof navigations.$inferInsert;

const ISO = BASE_DATE.toISOString();

/** The languages the storefront offers (Fynd's SupportedLanguage). */
const LANGUAGES = [
  { name: "English", code: "en-IN" },
  { name: "हिन्दी", code: "hi-IN" },
];
const SUPPORT_PHONE = "18002667474";
const SUPPORT_EMAIL = "support@vitrine.example";

export const STORE_COLOUR = "7043f7";

export function buildApplication(applicationId: string, token: string): ApplicationRow {
  return {
    id: applicationId,
    name: "Vitrine Demo Store",
    slug: "vitrine-demo",
    description:
      "Vitrine Demo Store brings India's favourite fashion and lifestyle labels together: clothing, footwear, accessories and home decor, delivered across India.",
    token,
    companyId: 1,
    domain: "localhost:3000",
    logo: mediaUrl("logo", "vitrine", STORE_COLOUR),
    mobileLogo: mediaUrl("mobile-logo", "vitrine", STORE_COLOUR),
    favicon: mediaUrl("mobile-logo", "vitrine", STORE_COLOUR, { width: 64, height: 64 }),
    banner: mediaUrl("hero", "vitrine-banner", STORE_COLOUR),
    isActive: true,
    mode: "live",
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
  };
}

// ---------------------------------------------------------------------------------------------
// Currencies

/**
 * `unitsPerInr`: DEMO exchange rates, fixed (units of the currency per 1 INR, roughly the market in
 * late 2025). They are not live rates and must not be used for real payments.
 */
const CURRENCIES: {
  code: string;
  name: string;
  symbol: string;
  country: string;
  countryCode: string;
  unitsPerInr: number;
}[] = [
  { code: "INR", name: "Indian Rupee", symbol: "₹", country: "India", countryCode: "IN", unitsPerInr: 1 },
  {
    code: "USD",
    name: "US Dollar",
    symbol: "$",
    country: "United States of America",
    countryCode: "US",
    unitsPerInr: 0.0113,
  },
  { code: "EUR", name: "Euro", symbol: "€", country: "European Union", countryCode: "EU", unitsPerInr: 0.0097 },
  {
    code: "GBP",
    name: "Pound Sterling",
    symbol: "£",
    country: "United Kingdom",
    countryCode: "GB",
    unitsPerInr: 0.0085,
  },
  {
    code: "AED",
    name: "UAE Dirham",
    symbol: "د.إ",
    country: "United Arab Emirates",
    countryCode: "AE",
    unitsPerInr: 0.0415,
  },
];

const currencyId = (code: string) => hexId(`vitrine:currency:${code}`);

export function buildCurrencies(): CurrencyRow[] {
  return CURRENCIES.map((c) => ({
    id: currencyId(c.code),
    code: c.code,
    name: c.name,
    symbol: c.symbol,
    decimalDigits: 2,
    isActive: true,
    countryName: c.country,
    countryCode: c.countryCode,
    unitsPerInr: c.unitsPerInr,
  }));
}

// ---------------------------------------------------------------------------------------------
// Documents

export function buildAppDocuments(applicationId: string): AppDocumentRow[] {
  const social = (title: string, icon: string, link: string) => ({ title, icon: mediaUrl("icon", icon), link });
  const information: ApplicationInformation = {
    _id: hexId(`vitrine:information:${applicationId}`),
    application: applicationId,
    address: {
      address_line: ["4th Floor, Trade View, Kamala Mills Compound", "Senapati Bapat Marg, Lower Parel"],
      phone: [{ code: "+91", number: "2249631000" }],
      city: "Mumbai",
      country: "India",
      pincode: 400013,
      loc: null,
    },
    support: {
      phone: [{ code: "+91", number: SUPPORT_PHONE, key: "Customer care" }],
      email: [{ value: SUPPORT_EMAIL, key: "Customer care" }],
      timing: "Monday to Saturday, 10:00 AM to 7:00 PM IST",
    },
    social_links: {
      facebook: social("Facebook", "facebook", "https://www.facebook.com/vitrinedemostore"),
      instagram: social("Instagram", "instagram", "https://www.instagram.com/vitrinedemostore"),
      twitter: social("Twitter", "twitter", "https://twitter.com/vitrinedemo"),
      youtube: social("YouTube", "youtube", "https://www.youtube.com/@vitrinedemostore"),
      pinterest: social("Pinterest", "pinterest", "https://www.pinterest.com/vitrinedemostore"),
    },
    links: [
      { title: "About us", link: "/about-us" },
      { title: "Store locator", link: "/locate-us/" },
      { title: "Blog", link: "/blog/" },
      { title: "Shipping policy", link: "/shipping-policy/" },
      { title: "Return policy", link: "/return-policy/" },
    ],
    copyright_text: "© 2026 Vitrine Demo Store",
    business_highlights: [
      { title: "Free shipping", sub_title: "On all orders above ₹999", icon: mediaUrl("icon", "truck") },
      { title: "Easy returns", sub_title: "30-day hassle-free returns", icon: mediaUrl("icon", "return") },
      {
        title: "Secure payments",
        sub_title: "UPI, cards, net banking and cash on delivery",
        icon: mediaUrl("icon", "shield"),
      },
    ],
    created_at: ISO,
    updated_at: ISO,
  };

  const features: AppFeatureResponse = {
    feature: {
      product_detail: {
        similar: ["basic", "visual", "brand", "category", "price"],
        seller_selection: false,
        update_product_meta: true,
        request_product: false,
      },
      landing_page: {
        launch_page: { page_type: "home", params: null, query: null },
        continue_as_guest: true,
        login_btn_text: "Login",
        show_domain_textbox: false,
        show_register_btn: true,
      },
      // Asking for a store address at registration is for B2B channels, not a shop for consumers.
      registration_page: { ask_store_address: false },
      home_page: { order_processing: true },
      common: {
        communication_optin_dialog: { visibility: false },
        // Off: with it on, every first visit opens the store-choosing wizard before the shop can be
        // browsed, which suits an in-store kiosk, not an online shop. The ordering stores are seeded
        // (ordering_store below) so that turning it on in this document is all it takes.
        deployment_store_selection: { enabled: false, type: "hard" },
        listing_price: { value: "min", sort: "min" },
        currency: { value: ["INR"], type: "explicit", default_currency: "INR" },
        revenue_engine: { enabled: false },
        feedback: { enabled: true },
        compare_products: { enabled: true },
        reward_points: {
          credit: { enabled: true },
          debit: { enabled: true, auto_apply: false, strategy_channel: "REWARDS" },
        },
        listing_page: { sort_on: "popular" },
        // On: addresses can be in India, the United States, the United Arab Emirates or the United Kingdom.
        international_shipping: { enabled: true },
      },
      cart: {
        gst_input: true,
        // Staff selection is for orders placed with a salesperson in a store.
        staff_selection: false,
        placing_for_customer: false,
        // The map picker; the service answers false while no maps key (GOOGLE_MAPS_API_KEY) is set.
        google_map: true,
        revenue_engine_coupon: false,
      },
      qr: { application: false, products: false, collections: false },
      pcr: { staff_selection: false },
      order: { buy_again: true },
    },
  };

  const seo: SeoResponse = {
    seo: {
      details: {
        title: "Vitrine Demo Store: fashion and lifestyle online",
        description:
          "Shop clothing, footwear, accessories and home decor from 30+ Indian labels. Free shipping above ₹999 and easy 30-day returns.",
        image_url: mediaUrl("hero", "vitrine-banner", STORE_COLOUR),
      },
      robots_txt: "User-agent: *\nAllow: /\nDisallow: /cart/\nDisallow: /profile/\nDisallow: /auth/\n",
      sitemap_enabled: true,
      cannonical_enabled: true,
      custom_meta_tags: [
        { name: "theme-color", content: "#7043F7" },
        { name: "author", content: "Vitrine Demo Store" },
      ],
      additonal_sitemap: "",
    },
  };

  const support: Omit<SupportResponse, "_id" | "application"> = {
    contact: {
      phone: { active: true, phone: [{ key: "Customer care", code: "+91", number: SUPPORT_PHONE }] },
      email: { active: true, email: [{ key: "Customer care", value: SUPPORT_EMAIL }] },
    },
    created: true,
  };

  const legal: LegalResponse = {
    _id: hexId(`vitrine:legal:${applicationId}`),
    application: applicationId,
    tnc:
      "# Terms and conditions\n\nBy using the Vitrine Demo Store you agree to these terms. Prices are in Indian Rupees and include GST.\n\n" +
      "- Orders are confirmed once payment is received or cash on delivery is selected.\n- We may cancel orders for items that go out of stock.\n- Product colours may vary slightly from the images shown.\n",
    policy:
      "# Privacy policy\n\nWe collect only what we need to deliver your orders: your name, contact details and address.\n\n" +
      "We never sell your data. You can ask us to delete your account at any time by writing to " +
      SUPPORT_EMAIL +
      ".\n",
    shipping:
      "# Shipping policy\n\n- **Free shipping** on orders above ₹999; a ₹79 fee applies below that.\n- Orders ship within 2 business days and arrive in 3 to 7 days.\n- We deliver to over 19,000 pincodes across India.\n",
    returns:
      "# Return policy\n\n- Return unused items with tags within **30 days** of delivery.\n- Refunds reach your original payment method within 7 business days.\n- Innerwear, earrings and candles cannot be returned for hygiene reasons.\n",
    faq: [
      {
        question: "How long does delivery take?",
        answer: "Most orders arrive within 3 to 7 business days. Metro cities are usually faster.",
      },
      {
        question: "Is cash on delivery available?",
        answer: "Yes, cash on delivery is available on orders up to ₹10,000 at most pincodes.",
      },
      {
        question: "How do I return an item?",
        answer:
          "Go to My Orders, choose the item and select Return. Our courier partner will pick it up from your address.",
      },
      {
        question: "Do you ship outside India?",
        answer: "Yes, to the United States, the United Arab Emirates and the United Kingdom.",
      },
    ],
    created_at: ISO,
    updated_at: ISO,
  };

  const docs: Record<string, unknown> = {
    information,
    features,
    seo,
    support,
    legal,
    app_currency: { default_currency: { ref: currencyId("INR"), code: "INR" } },
    ordering_store: ORDERING_STORE_CONFIG,
    languages: { items: LANGUAGES },
    about: {
      company_info: {
        _id: hexId("vitrine:company:1"),
        uid: 1,
        created_on: ISO,
        is_active: true,
        name: "Vitrine Retail Pvt Ltd",
        addresses: [
          {
            pincode: 560038,
            address1: "3rd Floor, 612, 100 Feet Road, Indiranagar",
            address2: "HAL 2nd Stage",
            city: "Bengaluru",
            state: "Karnataka",
            country: "India",
            address_type: "registered",
          },
        ],
        notification_emails: [SUPPORT_EMAIL],
      },
      owner_info: {
        _id: hexId("vitrine:owner:1"),
        emails: [{ active: true, primary: true, verified: true, email: "owner@vitrine.example" }],
        phone_numbers: [{ active: true, primary: true, verified: true, country_code: 91, phone: "8041125500" }],
        first_name: "Kavya",
        last_name: "Menon",
        profile_pic: "",
      },
    },
  };
  return Object.entries(docs).map(([kind, data]) => ({
    applicationId,
    kind,
    data: data as Record<string, unknown>,
    updatedAt: BASE_DATE,
  }));
}

// ---------------------------------------------------------------------------------------------
// Navigation

type PageRef = NonNullable<NavigationReference["action"]["page"]>;

function nav(
  display: string,
  page: PageRef,
  sortOrder: number,
  options: { active?: boolean; image?: string; sub?: NavigationReference[]; tags?: string[] } = {},
): NavigationReference {
  return {
    display,
    image: options.image ?? "",
    type: "",
    action: { type: "page", page },
    active: options.active ?? true,
    sort_order: sortOrder,
    tags: options.tags ?? [],
    acl: ["all"],
    _locale_language: {},
    sub_navigation: options.sub ?? [],
  };
}

/** Navigation sub-menus: the leaf categories shown under each department, in array order. */
const DEPT_MENU: Record<DeptSlug, string[]> = {
  men: ["t-shirts", "shirts", "jeans", "kurtas", "sneakers"],
  women: ["sarees", "kurtas", "tops", "handbags", "earrings"],
  kids: ["t-shirts", "jeans", "sneakers", "backpacks"],
  home: ["cushion-covers", "bedsheets", "vases", "candles", "mugs"],
};
/** Sort orders deliberately out of array order so a storefront must sort. */
const SUB_ORDER = [2, 1, 3, 5, 4];

export function buildNavigations(
  applicationId: string,
  departments: { uid: number; slug: string; name: string; logo: string }[],
  tree: CategoryTree,
): NavigationRow[] {
  const deptEntry = (slug: DeptSlug, sortOrder: number) => {
    const d = departments.find((x) => x.slug === slug);
    invariant(d, `unknown department ${slug}`);
    const sub = DEPT_MENU[slug].map((catSlug, i) => {
      const lf = tree.leaves.find((l) => l.slug === catSlug);
      invariant(lf && lf.def.depts.includes(slug), `Menu category ${catSlug} not in ${slug}`);
      return nav(
        lf.def.name,
        {
          type: "category",
          params: { slug: [catSlug] },
          query: { department: [slug] },
          url: `/category/${catSlug}?department=${slug}`,
        },
        SUB_ORDER[i],
      );
    });
    return nav(d.name, { type: "categories", params: { department: [slug] }, url: `/categories/${slug}` }, sortOrder, {
      image: d.logo,
      sub,
    });
  };

  const main: NavigationReference[] = [
    nav("Home", { type: "home", url: "/" }, 1),
    deptEntry("women", 3),
    deptEntry("men", 2),
    deptEntry("kids", 5),
    deptEntry("home", 4),
    nav(
      "New Arrivals",
      { type: "collection", params: { slug: ["new-arrivals"] }, url: "/collection/new-arrivals" },
      6,
      { tags: ["new"] },
    ),
    nav("Collections", { type: "collections", url: "/collections/" }, 8),
    nav("Brands", { type: "brands", url: "/brands/" }, 7),
    nav("Sale (hidden)", { type: "collection", params: { slug: ["mega-sale"] }, url: "/collection/mega-sale" }, 9, {
      active: false,
    }),
  ];
  const footer: NavigationReference[] = [
    nav("About us", { type: "about-us", url: "/about-us" }, 1),
    nav("Contact us", { type: "contact-us", url: "/contact-us/" }, 2),
    nav("FAQ", { type: "faq", url: "/faq" }, 3),
    nav("Privacy policy", { type: "policy", url: "/privacy-policy/" }, 4),
    nav("Terms", { type: "tnc", url: "/terms-and-conditions/" }, 5),
    // Where order e-mails' readers (and anyone with an order id) follow an order without signing in.
    nav("Track your order", { type: "order-tracking", url: "/order-tracking/" }, 6),
  ];
  return [
    {
      id: hexId(`vitrine:navigation:${applicationId}:main-menu`),
      applicationId,
      name: "Main menu",
      slug: "main-menu",
      platform: ["web"],
      position: "top",
      orientation: { landscape: ["top"], portrait: ["top"] },
      navigation: main,
      createdAt: BASE_DATE,
    },
    {
      id: hexId(`vitrine:navigation:${applicationId}:footer-menu`),
      applicationId,
      name: "Footer menu",
      slug: "footer-menu",
      platform: ["web"],
      position: "bottom",
      orientation: { landscape: ["bottom"], portrait: ["bottom"] },
      navigation: footer,
      createdAt: BASE_DATE,
    },
  ];
}
