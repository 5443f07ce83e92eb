/**
 * Store-level builders for the demo store: the application, its documents (contact information,
 * features, SEO, support, legal, currency), currencies, navigation menus, and its content: FAQ,
 * blog posts and custom pages (about us, size guide). Pure functions.
 */
import type {
  AppFeatureResponse,
  ApplicationInformation,
  LegalResponse,
  NavigationReference,
  SeoResponse,
  SupportResponse,
} from "../contract/types";
import type {
  appDocuments,
  applications,
  blogs,
  currencies,
  customPages,
  faqCategories,
  faqs,
  navigations,
} from "../db/schema";
import { DELIVERY_CHARGES } from "../modules/cart/breakup";
import { COD_TERMS_INR } from "../modules/payment/options";
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
      {
        title: "Free delivery",
        sub_title: `On orders of ${FREE_DELIVERY_FROM} or more`,
        icon: mediaUrl("icon", "truck"),
      },
      { title: "Easy returns", sub_title: "15-day returns on most items", icon: mediaUrl("icon", "return") },
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
        description: `Shop clothing, footwear, accessories and home decor from 30+ Indian labels. Free delivery from ${FREE_DELIVERY_FROM} and 15-day returns.`,
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
      "- Orders are confirmed once payment is received or cash on delivery is selected.\n" +
      `- Cash on delivery is available on orders of up to ${COD_LIMIT}, with a charge of ${COD_CHARGE}.\n` +
      "- We may cancel orders for items that go out of stock; anything you paid for them is refunded.\n" +
      "- Product colours may vary slightly from the images shown.\n",
    policy:
      "# Privacy policy\n\nWe collect only what we need to deliver your orders: your name, contact details and address.\n\n" +
      "We never sell your data. You can ask us to delete your account at any time by writing to " +
      SUPPORT_EMAIL +
      ".\n",
    shipping:
      "# Shipping policy\n\n" +
      `- **Free delivery** on orders of ${FREE_DELIVERY_FROM} or more after coupons; a ${DELIVERY_FEE} charge applies below that.\n` +
      "- Orders are packed within 2 business days and arrive in 3 to 7 days.\n" +
      "- We deliver across India, and to the United States, the United Arab Emirates and the United Kingdom.\n" +
      "- Follow any order from [Track your order](/order-tracking/) with the order id.\n",
    returns:
      "# Return policy\n\n" +
      "- Return unused items with their tags within **15 days** of delivery; home décor within **7 days**.\n" +
      "- Earrings cannot be returned for hygiene reasons.\n" +
      "- Refunds reach your original payment method within 5 to 7 business days; cash on delivery orders are refunded to a bank account or UPI id you add under Refund accounts.\n",
    faq: FAQ_CATEGORIES.flatMap((c) => c.faqs.slice(0, 1)).map(([question, answer]) => ({ question, answer })),
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
    nav("Blog", { type: "blog", url: "/blog/" }, 4),
    nav("Shipping policy", { type: "shipping-policy", url: "/shipping-policy/" }, 5),
    nav("Return policy", { type: "return-policy", url: "/return-policy/" }, 6),
    nav("Privacy policy", { type: "policy", url: "/privacy-policy/" }, 7),
    nav("Terms", { type: "tnc", url: "/terms-and-conditions/" }, 8),
    // Where order e-mails' readers (and anyone with an order id) follow an order without signing in.
    nav("Track your order", { type: "order-tracking", url: "/order-tracking/" }, 9),
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

// ---------------------------------------------------------------------------------------------
// FAQ, blog posts and custom pages (true to how this store works: delivery, COD, returns, refunds)

type FaqCategoryRow = typeof faqCategories.$inferInsert;
type FaqRow = typeof faqs.$inferInsert;
type BlogRow = typeof blogs.$inferInsert;
type CustomPageRow = typeof customPages.$inferInsert;

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const FREE_DELIVERY_FROM = rupees(DELIVERY_CHARGES.threshold);
const DELIVERY_FEE = rupees(DELIVERY_CHARGES.charges);
const COD_LIMIT = rupees(COD_TERMS_INR.limitPerOrder);
const COD_CHARGE = rupees(COD_TERMS_INR.charge);

const FAQ_CATEGORIES: { slug: string; title: string; description: string; icon: string; faqs: [string, string][] }[] = [
  {
    slug: "orders-and-shipping",
    title: "Orders and shipping",
    description: "Placing an order, delivery times and charges, and following your parcel.",
    icon: "truck",
    faqs: [
      [
        "How long does delivery take?",
        "Orders are packed within 2 business days and most arrive 3 to 7 days after you order; metro cities are usually faster. The delivery date for your pincode is shown on each product page and at checkout.",
      ],
      [
        "How much does delivery cost?",
        `Delivery is free on orders of ${FREE_DELIVERY_FROM} or more after coupons. Below that a delivery charge of ${DELIVERY_FEE} is added, and the cart shows it before you pay.`,
      ],
      [
        "How do I track my order?",
        "Open Track your order at the bottom of any page and enter the order id from your confirmation e-mail or SMS: you will see where each shipment is. Signed in, you also find every order under Profile, then My orders.",
      ],
      [
        "Can I cancel my order?",
        "Yes, until it is shipped. Open the order under My orders, choose the items and select Cancel. If you paid online, the amount is refunded to you.",
      ],
      [
        "Do you ship outside India?",
        "Yes: besides India we deliver to the United States, the United Arab Emirates and the United Kingdom. Prices can be shown in your currency from the currency menu.",
      ],
    ],
  },
  {
    slug: "returns-and-refunds",
    title: "Returns and refunds",
    description: "What can be returned, until when, and how the money comes back.",
    icon: "return",
    faqs: [
      [
        "How long do I have to return an item?",
        "Most items can be returned within 15 days of delivery. Home décor can be returned within 7 days. Earrings cannot be returned for hygiene reasons. The last day to return is shown on each item of your order.",
      ],
      [
        "How do I return an item?",
        "Open the order under My orders, choose the items and select Return, then give a reason. For damaged or wrong items we may ask for a photo first. Our courier partner picks the parcel up from your address.",
      ],
      [
        "When will I get my refund?",
        "Once the returned item is picked up, or as soon as you cancel an item you paid for online, we start the refund. It reaches the original payment method within 5 to 7 business days.",
      ],
      [
        "How are cash on delivery orders refunded?",
        "To a bank account or UPI id that you add under Profile, then Refund accounts. You confirm a new refund account with a one-time code sent to your phone.",
      ],
    ],
  },
  {
    slug: "payments",
    title: "Payments",
    description: "Ways to pay, cash on delivery and saved cards.",
    icon: "shield",
    faqs: [
      [
        "Which payment methods do you accept?",
        "UPI, credit and debit cards (Visa, Mastercard, RuPay, American Express), net banking, wallets, pay later, and cash on delivery.",
      ],
      [
        "Is cash on delivery available?",
        `Yes, on orders of up to ${COD_LIMIT}. A cash on delivery charge of ${COD_CHARGE} is added to the order; paying online has no extra charge.`,
      ],
      [
        "Is it safe to save my card?",
        "Saved cards are kept as a token from the card network, never as the card number, and the CVV is never stored. You can remove a saved card at any time under Profile, then Saved cards.",
      ],
      [
        "My payment failed but money was deducted. What now?",
        "If an order was not placed, your bank reverses the amount automatically, usually within 5 to 7 business days. If it has not come back after that, contact us with the date and amount.",
      ],
    ],
  },
  {
    slug: "account",
    title: "Your account",
    description: "Signing in, your details and your addresses.",
    icon: "phone",
    faqs: [
      [
        "Do I need an account to order?",
        "You need to sign in to check out, so that you can follow and change your orders. Signing in takes a one-time code sent to your mobile number or e-mail address; a password is optional.",
      ],
      [
        "How do I change my phone number or e-mail address?",
        "Under Profile, add the new number or address, confirm it with the code we send, and make it your primary one.",
      ],
      [
        "How do I delete my account?",
        "Write to us from the contact page and we will delete your account and your personal details, keeping only the invoices the law asks us to keep.",
      ],
    ],
  },
];

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function buildFaqs(applicationId: string): { categories: FaqCategoryRow[]; faqs: FaqRow[] } {
  const categories: FaqCategoryRow[] = [];
  const rows: FaqRow[] = [];
  FAQ_CATEGORIES.forEach((c, i) => {
    const categoryId = hexId(`vitrine:faq-category:${applicationId}:${c.slug}`);
    categories.push({
      id: categoryId,
      applicationId,
      slug: c.slug,
      title: c.title,
      description: c.description,
      iconUrl: mediaUrl("icon", c.icon),
      position: i + 1,
    });
    c.faqs.forEach(([question, answer], j) => {
      const slug = slugOf(question);
      rows.push({
        id: hexId(`vitrine:faq:${applicationId}:${slug}`),
        applicationId,
        categoryId,
        slug,
        question,
        answer,
        tags: [c.slug],
        position: j + 1,
      });
    });
  });
  return { categories, faqs: rows };
}

const html = (value: string) => [{ type: "html", value: value.trim() }];
const image = (key: string) => ({
  secure_url: mediaUrl("banner", key, STORE_COLOUR, { width: 1200, height: 675 }),
  aspect_ratio: "16:9",
});

const AUTHORS = {
  style: { name: "Ananya Rao", designation: "Style editor", id: "author-ananya-rao" },
  care: { name: "Rohan Mehta", designation: "Head of quality", id: "author-rohan-mehta" },
};

const POSTS: {
  slug: string;
  title: string;
  summary: string;
  author: keyof typeof AUTHORS;
  date: string;
  minutes: number;
  tags: string[];
  body: string;
  published?: boolean;
}[] = [
  {
    slug: "festive-edit-sarees-and-kurtas",
    title: "The festive edit: sarees and kurtas for every celebration",
    summary:
      "Silk for the puja, cotton for the day after: how to dress for a season of celebrations without repeating a look.",
    author: "style",
    date: "2025-12-20",
    minutes: 4,
    tags: ["festive", "women", "men"],
    body: `
<p>The festive calendar is long, and most of us need more than one outfit for it. The trick is to build around a few pieces that work hard.</p>
<h2>One silk saree, three ways</h2>
<p>A jewel-toned silk saree is the anchor. Wear it traditionally with a contrast blouse for the puja, pair it with a sleeveless blouse and a belt for the evening party, and drape it pant-style for the family lunch.</p>
<h2>Kurtas that go the distance</h2>
<ul>
<li><strong>Straight-cut cotton kurtas</strong> for day events: breathable and easy to layer with a Nehru jacket.</li>
<li><strong>Silk-blend kurtas</strong> in deep maroon or bottle green for the evenings.</li>
<li>Keep the churidar or the trouser neutral, so one kurta pairs with everything.</li>
</ul>
<p>Browse the <a href="/collection/new-arrivals">new arrivals</a> for this season's colours.</p>`,
  },
  {
    slug: "how-to-find-your-jeans-size",
    title: "How to find your jeans size, the first time",
    summary: "Waist, rise and inseam explained, with the two measurements you need and how our sizes map to them.",
    author: "care",
    date: "2025-12-05",
    minutes: 3,
    tags: ["fit", "men", "women"],
    body: `
<p>Most returns of jeans are about fit. Two measurements avoid most of them.</p>
<h2>Measure a pair you love</h2>
<ol>
<li>Lay the jeans flat and button them. Measure straight across the waistband and double it: that is your <strong>waist</strong>.</li>
<li>Measure from the crotch seam to the hem along the inside leg: that is your <strong>inseam</strong>.</li>
</ol>
<h2>Read the label</h2>
<p>Our jeans are sized by waist in inches (28, 30, 32 …). Slim fits sit close at the thigh; if you are between sizes in a slim fit, take the larger one. The <a href="/page/size-guide">size guide</a> has the full chart.</p>
<p>Not right after all? Unworn jeans with tags can be returned within 15 days of delivery.</p>`,
  },
  {
    slug: "caring-for-cotton-and-linen",
    title: "Caring for cotton and linen so they last",
    summary:
      "Cold washes, shade drying and the right iron setting: small habits that keep natural fabrics looking new.",
    author: "care",
    date: "2025-11-18",
    minutes: 3,
    tags: ["care", "home"],
    body: `
<p>Cotton and linen get softer with every wash, if they are washed well.</p>
<ul>
<li>Wash in cold water with a mild detergent, inside out, with similar colours.</li>
<li>Dry in the shade: strong sun fades indigo and block prints.</li>
<li>Iron linen while it is still slightly damp, on the cotton setting.</li>
<li>Bedsheets and cushion covers: wash before first use to soften them and set the colour.</li>
</ul>
<p>Each product page lists its own care instructions under the product details.</p>`,
  },
  {
    slug: "sneakers-for-every-day",
    title: "Five sneakers for every day of the week",
    summary:
      "White leather for the office, canvas for the weekend, runners for the morning walk: a sneaker for each plan.",
    author: "style",
    date: "2025-10-30",
    minutes: 2,
    tags: ["footwear", "men", "women", "kids"],
    body: `
<p>A good pair of sneakers goes with almost everything. Here is how to pick the right one for the day.</p>
<h2>The line-up</h2>
<ul>
<li><strong>Monday:</strong> minimal white leather sneakers with chinos.</li>
<li><strong>Wednesday:</strong> knit runners for the walk to the metro.</li>
<li><strong>Saturday:</strong> canvas low-tops with denim shorts.</li>
</ul>
<p>For kids, choose velcro straps and a flexible sole; their feet grow about a size every six months.</p>`,
  },
  {
    slug: "winter-layering-guide",
    title: "Winter layering guide (draft)",
    summary: "Not published yet.",
    author: "style",
    date: "2025-12-28",
    minutes: 3,
    tags: ["winter"],
    body: "<p>Coming soon.</p>",
    published: false,
  },
];

export function buildBlogs(applicationId: string): BlogRow[] {
  return POSTS.map((p) => ({
    id: hexId(`vitrine:blog:${applicationId}:${p.slug}`),
    applicationId,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    author: AUTHORS[p.author],
    content: html(p.body),
    featureImage: image(p.slug),
    readingTime: `${p.minutes} min`,
    tags: p.tags,
    seo: { title: p.title, description: p.summary },
    published: p.published ?? true,
    publishDate: new Date(`${p.date}T04:30:00Z`),
    createdAt: new Date(`${p.date}T04:30:00Z`),
    updatedAt: new Date(`${p.date}T04:30:00Z`),
  }));
}

const PAGES: { slug: string; title: string; description: string; body: string }[] = [
  {
    slug: "about-us",
    title: "About us",
    description:
      "Vitrine Demo Store brings India's favourite fashion and lifestyle labels together, delivered across India.",
    body: `
<p>Vitrine began in 2019 in a small Bengaluru studio with one idea: that shopping for clothes online should feel as easy as walking into your favourite neighbourhood store.</p>
<h2>What we sell</h2>
<p>Clothing, footwear, accessories and home décor from more than thirty Indian labels, from handloom sarees and block-printed kurtas to everyday denim and sneakers.</p>
<h2>How we work</h2>
<ul>
<li><strong>Delivered across India</strong>, and to the United States, the United Arab Emirates and the United Kingdom.</li>
<li><strong>Free delivery</strong> on orders of ${FREE_DELIVERY_FROM} or more.</li>
<li><strong>Easy returns</strong> within 15 days of delivery on most items.</li>
<li><strong>Pay your way</strong>: UPI, cards, net banking, wallets or cash on delivery.</li>
</ul>
<h2>Talk to us</h2>
<p>Our customer care team answers Monday to Saturday, 10 AM to 7 PM. Write to us from the <a href="/contact-us/">contact page</a>.</p>`,
  },
  {
    slug: "size-guide",
    title: "Size guide",
    description: "Body measurements for our clothing sizes, in inches, and how to measure yourself.",
    body: `
<p>Measure over light clothing, with the tape snug but not tight. If you are between two sizes, choose the larger one for a relaxed fit.</p>
<h2>Tops, shirts and kurtas</h2>
<table>
<caption>Chest and waist in inches</caption>
<thead><tr><th scope="col">Size</th><th scope="col">Chest</th><th scope="col">Waist</th></tr></thead>
<tbody>
<tr><th scope="row">XS</th><td>32–34</td><td>26–28</td></tr>
<tr><th scope="row">S</th><td>34–36</td><td>28–30</td></tr>
<tr><th scope="row">M</th><td>38–40</td><td>30–32</td></tr>
<tr><th scope="row">L</th><td>40–42</td><td>32–34</td></tr>
<tr><th scope="row">XL</th><td>42–44</td><td>34–36</td></tr>
<tr><th scope="row">XXL</th><td>44–46</td><td>36–38</td></tr>
</tbody>
</table>
<h2>Jeans and trousers</h2>
<p>Sized by waist in inches: 28, 30, 32, 34, 36, 38. Measure around your natural waist, just above the hip bone.</p>`,
  },
];

export function buildPages(applicationId: string): CustomPageRow[] {
  return PAGES.map((p) => ({
    id: hexId(`vitrine:page:${applicationId}:${p.slug}`),
    applicationId,
    slug: p.slug,
    title: p.title,
    description: p.description,
    type: "html",
    content: html(p.body),
    featureImage: image(`page-${p.slug}`),
    tags: [],
    seo: { title: p.title, description: p.description },
    published: true,
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
  }));
}
