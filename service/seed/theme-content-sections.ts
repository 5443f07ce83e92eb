/**
 * The content sections of the seeded themes (blog, FAQ, contact, stores, newsletter, rich text):
 * their definitions for `available_sections` (props schema, blocks, presets; prop ids as Turbo's
 * where Turbo has the section), the two appended to the home page, and the "stories" sections page
 * (/sections/stories) that shows the others. Pure data.
 */
import type { SectionProp, ThemeSection } from "../contract/types";

type PropDef = { id: string; type: string; label: string; default?: unknown; info?: string };

const def = (id: string, type: string, label: string, dflt: unknown, info?: string): PropDef => ({
  id,
  type,
  label,
  default: dflt,
  ...(info ? { info } : {}),
});

/** A definition's preset: the props (and blocks) a newly added section starts with. */
const presetOf = (props: PropDef[]) => ({
  props: Object.fromEntries(props.map((prop) => [prop.id, prop.default])),
  blocks: [],
});

const withPreset = (name: string, label: string, props: PropDef[]) => ({
  name,
  label,
  props,
  blocks: [] as { type: string; name: string; props: PropDef[] }[],
  presets: presetOf(props),
});

export const CONTENT_SECTION_DEFINITIONS = [
  withPreset("feature-blog", "Feature Blog", [
    def("heading", "text", "Heading", "From the journal"),
    def("description", "textarea", "Description", ""),
    def("blog", "blog", "Blog post", "", "The post to highlight; the latest one when none is chosen"),
    def("button_text", "text", "Button text", "Read the story"),
  ]),
  withPreset("blog-posts", "Blog Posts", [
    def("title", "text", "Heading", "Style notes"),
    def("description", "textarea", "Description", ""),
    def("filter_tags", "tags-list", "Only posts tagged", [], "Leave empty for the latest posts"),
    def("item_count", "range", "Number of posts", 3),
    def("button_text", "text", "Button text", "View all posts"),
  ]),
  withPreset("faq", "FAQ", [
    def("title", "text", "Heading", "Frequently asked questions"),
    def("description", "textarea", "Description", ""),
    def("category", "faq-category", "FAQ category", "", "Leave empty for questions of every category"),
    def("item_count", "range", "Number of questions", 6),
    def("show_view_all", "checkbox", "Show the link to all questions", true),
    def("button_text", "text", "Button text", "View all FAQs"),
  ]),
  withPreset("contact-details", "Contact Details", [
    def("title", "text", "Heading", "Get in touch"),
    def("description", "textarea", "Description", ""),
    def("show_description", "checkbox", "Show description", true),
    def("show_address", "checkbox", "Show address", true),
    def("show_phone", "checkbox", "Show phone", true),
    def("show_email", "checkbox", "Show email", true),
    def("show_working_hours", "checkbox", "Show working hours", true),
    def("button_text", "text", "Button text", "Send us a message"),
  ]),
  withPreset("store-locator", "Store Locator", [
    def("section_title", "text", "Heading", "Visit our stores"),
    def("description", "text", "Description", ""),
    def("item_count", "range", "Number of stores", 3),
    def("button_text", "text", "Button text", "", "Leave empty for “Find a store” or “See all N stores”"),
  ]),
  withPreset("newsletter", "Newsletter Sign-up", [
    def("title", "text", "Heading", "Join our newsletter"),
    def("description", "textarea", "Description", "New arrivals, offers and style notes, once a week."),
    def("button_text", "text", "Button text", "Sign up"),
    def("privacy_note", "text", "Note under the form", "We never share your address. Leave at any time."),
  ]),
  withPreset("rich-text", "Rich Text", [
    def("heading", "text", "Heading", ""),
    def(
      "content",
      "textarea",
      "Text",
      "",
      "Blank lines separate paragraphs; ## starts a subheading, - a list item; **bold**, *italic*, [text](link). HTML is shown as text.",
    ),
    def("text_alignment", "select", "Text alignment", "left"),
  ]),
];

const p = (type: string, value: unknown): SectionProp => ({ type, value });

const section = (name: string, label: string, props: Record<string, SectionProp>): ThemeSection => ({
  name,
  label,
  props,
  blocks: [],
  predicate: {
    screen: { mobile: true, tablet: true, desktop: true },
    user: { authenticated: true, anonymous: true },
    route: { selected: "none", exact_url: "", query: {} },
  },
});

/** Appended to each theme's home page, after its own sections. */
export function homeContentSections(): ThemeSection[] {
  return [
    section("blog-posts", "Blog Posts", {
      title: p("text", "Style notes"),
      description: p("textarea", "Fit guides, fabric care and what to wear this season."),
      item_count: p("range", 3),
      button_text: p("text", "View all posts"),
    }),
    section("newsletter", "Newsletter Sign-up", {
      title: p("text", "Join our newsletter"),
      description: p("textarea", "New arrivals, offers and style notes, once a week."),
      button_text: p("text", "Sign up"),
      privacy_note: p("text", "We never share your address. Leave at any time."),
    }),
  ];
}

/** The "stories" sections page (/sections/stories): the other content sections. */
export function storiesSections(): ThemeSection[] {
  return [
    section("feature-blog", "Feature Blog", {
      heading: p("text", "From the journal"),
      blog: p("blog", "festive-edit-sarees-and-kurtas"),
      button_text: p("text", "Read the story"),
    }),
    section("rich-text", "Rich Text", {
      heading: p("text", "Made to last"),
      content: p(
        "textarea",
        "Every label on Vitrine is chosen for how its clothes are **made**: honest fabrics, careful stitching and fits that work on real people.\n\n" +
          "## What we look for\n" +
          "- Natural fibres: cotton, linen, silk and wool\n" +
          "- Makers who pay fairly and work safely\n" +
          "- Designs you will wear for *years*, not weeks\n\n" +
          "Read more in our [care guide](/blog/caring-for-cotton-and-linen).",
      ),
    }),
    section("blog-posts", "Blog Posts", {
      title: p("text", "Fit and care guides"),
      filter_tags: p("tags-list", ["fit", "care"]),
      item_count: p("range", 3),
    }),
    section("faq", "FAQ", {
      title: p("text", "Questions about orders"),
      category: p("faq-category", "orders-and-shipping"),
      item_count: p("range", 4),
    }),
    section("store-locator", "Store Locator", {
      section_title: p("text", "Visit our stores"),
      description: p("text", "Try before you buy at a Vitrine store near you."),
      item_count: p("range", 3),
    }),
    section("contact-details", "Contact Details", {
      title: p("text", "Get in touch"),
      description: p("textarea", "Our customer care team answers every message within a day."),
    }),
  ];
}
