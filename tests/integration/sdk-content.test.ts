/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) calls every method of its content (24),
 * lead (5), communication (3) and webhook (1) clients over real HTTP against the seeded service:
 * each answers with the official field names and the store's real data, and refuses what it must.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadOperations } from "../../app/sdk/operations/lead";
import { clickEvents, customFormResponses, pushTokens, userPhones } from "../../service/db/schema";
import { expectConsoleError } from "../console-errors";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { TEST_APPLICATION_ID } from "./constants";
import { useHttpTestService } from "./helpers";
import { officialClient, officialSignUp } from "./official-shopper";

/** The methods a client of the official SDK has (its prototype's, less the plumbing). */
const methodsOf = (client: object) =>
  Object.getOwnPropertyNames(Object.getPrototypeOf(client))
    .filter((name) => name !== "constructor" && name !== "updateUrls")
    .sort();

/** The bulk order enquiry, answered correctly. */
const GOOD_ENQUIRY = [
  { key: "name", value: "  Meera Iyer " },
  { key: "email", value: "meera@acme.example" },
  { key: "mobile", value: "+91 9876543210" },
  { key: "category", value: "footwear" },
  { key: "quantity", value: "120" },
  { key: "delivery", value: "multiple" },
  { key: "gst_invoice", value: true },
  { key: "gstin", value: "29ABCDE1234F1Z5" },
];

describe("official SDK: content, lead, communication and webhook clients", () => {
  const { origin, runtime } = useHttpTestService();

  const client = () => officialClient(origin());

  /** An official client signed in as a newly registered shopper. */
  const shopperClient = (email: string) =>
    officialSignUp(origin(), { first_name: "Form", last_name: "Filler", email, password: "Secret#123" }, "web");

  it("has the methods this file calls, no more and no fewer", () => {
    const c = client();
    expect(methodsOf(c.content)).toHaveLength(24);
    expect(methodsOf(c.lead)).toEqual([
      "createHistory",
      "createTicket",
      "getCustomForm",
      "getTicket",
      "submitCustomForm",
    ]);
    expect(methodsOf(c.communication)).toEqual([
      "getCommunicationConsent",
      "upsertAppPushtoken",
      "upsertCommunicationConsent",
    ]);
    expect(methodsOf(c.webhook)).toEqual(["saveClickEvent"]);
  });

  describe("content", () => {
    const called = new Set<string>();
    /** The content client, recording which methods the tests call. */
    const content = () =>
      new Proxy(client().content, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (typeof value === "function" && typeof name === "string") {
            called.add(name);
            return value.bind(target);
          }
          return value;
        },
      });

    it("navigations, SEO, support, legal and announcements", async () => {
      const navs = await content().getNavigations({ pageNo: 1, pageSize: 10 });
      expect(navs.items.map((n: any) => n.slug).sort()).toEqual(["footer-menu", "main-menu"]);
      expect(navs.items[0]).toMatchObject({
        orientation: { portrait: expect.any(Array) },
        platform: expect.any(Array),
      });
      expect(navs.page).toMatchObject({ type: "number", current: 1, item_total: 2, has_next: false });

      const { seo } = await content().getSEOConfiguration();
      expect(seo).toMatchObject({ sitemap_enabled: expect.any(Boolean), cannonical_enabled: expect.any(Boolean) });
      expect(seo.details.title).toBeTruthy();

      const support = await content().getSupportInformation();
      expect(support.application).toBe(TEST_APPLICATION_ID);
      expect(support.contact.email.email[0].value).toBe("support@vitrine.example");

      const legal = await content().getLegalInformation();
      expect(legal).toMatchObject({ application: TEST_APPLICATION_ID, tnc: expect.stringMatching(/^# Terms/) });
      expect(legal.faq.length).toBeGreaterThan(0);

      expect(await content().getAnnouncements()).toEqual({ announcements: {}, refresh_rate: 900, refresh_pages: [] });
    });

    it("FAQ: all, by slug, categories, a category and its questions", async () => {
      const { faqs } = await content().getFaqs();
      expect(faqs.length).toBeGreaterThan(4);
      const one = await content().getFaqBySlug({ slug: faqs[0].slug });
      expect(one).toMatchObject({ _id: faqs[0]._id, question: faqs[0].question, answer: expect.any(String) });

      const { categories } = await content().getFaqCategories();
      expect(categories.map((c: any) => c.slug)).toContain("orders-and-shipping");
      const { category } = await content().getFaqCategoryBySlug({ slug: "orders-and-shipping" });
      expect(category).toMatchObject({ slug: "orders-and-shipping", title: expect.any(String) });
      const inCategory = await content().getFaqsByCategorySlug({ slug: "orders-and-shipping" });
      expect(inCategory.faqs.length).toBeGreaterThan(0);
      for (const faq of inCategory.faqs)
        expect(faq).toMatchObject({ _id: expect.any(String), question: expect.any(String) });
    });

    it("blogs and pages, and a 404 with the service's error body for an unknown slug", async () => {
      const blogs = await content().getBlogs({ pageNo: 1, pageSize: 2 });
      expect(blogs.items).toHaveLength(2);
      expect(blogs.page).toMatchObject({ type: "number", current: 1, size: 2, has_next: true });
      expect(blogs.filters.tags.length).toBeGreaterThan(0);
      const blog = await content().getBlog({ slug: blogs.items[0].slug });
      expect(blog).toMatchObject({ _id: blogs.items[0]._id, title: blogs.items[0].title, published: true });
      expect(blog.author.name).toBeTruthy();

      const pages = await content().getPages({ pageNo: 1, pageSize: 20 });
      expect(pages.items.length).toBeGreaterThan(0);
      const page = await content().getPage({ slug: pages.items[0].slug });
      expect(page).toMatchObject({ slug: pages.items[0].slug, content: expect.any(Array), published: true });

      expectConsoleError(/Blog not found/);
      const error = await content()
        .getBlog({ slug: "no-such-post" })
        .catch((e: any) => e);
      expect(error).toMatchObject({ code: 404, message: "Blog not found" });
      expect(error.details).toEqual({ success: false, message: "Blog not found", request_id: expect.any(String) });
    });

    it("injected tags, data loaders and the landing page", async () => {
      const tags = await content().getTags();
      expect(tags.application).toBe(TEST_APPLICATION_ID);
      expect(tags.tags.map((t: any) => [t.name, t.type, t.sub_type, t.position])).toEqual([
        ["Festive accent colour", "css", "inline", "head"],
        ["Analytics queue", "js", "inline", "body-bottom"],
        ["Home trust badges tint", "css", "inline", "head"],
      ]);
      expect(tags.tags[1]).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        content: "window.vitrineTagQueue = window.vitrineTagQueue || [];",
        pages: [{ path: "/product/*" }, { path: "/cart/bag/" }],
        attributes: {},
        __source: { type: "extension" },
      });

      const loaders = await content().getDataLoaders();
      expect(loaders.items).toEqual([
        expect.objectContaining({
          name: "Size guide answers",
          service: "content",
          operation_id: "getFaqsByCategorySlug",
          type: "url",
          url: "/service/application/content/v1.0/faq/category/{slug}/faqs",
          __source: { type: "extension", id: expect.any(String) },
        }),
      ]);

      const landing = await content().getLandingPage();
      expect(landing).toMatchObject({
        application: TEST_APPLICATION_ID,
        slug: "home",
        action: { type: "page", page: { type: "home", url: "/" } },
        platform: ["web", "android", "ios"],
        archived: false,
        date_meta: { created_on: "2026-01-01T00:00:00.000Z" },
      });
    });

    it("SEO markup schemas, filtered by page type and by whether they are active", async () => {
      const all = await content().getSEOMarkupSchemas();
      expect(all.items.map((s: any) => [s.page_type, s.active])).toEqual([
        ["home", true],
        ["product", true],
        ["blog", true],
        ["collection", false],
      ]);
      const product = await content().getSEOMarkupSchemas({ pageType: "product" });
      expect(product.items).toHaveLength(1);
      expect(product.items[0]).toMatchObject({ title: "Product", application: TEST_APPLICATION_ID });
      expect(JSON.parse(product.items[0].schema)).toMatchObject({ "@type": "Product", name: "{{ product.name }}" });
      const active = await content().getSEOMarkupSchemas({ active: true });
      expect(active.items.map((s: any) => s.page_type)).toEqual(["home", "product", "blog"]);
      const inactive = await content().getSEOMarkupSchemas({ active: false });
      expect(inactive.items.map((s: any) => s.page_type)).toEqual(["collection"]);
    });

    it("supported languages and UI labels by locale", async () => {
      expect(await content().getSupportedLanguages()).toEqual({
        items: [
          { name: "English", code: "en-IN" },
          { name: "हिन्दी", code: "hi-IN" },
        ],
      });
      const hindi = await content().getTranslateUILabels({ locale: "hi-IN", type: "locale" });
      expect(hindi.items).toHaveLength(1);
      expect(hindi.items[0]).toMatchObject({
        application_id: TEST_APPLICATION_ID,
        locale: "hi-IN",
        type: "locale",
        resource: { "resource.common.add_to_cart": "बैग में डालें" },
      });
      expect(hindi.page).toMatchObject({ type: "number", item_total: 1 });
      const all = await content().getTranslateUILabels();
      expect(all.items.map((l: any) => l.locale)).toEqual(["en-IN", "hi-IN"]);
      const forTheme = await content().getTranslateUILabels({ themeId: hindi.items[0].theme_id });
      expect(forTheme.items).toHaveLength(2);
      expect((await content().getTranslateUILabels({ locale: "fr-FR" })).items).toEqual([]);
    });

    it("resource translations by id, in the query or in the payload", async () => {
      const { items } = await content().getBlogs({ pageNo: 1, pageSize: 20 });
      const festive = items.find((b: any) => b.slug === "festive-edit-sarees-and-kurtas");
      const jeans = items.find((b: any) => b.slug === "how-to-find-your-jeans-size");
      const one = await content().fetchResourceTranslations({ type: "blog", locale: "hi-IN", resourceId: festive._id });
      expect(one.items).toEqual([
        {
          _id: expect.any(String),
          type: "blog",
          resource_id: festive._id,
          locale: "hi-IN",
          value: { title: "त्योहारों का संग्रह: साड़ियाँ और कुर्ते", summary: expect.any(String) },
        },
      ]);
      const all = await content().fetchResourceTranslations({ type: "blog", locale: "hi-IN" });
      expect(all.items.map((t: any) => t.resource_id).sort()).toEqual([festive._id, jeans._id].sort());
      expect((await content().fetchResourceTranslations({ type: "blog", locale: "ta-IN" })).items).toEqual([]);

      const posted = await content().fetchResourceTranslationsWithPayload({
        type: "blog",
        locale: "hi-IN",
        body: { resource_ids: [jeans._id, "000000000000000000000000"] },
      });
      expect(posted.items.map((t: any) => [t.resource_id, t.value.title])).toEqual([
        [jeans._id, "अपनी जींस का सही साइज़ कैसे चुनें"],
      ]);
    });

    it("custom fields of a resource and a custom object entry; unknown entries are 404s", async () => {
      const fields = await content().getCustomFieldsByResourceId({
        resource: "collection",
        resourceSlug: "new-arrivals",
      });
      expect(fields.items.map((f: any) => [f.slug, f.type, f.multi_value, f.value.map((v: any) => v.value)])).toEqual([
        ["banner_text", "string_single_line", false, ["Fresh drops every Friday"]],
        ["highlight_colours", "string_single_line", true, ["Rust", "Olive", "Indigo"]],
        ["season", "string_single_line", false, ["Autumn–Winter 2026"]],
        ["show_countdown", "boolean", false, [true]],
      ]);
      expect(fields.items[0]).toMatchObject({
        namespace: "storefront",
        resource: "collection",
        resource_slug: "new-arrivals",
        application_id: TEST_APPLICATION_ID,
        company_id: "1",
        is_deleted: false,
      });
      expect(
        (await content().getCustomFieldsByResourceId({ resource: "collection", resourceSlug: "staff-picks" })).items,
      ).toEqual([]);

      const entry = await content().getCustomObjectBySlug({
        definitionSlug: "store-events",
        slug: "diwali-trunk-show",
      });
      expect(entry).toMatchObject({
        status: "active",
        display_name: "Diwali trunk show",
        definition: { name: "Store events", type: "store-events" },
        references: [],
      });
      expect(entry.fields.map((f: any) => [f.slug, f.value[0].value])).toEqual([
        ["name", "Diwali trunk show"],
        ["city", "Bengaluru"],
        ["date", "2026-10-31"],
        ["description", expect.stringMatching(/Indiranagar/)],
      ]);

      expectConsoleError(/Custom object not found/);
      const error = await content()
        .getCustomObjectBySlug({ definitionSlug: "store-events", slug: "no-such-event" })
        .catch((e: any) => e);
      expect(error).toMatchObject({ code: 404, message: "Custom object not found" });
      expect(error.details).toMatchObject({ success: false, message: "Custom object not found" });
    });

    it("called every content method", () => {
      expect([...called].sort()).toEqual(methodsOf(client().content));
    });
  });

  describe("lead", () => {
    it("files a ticket, reads it and adds to its history", async () => {
      const lead = client().lead;
      const ticket = await lead.createTicket({
        body: { category: "contact-us", content: { title: "Where is my parcel?", description: "Order FY1" } },
      });
      expect(await lead.getTicket({ id: ticket._id })).toEqual(ticket);

      const comment = await lead.createHistory({
        id: ticket._id,
        body: { type: "comment", value: { text: "It arrived, thank you." } },
      });
      expect(comment).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        ticket_id: ticket._id,
        type: "comment",
        value: { text: "It arrived, thank you." },
        created_on: { user_agent: expect.any(String) },
      });
      const rating = await lead.createHistory({ id: ticket._id, body: { type: "rating", value: 5 } });
      expect(rating).toMatchObject({ type: "rating", value: 5 });

      expectConsoleError(/Ticket not found/);
      expectConsoleError(/Invalid request: type/);
      await expect(
        lead.createHistory({ id: "000000000000000000000000", body: { type: "comment", value: "x" } }),
      ).rejects.toMatchObject({ code: 404, message: "Ticket not found" });
      await expect(lead.createHistory({ id: ticket._id, body: { type: "shout", value: "x" } })).rejects.toMatchObject({
        code: 400,
        details: { errors: { type: [expect.stringMatching(/^Unknown type/)] } },
      });
    });

    it("reads a custom form's definition; an unknown form is a 404", async () => {
      const form = await client().lead.getCustomForm({ slug: "bulk-order-enquiry" });
      expect(form).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        application_id: TEST_APPLICATION_ID,
        slug: "bulk-order-enquiry",
        title: "Bulk order enquiry",
        login_required: false,
        should_notify: false,
        priority: { key: "medium", display: "Medium", color: expect.any(String) },
        submit_button: { title: "Send enquiry", title_color: "#ffffff", background_color: "#7043f7" },
        success_message: expect.stringMatching(/^Thank you/),
      });
      expect(form.inputs.map((i: any) => [i.key, i.type, i.required])).toEqual([
        ["name", "text", true],
        ["email", "email", true],
        ["mobile", "mobile", true],
        ["company", "text", false],
        ["category", "dropdown", true],
        ["quantity", "number", true],
        ["delivery", "radio", true],
        ["gst_invoice", "checkbox", false],
        ["gstin", "text", false],
        ["message", "textarea", false],
      ]);

      expectConsoleError(/Form not found/);
      const error = await client()
        .lead.getCustomForm({ slug: "no-such-form" })
        .catch((e: any) => e);
      expect(error).toMatchObject({ code: 404, message: "Form not found" });
      expect(error.details).toEqual({ success: false, message: "Form not found", request_id: expect.any(String) });
    });

    it("submits a custom form: answers checked against its fields, stored, and filed as a ticket", async () => {
      const lead = client().lead;
      const done = await lead.submitCustomForm({ slug: "bulk-order-enquiry", body: { response: GOOD_ENQUIRY } });
      expect(done.message).toBe(
        "Thank you: our corporate sales team will call you within 2 business days with a quote.",
      );
      expect(done.ticket).toMatchObject({
        category: { key: "bulk-order-enquiry" },
        source: "sales_channel",
        priority: { key: "medium" },
        status: { key: "open" },
        content: { title: "Bulk order enquiry" },
      });
      expect(done.ticket.content.description.split("\n")).toEqual([
        "Full name: Meera Iyer",
        "E-mail address: meera@acme.example",
        "Mobile number: +91 9876543210",
        "What would you like to order?: Footwear",
        "Number of pieces: 120",
        "Delivery: To several addresses",
        "I need a GST invoice: Yes",
        "GSTIN: 29ABCDE1234F1Z5",
      ]);
      expect(await lead.getTicket({ id: done.ticket._id })).toEqual(done.ticket);
      const [stored] = await runtime()
        .database.db.select()
        .from(customFormResponses)
        .where(eq(customFormResponses.ticketId, done.ticket._id));
      expect(stored.response).toEqual([
        { key: "name", value: "Meera Iyer" },
        { key: "email", value: "meera@acme.example" },
        { key: "mobile", value: "+91 9876543210" },
        { key: "category", value: "footwear" },
        { key: "quantity", value: 120 },
        { key: "delivery", value: "multiple" },
        { key: "gst_invoice", value: true },
        { key: "gstin", value: "29ABCDE1234F1Z5" },
      ]);
    });

    it("refuses an invalid submission, naming each wrong field, and stores nothing", async () => {
      const db = runtime().database.db;
      const before = (await db.select().from(customFormResponses)).length;
      expectConsoleError(/Invalid request: email, mobile, category, quantity, delivery, gstin, colour/);
      const error = await client()
        .lead.submitCustomForm({
          slug: "bulk-order-enquiry",
          body: {
            response: [
              { key: "name", value: "Meera" },
              { key: "email", value: "meera@" },
              { key: "mobile", value: "12345" },
              { key: "category", value: "cars" },
              { key: "quantity", value: "3" },
              { key: "gstin", value: "not-a-gstin" },
              { key: "colour", value: "red" },
            ],
          },
        })
        .catch((e: any) => e);
      expect(error.code).toBe(400);
      expect(error.message).toBe("Invalid request: email, mobile, category, quantity, delivery, gstin, colour");
      expect(error.details.errors).toEqual({
        email: ["Enter a valid e-mail address, like name@example.com"],
        mobile: ["Enter a 10-digit mobile number"],
        category: ["Choose one of the What would you like to order? options"],
        quantity: ["Number of pieces must be at least 25"],
        delivery: ["Choose an option for Delivery"],
        gstin: ["Enter a 15-character GSTIN, e.g. 29ABCDE1234F1Z5"],
        colour: ["Unknown field"],
      });
      expect(await db.select().from(customFormResponses)).toHaveLength(before);
    });

    it("a form that needs a login refuses anonymous shoppers and takes a signed-in one's answers", async () => {
      expectConsoleError(/Login required/);
      const response = [
        { key: "order_id", value: "FY0123456789ABCDEF01" },
        { key: "alterations", value: ["take-in", "shorten"] },
      ];
      await expect(
        client().lead.submitCustomForm({ slug: "alteration-request", body: { response } }),
      ).rejects.toMatchObject({ code: 401 });
      const { client: shopper, userId } = await shopperClient("form.filler@example.com");
      const done = await shopper.lead.submitCustomForm({ slug: "alteration-request", body: { response } });
      expect(done.message).toBe("Request received: we will e-mail you a pickup slot.");
      const [stored] = await runtime()
        .database.db.select()
        .from(customFormResponses)
        .where(eq(customFormResponses.ticketId, done.ticket._id));
      expect(stored).toMatchObject({
        userId,
        response: [
          { key: "order_id", value: "FY0123456789ABCDEF01" },
          { key: "alterations", value: ["shorten", "take-in"] },
        ],
      });
    });
  });

  describe("communication", () => {
    it("reads and records a signed-in shopper's consent per channel; anonymous callers are refused", async () => {
      const { client: shopper, userId } = await shopperClient("consent@example.com");
      const fresh = await shopper.communication.getCommunicationConsent();
      expect(fresh).toEqual({
        app_id: TEST_APPLICATION_ID,
        user_id: userId,
        channels: {
          email: { response: "no", display_name: "Email" },
          sms: { response: "no", display_name: "SMS" },
          whatsapp: { response: "no", display_name: "WhatsApp", country_code: "", phone_number: "" },
        },
      });
      const afterEmail = await shopper.communication.upsertCommunicationConsent({
        body: { action: "upsert", channel: "email", response: "yes" },
      });
      expect(afterEmail.channels.email.response).toBe("yes");
      await shopper.communication.upsertCommunicationConsent({
        body: { action: "upsert", channel: "sms", response: "yes" },
      });
      await shopper.communication.upsertCommunicationConsent({
        body: { action: "upsert", channel: "email", response: "no" },
      });
      const read = await shopper.communication.getCommunicationConsent();
      expect([read.channels.email.response, read.channels.sms.response, read.channels.whatsapp.response]).toEqual([
        "no",
        "yes",
        "no",
      ]);

      expectConsoleError(/Login required/);
      expectConsoleError(/Invalid request: channel/);
      await expect(client().communication.getCommunicationConsent()).rejects.toMatchObject({ code: 401 });
      await expect(
        shopper.communication.upsertCommunicationConsent({
          body: { action: "upsert", channel: "fax", response: "yes" },
        }),
      ).rejects.toMatchObject({
        code: 400,
        details: { errors: { channel: [expect.stringMatching(/^Unknown channel/)] } },
      });
    });

    it("records WhatsApp consent on the shopper's primary active phone, never on a removed one", async () => {
      const { client: shopper, userId } = await shopperClient("consent-phone@example.com");
      const db = runtime().database.db;
      await db.insert(userPhones).values([
        // The primary number, since removed (inactive), and the number the shopper still has.
        {
          applicationId: TEST_APPLICATION_ID,
          userId,
          countryCode: 91,
          phone: "9000000001",
          primary: true,
          active: false,
        },
        { applicationId: TEST_APPLICATION_ID, userId, countryCode: 91, phone: "9000000002", verified: true },
      ]);
      const answer = await shopper.communication.upsertCommunicationConsent({
        body: { action: "upsert", channel: "whatsapp", response: "yes" },
      });
      expect(answer.channels.whatsapp).toMatchObject({
        response: "yes",
        country_code: "91",
        phone_number: "9000000002",
      });
    });

    it("stores an app's push token per device, updates it in place and expires it on reset", async () => {
      const communication = client().communication;
      const body = {
        action: "create",
        unique_device_id: "device-1",
        push_token: "token-a",
        bundle_identifier: "com.vitrine.app",
        type: "android",
      };
      const created = await communication.upsertAppPushtoken({ body });
      expect(created).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        application_id: TEST_APPLICATION_ID,
        unique_device_id: "device-1",
        push_token: "token-a",
        bundle_identifier: "com.vitrine.app",
        type: "android",
        platform: "android",
        expired_at: "",
        user_id: "",
      });
      const updated = await communication.upsertAppPushtoken({
        body: { ...body, action: "update", push_token: "token-b" },
      });
      expect(updated).toMatchObject({ _id: created._id, push_token: "token-b", expired_at: "" });
      const reset = await communication.upsertAppPushtoken({
        body: { ...body, action: "reset", push_token: "token-b" },
      });
      expect(reset.expired_at).not.toBe("");
      const rows = await runtime()
        .database.db.select()
        .from(pushTokens)
        .where(eq(pushTokens.uniqueDeviceId, "device-1"));
      expect(rows).toHaveLength(1);
    });
  });

  describe("webhook", () => {
    it("stores a batch of click events and answers back the ones it could not take", async () => {
      const result = await client().webhook.saveClickEvent({
        body: {
          sent_at: "2026-11-24T10:00:00.000Z",
          batch: [
            { event_name: "product_click", product_uid: 7, position: 3 },
            { event_name: "banner_click", banner: "festive-edit" },
            { event_name: "has spaces!" },
            { position: 1 },
          ],
        },
      });
      expect(result).toEqual({
        success_count: 2,
        failed_count: 2,
        failed_events: [{ event_name: "has spaces!" }, { event_name: "" }],
      });
      const stored = await runtime()
        .database.db.select()
        .from(clickEvents)
        .where(eq(clickEvents.eventName, "product_click"));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        applicationId: TEST_APPLICATION_ID,
        payload: { event_name: "product_click", product_uid: 7, position: 3 },
        sentAt: new Date("2026-11-24T10:00:00.000Z"),
      });

      expectConsoleError(/Invalid request: batch/);
      await expect(client().webhook.saveClickEvent({ body: { batch: [] } })).rejects.toMatchObject({ code: 400 });
    });
  });
});

/** The storefront SDK's lead operations (the custom form page uses two) send the very request the official SDK sends. */
describe("storefront SDK lead requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    createTicket: { body: { category: "contact-us", content: { title: "Hello" } } },
    getTicket: { id: "0123456789abcdef01234567" },
    getCustomForm: { slug: "bulk-order-enquiry" },
    submitCustomForm: { slug: "bulk-order-enquiry", body: { response: [{ key: "name", value: "Meera" }] } },
  };
  const cases = Object.keys(leadOperations).map((name) => [`lead.${name}`, "lead", name] as const);

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
