/**
 * Content pages and contact messages over a real database: FAQ, blog posts, custom pages,
 * announcements, the legal texts, and contact-us tickets (status, priority, per-address limit);
 * then every new content method called through the official SDK against the running service, and
 * the storefront SDK's requests compared with the official SDK's.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_OPERATIONS } from "../../app/sdk/operations";
import { expectConsoleError } from "../console-errors";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { drivers, signedRequest, useHttpTestService, useTestService } from "./helpers";
import { officialClient } from "./official-shopper";

const CONTENT = "/service/application/content";
const TICKET = "/service/application/lead/v1.0/ticket/";

const contactTicket = (extra: Record<string, unknown> = {}) => ({
  category: "contact-us",
  content: { title: "Contact request", description: "Where is my order?", attachments: [] },
  status: "pending",
  priority: "low",
  _custom_json: { comms_details: { name: "Asha", email: "asha@example.com", phone: "9876543210" } },
  ...extra,
});

describe.each(drivers)("content on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const response = await service().app.fetch(signedRequest(path, init));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

  it("lists FAQ categories in order, each with its questions", async () => {
    const { status, body } = await call(`${CONTENT}/v1.0/faq/categories`);
    expect(status).toBe(200);
    expect(body.categories.map((c: any) => c.slug)).toEqual([
      "orders-and-shipping",
      "returns-and-refunds",
      "payments",
      "account",
    ]);
    expect(body.categories.map((c: any) => c.index)).toEqual([1, 2, 3, 4]);
    const all = await call(`${CONTENT}/v1.0/faq`);
    expect(all.body.faqs).toHaveLength(body.categories.flatMap((c: any) => c.children).length);
    expect(all.body.faqs.map((f: any) => f._id)).toEqual(body.categories.flatMap((c: any) => c.children));
  });

  it("answers a category with its questions, its questions alone, and one question by slug", async () => {
    const { body } = await call(`${CONTENT}/v1.0/faq/category/returns-and-refunds`);
    expect(body.category).toMatchObject({ slug: "returns-and-refunds", title: "Returns and refunds" });
    const window = body.category.children.find((f: any) => f.slug === "how-long-do-i-have-to-return-an-item");
    expect(window.answer).toContain("15 days of delivery");
    const faqs = await call(`${CONTENT}/v1.0/faq/category/returns-and-refunds/faqs`);
    expect(faqs.body.faqs.map((f: any) => f._id)).toEqual(body.category.children.map((f: any) => f._id));
    const one = await call(`${CONTENT}/v1.0/faq/is-cash-on-delivery-available`);
    expect(one.body.answer).toContain("₹50,000");
    expect((await call(`${CONTENT}/v1.0/faq/category/nothing-here`)).status).toBe(404);
    expect((await call(`${CONTENT}/v1.0/faq/category/nothing-here/faqs`)).status).toBe(404);
    expect((await call(`${CONTENT}/v1.0/faq/nothing-here`)).body).toMatchObject({ message: "FAQ not found" });
  });

  it("pages published blog posts newest first, filters by tag and search, and hides drafts", async () => {
    const first = await call(`${CONTENT}/v1.0/blogs`);
    expect(first.body.page).toMatchObject({ type: "number", current: 1, size: 12, item_total: 4, has_next: false });
    const dates = first.body.items.map((b: any) => b.publish_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.items.map((b: any) => b.slug)).not.toContain("winter-layering-guide");
    expect(first.body.filters.tags).toContain("festive");
    expect(first.body.items[0]).toMatchObject({
      published: true,
      author: { name: expect.any(String) },
      feature_image: { secure_url: expect.stringMatching(/^\/service\/media\/banner\//) },
      content: [{ type: "html", value: expect.stringContaining("<p>") }],
    });

    const paged = await call(`${CONTENT}/v1.0/blogs?page_no=2&page_size=3`);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.page).toMatchObject({ current: 2, has_next: false, has_previous: true, item_total: 4 });
    const tagged = await call(`${CONTENT}/v1.0/blogs?tags=care,fit`);
    expect(tagged.body.items.map((b: any) => b.slug)).toEqual([
      "how-to-find-your-jeans-size",
      "caring-for-cotton-and-linen",
    ]);
    const searched = await call(`${CONTENT}/v1.0/blogs?search=${encodeURIComponent("SNEAKERS")}`);
    expect(searched.body.items.map((b: any) => b.slug)).toEqual(["sneakers-for-every-day"]);
    expect((await call(`${CONTENT}/v1.0/blogs?search=${encodeURIComponent("100%_")}`)).body.items).toEqual([]);
    expect((await call(`${CONTENT}/v1.0/blogs?page_size=0`)).status).toBe(400);

    const post = await call(`${CONTENT}/v1.0/blogs/how-to-find-your-jeans-size`);
    expect(post.body).toMatchObject({ slug: "how-to-find-your-jeans-size", reading_time: "3 min" });
    expect((await call(`${CONTENT}/v1.0/blogs/winter-layering-guide`)).status).toBe(404);
  });

  it("serves the custom pages by slug", async () => {
    const list = await call(`${CONTENT}/v2.0/pages`);
    expect(list.body.items.map((p: any) => p.slug)).toEqual(["about-us", "size-guide", "team"]);
    const about = await call(`${CONTENT}/v2.0/pages/about-us`);
    expect(about.body).toMatchObject({ title: "About us", type: "html", published: true });
    expect(about.body.content[0].value).toContain("15 days of delivery");
    expect((await call(`${CONTENT}/v2.0/pages/missing`)).body).toMatchObject({ message: "Page not found" });
    expect((await call(`${CONTENT}/v1.0/announcements`)).body).toEqual({
      announcements: {},
      refresh_rate: 900,
      refresh_pages: [],
    });
  });

  it("states the store's real terms in its legal texts", async () => {
    const { body } = await call(`${CONTENT}/v1.0/legal`);
    expect(body.returns).toContain("**15 days**");
    expect(body.shipping).toContain("₹500");
    expect(body.tnc).toContain("₹50,000");
  });

  it("files a contact-us message as a pending, low-priority ticket", async () => {
    const { status, body } = await call(TICKET, { method: "POST", body: contactTicket() });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      category: { key: "contact-us", display: "Contact us" },
      status: { key: "pending", display: "Pending" },
      priority: { key: "low", display: "Low" },
      _custom_json: { comms_details: { email: "asha@example.com" } },
    });
    const read = await call(`${TICKET.slice(0, -1)}/${body._id}`);
    expect(read.body.status.key).toBe("pending");
    const bad = await call(TICKET, { method: "POST", body: contactTicket({ status: "closed" }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual(["Unknown status: use open, pending"]);
  });

  it("limits contact-us messages per client address, not product requests", async () => {
    const from = (ip: string) => ({ method: "POST", body: contactTicket(), headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 10; i++) expect((await call(TICKET, from("203.0.113.9"))).status).toBe(201);
    const refused = await call(TICKET, from("203.0.113.9"));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many messages from your network. Try again in an hour.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(TICKET, from("203.0.113.10"))).status).toBe(201);
    const request = await call(TICKET, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      body: { category: "product-request", content: { title: "A kurta in XXL" } },
    });
    expect(request.status).toBe(201);
    expect(request.body.status.key).toBe("open");
  });
});

describe("content through the official SDK", () => {
  const { origin } = useHttpTestService();
  const client = () => officialClient(origin()).content;

  it("calls every FAQ method", async () => {
    const c = client();
    const { categories } = await c.getFaqCategories();
    expect(categories).toHaveLength(4);
    const { category } = await c.getFaqCategoryBySlug({ slug: categories[2].slug });
    expect(category.title).toBe("Payments");
    const { faqs } = await c.getFaqsByCategorySlug({ slug: "payments" });
    expect(faqs.map((f: any) => f.question)).toEqual(category.children.map((f: any) => f.question));
    const faq = await c.getFaqBySlug({ slug: faqs[0].slug });
    expect(faq._id).toBe(faqs[0]._id);
    expect((await c.getFaqs()).faqs.length).toBeGreaterThan(faqs.length);
    expectConsoleError(/FAQ not found/);
    await expect(c.getFaqBySlug({ slug: "nope" })).rejects.toMatchObject({ code: 404, message: "FAQ not found" });
  });

  it("calls the blog, page and announcement methods", async () => {
    const c = client();
    const blogs = await c.getBlogs({ pageNo: 1, pageSize: 2, tags: "men" });
    expect(blogs.items).toHaveLength(2);
    expect(blogs.page.has_next).toBe(true);
    const post = await c.getBlog({ slug: blogs.items[0].slug });
    expect(post.title).toBe(blogs.items[0].title);
    const pages = await c.getPages({ pageNo: 1, pageSize: 1 });
    expect(pages.page).toMatchObject({ item_total: 3, has_next: true });
    expect((await c.getPage({ slug: "size-guide" })).title).toBe("Size guide");
    expect(await c.getAnnouncements()).toMatchObject({ announcements: {} });
  });
});

describe("storefront SDK content requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    getFaqBySlug: { slug: "how-long" },
    getFaqCategoryBySlug: { slug: "payments" },
    getFaqsByCategorySlug: { slug: "payments" },
    getBlogs: { pageNo: 2, pageSize: 12, tags: "men,festive", search: "silk saree" },
    getBlog: { slug: "festive-edit", rootId: "r1", preview: true },
    getPages: { pageNo: 1, pageSize: 20 },
    getPage: { slug: "about-us", rootId: "r1" },
  };
  const cases = Object.entries(CONTENT_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );
  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
