/**
 * Theme builders for the demo store: the applied "Vitrine Classic" theme and the unapplied
 * "Vitrine Night" theme (for previews), with their system pages and home sections. Section prop ids
 * follow the Turbo theme (reference §5.3). Pure functions.
 */
import type { SectionBlock, SectionPredicate, SectionProp, ThemeColors, ThemeSection } from "../contract/types";
import type { themePages, themes } from "../db/schema";
import { mediaUrl } from "../media/art";
import { BASE_DATE } from "./catalog";
import { hexId } from "./random";
import { CONTENT_SECTION_DEFINITIONS, homeContentSections, storiesSections } from "./theme-content-sections";
import { DEFAULT_THEME_COLORS } from "../../app/lib/theme";
import { HERO_ALIGNMENTS, HERO_DEFAULTS, HERO_OVERLAYS, HERO_PLACEMENTS } from "../../app/sections/hero-image.options";
import { demoExtensionSection, demoExtensionSlots } from "./extensions";

type ThemeRow = typeof themes.$inferInsert;
type ThemePageRow = typeof themePages.$inferInsert;

const p = (type: string, value: unknown): SectionProp => ({ type, value });

const predicate = (
  user: { authenticated: boolean; anonymous: boolean } = { authenticated: true, anonymous: true },
): SectionPredicate => ({
  screen: { mobile: true, tablet: true, desktop: true },
  user,
  route: { selected: "none", exact_url: "", query: {} },
});

function section(
  name: string,
  label: string,
  props: Record<string, SectionProp>,
  blocks: SectionBlock[] = [],
  user?: { authenticated: boolean; anonymous: boolean },
): ThemeSection {
  return { name, label, props, blocks, predicate: predicate(user) };
}

// ---------------------------------------------------------------------------------------------
// Home sections

const HOME_BRANDS = [
  "urban-loom",
  "kavya",
  "indigo-tales",
  "stride-lab",
  "chronos-and-co",
  "mitti-studio",
  "little-lotus",
  "nazar-eyewear",
];

interface HomeVariant {
  colour: string;
  accent: string;
  heroKey: string;
  heroHeading: string;
  heroDescription: string;
}

function homeSections(v: HomeVariant): Record<string, ThemeSection> {
  const gallery = (key: string, colour: string, link: string): SectionBlock => ({
    type: "gallery",
    name: "Image card",
    props: {
      image: p("image_picker", mediaUrl("hero", key, colour)),
      mobile_image: p("image_picker", mediaUrl("hero-mobile", key, colour)),
      redirect_link: p("url", link),
    },
  });
  const testimonial = (name: string, place: string, quote: string): SectionBlock => ({
    type: "testimonial",
    name: "Testimonial",
    props: {
      author_image: p("image_picker", mediaUrl("avatar", name.toLowerCase().replace(/[^a-z0-9]+/g, "-"))),
      author_testimonial: p("textarea", quote),
      author_name: p("text", name),
      author_description: p("text", place),
    },
  });
  const featured = (collection: string, heading: string, description: string) => ({
    collection: p("collection", collection),
    heading: p("text", heading),
    description: p("textarea", description),
    item_count: p("range", 8),
    desktop_layout: p("select", "grid"),
    show_view_all: p("checkbox", true),
    button_text: p("text", "View all"),
  });
  return {
    hero: section("hero-image", "Hero Image", {
      heading: p("text", v.heroHeading),
      description: p("textarea", v.heroDescription),
      button_text: p("text", "Shop now"),
      button_link: p("url", "/collection/festive-edit"),
      desktop_banner: p("image_picker", mediaUrl("hero", v.heroKey, v.colour)),
      mobile_banner: p("image_picker", mediaUrl("hero-mobile", v.heroKey, v.colour)),
      text_placement_desktop: p("select", "center_start"),
      text_alignment_desktop: p("select", "left"),
      overlay_option: p("select", "black_overlay"),
    }),
    newArrivals: section(
      "featured-collection",
      "Featured Collection",
      featured("new-arrivals", "New arrivals", "Fresh drops from the labels you love."),
    ),
    slideshow: section(
      "image-slideshow",
      "Image Slideshow",
      { autoplay: p("checkbox", true), slide_interval: p("range", 5) },
      [
        gallery("summer-essentials-slide", "02d1cb", "/sections/summer-edit"),
        gallery("sneaker-store-slide", "e76f51", "/collection/sneaker-store"),
        gallery("mega-sale-slide", v.accent, "/collection/mega-sale"),
      ],
    ),
    categories: section(
      "categories-listing",
      "Categories Listing",
      {
        heading: p("text", "Shop by department"),
        description: p("textarea", "Find your fit across men, women, kids and home."),
        item_count: p("range", 4),
      },
      ["men", "women", "kids", "home"].map((department) => ({
        type: "category",
        name: "Category Item",
        props: { department: p("department", department) },
      })),
    ),
    brands: section(
      "brand-listing",
      "Brands Listing",
      {
        heading: p("text", "Top brands"),
        description: p("textarea", "Independent Indian labels, all in one place."),
        per_row: p("range", 4),
        button_text: p("text", "View all brands"),
      },
      HOME_BRANDS.map((brand) => ({ type: "category", name: "Brand Item", props: { brand: p("brand", brand) } })),
    ),
    media: section("media-with-text", "Media with Text", {
      image_desktop: p("image_picker", mediaUrl("banner", "crafted-by-hand", "2a9d8f")),
      image_mobile: p("image_picker", mediaUrl("banner-portrait", "crafted-by-hand", "2a9d8f")),
      title: p("text", "Crafted by hand, made to last"),
      description: p(
        "textarea",
        "Our home collection is made by artisan clusters from Jaipur to Pondicherry. Every vase, cushion and candle is made in small batches.",
      ),
      button_text: p("text", "Explore home"),
      banner_link: p("url", "/collection/home-makeover"),
      align_text_desktop: p("checkbox", false),
    }),
    collections: section(
      "collections-listing",
      "Collections Listing",
      { heading: p("text", "Shop the edits"), description: p("textarea", "Curated stories for every season.") },
      ["festive-edit", "summer-essentials", "sneaker-store", "home-makeover", "conscious-choices", "mega-sale"].map(
        (collection) => ({
          type: "collection-item",
          name: "Collection Item",
          props: { collection: p("collection", collection) },
        }),
      ),
    ),
    testimonials: section(
      "testimonials",
      "Testimonials",
      { title: p("text", "What our customers say"), autoplay: p("checkbox", true), slide_interval: p("range", 4) },
      [
        testimonial(
          "Priya Sharma",
          "Pune",
          "The kurta fits beautifully and the fabric is so soft. Delivery took just three days!",
        ),
        testimonial(
          "Arjun Mehta",
          "Bengaluru",
          "Best running shoes I have bought online. Returns were easy when I needed a bigger size.",
        ),
        testimonial(
          "Ananya Iyer",
          "Chennai",
          "The blue pottery vase looks even better in person. Packed with a lot of care.",
        ),
      ],
    ),
    rawHtml: section("raw-html", "Custom HTML", {
      code: p(
        "code",
        '<div class="trust-badges" style="display:flex;flex-wrap:wrap;gap:24px;justify-content:center;padding:24px;border-top:1px solid #e4e4e4;border-bottom:1px solid #e4e4e4">' +
          '<span style="font-weight:600">&#10003; 100% original brands</span>' +
          '<span style="font-weight:600">&#10003; Free shipping above &#8377;999</span>' +
          '<span style="font-weight:600">&#10003; 30-day easy returns</span>' +
          "</div>" +
          // Run in order after hydration (decision 36): the file first, then the inline script reading it.
          '<script src="/theme-scripts/trust-badges.js"></script>' +
          '<script>document.body.setAttribute("data-raw-html-script", (window.__vitrineTrustBadges || []).concat("inline").join(","));</script>',
      ),
    }),
    bestsellers: section(
      "featured-collection",
      "Featured Collection",
      featured(
        "bestsellers",
        "Bestsellers",
        "Sign in to save your favourites. Until then, here is what everyone is buying.",
      ),
      [],
      { authenticated: false, anonymous: true },
    ),
    ...newHomeSections(v),
  };
}

// Home sections added with the stock section types of issue 13 (after the first ones, in this order).
const NEW_HOME_SECTIONS = ["trustMarker", "multiCollection", "countdown"] as const;

function newHomeSections(v: HomeVariant): Record<(typeof NEW_HOME_SECTIONS)[number], ThemeSection> {
  const marker = (icon: string, heading: string, description: string, link = ""): SectionBlock => ({
    type: "trustmarker",
    name: "Trust Marker",
    props: {
      marker_heading: p("text", heading),
      marker_description: p("textarea", description),
      marker_logo: p("image_picker", mediaUrl("icon", icon)),
      marker_link: p("url", link),
    },
  });
  const tab = (collection: string, navigation: string): SectionBlock => ({
    type: "collection-item",
    name: "Navigation",
    props: { collection: p("collection", collection), navigation: p("text", navigation) },
  });
  return {
    trustMarker: section(
      "trust-marker",
      "Trust Marker",
      { title: p("text", "Why shop with us"), per_row_desktop: p("range", 4), per_row_mobile: p("range", 2) },
      [
        marker("truck", "Free shipping", "On every order above ₹999."),
        marker("return", "Easy returns", "30 days to return or exchange."),
        marker("shield", "100% original", "Straight from the labels."),
        marker("phone", "Here to help", "Mon–Sat, 9 am to 9 pm.", "/contact-us"),
      ],
    ),
    multiCollection: section(
      "multi-collection-product-list",
      "Multi Collection Product List",
      {
        heading: p("text", "Shop the season"),
        description: p("textarea", "Pick an edit: festive wear, summer staples or sneakers."),
        per_row: p("range", 4),
        position: p("select", "left"),
        viewAll: p("checkbox", true),
      },
      [
        tab("festive-edit", "Festive edit"),
        tab("summer-essentials", "Summer essentials"),
        tab("sneaker-store", "Sneakers"),
      ],
    ),
    countdown: section("countdown-banner", "Countdown Banner", {
      heading: p("text", "Year-End Sale: up to 60% off"),
      description: p("textarea", "Last call on the year's bestsellers, while stocks last."),
      end_date: p("text", "2026-12-31T23:59:59+05:30"),
      button_text: p("text", "Shop the sale"),
      button_link: p("url", "/collection/mega-sale"),
      end_message: p("text", "The Year-End Sale has ended. Thank you for shopping with us!"),
      image_desktop: p("image_picker", mediaUrl("banner", "year-end-sale", v.accent)),
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The "lookbook" page of sections (/sections/lookbook): the other stock section types of issue 13.

/** Demo products of the featured-products section (the first seeded products, some with photos). */
const LOOKBOOK_PRODUCTS = [
  "urban-loom-tailored-rust-t-shirt",
  "indigo-tales-essential-sky-blue-shirt",
  "little-lotus-relaxed-rust-top",
  "kavya-breezy-brown-saree",
];

/**
 * No video file is seeded (none can be made here without network): the hero video shows its poster,
 * its source being a clearly demo URL that answers 404; the video section links to a YouTube video.
 */
const DEMO_VIDEO_URL = "/service/media/demo/lookbook-video.mp4";

function lookbookSections(colour: string): ThemeSection[] {
  const look = (key: string, link: string, alt: string): SectionBlock => ({
    type: "gallery",
    name: "Image card",
    props: {
      image: p("image_picker", mediaUrl("banner-portrait", key, undefined, { width: 600, height: 600 })),
      link: p("url", link),
      alt: p("text", alt),
    },
  });
  return [
    section("hero-video", "Hero Video", {
      videoFile: p("video", DEMO_VIDEO_URL),
      coverUrl: p("image_picker", mediaUrl("hero", "lookbook-film", colour)),
      title: p("text", "The Lookbook"),
      description: p("textarea", "Six looks for the season, styled by our team."),
      button_text: p("text", "Shop the looks"),
      button_link: p("url", "/collection/festive-edit"),
      autoplay: p("checkbox", true),
      showloop: p("checkbox", true),
      hidecontrols: p("checkbox", true),
    }),
    section(
      "image-gallery",
      "Image Gallery",
      {
        title: p("text", "Style notes"),
        description: p("text", "Tap a look to shop it."),
        desktop_layout: p("select", "grid"),
        item_count: p("range", 3),
        mobile_layout: p("select", "grid"),
        item_count_mobile: p("range", 2),
        card_radius: p("range", 4),
      },
      [
        look("look-festive", "/collection/festive-edit", "Festive look: silk kurta and jhumkas"),
        look("look-summer", "/collection/summer-essentials", "Summer look: linen shirt and shorts"),
        look("look-sneakers", "/collection/sneaker-store", "Street look: sneakers and denim"),
        look("look-home", "/collection/home-makeover", "Home look: block-print cushions"),
        look("look-conscious", "/collection/conscious-choices", "Conscious look: organic cotton"),
        look("look-sale", "/collection/mega-sale", "Sale picks"),
      ],
    ),
    section(
      "featured-products",
      "Featured Products",
      {
        heading: p("text", "Picked for you"),
        description: p("textarea", "Our stylists' favourites this week."),
        desktop_layout: p("select", "grid"),
      },
      LOOKBOOK_PRODUCTS.map((product) => ({
        type: "product",
        name: "Product",
        props: { product: p("product", product) },
      })),
    ),
    section("video", "Video", {
      title: p("text", "Behind the seams"),
      description: p("textarea", "How our artisan partners make the Festive Edit (a demo video on YouTube)."),
      video_url: p("url", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
      cover_url: p("image_picker", mediaUrl("banner", "behind-the-seams", "2a9d8f")),
    }),
    section("application-banner", "Application Banner", {
      image_desktop: p("image_picker", mediaUrl("banner", "get-the-app", colour)),
      image_mobile: p("image_picker", mediaUrl("banner-portrait", "get-the-app", colour)),
      banner_link: p("url", "/collection/new-arrivals"),
      alt: p("text", "New arrivals every week: see what just landed"),
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Section definitions (available_sections)

type PropDef = {
  id: string;
  type: string;
  label: string;
  default?: unknown;
  info?: string;
  options?: { value: string; text: string }[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
};

const def = (id: string, type: string, label: string, dflt?: unknown, extra: Partial<PropDef> = {}): PropDef => ({
  id,
  type,
  label,
  ...(dflt !== undefined ? { default: dflt } : {}),
  ...extra,
});

const opts = (values: readonly string[]) => values.map((value) => ({ value, text: value.replace(/_/g, " ") }));

const presetBlocks = (type: string, name: string, count: number): { blocks: PresetBlock[] } => ({
  blocks: Array.from({ length: count }, () => ({ type, name })),
});

const range = (id: string, label: string, dflt: number, min: number, max: number, unit = "") =>
  ({ ...def(id, "range", label, dflt), min, max, step: 1, unit }) as PropDef;

/** The stock section types of issue 13 (Turbo's prop ids where Turbo has the section). */
function newSectionDefinitions(): typeof AVAILABLE_SECTIONS {
  const layouts = opts(["grid", "horizontal"]);
  return [
    {
      name: "hero-video",
      label: "Hero Video",
      props: [
        def("videoFile", "video", "Video file", ""),
        def("videoUrl", "text", "Video URL", "", {
          info: "A video file's URL (mp4, webm); a YouTube or Vimeo link is linked, not framed",
        }),
        def("mobileVideoFile", "video", "Mobile video file", ""),
        def("mobileVideoUrl", "text", "Mobile video URL", ""),
        def("coverUrl", "image_picker", "Cover image", "", {
          info: "Shown before the video plays and when motion is reduced",
        }),
        def("title", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        def("button_text", "text", "Button text", ""),
        def("button_link", "url", "Redirect link", ""),
        def("autoplay", "checkbox", "Autoplay (muted)", true),
        def("showloop", "checkbox", "Loop", true),
        def("hidecontrols", "checkbox", "Hide video controls", true, {
          info: "An autoplaying video then has a pause button",
        }),
      ],
      blocks: [],
    },
    {
      name: "video",
      label: "Video",
      props: [
        def("title", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        def("video_file", "video", "Video file", ""),
        def("video_url", "url", "Video URL", "", {
          info: "A video file, or a YouTube or Vimeo link (shown as its cover, opening the video)",
        }),
        def("cover_url", "image_picker", "Cover image", ""),
        def("captions_url", "url", "Captions (WebVTT file)", "", { info: "Captions for a video file" }),
      ],
      blocks: [],
    },
    {
      name: "image-gallery",
      label: "Image Gallery",
      props: [
        def("title", "text", "Heading", ""),
        def("description", "text", "Description", ""),
        range("card_radius", "Card radius", 0, 0, 50, "%"),
        def("desktop_layout", "select", "Desktop layout", "horizontal", { options: layouts }),
        range("item_count", "Items per row (desktop)", 5, 3, 10),
        def("mobile_layout", "select", "Mobile layout", "grid", { options: layouts }),
        range("item_count_mobile", "Items per row (mobile)", 2, 1, 5),
        def("in_new_tab", "checkbox", "Open links in a new tab", false),
      ],
      blocks: [
        {
          type: "gallery",
          name: "Image card",
          props: [
            def("image", "image_picker", "Image", ""),
            def("link", "url", "Redirect link", ""),
            def("alt", "text", "Image text", "", { info: "Describes the image (its link's name)" }),
          ],
        },
      ],
      preset: presetBlocks("gallery", "Image card", 4),
    },
    {
      name: "featured-products",
      label: "Featured Products",
      props: [
        def("heading", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        def("desktop_layout", "select", "Desktop layout", "grid", { options: layouts }),
        def("button_text", "text", "Button text", ""),
        def("button_link", "url", "Button link", ""),
      ],
      blocks: [{ type: "product", name: "Product", props: [def("product", "product", "Select product", "")] }],
      preset: presetBlocks("product", "Product", 4),
    },
    {
      name: "multi-collection-product-list",
      label: "Multi Collection Product List",
      props: [
        def("heading", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        range("per_row", "Products per row", 4, 2, 6),
        def("position", "select", "Header position", "left", { options: opts(["left", "center"]) }),
        def("viewAll", "checkbox", "Show View All", false),
      ],
      blocks: [
        {
          type: "collection-item",
          name: "Navigation",
          props: [
            def("icon_image", "image_picker", "Icon", ""),
            def("navigation", "text", "Navigation name", ""),
            def("collection", "collection", "Collection", ""),
            def("redirect_link", "url", "Button link", ""),
          ],
        },
      ],
      preset: presetBlocks("collection-item", "Navigation", 2),
    },
    {
      name: "trust-marker",
      label: "Trust Marker",
      props: [
        def("title", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        range("per_row_desktop", "Markers per row (desktop)", 4, 1, 6),
        range("per_row_mobile", "Markers per row (mobile)", 2, 1, 3),
      ],
      blocks: [
        {
          type: "trustmarker",
          name: "Trust Marker",
          props: [
            def("marker_heading", "text", "Heading", ""),
            def("marker_description", "textarea", "Description", ""),
            def("marker_logo", "image_picker", "Icon", ""),
            def("marker_link", "url", "Redirect link", ""),
          ],
        },
      ],
      preset: presetBlocks("trustmarker", "Trust Marker", 4),
    },
    {
      name: "application-banner",
      label: "Application Banner",
      props: [
        def("image_desktop", "image_picker", "Desktop image", ""),
        def("image_mobile", "image_picker", "Mobile image", ""),
        def("banner_link", "url", "Redirect link", ""),
        def("alt", "text", "Image text", "", { info: "Describes the banner (its link's name)" }),
      ],
      blocks: [],
    },
    {
      name: "countdown-banner",
      label: "Countdown Banner",
      props: [
        def("heading", "text", "Heading", ""),
        def("description", "textarea", "Description", ""),
        def("end_date", "text", "Ends at", "", {
          info: "ISO 8601 date-time, e.g. 2026-12-31T23:59:59+05:30 (UTC without an offset)",
        }),
        def("button_text", "text", "Button text", ""),
        def("button_link", "url", "Redirect link", ""),
        def("end_message", "text", "Message after the end", "This offer has ended."),
        def("image_desktop", "image_picker", "Desktop image", ""),
        def("image_mobile", "image_picker", "Mobile image", ""),
      ],
      blocks: [],
    },
  ];
}

type PresetBlock = { type: string; name: string; props?: Record<string, SectionProp> };

export const AVAILABLE_SECTIONS: {
  name: string;
  label: string;
  props: PropDef[];
  blocks: { type: string; name: string; props: PropDef[] }[];
  /** The blocks a newly added section starts with. */
  preset?: { blocks: PresetBlock[] };
}[] = [
  {
    name: "hero-image",
    label: "Hero Image",
    props: [
      def("heading", "text", "Heading", ""),
      def("description", "textarea", "Description", ""),
      def("button_text", "text", "Button text", ""),
      def("button_link", "url", "Redirect link", ""),
      def("desktop_banner", "image_picker", "Desktop banner", ""),
      def("mobile_banner", "image_picker", "Mobile banner", ""),
      def("text_placement_desktop", "select", "Text placement (desktop)", HERO_DEFAULTS.text_placement_desktop, {
        options: opts(HERO_PLACEMENTS),
      }),
      def("text_alignment_desktop", "select", "Text alignment (desktop)", HERO_DEFAULTS.text_alignment_desktop, {
        options: opts(HERO_ALIGNMENTS),
      }),
      def("overlay_option", "select", "Overlay", HERO_DEFAULTS.overlay_option, { options: opts(HERO_OVERLAYS) }),
    ],
    blocks: [],
  },
  {
    name: "featured-collection",
    label: "Featured Collection",
    props: [
      def("collection", "collection", "Collection", ""),
      def("heading", "text", "Heading", ""),
      def("description", "textarea", "Description", ""),
      def("item_count", "range", "Number of products", 8, { info: "How many products of the collection to show" }),
      def("desktop_layout", "select", "Desktop layout", "horizontal", { options: opts(["horizontal", "grid"]) }),
      def("show_view_all", "checkbox", "Show View All button", true),
      def("button_text", "text", "Button text", "View all"),
    ],
    blocks: [],
  },
  {
    name: "image-slideshow",
    label: "Image Slideshow",
    props: [
      def("autoplay", "checkbox", "Autoplay slides", true),
      def("slide_interval", "range", "Change slides every (seconds)", 3),
    ],
    blocks: [
      {
        type: "gallery",
        name: "Image card",
        props: [
          def("image", "image_picker", "Desktop image", ""),
          def("mobile_image", "image_picker", "Mobile image", ""),
          def("redirect_link", "url", "Slide link", ""),
        ],
      },
    ],
  },
  {
    name: "categories-listing",
    label: "Categories Listing",
    props: [
      def("heading", "text", "Heading", ""),
      def("description", "textarea", "Description", ""),
      def("item_count", "range", "Items per row", 4),
    ],
    blocks: [
      { type: "category", name: "Category Item", props: [def("department", "department", "Select department", "")] },
    ],
  },
  {
    name: "brand-listing",
    label: "Brands Listing",
    props: [
      def("heading", "text", "Heading", "Our top brands"),
      def("description", "textarea", "Description", ""),
      def("per_row", "range", "Brands per row", 4),
      def("button_text", "text", "Button text", "View all"),
    ],
    blocks: [{ type: "category", name: "Brand Item", props: [def("brand", "brand", "Select brand", "")] }],
  },
  {
    name: "media-with-text",
    label: "Media with Text",
    props: [
      def("image_desktop", "image_picker", "Desktop image", ""),
      def("image_mobile", "image_picker", "Mobile image", ""),
      def("title", "text", "Heading", ""),
      def("description", "textarea", "Description", ""),
      def("button_text", "text", "Button text", ""),
      def("banner_link", "url", "Redirect link", ""),
      def("align_text_desktop", "checkbox", "Invert section (image on the right)", false),
    ],
    blocks: [],
  },
  {
    name: "collections-listing",
    label: "Collections Listing",
    props: [def("heading", "text", "Heading", ""), def("description", "textarea", "Description", "")],
    blocks: [
      {
        type: "collection-item",
        name: "Collection Item",
        props: [def("collection", "collection", "Select collection", "")],
      },
    ],
  },
  {
    name: "testimonials",
    label: "Testimonials",
    props: [
      def("title", "text", "Heading", "What people are saying"),
      def("autoplay", "checkbox", "Autoplay slides", false),
      def("slide_interval", "range", "Change slides every (seconds)", 3),
    ],
    blocks: [
      {
        type: "testimonial",
        name: "Testimonial",
        props: [
          def("author_image", "image_picker", "Author image", ""),
          def("author_testimonial", "textarea", "Testimonial", ""),
          def("author_name", "text", "Author name", ""),
          def("author_description", "text", "Author description", ""),
        ],
      },
    ],
  },
  {
    name: "raw-html",
    label: "Custom HTML",
    props: [def("code", "code", "Your code here", "", { info: "Scripts run in order once the page has loaded" })],
    blocks: [],
  },
  ...newSectionDefinitions(),
  ...CONTENT_SECTION_DEFINITIONS,
];

// ---------------------------------------------------------------------------------------------
// Themes

const SYSTEM_PAGES: { value: string; text: string; path: string }[] = [
  { value: "home", text: "Home", path: "" },
  { value: "product-listing", text: "Product Listing", path: "products" },
  { value: "product-description", text: "Product Description", path: "product/:slug" },
  { value: "brands", text: "Brands", path: "brands" },
  { value: "categories", text: "Categories", path: "categories" },
  { value: "collections", text: "Collections", path: "collections" },
  { value: "page-not-found", text: "Page Not Found", path: "page-not-found" },
];

interface ThemeVariant {
  slug: string;
  name: string;
  applied: boolean;
  description: string;
  colors: ThemeColors;
  footerDescription: string;
  home: HomeVariant;
  order: (s: Record<string, ThemeSection>) => ThemeSection[];
}

const VARIANTS: ThemeVariant[] = [
  {
    slug: "vitrine-classic",
    name: "Vitrine Classic",
    applied: true,
    description: "A bright, airy fashion theme with a violet accent.",
    // The classic theme's colours are the storefront's defaults (spec §9).
    colors: { ...DEFAULT_THEME_COLORS },
    footerDescription:
      "Vitrine brings India's favourite fashion and lifestyle labels together, with free shipping above ₹999 and easy returns.",
    home: {
      colour: "7043f7",
      accent: "e63946",
      heroKey: "festive-season",
      heroHeading: "The Festive Edit is here",
      heroDescription: "Handwoven kurtas, silk sarees and statement jhumkas, up to 50% off.",
    },
    order: (s) => [
      s.hero,
      s.newArrivals,
      s.slideshow,
      s.categories,
      s.brands,
      s.media,
      s.collections,
      s.testimonials,
      s.rawHtml,
      s.bestsellers,
      ...NEW_HOME_SECTIONS.map((key) => s[key]),
      demoExtensionSection(),
    ],
  },
  {
    slug: "vitrine-night",
    name: "Vitrine Night",
    applied: false,
    description: "A dark, high-contrast variant for evening browsing.",
    colors: {
      primary_color: "#9B7BFF",
      secondary_color: "#00B3AD",
      accent_color: "#1E1E2A",
      link_color: "#B9A4FF",
      button_secondary_color: "#FFFFFF",
      bg_color: "#121218",
    },
    footerDescription: "Vitrine after dark: the same great labels, easier on the eyes.",
    home: {
      colour: "2b2250",
      accent: "9b7bff",
      heroKey: "after-dark",
      heroHeading: "After Dark: the Night Edit",
      heroDescription: "Deep hues, velvet textures and party-ready sneakers.",
    },
    order: (s) => [
      s.hero,
      s.brands,
      s.bestsellers,
      s.testimonials,
      s.slideshow,
      s.newArrivals,
      s.collections,
      s.media,
      s.categories,
      s.rawHtml,
      ...NEW_HOME_SECTIONS.map((key) => s[key]),
      demoExtensionSection(),
    ],
  },
];

export const themeId = (applicationId: string, slug: string) => hexId(`vitrine:theme:${applicationId}:${slug}`);

export function buildThemes(applicationId: string): { themes: ThemeRow[]; pages: ThemePageRow[] } {
  const themeRows: ThemeRow[] = [];
  const pages: ThemePageRow[] = [];
  for (const v of VARIANTS) {
    const id = themeId(applicationId, v.slug);
    themeRows.push({
      id,
      applicationId,
      name: v.name,
      version: "1.0.0",
      applied: v.applied,
      themeType: "react",
      font: {
        family: "Poppins",
        variants: {
          light: { name: "Poppins", file: "" },
          regular: { name: "Poppins", file: "" },
          medium: { name: "Poppins", file: "" },
          semi_bold: { name: "Poppins", file: "" },
          bold: { name: "Poppins", file: "" },
        },
      },
      config: {
        current: "Default",
        list: [
          {
            name: "Default",
            global_config: {
              static: { props: { colors: v.colors, auth: { show_header_auth: true, show_footer_auth: true } } },
              custom: {
                props: {
                  header_layout: "single",
                  footer_description: v.footerDescription,
                  show_price: true,
                  disable_cart: false,
                  extension: demoExtensionSlots(),
                },
              },
            },
            page: [],
          },
        ],
        global_schema: {
          props: [
            {
              type: "select",
              id: "header_layout",
              label: "Header layout",
              category: "Header",
              info: "single or double row header",
            },
            { type: "textarea", id: "footer_description", label: "Footer description", category: "Footer" },
            { type: "checkbox", id: "show_price", label: "Show prices", category: "Product card" },
            {
              type: "checkbox",
              id: "disable_cart",
              label: "Disable cart",
              category: "Cart",
              info: "Hide add-to-cart for catalogue-only stores",
            },
          ],
        },
        preset: { pages: [] },
      },
      styles: {},
      availableSections: AVAILABLE_SECTIONS,
      meta: {
        name: v.name,
        slug: v.slug,
        description: v.description,
        industry: ["Fashion", "Lifestyle"],
        images: {
          desktop: mediaUrl("hero", `${v.slug}-preview`, v.home.colour),
          mobile: mediaUrl("hero-mobile", `${v.slug}-preview`, v.home.colour),
        },
        release: { version: "1.0.0", notes: "Initial release" },
        payment: { is_paid: false, amount: 0 },
      },
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    });
    const home = [...v.order(homeSections(v.home)), ...homeContentSections()];
    for (const page of SYSTEM_PAGES) {
      pages.push({
        themeId: id,
        id: hexId(`vitrine:theme-page:${id}:${page.value}`),
        value: page.value,
        text: page.text,
        path: page.path,
        type: "system",
        props: [],
        seo:
          page.value === "home"
            ? { title: "Vitrine Demo Store", description: "Fashion and lifestyle from 30+ Indian labels." }
            : {},
        sections: page.value === "home" ? home : page.value === "page-not-found" ? notFoundSections() : [],
        sectionsMeta: [],
        createdAt: BASE_DATE,
        updatedAt: BASE_DATE,
      });
    }
    // Pages of sections (/sections/:group): the summer edit, the lookbook and the stories.
    pages.push(...sectionPages(id));
    // A sections page (/sections/lookbook): the stock sections not on the home page.
    pages.push({
      themeId: id,
      id: hexId(`vitrine:theme-page:${id}:lookbook`),
      value: "lookbook",
      text: "Lookbook",
      path: "sections/lookbook",
      type: "sections",
      props: [],
      seo: { title: "Lookbook", description: "Six looks for the season, styled by our team." },
      sections: lookbookSections(v.home.colour),
      sectionsMeta: [],
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    });
    // A sections page (/sections/stories): the content sections not on the home page.
    pages.push({
      themeId: id,
      id: hexId(`vitrine:theme-page:${id}:stories`),
      value: "stories",
      text: "Stories",
      path: "sections/stories",
      type: "sections",
      props: [],
      seo: { title: "Stories", description: "Style notes, our stores and how to reach us." },
      sections: storiesSections(),
      sectionsMeta: [],
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    });
  }
  return { themes: themeRows, pages };
}

// ---------------------------------------------------------------------------------------------
// Sections pages (/sections/:group) and the not-found template

/** A hero banner with a call to action, text on the left over a dark overlay. */
function bannerHero(v: { heading: string; description: string; button: [string, string]; art: [string, string] }) {
  return section("hero-image", "Hero Image", {
    heading: p("text", v.heading),
    description: p("textarea", v.description),
    button_text: p("text", v.button[0]),
    button_link: p("url", v.button[1]),
    desktop_banner: p("image_picker", mediaUrl("hero", ...v.art)),
    mobile_banner: p("image_picker", mediaUrl("hero-mobile", ...v.art)),
    text_placement_desktop: p("select", "center_start"),
    text_alignment_desktop: p("select", "left"),
    overlay_option: p("select", "black_overlay"),
  });
}

/** A featured collection laid out as a grid with a "View all" link. */
function gridCollection(collection: string, heading: string, count: number, description?: string) {
  return section("featured-collection", "Featured Collection", {
    collection: p("collection", collection),
    heading: p("text", heading),
    ...(description ? { description: p("textarea", description) } : {}),
    item_count: p("range", count),
    desktop_layout: p("select", "grid"),
    show_view_all: p("checkbox", true),
    button_text: p("text", "View all"),
  });
}

/** The not-found template (theme page `page-not-found`): a way home and something to shop. */
function notFoundSections(): ThemeSection[] {
  return [
    bannerHero({
      heading: "Page Not Found.",
      description: "The page you were looking for has moved or never existed. Our bestsellers have not.",
      button: ["Return to home", "/"],
      art: ["page-not-found", "264653"],
    }),
    gridCollection("bestsellers", "Bestsellers", 4),
  ];
}

/** Theme pages of kind "sections", each shown at /sections/<value>. */
function sectionPages(themeId: string): ThemePageRow[] {
  const summer: ThemeSection[] = [
    bannerHero({
      heading: "The Summer Edit",
      description: "Breezy linens, bright prints and sandals made for long days.",
      button: ["Shop summer essentials", "/collection/summer-essentials"],
      art: ["summer-edit", "02d1cb"],
    }),
    gridCollection("summer-essentials", "Summer essentials", 8, "Everything you need when the mercury climbs."),
    section(
      "collections-listing",
      "Collections Listing",
      { heading: p("text", "More edits"), description: p("textarea", "Keep exploring.") },
      ["sneaker-store", "conscious-choices", "mega-sale"].map((collection) => ({
        type: "collection-item",
        name: "Collection Item",
        props: { collection: p("collection", collection) },
      })),
    ),
  ];
  return [
    {
      themeId,
      id: hexId(`vitrine:theme-page:${themeId}:summer-edit`),
      value: "summer-edit",
      text: "The Summer Edit",
      path: "sections/summer-edit",
      type: "sections",
      props: [],
      seo: { title: "The Summer Edit", description: "Breezy linens, bright prints and sandals made for long days." },
      sections: summer,
      sectionsMeta: [],
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    },
  ];
}
