/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) calls the service over real HTTP: same
 * paths, bearer token, request signature and field names.
 */
import { describe, expect, it } from "vitest";
import { setCookieValue } from "../../app/sdk/client";
import {
  CHECKOUT_OPERATIONS,
  createStorefrontApi,
  DISCOVERY_OPERATIONS,
  USER_OPERATIONS,
} from "../../app/sdk/operations";
import { expectConsoleError } from "../console-errors";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { captureOfficialRequests, itSendsTheOfficialRequest, recordingTransport, SAMPLE_CONFIG } from "../official-sdk";
import { useHttpTestService } from "./helpers";
import { officialClient, officialShopper, sessionCookie } from "./official-shopper";

describe("official SDK compatibility", () => {
  const { origin } = useHttpTestService();

  const client = (token = TEST_APPLICATION_TOKEN) => officialClient(origin(), { token });

  /** An official client signed in as a newly registered shopper (its session cookie set on the config). */
  const registeredClient = (email: string) => officialShopper(origin(), email, "Shopper");

  it("calls configuration.getApplication", async () => {
    const app = await client().configuration.getApplication();
    expect(app._id).toBe(TEST_APPLICATION_ID);
    expect(app.name).toBeTruthy();
  });

  it("calls content.getNavigations", async () => {
    const res = await client().content.getNavigations({ pageNo: 1, pageSize: 10 });
    expect(res.items.length).toBeGreaterThan(0);
    expect(res.items[0].navigation.length).toBeGreaterThan(0);
  });

  it("calls theme.getAppliedTheme", async () => {
    const theme = await client().theme.getAppliedTheme({});
    expect(theme.applied).toBe(true);
    expect(theme.config.current).toBeTruthy();
  });

  it("calls catalog.getProducts with query parameters", async () => {
    const res = await client().catalog.getProducts({ pageSize: 5, sortOn: "price_asc", q: "a" });
    expect(res.items).toHaveLength(5);
    expect(res.page.type).toBe("number");
  });

  it("calls the catalogue discovery operations", async () => {
    const c = client();
    const list = await c.catalog.getProducts({ pageSize: 2, sortOn: "popular" });
    const [first, second] = list.items;
    const sizes = await c.catalog.getProductSizesBySlug({ slug: first.slug });
    expect(sizes.sizes.length).toBeGreaterThan(0);
    expect(sizes.stores.count).toBeGreaterThanOrEqual(0);
    const size = sizes.sizes.find((s: any) => s.is_available) ?? sizes.sizes[0];
    const price = await c.catalog.getProductPriceBySlug({ slug: first.slug, size: size.value, moq: 1 });
    expect(price.article_id).toBe(`${first.uid}_${size.value}`);
    const sellers = await c.catalog.getProductSellersBySlug({
      slug: first.slug,
      size: size.value,
      pageNo: 1,
      pageSize: 10,
    });
    expect(sellers.page.type).toBe("number");
    expect((await c.catalog.getProductVariantsBySlug({ slug: first.slug })).variants).toBeInstanceOf(Array);
    const compare = await c.catalog.getProductComparisonBySlugs({ slug: [first.slug, second.slug] });
    expect(compare.items.map((i: any) => i.slug)).toEqual([first.slug, second.slug]);
    const search = await c.catalog.getSearchResults({ q: "kurta" });
    expect(search.items[0]).toMatchObject({ type: "product", action: { type: "page" } });
    const home = await c.catalog.getHomeProducts({ pageSize: 5 });
    expect(home.items).toHaveLength(5);
    expect(home.page.type).toBe("cursor");
  });

  it("calls the logistics operations", async () => {
    // The official SDK logs every failed call through console.error.
    expectConsoleError(/Pincode not serviceable/);
    const locality = await client().logistic.getLocality({ localityType: "pincode", localityValue: "560001" });
    expect(locality.localities.map((l: any) => l.display_name)).toEqual(["Bengaluru", "Karnataka", "India"]);
    const pincode = await client().logistic.getPincodeCity({ pincode: "400001" });
    expect(pincode.data[0].parents.at(-1).display_name).toBe("Mumbai");
    await expect(
      client().logistic.getLocality({ localityType: "pincode", localityValue: "999999" }),
    ).rejects.toMatchObject({
      code: 404,
      message: "Pincode not serviceable",
    });
    const promise = await client().logistic.getDeliveryPromise({
      xLocationDetail: JSON.stringify({ pincode: "110001" }),
      pageSize: 2,
    });
    expect(promise.items).toHaveLength(2);
  });

  it("answers every method of the official logistic client with the official fields", async () => {
    const logistic = client().logistic;
    const calls: Record<string, () => Promise<any>> = {
      getAllCountries: () => logistic.getAllCountries(),
      getCountries: () => logistic.getCountries({ pageNo: 1, pageSize: 5, q: "united", phoneCode: "+44" }),
      getCountry: () => logistic.getCountry({ countryIsoCode: "IN" }),
      getCourierPartners: () =>
        logistic.getCourierPartners({
          companyId: 1,
          applicationId: TEST_APPLICATION_ID,
          body: {
            from_location: { pincode: "400001", country_code: "IN" },
            to_location: { pincode: "560001", country_code: "IN" },
            shipments: [{ id: "1" }],
          },
        }),
      getDeliveryPromise: () =>
        logistic.getDeliveryPromise({ xLocationDetail: JSON.stringify({ pincode: "400001" }), pageSize: 1 }),
      getFulfillmentOptions: () => logistic.getFulfillmentOptions({ productSlug: "any" }),
      getLocalities: () =>
        logistic.getLocalities({ localityType: "pincode", state: "Karnataka", pageSize: 1000, q: "560" }),
      getLocality: () => logistic.getLocality({ localityType: "pincode", localityValue: "400001", country: "IN" }),
      getPincodeCity: () => logistic.getPincodeCity({ pincode: "110001" }),
      validateAddress: () =>
        logistic.validateAddress({
          countryIsoCode: "GB",
          templateName: "checkout_form",
          body: { name: "Sam", phone: "7700900123", address: "10 Downing St", city: "London", pincode: "SW1A 2AA" },
        }),
    };
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(logistic)).filter(
      (name) => name !== "constructor" && name !== "updateUrls",
    );
    expect(methods.sort()).toEqual(Object.keys(calls).sort());
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await call()] as const)),
    );
    expect(answers.getAllCountries.results[0]).toMatchObject({ display_name: "India", meta: { isd_code: "+91" } });
    expect(answers.getCountries.items.map((c: any) => c.iso2)).toEqual(["GB"]);
    expect(answers.getCountries.page).toMatchObject({ type: "number", current: 1, size: 5, item_total: 1 });
    const country = answers.getCountry;
    expect(Object.keys(country)).toEqual(
      expect.arrayContaining(["id", "name", "display_name", "iso2", "iso3", "timezones", "hierarchy", "phone_code"]),
    );
    expect(Object.keys(country.fields).sort()).toEqual(["address", "address_template", "serviceability_fields"]);
    for (const row of country.fields.address) {
      expect(typeof row.slug).toBe("string");
      expect(typeof row.display_name).toBe("string");
      expect(typeof row.required).toBe("boolean");
      expect(typeof row.input).toBe("string");
    }
    expect(answers.getCourierPartners.courier_partners[0]).toMatchObject({
      extension_id: expect.any(String),
      scheme_id: expect.any(String),
      name: expect.any(String),
      delivery_promise: { min: expect.any(String), max: expect.any(String) },
    });
    expect(answers.getCourierPartners.shipments[0].id).toBe("1");
    expect(answers.getDeliveryPromise.items[0]).toMatchObject({ uid: expect.any(Number), delivery_promise: {} });
    expect(answers.getFulfillmentOptions.items[0]).toMatchObject({ slug: "standard-delivery", is_default: true });
    expect(answers.getLocalities.items.length).toBeGreaterThan(10);
    expect(answers.getLocalities.items[0].localities[1]).toMatchObject({ type: "state", display_name: "Karnataka" });
    expect(answers.getLocality.localities[1]).toMatchObject({
      display_name: "Maharashtra",
      meta: { state_code: "MH" },
    });
    expect(answers.getPincodeCity.data[0].parents.map((p: any) => p.sub_type)).toEqual(["country", "state", "city"]);
    expect(answers.validateAddress).toMatchObject({ pincode: "SW1A 2AA", city: "London" });
  });

  it("registers, signs in and reads the session with the official user calls (session cookie via responseHeaders)", async () => {
    expectConsoleError(/Login required/);
    expectConsoleError(/Invalid username or password/);
    const email = `sdk.${Date.now()}@example.com`;
    const [registered, registerHeaders] = await client().user.registerWithForm(
      { body: { first_name: "Sdk", last_name: "User", email, password: "Secret#123" }, platform: "web" },
      { responseHeaders: true },
    );
    expect(registered.user.emails[0].email).toBe(email);
    expect(String(registerHeaders["set-cookie"])).toMatch(/^f\.session=[\w-]{43};/);

    const [login, headers] = await client().user.loginWithEmailAndPassword(
      { body: { username: email, password: "Secret#123" } },
      { responseHeaders: true },
    );
    expect(login.user._id).toBe(registered.user._id);
    const signedIn = officialClient(origin(), { cookie: sessionCookie(headers) });
    expect((await signedIn.user.getLoggedInUser()).user._id).toBe(registered.user._id);
    const product = (await client().catalog.getProducts({ pageSize: 1 })).items[0];
    expect(
      await signedIn.catalog.followById({ collectionType: "products", collectionId: String(product.uid) }),
    ).toMatchObject({ id: String(product.uid) });
    expect((await signedIn.catalog.getFollowIds({})).data.products).toEqual([product.uid]);
    expect((await signedIn.catalog.getFollowedListing({ collectionType: "products", pageSize: 5 })).items[0].uid).toBe(
      product.uid,
    );
    expect(await signedIn.user.logout()).toEqual({ logout: true });
    await expect(signedIn.user.getLoggedInUser()).rejects.toMatchObject({ code: 401, message: "Login required" });
    await expect(
      client().user.loginWithEmailAndPassword({ body: { username: email, password: "Wrong#123" } }),
    ).rejects.toMatchObject({
      code: 401,
      message: "Invalid username or password",
    });
  });

  it("hands the session cookie of a storefront-SDK login to onResponse", async () => {
    const email = `storefront.${Date.now()}@example.com`;
    let token: string | undefined;
    const api = createStorefrontApi(
      { applicationID: TEST_APPLICATION_ID, applicationToken: TEST_APPLICATION_TOKEN, domain: origin() },
      undefined,
      {
        onResponse: (response) => {
          token = setCookieValue(response, "f.session") ?? token;
        },
      },
    );
    await api.user.registerWithForm({ body: { first_name: "Store", email, password: "Secret#123" } });
    expect(token).toMatch(/^[\w-]{43}$/);
    const signedIn = createStorefrontApi({
      applicationID: TEST_APPLICATION_ID,
      applicationToken: TEST_APPLICATION_TOKEN,
      domain: origin(),
      cookie: `f.session=${token}`,
    });
    expect((await signedIn.user.getLoggedInUser()).user.emails[0].email).toBe(email);
    expect(await signedIn.user.hasPassword()).toEqual({ result: 1 });
    expect(await signedIn.user.userExists({ q: email })).toEqual({ user_exists: true });
    expect((await signedIn.user.getListOfActiveSessions()).sessions).toHaveLength(1);
    const product = (await api.catalog.getProducts({ pageSize: 1 })).items[0];
    await signedIn.catalog.followById({ collectionType: "products", collectionId: product.uid });
    expect((await signedIn.catalog.getFollowedListing({ collectionType: "products" })).page.size).toBe(15);
    await signedIn.catalog.unfollowById({ collectionType: "products", collectionId: product.uid });
    expect((await signedIn.catalog.getFollowIds()).data.products).toEqual([]);
    let cleared: string | undefined;
    const logoutApi = createStorefrontApi(
      {
        applicationID: TEST_APPLICATION_ID,
        applicationToken: TEST_APPLICATION_TOKEN,
        domain: origin(),
        cookie: `f.session=${token}`,
      },
      undefined,
      { onResponse: (response) => (cleared = setCookieValue(response, "f.session")) },
    );
    expect(await logoutApi.user.logout()).toEqual({ logout: true });
    expect(cleared).toBe("");
  });

  /** Asserts that `value` has every field named (the official SDK model's), none of them undefined. */
  const expectFields = (value: Record<string, unknown>, fields: string[], what: string) => {
    for (const field of fields) expect(value[field], `${what}.${field}`).toBeDefined();
  };
  const CURRENCY = ["_id", "is_active", "name", "code", "decimal_digits", "symbol", "country_name", "country_code"];
  const STAFF = [
    "_id",
    "order_incent",
    "stores",
    "application",
    "title",
    "user",
    "employee_code",
    "first_name",
    "last_name",
    "profile_pic_url",
  ];
  const ORDERING_STORE = [
    "address",
    "_id",
    "uid",
    "name",
    "display_name",
    "store_type",
    "store_code",
    "pincode",
    "code",
  ];
  const STORE_ADDRESS = ["state", "address1", "lat_long", "address2", "pincode", "country", "city"];
  const PAGE = ["type", "current", "size", "item_total", "has_next"];

  it("calls every method of the configuration client and gets the official fields", async () => {
    const c = client();
    const names = Object.getOwnPropertyNames(Object.getPrototypeOf(c.configuration)).filter(
      (name) => name !== "constructor" && name !== "updateUrls" && !name.endsWith("Paginator"),
    );
    const called = new Set<string>();
    const configuration = new Proxy(c.configuration, {
      get(target, name, receiver) {
        if (typeof name === "string" && names.includes(name)) called.add(name);
        return Reflect.get(target, name, receiver);
      },
    });

    const currencies = await configuration.getAppCurrencies();
    expectFields(currencies, ["application", "default_currency", "supported_currency"], "AppCurrencyResponse");
    expectFields(currencies.default_currency, ["ref", "code"], "DefaultCurrency");
    expectFields(currencies.supported_currency[0], CURRENCY, "Currency");
    const all = await configuration.getCurrencies();
    expectFields(all.items[0], CURRENCY, "Currency");
    const inr = await configuration.getCurrencyById({ id: currencies.default_currency.ref });
    expect(inr.code).toBe("INR");
    expectFields(inr, CURRENCY, "Currency");

    const staffList = await configuration.getAppStaffList({ pageNo: 1, pageSize: 5, orderIncent: true });
    expectFields(staffList.page, PAGE, "Page");
    expect(staffList.items).toHaveLength(5);
    expectFields(staffList.items[0], STAFF, "AppStaff");
    const staff = await configuration.getAppStaffs({ orderingStore: 10, orderIncent: true });
    expect(staff.staff_users.length).toBeGreaterThan(0);
    expectFields(staff.staff_users[0], STAFF, "AppStaff");

    const app = await configuration.getApplication();
    expectFields(
      app,
      [
        "website",
        "cors",
        "auth",
        "description",
        "channel_type",
        "cache_ttl",
        "is_active",
        "_id",
        "name",
        "company_id",
        "token",
        "redirections",
        "meta",
        "created_at",
        "modified_at",
        "banner",
        "logo",
        "favicon",
        "domains",
        "mobile_logo",
        "domain",
        "slug",
        "mode",
        "status",
      ],
      "Application",
    );
    const detail = await configuration.getBasicDetails();
    expectFields(
      detail,
      [
        "name",
        "description",
        "logo",
        "mobile_logo",
        "favicon",
        "banner",
        "domain",
        "domains",
        "_id",
        "slug",
        "company_id",
      ],
      "ApplicationDetail",
    );
    const info = await configuration.getContactInfo();
    expectFields(
      info,
      ["address", "support", "social_links", "links", "copyright_text", "_id", "business_highlights", "application"],
      "ApplicationInformation",
    );

    const features = await configuration.getFeatures();
    expectFields(
      features.feature,
      ["product_detail", "landing_page", "registration_page", "home_page", "common", "cart", "qr", "pcr", "order"],
      "AppFeature",
    );
    expectFields(
      features.feature.common,
      ["deployment_store_selection", "international_shipping", "currency"],
      "CommonFeature",
    );
    expectFields(
      features.feature.cart,
      ["gst_input", "staff_selection", "placing_for_customer", "google_map"],
      "CartFeature",
    );
    expect(typeof features.feature.registration_page.ask_store_address).toBe("boolean");

    const tokens = await configuration.getIntegrationTokens();
    expectFields(tokens, ["tokens", "_id", "application"], "AppTokenResponse");
    expectFields(
      tokens.tokens,
      ["firebase", "moengage", "segment", "gtm", "freshchat", "safetynet", "fynd_rewards", "google_map"],
      "Tokens",
    );
    expectFields(tokens.tokens.google_map, ["enabled", "credentials"], "GoogleMap");
    expect(tokens.tokens.google_map.credentials.api_key).toBe("");

    const languages = await configuration.getLanguages();
    expectFields(languages.items[0], ["name", "code"], "SupportedLanguage");

    const about = await configuration.getOwnerInfo();
    expectFields(
      about.application_info,
      [
        "company_info",
        "owner_info",
        "_id",
        "domain",
        "website",
        "cors",
        "description",
        "name",
        "meta",
        "created_at",
        "banner",
        "logo",
        "is_active",
        "mode",
        "domains",
        "favicon",
        "mobile_logo",
        "slug",
      ],
      "ApplicationInfo",
    );
    expectFields(
      about.application_info.company_info,
      ["_id", "uid", "created_on", "is_active", "name", "addresses", "notification_emails"],
      "CompanyInfo",
    );
    expectFields(
      about.application_info.owner_info,
      ["_id", "emails", "phone_numbers", "first_name", "last_name", "profile_pic"],
      "OwnerInfo",
    );

    const stores = await configuration.getOrderingStores({ pageNo: 1, pageSize: 12, q: "vitrine" });
    expectFields(
      stores,
      ["page", "items", "deployed_stores", "all_stores", "enabled", "type", "_id", "app"],
      "OrderingStores",
    );
    expectFields(stores.page, PAGE, "Page");
    expect(stores.items).toHaveLength(12);
    expectFields(stores.items[0], ORDERING_STORE, "OrderingStore");
    expectFields(stores.items[0].address, STORE_ADDRESS, "OptedStoreAddress");
    expectFields(stores.items[0].address.lat_long, ["type", "coordinates"], "StoreLatLong");
    const uid = stores.items[0].uid;
    const store = await configuration.getStoreDetailById({ storeId: uid });
    expect(store.uid).toBe(uid);
    expectFields(store, ORDERING_STORE, "OrderingStore");

    const [selected, headers] = await configuration.getOrderingStoreCookie(
      { body: { ordering_store: { uid } } },
      { responseHeaders: true },
    );
    expect(selected).toEqual({ message: "success" });
    expect(String(headers["set-cookie"])).toMatch(new RegExp(`^f\\.ordering_store=${uid}\\.[\\w-]{43};`));
    const [removed, cleared] = await configuration.removeOrderingStoreCookie({}, { responseHeaders: true });
    expect(removed).toEqual({ message: "success" });
    expect(String(cleared["set-cookie"])).toMatch(/^f\.ordering_store=; Max-Age=0;/);

    expect(names).toHaveLength(16);
    expect([...called].sort()).toEqual([...names].sort());
  });

  it("fills, reads, changes, counts and archives a cart, applies a coupon and selects an address with the cart client's methods", async () => {
    const c = client();
    const { items } = await c.catalog.getProducts({ pageSize: 40, sortOn: "popular" });
    const picks: { uid: number; size: string }[] = [];
    for (const product of items) {
      if (picks.length === 2) break;
      const sizes = await c.catalog.getProductSizesBySlug({ slug: product.slug });
      const size = sizes.sizes.find((s: any) => s.is_available && s.quantity >= 3);
      if (size) picks.push({ uid: product.uid, size: size.value });
    }
    expect(picks).toHaveLength(2);
    const [a, b] = picks;

    // Anonymous: the answer's cart id is the `id` of every later call.
    const added = await c.cart.addItems({
      body: { items: [{ item_id: a.uid, item_size: a.size, quantity: 1 }] },
      i: true,
      b: true,
    });
    expect(added).toMatchObject({ success: true, partial: false });
    const id = added.cart.id;
    expectFields(added.cart, ["id", "items", "breakup_values", "is_valid", "last_modified", "buy_now"], "Cart");
    await c.cart.addItems({ body: { items: [{ item_id: b.uid, item_size: b.size, quantity: 2 }] }, id });
    const cart = await c.cart.getCart({ id, i: true, b: true, buyNow: false, areaCode: "400001" });
    expect(cart.items.map((i: any) => [i.product.uid, i.quantity])).toEqual([
      [a.uid, 1],
      [b.uid, 2],
    ]);
    expect(cart.breakup_values.display.at(-1).display).toBe("Total");
    // The official SDK answers a HEAD call with the response headers.
    const headers = await c.cart.getCartLastModified({ id });
    expect(headers["last-modified"]).toBe(cart.last_modified);

    const updated = await c.cart.updateCart({
      id,
      body: { operation: "update_item", items: [{ identifiers: cart.items[0].identifiers, quantity: 3 }] },
    });
    expect(updated.cart.items[0].quantity).toBe(3);
    const removed = await c.cart.updateCart({
      id,
      body: { operation: "remove_item", items: [{ identifiers: cart.items[1].identifiers }] },
    });
    expect(removed.cart.items).toHaveLength(1);
    expect(await c.cart.getItemCount({ id })).toEqual({ user_cart_items_count: 3 });

    // Signed in, the anonymous cart's id merges it into the shopper's own cart.
    const shopper = await registeredClient(`sdk.cart.${Date.now()}@example.com`);
    const merged = await shopper.cart.getCart({ id });
    expect(merged.id).not.toBe(id);
    expect(merged.items.map((i: any) => [i.product.uid, i.quantity])).toEqual([[a.uid, 3]]);
    expect(await shopper.cart.getItemCount({})).toEqual({ user_cart_items_count: 3 });
    const { available_coupon_list: list } = await shopper.cart.getCoupons({});
    expect(list.find((x: any) => x.coupon_code === "WELCOME10")).toMatchObject({ is_applicable: true });
    const withCoupon = await shopper.cart.applyCoupon({ body: { coupon_code: "WELCOME10" }, i: true, b: true });
    expect(withCoupon.coupon).toMatchObject({ coupon_code: "WELCOME10", is_applied: true });
    expect(withCoupon.breakup_values.raw.coupon).toBeLessThan(0);
    expect((await shopper.cart.removeCoupon({})).coupon.is_applied).toBe(false);
    const address = await shopper.cart.addAddress({
      body: {
        name: "Sdk Cart",
        phone: "9876543210",
        address: "7, Residency Road",
        area_code: "560025",
        city: "Bengaluru",
        state: "Karnataka",
        country_iso_code: "IN",
        address_type: "home",
      },
    });
    const selected = await shopper.cart.selectAddress({
      body: { id: address.id, cart_id: merged.id },
      i: true,
      b: true,
    });
    expect(selected).toMatchObject({ id: merged.id, is_valid: true });
    const validity = await shopper.cart.validateCouponForPayment({ id: merged.id, paymentMode: "COD" });
    expect(validity).toMatchObject({ success: true, coupon_validity: { valid: true } });
    expect(await shopper.cart.deleteCart({ id: merged.id })).toEqual({ success: true, message: "Cart archived" });
    expect(await shopper.cart.getItemCount({})).toEqual({ user_cart_items_count: 0 });
  });

  it("adds, lists, reads, edits and removes an address with the cart client's address methods", async () => {
    const email = `sdk.address.${Date.now()}@example.com`;
    const { cart } = await registeredClient(email);
    const body = {
      name: "Sdk Shopper",
      phone: "9876543210",
      email,
      address: "7, Residency Road",
      area: "Ashok Nagar",
      landmark: "",
      area_code: "560025",
      city: "Bengaluru",
      state: "Karnataka",
      country: "India",
      country_code: "IN",
      country_iso_code: "IN",
      country_phone_code: "+91",
      geo_location: { latitude: 12.9667, longitude: 77.6 },
      address_type: "home",
      tags: ["store"],
      is_default_address: true,
      checkout_mode: "self",
    };
    const saved = await cart.addAddress({ body });
    expectFields(saved, ["id", "success", "is_default_address"], "SaveAddressResult");
    const list = await cart.getAddresses({ tags: "store", isDefault: true, checkoutMode: "self", buyNow: false });
    expectFields(list, ["address", "validation_config"], "GetAddressesResult");
    expect(list.address.map((a: { id: string }) => a.id)).toEqual([saved.id]);
    const address = await cart.getAddressById({ id: saved.id, checkoutMode: "self" });
    expectFields(
      address,
      [
        "country_iso_code",
        "area",
        "phone",
        "country_phone_code",
        "checkout_mode",
        "address",
        "area_code_slug",
        "geo_location",
        "id",
        "city",
        "sector",
        "state_code",
        "created_by_user_id",
        "landmark",
        "user_id",
        "name",
        "is_active",
        "tags",
        "country_code",
        "address_type",
        "country",
        "is_default_address",
        "area_code",
        "email",
        "state",
      ],
      "Address",
    );
    const updated = await cart.updateAddress({ id: saved.id, body: { ...body, landmark: "Near the church" } });
    expectFields(updated, ["is_updated", "id", "success", "is_default_address"], "UpdateAddressResult");
    expect((await cart.getAddressById({ id: saved.id })).landmark).toBe("Near the church");
    const removed = await cart.removeAddress({ id: saved.id });
    expect(removed).toEqual({ id: saved.id, is_deleted: true });
    expect((await cart.getAddresses({})).address).toEqual([]);
  });

  it("gets a 401 server error with a wrong token", async () => {
    expectConsoleError(/Invalid application id or token/);
    await expect(client("wrong-token").configuration.getApplication()).rejects.toMatchObject({
      code: 401,
      message: "Invalid application id or token",
    });
  });
});

/**
 * The storefront SDK's discovery and logistics operations send the very request the official SDK
 * sends: same method, URL (path and query) and signature. (The other operations are checked the same
 * way in tests/unit/sdk.test.ts.)
 */
describe("storefront SDK requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    getProductSizesBySlug: { slug: "blue-tee", storeId: 3 },
    getProductPriceBySlug: {
      slug: "blue-tee",
      size: "M",
      storeId: 3,
      moq: 2,
      fulfillmentOptionSlug: "standard-delivery",
    },
    getProductSellersBySlug: { slug: "blue-tee", size: "8", strategy: "fast-delivery", pageNo: 2, pageSize: 10 },
    getProductVariantsBySlug: { slug: "blue-tee" },
    getProductComparisonBySlugs: { slug: ["blue-tee", "red-tee"] },
    getSearchResults: { q: "red shirt & co" },
    getHomeProducts: { sortOn: "latest", pageId: "*", pageSize: 20 },
    getLocality: { localityType: "pincode", localityValue: "400001", country: "INDIA" },
    getLocalities: { localityType: "state", country: "US", pageNo: 1, pageSize: 1000, q: "new" },
    getPincodeCity: { pincode: "400001" },
    getDeliveryPromise: { pageNo: 1, pageSize: 5 },
    getCountries: { onboarding: true, pageNo: 2, pageSize: 20, q: "uni", hierarchy: "state" },
    getCountry: { countryIsoCode: "IN" },
  };
  // getTatProduct is the TAT call of the official SDK up to 1.4.x; 3.x has no counterpart to compare.
  const cases = Object.entries(DISCOVERY_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations)
      .filter((name) => name !== "getTatProduct")
      .map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation but the legacy TAT call", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);

  it("sends the TAT call as a JSON POST to logistics/v1.0/", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi(SAMPLE_CONFIG, transport);
    const body = {
      to_pincode: "110001",
      location_details: [{ from_pincode: "421302", articles: [{ category: { id: 3001, level: "l3" } }] }],
    };
    await api.logistic.getTatProduct({ body });
    expect(last().method).toBe("POST");
    expect(new URL(last().url).pathname).toBe("/service/application/logistics/v1.0/");
    expect(await last().json()).toEqual(body);
  });
});

/** The user and follow operations send the very request the official SDK sends (method, URL, signature). */
describe("storefront SDK account, rewards, card, address and follow requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    registerWithForm: {
      body: { first_name: "Asha", email: "asha@example.com", password: "Secret#123" },
      platform: "web",
    },
    loginWithEmailAndPassword: { body: { username: "asha@example.com", password: "Secret#123" } },
    getLoggedInUser: {},
    getListOfActiveSessions: {},
    logout: {},
    userExists: { q: "asha@example.com" },
    hasPassword: {},
    loginWithOTP: { body: { mobile: "9876543210", country_code: "91" }, platform: "web" },
    sendOTPOnMobile: {
      body: { mobile: "9876543210", country_code: "91", action: "resend", token: "t" },
      platform: "web",
    },
    verifyMobileOTP: { body: { request_id: "r1", otp: "123456" }, platform: "web" },
    sendOTPOnEmail: { body: { email: "asha@example.com", action: "send" }, platform: "web" },
    verifyEmailOTP: { body: { email: "asha@example.com", otp: "123456", action: "verify" }, platform: "web" },
    sendForgotOTPOnMobile: { body: { mobile: "9876543210", country_code: "91", action: "send" }, platform: "web" },
    sendForgotOTPOnEmail: { body: { email: "asha@example.com", action: "send" }, platform: "web" },
    verifyMobileForgotOTP: { body: { request_id: "r1", otp: "123456" }, platform: "web" },
    verifyEmailForgotOTP: { body: { email: "asha@example.com", otp: "123456" }, platform: "web" },
    sendResetPasswordEmail: { body: { email: "asha@example.com" }, platform: "web" },
    sendResetPasswordMobile: { body: { mobile: "9876543210", country_code: "91" }, platform: "web" },
    sendResetToken: { body: { code: "c0de" } },
    forgotPassword: { body: { code: "c0de", password: "Secret#456" } },
    resetForgotPassword: { body: { code: "c0de", password: "Secret#456" } },
    updatePassword: { body: { old_password: "Secret#123", new_password: "Secret#456" } },
    verifyEmail: { body: { code: "c0de" } },
    verifyMobile: { body: { code: "c0de" } },
    sendVerificationLinkToEmail: { body: { email: "asha@example.com" }, platform: "web" },
    sendVerificationLinkToMobile: { body: { country_code: "91", phone: "9876543210" }, platform: "web" },
    deleteUser: { body: { user_id: "u1", reason: "Not needed", reason_id: "1" } },
    updateProfile: { body: { first_name: "Asha", last_name: "Rao" }, platform: "web" },
    addEmail: { body: { email: "asha.work@example.com" }, platform: "web" },
    addMobileNumber: { body: { country_code: "91", phone: "9876543210" }, platform: "web" },
    deleteEmail: { platform: "web", active: true, primary: false, verified: true, email: "asha.work@example.com" },
    deleteMobileNumber: {
      platform: "web",
      active: true,
      primary: false,
      verified: true,
      countryCode: "91",
      phone: "9876543210",
    },
    setEmailAsPrimary: { body: { email: "asha.work@example.com" } },
    setMobileNumberAsPrimary: { body: { country_code: "91", phone: "9876543210" } },
    getUserAttributes: { slug: "newsletter" },
    updateUserAttributes: { body: { attributes: { newsletter: true } } },
    getPlatformConfig: { name: "Vitrine" },
    loginWithFacebook: { body: { oauth2: { access_token: "x" }, profile: { id: "1" } }, platform: "web" },
    loginWithGoogle: { body: { oauth2: { access_token: "x" }, profile: { id: "1" } }, platform: "web" },
    loginWithGoogleAndroid: { body: { oauth2: { access_token: "x" } }, platform: "web" },
    loginWithGoogleIOS: { body: { oauth2: { access_token: "x" } }, platform: "web" },
    loginWithAppleIOS: { body: { user_identifier: "a", oauth: { identity_token: "x" } }, platform: "web" },
    getOfferByName: { name: "signup" },
    getUserPoints: {},
    getUserPointsHistory: { pageId: "abc", pageSize: 10 },
    getUserReferralDetails: {},
    redeemReferralCode: { body: { device_id: "web", referral_code: "ABC123" } },
    getActiveUserCards: { forceRefresh: true },
    getPaymentModeRoutes: {
      amount: 1299.5,
      cartId: "cart_9",
      checkoutMode: "self",
      refresh: false,
      displaySplit: false,
    },
    deleteUserCard: { body: { card_id: "card_1" } },
    verifyCustomerForPayment: {
      body: {
        aggregator: "SIMPL",
        transaction_amount_in_paise: 129900,
        phone_number: "9876543210",
        merchant_params: { merchant_profile_id: 1, source: "web" },
      },
    },
    getCart: { id: "cart_9", i: true, b: true, c: false, areaCode: "400001", buyNow: false, orderType: "HomeDelivery" },
    getCartLastModified: { id: "cart_9" },
    addItems: {
      body: { items: [{ item_id: 7501, item_size: "M", quantity: 2, article_id: "7501_M" }], new_cart: false },
      i: true,
      b: true,
      id: "cart_9",
      buyNow: true,
    },
    updateCart: {
      body: {
        operation: "update_item",
        items: [{ item_id: 7501, item_size: "M", quantity: 3, identifiers: { identifier: "line_1" } }],
      },
      id: "cart_9",
      i: true,
      b: true,
      cartType: "universal",
    },
    getItemCount: { id: "cart_9", buyNow: false },
    deleteCart: { id: "cart_9" },
    getCoupons: { id: "cart_9", buyNow: false, productSlug: "blue-tee" },
    applyCoupon: { body: { coupon_code: "WELCOME10" }, i: true, b: true, p: true, id: "cart_9", buyNow: false },
    removeCoupon: { id: "cart_9", buyNow: false },
    selectAddress: {
      body: { id: "addr_1", billing_address_id: "addr_1", cart_id: "cart_9" },
      cartId: "cart_9",
      buyNow: false,
      i: true,
      b: true,
    },
    validateCouponForPayment: {
      id: "cart_9",
      buyNow: false,
      addressId: "addr_1",
      paymentMode: "COD",
      paymentIdentifier: "COD",
      aggregatorName: "Fynd",
      merchantCode: "COD",
    },
    getAddresses: { isDefault: true },
    addAddress: { body: { name: "Asha", area_code: "400001", address_type: "home", country_iso_code: "IN" } },
    getAddressById: { id: "addr_1", cartId: "cart_9", checkoutMode: "self", isDefault: true },
    updateAddress: { id: "addr_1", body: { landmark: "Near the church" } },
    removeAddress: { id: "addr_1" },
    followById: { collectionType: "products", collectionId: "7501" },
    unfollowById: { collectionType: "brands", collectionId: "12" },
    getFollowIds: { collectionType: "products" },
    getFollowedListing: { collectionType: "products", pageId: "*", pageSize: 15 },
  };
  const cases = Object.entries(USER_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});

/** The checkout, payment-option and order operations send the very request the official SDK sends. */
describe("storefront SDK checkout and order requests match the official SDK's", () => {
  const address = { address_id: "addr_1", billing_address_id: "addr_1" };
  const samples: Record<string, Record<string, unknown>> = {
    selectPaymentMode: {
      id: "cart_9",
      buyNow: false,
      body: { id: "cart_9", payment_mode: "COD", payment_identifier: "COD", aggregator_name: "Fynd", address_id: "a" },
    },
    checkoutCart: {
      buyNow: false,
      body: { id: "cart_9", payment_mode: "COD", aggregator: "Fynd", payment_identifier: "COD", ...address },
      requestHeaders: { "idempotency-key": "k-1" },
    },
    checkoutCartV2: {
      buyNow: true,
      cartType: "universal",
      body: {
        id: "cart_9",
        payment_mode: "COD",
        ...address,
        payment_methods: [{ mode: "COD", name: "COD", payment_meta: { payment_gateway: "Fynd" } }],
      },
    },
    getOrderById: { orderId: "FY0123456789ABCDEF01", allowInactive: true },
    getCustomerDetailsByShipmentId: { orderId: "FY0123456789ABCDEF01", shipmentId: "1234567890123456" },
    sendOtpToShipmentCustomer: { orderId: "FY0123456789ABCDEF01", shipmentId: "1234567890123456" },
    verifyOtpShipmentCustomer: {
      orderId: "FY0123456789ABCDEF01",
      shipmentId: "1234567890123456",
      body: { request_id: "a1b2c3", otp_code: "123456" },
    },
    getOrders: { status: 1, pageNo: 2, pageSize: 12, fromDate: "10-26-2026", toDate: "11-25-2026" },
    getShipmentById: { shipmentId: "1234567890123456", allowInactive: true },
    trackShipment: { shipmentId: "1234567890123456" },
    getPosOrderById: { orderId: "FY0123456789ABCDEF01" },
    getShipmentReasons: { shipmentId: "1234567890123456" },
    getShipmentBagReasons: { shipmentId: "1234567890123456", bagId: "7" },
    updateShipmentStatus: {
      shipmentId: "1234567890123456",
      requestHeaders: { "idempotency-key": "k-2" },
      body: {
        force_transition: true,
        statuses: [
          {
            status: "cancelled_customer",
            shipments: [
              {
                identifier: "1234567890123456",
                products: [{ line_number: 1, quantity: 1, identifier: "A-1" }],
                reasons: {
                  products: [
                    {
                      data: { reason_id: 4, reason_text: "Changed my mind" },
                      filters: [{ line_number: 1, quantity: 1, identifier: "A-1" }],
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    },
  };
  const cases = Object.entries(CHECKOUT_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
