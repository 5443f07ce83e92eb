/**
 * Demo data of the content calls beyond pages and posts (injected tags, a data loader, the landing
 * page, SEO markup templates, UI labels, resource translations, custom fields and objects) and of
 * the lead module's custom forms. Pure functions.
 */
import type {
  DataLoadersResponse,
  LandingPageResponse,
  SeoMarkupSchemasResponse,
  TagsResponse,
  TranslateUiLabels,
} from "../contract/types";
import type { appDocuments, customFields, customForms, customObjects, resourceTranslations } from "../db/schema";
import { BASE_DATE } from "./catalog";
import { buildBlogs } from "./content";
import { hexId } from "./random";
import { themeId } from "./theme";
import { DEMO_EXTENSION_ID } from "./extensions";

type AppDocumentRow = typeof appDocuments.$inferInsert;
type TranslationRow = typeof resourceTranslations.$inferInsert;
type CustomFieldRow = typeof customFields.$inferInsert;
type CustomObjectRow = typeof customObjects.$inferInsert;
type CustomFormRow = typeof customForms.$inferInsert;

const ISO = BASE_DATE.toISOString();
const EXTENSION_ID = DEMO_EXTENSION_ID;

/** The app documents of these calls: "tags", "data_loaders", "landing_page", "seo_markup_schemas", "ui_labels". */
export function buildContentResourceDocuments(applicationId: string): AppDocumentRow[] {
  const tags: TagsResponse = {
    _id: hexId(`vitrine:tags:${applicationId}`),
    application: applicationId,
    tags: [
      {
        _id: hexId(`vitrine:tag:${applicationId}:festive-accent`),
        name: "Festive accent colour",
        type: "css",
        sub_type: "inline",
        content: ":root { --festive-accent: #b8860b; }",
        position: "head",
        attributes: { media: "all" },
        pages: [],
        compatible_engines: ["react"],
        __source: { type: "extension", id: EXTENSION_ID },
      },
      {
        _id: hexId(`vitrine:tag:${applicationId}:analytics-queue`),
        name: "Analytics queue",
        type: "js",
        sub_type: "inline",
        content: "window.vitrineTagQueue = window.vitrineTagQueue || [];",
        position: "body-bottom",
        attributes: {},
        pages: [{ path: "/product/*" }, { path: "/cart/bag/" }],
        compatible_engines: ["react"],
        __source: { type: "extension", id: EXTENSION_ID },
      },
      {
        _id: hexId(`vitrine:tag:${applicationId}:home-badges-tint`),
        name: "Home trust badges tint",
        type: "css",
        sub_type: "inline",
        content: ".trust-badges { background: #faf7ff; }",
        position: "head",
        attributes: {},
        pages: [{ page_slug: "home" }],
        compatible_engines: ["react"],
        __source: { type: "extension", id: EXTENSION_ID },
      },
    ],
  };

  const dataLoaders: DataLoadersResponse = {
    items: [
      {
        _id: hexId(`vitrine:data-loader:${applicationId}:size-guide`),
        name: "Size guide answers",
        service: "content",
        operation_id: "getFaqsByCategorySlug",
        type: "url",
        url: "/service/application/content/v1.0/faq/category/{slug}/faqs",
        content: "",
        __source: { type: "extension", id: EXTENSION_ID },
      },
    ],
  };

  const landingPage: LandingPageResponse = {
    _id: hexId(`vitrine:landing-page:${applicationId}`),
    application: applicationId,
    slug: "home",
    action: { type: "page", page: { type: "home", url: "/" } },
    platform: ["web", "android", "ios"],
    archived: false,
    created_by: { id: hexId("vitrine:owner:1") },
    date_meta: { created_on: ISO, modified_on: ISO },
    _custom_json: {},
  };

  const markup = (pageType: string, title: string, description: string, schema: object, active = true) => ({
    id: hexId(`vitrine:seo-markup:${applicationId}:${pageType}`),
    title,
    page_type: pageType,
    description,
    schema: JSON.stringify(schema, null, 2),
    active,
    created_at: ISO,
    updated_at: ISO,
    application: applicationId,
    target_json: {},
  });
  const seoMarkupSchemas: SeoMarkupSchemasResponse = {
    items: [
      markup("home", "Organisation", "The store as an organisation, on the home page.", {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "{{ application.name }}",
        url: "{{ application.url }}",
        logo: "{{ application.logo }}",
      }),
      markup("product", "Product", "Name, brand, image and offer of a product page.", {
        "@context": "https://schema.org",
        "@type": "Product",
        name: "{{ product.name }}",
        image: "{{ product.image }}",
        brand: { "@type": "Brand", name: "{{ product.brand }}" },
        offers: {
          "@type": "Offer",
          priceCurrency: "{{ product.currency }}",
          price: "{{ product.price }}",
          availability: "https://schema.org/{{ product.availability }}",
        },
      }),
      markup("blog", "Blog posting", "Headline, author and date of a blog post.", {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: "{{ blog.title }}",
        author: { "@type": "Person", name: "{{ blog.author }}" },
        datePublished: "{{ blog.publish_date }}",
      }),
      markup(
        "collection",
        "Item list",
        "The products of a collection (switched off while collections are curated by hand).",
        { "@context": "https://schema.org", "@type": "ItemList", name: "{{ collection.name }}" },
        false,
      ),
    ],
  };

  const labels = (locale: string, resource: Record<string, string>): TranslateUiLabels => ({
    _id: hexId(`vitrine:ui-labels:${applicationId}:${locale}`),
    company_id: "1",
    application_id: applicationId,
    template_theme_id: "",
    theme_id: themeId(applicationId, "vitrine-classic"),
    locale,
    resource,
    type: "locale",
  });
  const uiLabels = {
    items: [
      labels("en-IN", {
        "resource.common.add_to_cart": "Add to bag",
        "resource.common.buy_now": "Buy now",
        "resource.common.search": "Search",
        "resource.header.wishlist": "Wishlist",
        "resource.footer.newsletter": "Sign up for offers",
      }),
      labels("hi-IN", {
        "resource.common.add_to_cart": "बैग में डालें",
        "resource.common.buy_now": "अभी खरीदें",
        "resource.common.search": "खोजें",
        "resource.header.wishlist": "विशलिस्ट",
        "resource.footer.newsletter": "ऑफ़र के लिए साइन अप करें",
      }),
    ],
  };

  const docs: Record<string, unknown> = {
    tags,
    data_loaders: dataLoaders,
    landing_page: landingPage,
    seo_markup_schemas: seoMarkupSchemas,
    ui_labels: uiLabels,
  };
  return Object.entries(docs).map(([kind, data]) => ({
    applicationId,
    kind,
    data: data as Record<string, unknown>,
    updatedAt: BASE_DATE,
  }));
}

/** Hindi titles and summaries of two blog posts. */
export function buildResourceTranslations(applicationId: string): TranslationRow[] {
  const blogs = new Map(buildBlogs(applicationId).map((b) => [b.slug, b.id]));
  const hindi: [string, { title: string; summary: string }][] = [
    [
      "festive-edit-sarees-and-kurtas",
      {
        title: "त्योहारों का संग्रह: साड़ियाँ और कुर्ते",
        summary: "इस त्योहार के मौसम के लिए हमारी पसंदीदा साड़ियाँ और कुर्ते।",
      },
    ],
    [
      "how-to-find-your-jeans-size",
      {
        title: "अपनी जींस का सही साइज़ कैसे चुनें",
        summary: "कमर, हिप और लंबाई नापने का आसान तरीका।",
      },
    ],
  ];
  return hindi.map(([slug, value]) => {
    const resourceId = blogs.get(slug);
    if (!resourceId) throw new Error(`no blog post ${slug}`);
    return {
      id: hexId(`vitrine:translation:${applicationId}:blog:${slug}:hi-IN`),
      applicationId,
      type: "blog",
      resourceId,
      locale: "hi-IN",
      value,
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    };
  });
}

/** Custom fields of the "new-arrivals" collection. */
export function buildCustomFields(applicationId: string): CustomFieldRow[] {
  const field = (slug: string, type: string, values: unknown[]): CustomFieldRow => ({
    id: hexId(`vitrine:custom-field:${applicationId}:collection:new-arrivals:${slug}`),
    applicationId,
    resource: "collection",
    resourceSlug: "new-arrivals",
    namespace: "storefront",
    slug,
    type,
    values,
    definitionId: hexId(`vitrine:custom-field-definition:collection:${slug}`),
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
  });
  return [
    field("banner_text", "string_single_line", ["Fresh drops every Friday"]),
    field("season", "string_single_line", ["Autumn–Winter 2026"]),
    field("highlight_colours", "string_single_line", ["Rust", "Olive", "Indigo"]),
    field("show_countdown", "boolean", [true]),
  ];
}

/** Entries of the "store-events" custom object definition. */
export function buildCustomObjects(applicationId: string): CustomObjectRow[] {
  const definitionId = hexId("vitrine:custom-object-definition:store-events");
  const fieldDefinition = (slug: string) => hexId(`vitrine:custom-object-field:store-events:${slug}`);
  const entry = (slug: string, name: string, city: string, date: string, description: string): CustomObjectRow => ({
    id: hexId(`vitrine:custom-object:${applicationId}:store-events:${slug}`),
    applicationId,
    definitionId,
    definitionSlug: "store-events",
    definitionName: "Store events",
    slug,
    displayName: name,
    status: "active",
    fields: [
      { slug: "name", type: "string_single_line", values: [name], definition_id: fieldDefinition("name") },
      { slug: "city", type: "string_single_line", values: [city], definition_id: fieldDefinition("city") },
      { slug: "date", type: "date", values: [date], definition_id: fieldDefinition("date") },
      {
        slug: "description",
        type: "string_multi_line",
        values: [description],
        definition_id: fieldDefinition("description"),
      },
    ],
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
  });
  return [
    entry(
      "diwali-trunk-show",
      "Diwali trunk show",
      "Bengaluru",
      "2026-10-31",
      "Preview the festive edit with our stylists at the Indiranagar store.",
    ),
    entry(
      "denim-fit-clinic",
      "Denim fit clinic",
      "Mumbai",
      "2026-12-12",
      "Find your jeans size with a fit expert; free hemming on the day.",
    ),
  ];
}

/** Custom forms: a bulk order enquiry (anyone) and an alteration request (signed-in shoppers). */
export function buildCustomForms(applicationId: string): CustomFormRow[] {
  const submitButton = { title: "Send enquiry", title_color: "#ffffff", background_color: "#7043f7" };
  return [
    {
      id: hexId(`vitrine:form:${applicationId}:bulk-order-enquiry`),
      applicationId,
      slug: "bulk-order-enquiry",
      title: "Bulk order enquiry",
      description:
        "Ordering 25 pieces or more for a team, an event or a shop? Tell us what you need and our corporate sales team will send you a quote.",
      priority: "medium",
      successMessage: "Thank you: our corporate sales team will call you within 2 business days with a quote.",
      submitButton,
      inputs: [
        { key: "name", type: "text", display: "Full name", required: true, max_length: 100 },
        {
          key: "email",
          type: "email",
          display: "E-mail address",
          required: true,
          placeholder: "you@company.com",
        },
        {
          key: "mobile",
          type: "mobile",
          display: "Mobile number",
          required: true,
          description: "10 digits; we call from 1800 266 7474.",
        },
        { key: "company", type: "text", display: "Company or organisation", required: false, max_length: 120 },
        {
          key: "category",
          type: "dropdown",
          display: "What would you like to order?",
          required: true,
          enum: [
            { key: "clothing", display: "Clothing" },
            { key: "footwear", display: "Footwear" },
            { key: "accessories", display: "Accessories" },
            { key: "home-decor", display: "Home décor" },
          ],
        },
        {
          key: "quantity",
          type: "number",
          display: "Number of pieces",
          required: true,
          min: 25,
          max: 100000,
          description: "At least 25.",
        },
        {
          key: "delivery",
          type: "radio",
          display: "Delivery",
          required: true,
          enum: [
            { key: "single", display: "All to one address" },
            { key: "multiple", display: "To several addresses" },
          ],
        },
        {
          key: "gst_invoice",
          type: "checkbox",
          display: "I need a GST invoice",
          required: false,
        },
        {
          key: "gstin",
          type: "text",
          display: "GSTIN",
          required: false,
          regex: "^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$",
          error_message: "Enter a 15-character GSTIN, e.g. 29ABCDE1234F1Z5",
        },
        {
          key: "message",
          type: "textarea",
          display: "Anything else we should know?",
          required: false,
          max_length: 2000,
        },
      ],
      createsTicket: true,
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    },
    {
      id: hexId(`vitrine:form:${applicationId}:alteration-request`),
      applicationId,
      slug: "alteration-request",
      title: "Alteration request",
      description: "Ask our tailors to shorten, take in or let out something you bought from us.",
      priority: "low",
      loginRequired: true,
      successMessage: "Request received: we will e-mail you a pickup slot.",
      submitButton: { ...submitButton, title: "Request alteration" },
      inputs: [
        { key: "order_id", type: "text", display: "Order id", required: true, regex: "^FY[0-9A-F]{18}$" },
        {
          key: "alterations",
          type: "checkbox",
          display: "Alterations",
          required: true,
          enum: [
            { key: "shorten", display: "Shorten" },
            { key: "take-in", display: "Take in" },
            { key: "let-out", display: "Let out" },
          ],
        },
        { key: "notes", type: "textarea", display: "Measurements or notes", required: false, max_length: 1000 },
      ],
      createsTicket: true,
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    },
  ];
}
