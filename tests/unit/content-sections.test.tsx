/**
 * The content sections (feature-blog, blog-posts, faq, contact-details, store-locator, newsletter,
 * rich-text): loaders against a fake API, view builders tolerant of missing or bad props and data,
 * and their server-rendered HTML; the plain markup parser; the newsletter and notification rules.
 */
import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { Blog, SectionProp, StorefrontApi, ThemeSection } from "~/sdk/api";
import { getSection, type SectionName } from "~/sections/registry";
import { getSectionLoader, getSectionView } from "~/sections/loaders.server";
import { parseInline, parseMarkup } from "~/lib/plain-markup";
import { checkSignUp } from "~/lib/newsletter";
import { NEWSLETTER_MESSAGES } from "~/lib/newsletter-fields";
import { changedChannels, notificationRows, readNotificationForm } from "~/lib/notification-settings";
import { NewsletterForm } from "~/components/NewsletterForm";

const props = (values: Record<string, unknown>): Record<string, SectionProp> =>
  Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { type: "text", value }]));
const section = (name: string, values: Record<string, unknown> = {}): ThemeSection => ({
  name,
  label: name,
  props: props(values),
  blocks: [],
});

function render(name: SectionName, s: ThemeSection, data?: unknown): string {
  const view = getSectionView(name)!(s, data);
  if (view === null) return "";
  return renderToStaticMarkup(getSection(name)!.Component({ view, index: 2 }));
}

const load = (name: string, s: ThemeSection, api: Partial<Record<keyof StorefrontApi, object>>) =>
  getSectionLoader(name)!(s, { api: api as unknown as StorefrontApi, url: new URL("https://shop.test/") });

const blog = (slug: string, extra: Partial<Blog> = {}): Blog =>
  ({
    slug,
    title: `Post ${slug}`,
    summary: `About ${slug}`,
    feature_image: { secure_url: `/service/media/${slug}.jpg` },
    publish_date: "2025-12-20T00:00:00.000Z",
    reading_time: "4 min",
    tags: ["fit"],
    content: [{ type: "html", value: "<p>long body that must not travel</p>" }],
    author: { name: "Style desk" },
    ...extra,
  }) as unknown as Blog;

const BAD_PROPS = [
  {},
  { title: 42, item_count: "lots", filter_tags: { x: 1 }, category: ["a"], show_view_all: "maybe" },
  { heading: null, content: { html: "<b>x</b>" }, text_alignment: "diagonal" },
];
const NAMES: SectionName[] = [
  "feature-blog",
  "blog-posts",
  "faq",
  "contact-details",
  "store-locator",
  "newsletter",
  "rich-text",
];

describe("content section view builders", () => {
  it("never throw on missing or bad props and data", () => {
    for (const name of NAMES)
      for (const values of BAD_PROPS)
        for (const data of [undefined, null, 7, "x", {}, []]) {
          expect(() => render(name, section(name, values), data), `${name} ${JSON.stringify(values)}`).not.toThrow();
          expect(() => render(name, { name } as ThemeSection, data), name).not.toThrow();
        }
  });
});

describe("blog sections", () => {
  it("blog-posts loads the latest N posts with the chosen tags and renders lazy cards and a link to the blog", async () => {
    const getBlogs = vi.fn().mockResolvedValue({ items: [blog("a"), blog("b"), blog("c")], page: {} });
    const s = section("blog-posts", { title: "Style notes", item_count: "2", filter_tags: ["fit", " care ", "fit"] });
    const data = await load("blog-posts", s, { content: { getBlogs } });
    expect(getBlogs).toHaveBeenCalledWith({ pageNo: 1, pageSize: 2, tags: "fit,care" });
    expect(data).toHaveLength(2);
    expect(JSON.stringify(data)).not.toContain("long body");
    const html = render("blog-posts", s, data);
    expect(html).toMatch(
      /^<div id="section-2-code" class="island"><section class="theme-section theme-section--blog-posts" aria-labelledby="section-2-heading">/,
    );
    expect(html).toContain('<h3 id="section-2-post-a"><a href="/blog/a">Post a</a></h3>');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="/blog/">View all posts<span class="visually-hidden">: Style notes</span>');
  });

  it("blog-posts takes a comma-separated tags string and shows its empty message without posts", async () => {
    const getBlogs = vi.fn().mockResolvedValue({ items: [], page: {} });
    await load("blog-posts", section("blog-posts", { filter_tags: "winter, festive" }), { content: { getBlogs } });
    expect(getBlogs).toHaveBeenCalledWith({ pageNo: 1, pageSize: 3, tags: "winter,festive" });
    expect(render("blog-posts", section("blog-posts", { title: "Notes" }), [])).toContain("No posts yet.");
    expect(render("blog-posts", section("blog-posts"), [])).toBe("");
  });

  it("feature-blog shows the chosen post, or the latest when the chosen one is gone", async () => {
    const getBlog = vi.fn().mockRejectedValue(new Error("404"));
    const getBlogs = vi.fn().mockResolvedValue({ items: [blog("latest")] });
    const s = section("feature-blog", { heading: "From the journal", blog: "gone" });
    const data = await load("feature-blog", s, { content: { getBlog, getBlogs } });
    expect(getBlog).toHaveBeenCalledWith({ slug: "gone" });
    expect(data).toMatchObject({ slug: "latest", title: "Post latest" });
    const html = render("feature-blog", s, data);
    expect(html).toContain('<h3 id="section-2-feature-post" class="feature-blog__title"><a href="/blog/latest">');
    expect(html).toContain('Read the story<span class="visually-hidden">: Post latest</span>');
    const chosen = await load("feature-blog", s, {
      content: { getBlog: vi.fn().mockResolvedValue(blog("chosen")), getBlogs },
    });
    expect(chosen).toMatchObject({ slug: "chosen" });
    // Without a heading the post's title is the section's heading (h2).
    expect(render("feature-blog", section("feature-blog"), data)).toContain('<h2 id="section-2-feature-post"');
    expect(render("feature-blog", section("feature-blog"), null)).toBe("");
  });
});

describe("faq, contact-details and store-locator", () => {
  const faqs = [
    { slug: "q1", question: "When will my order arrive?", answer: "In 3 to 5 days.", _id: "1" },
    { slug: "q2", question: "No answer", answer: "", _id: "2" },
    { slug: "q3", question: "Can I <b>return</b>?", answer: "Within 15 days.", _id: "3" },
  ];

  it("faq reads a category's questions (or all) and renders <details> that work without JavaScript", async () => {
    const getFaqCategoryBySlug = vi.fn().mockResolvedValue({ category: { children: faqs } });
    const s = section("faq", { category: "orders-and-shipping", item_count: 5 });
    const data = await load("faq", s, { content: { getFaqCategoryBySlug } });
    expect(getFaqCategoryBySlug).toHaveBeenCalledWith({ slug: "orders-and-shipping" });
    const html = render("faq", s, data);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain("<summary>When will my order arrive?</summary><p>In 3 to 5 days.</p>");
    expect(html).toContain("Can I &lt;b&gt;return&lt;/b&gt;?");
    expect(html).toContain('href="/faq/orders-and-shipping">View all FAQs');
    const all = await load("faq", section("faq", { item_count: 1 }), {
      content: { getFaqs: vi.fn().mockResolvedValue({ faqs }) },
    });
    expect(all).toMatchObject({ category: "", questions: [{ slug: "q1" }] });
    expect(render("faq", section("faq", { show_view_all: false }), undefined)).toContain(
      "No questions to show right now.",
    );
  });

  it("contact-details shows the address, phones, e-mails and hours the props ask for", async () => {
    const getContactInfo = vi.fn().mockResolvedValue({
      address: { address_line: ["12 MG Road"], city: "Bengaluru", pincode: 560001, country: "India" },
      support: {
        phone: [{ key: "Customer care", code: "+91", number: "80 4567 8900" }],
        email: [{ key: "Support", value: "care@vitrine.example" }],
        timing: "Mon–Sat, 10 AM – 7 PM",
      },
    });
    const data = await load("contact-details", section("contact-details"), { configuration: { getContactInfo } });
    const html = render("contact-details", section("contact-details"), data);
    expect(html).toContain('<h2 id="section-2-heading" class="theme-section__heading">Get in touch</h2>');
    expect(html).toContain("12 MG Road");
    expect(html).toContain('href="tel:+918045678900"');
    expect(html).toContain('href="mailto:care@vitrine.example"');
    expect(html).toContain("Mon–Sat, 10 AM – 7 PM");
    expect(html).toContain('href="/contact-us/"');
    const quiet = render(
      "contact-details",
      section("contact-details", { show_phone: false, show_email: "false", show_working_hours: false }),
      data,
    );
    expect(quiet).not.toContain("tel:");
    expect(quiet).not.toContain("mailto:");
    expect(quiet).not.toContain("Working hours");
    expect(quiet).toContain("12 MG Road");
  });

  it("store-locator lists the first stores without a map and links to /locate-us/", async () => {
    const store = (uid: number) => ({
      uid,
      name: `Store ${uid}`,
      address: { address1: "1 Main Rd", city: "Pune", state: "Maharashtra", pincode: 411001, country: "India" },
      manager: { mobile_no: { country_code: 91, number: "9876543210" } },
      timing: [],
    });
    const getOrderingStores = vi.fn().mockResolvedValue({ items: [store(1), store(2)], page: { item_total: 9 } });
    const s = section("store-locator", { item_count: 2 });
    const data = await load("store-locator", s, { configuration: { getOrderingStores } });
    expect(getOrderingStores).toHaveBeenCalledWith({ pageNo: 1, pageSize: 2 });
    const html = render("store-locator", s, data);
    expect(html).toContain("Visit our stores");
    expect(html).toContain('<h3 id="store-1">Store 1</h3>');
    expect(html).toContain('href="/locate-us/">See all 9 stores');
    expect(html).not.toMatch(/map/i);
  });
});

describe("rich-text and plain markup", () => {
  it("parses paragraphs, subheadings, lists, bold, italic and safe links; HTML stays text", () => {
    expect(parseMarkup("Hello **world**\nagain\n\n## Sub\n- one\n* two [x](/a)\n\n<script>alert(1)</script>")).toEqual([
      {
        kind: "paragraph",
        inlines: [
          { kind: "text", text: "Hello " },
          { kind: "strong", text: "world" },
          { kind: "text", text: " again" },
        ],
      },
      { kind: "heading", inlines: [{ kind: "text", text: "Sub" }] },
      {
        kind: "list",
        items: [
          [{ kind: "text", text: "one" }],
          [
            { kind: "text", text: "two " },
            { kind: "link", text: "x", href: "/a" },
          ],
        ],
      },
      { kind: "paragraph", inlines: [{ kind: "text", text: "<script>alert(1)</script>" }] },
    ]);
    expect(parseInline("[bad](javascript:alert) *it*")).toEqual([
      { kind: "text", text: "bad " },
      { kind: "em", text: "it" },
    ]);
    expect(parseMarkup(42)).toEqual([]);
  });

  it("renders escaped text, never raw HTML", () => {
    const s = section("rich-text", {
      heading: "Made to last",
      content: "We **care**.\n\n<img src=x onerror=alert(1)>\n\n## Why\n- [care guide](/blog/care)",
      text_alignment: "center",
    });
    const html = render("rich-text", s);
    expect(html).toContain("rich-text-section--center");
    expect(html).toContain("<strong>care</strong>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(html).toContain('<h3 class="rich-text-section__subheading"><span>Why</span></h3>');
    expect(html).toContain('<li><a href="/blog/care">care guide</a></li>');
    expect(render("rich-text", section("rich-text"))).toBe("");
  });
});

describe("newsletter", () => {
  const form = (values: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(values)) f.set(k, v);
    return f;
  };

  it("checks the address: required, shaped like one; the trap marks bots", () => {
    expect(checkSignUp(form({}))).toEqual({ ok: false, email: "", error: NEWSLETTER_MESSAGES.required });
    expect(checkSignUp(form({ email: "  " }))).toMatchObject({ ok: false, error: NEWSLETTER_MESSAGES.required });
    expect(checkSignUp(form({ email: "me@" }))).toEqual({
      ok: false,
      email: "me@",
      error: NEWSLETTER_MESSAGES.invalid,
    });
    expect(checkSignUp(form({ email: " me@example.com " }))).toEqual({
      ok: true,
      email: "me@example.com",
      trapped: false,
    });
    expect(checkSignUp(form({ email: "me@example.com", website: "http://spam" }))).toMatchObject({ trapped: true });
  });

  it("renders a labelled form posting to /newsletter, with its error linked and the typed value kept", () => {
    const plain = renderToStaticMarkup(<NewsletterForm idPrefix="n" buttonText="Sign up" />);
    expect(plain).toContain('<form method="post" action="/newsletter"');
    expect(plain).toContain('<label for="n-email">E-mail address</label>');
    expect(plain).toContain('aria-hidden="true"');
    const failed = renderToStaticMarkup(
      <NewsletterForm
        idPrefix="n"
        buttonText="Sign up"
        result={{ status: "error", email: "me@", fieldError: NEWSLETTER_MESSAGES.invalid, formError: null }}
      />,
    );
    expect(failed).toContain('value="me@"');
    expect(failed).toContain('aria-invalid="true" aria-describedby="n-email-error"');
    expect(failed).toContain(
      `<p id="n-email-error" class="field-error">${NEWSLETTER_MESSAGES.invalid.replace(/,/g, ",")}</p>`,
    );
    const done = renderToStaticMarkup(
      <NewsletterForm
        idPrefix="n"
        buttonText="Sign up"
        result={{ status: "already", message: NEWSLETTER_MESSAGES.already }}
      />,
    );
    expect(done).toBe(`<p class="newsletter__done" role="status">${NEWSLETTER_MESSAGES.already}</p>`);
  });

  it("the section renders its heading and the form", () => {
    const html = render("newsletter", section("newsletter", { title: "Join us", button_text: "Subscribe" }));
    expect(html).toContain("Join us");
    expect(html).toContain('id="section-2-newsletter-email"');
    expect(html).toContain("Subscribe");
  });
});

describe("notification settings", () => {
  const consent = {
    app_id: "a",
    user_id: "u",
    channels: {
      email: { response: "yes", display_name: "Email" },
      sms: { response: "no", display_name: "SMS" },
      whatsapp: { response: "no", display_name: "WhatsApp", country_code: "91", phone_number: "9876543210" },
    },
  };

  it("rows from the consent, answers from the form, and only changed channels are sent", () => {
    const rows = notificationRows(consent);
    expect(rows.map((r) => [r.channel, r.checked])).toEqual([
      ["email", true],
      ["sms", false],
      ["whatsapp", false],
    ]);
    expect(rows[2].hint).toBe("Messages go to +91 9876543210");
    expect(notificationRows(null).every((r) => !r.checked)).toBe(true);
    const f = new FormData();
    f.set("sms", "yes");
    const read = readNotificationForm(f);
    expect(read).toEqual({ ok: true, answers: { email: "no", sms: "yes", whatsapp: "no" } });
    if (read.ok) expect(changedChannels(rows, read.answers)).toEqual(["email", "sms"]);
    const bad = new FormData();
    bad.set("email", "maybe");
    expect(readNotificationForm(bad)).toMatchObject({
      ok: false,
      errors: { email: ["Tick the box or leave it empty"] },
    });
  });
});
