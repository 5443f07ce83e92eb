import { sign } from "@gofynd/fp-signature";
import querystring from "query-string";
import { describe, expect, it } from "vitest";
import { parseSignatureDate } from "../../service/contract/signature";
import {
  ApplicationConfig,
  createApiClient,
  createStorefrontApi,
  FDKClientValidationError,
  FDKException,
  FDKInvalidCredentialError,
  FDKNetworkError,
  FDKResponseValidationError,
  FDKServerResponseError,
  NO_URL_MESSAGE,
  serializeQuery,
  STOREFRONT_OPERATIONS,
  type ApplicationConfigInput,
  type Transport,
} from "~/sdk/index";
import { captureOfficialRequests, itSendsTheOfficialRequest, recordingTransport, SAMPLE_CONFIG } from "../official-sdk";

const FIXED_DATE = new Date("2023-10-26T05:39:00Z");
const fixedClock = () => FIXED_DATE;
const BASE: ApplicationConfigInput = SAMPLE_CONFIG;

/** Signs a sent Request with the official @gofynd/fp-signature, from the headers it carries. */
async function officialSignature(request: Request, secret?: string) {
  const url = new URL(request.url);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.clone().text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name !== "x-fp-signature") headers[name] = value;
  });
  return sign(
    { method: request.method, host: url.host, path: url.pathname + url.search, body, headers },
    secret ? { secret } : undefined,
  )["x-fp-signature"];
}

// ---------------------------------------------------------------------------------------------

describe("ApplicationConfig validation", () => {
  const cases: [string, unknown, unknown, string, new (...args: never[]) => Error][] = [
    [
      "missing id",
      { applicationToken: "secret123" },
      undefined,
      "No Application ID Present",
      FDKInvalidCredentialError,
    ],
    [
      "empty id",
      { applicationID: "", applicationToken: "secret123" },
      undefined,
      "No Application ID Present",
      FDKInvalidCredentialError,
    ],
    ["missing token", { applicationID: "abc" }, undefined, "No Application Token Present", FDKInvalidCredentialError],
    [
      "empty token",
      { applicationID: "abc", applicationToken: "" },
      undefined,
      "No Application Token Present",
      FDKInvalidCredentialError,
    ],
    [
      "short token",
      { applicationID: "abc", applicationToken: "1234" },
      undefined,
      "Invalid Application Token",
      FDKInvalidCredentialError,
    ],
    [
      "strictResponseCheck not boolean (2nd arg)",
      { applicationID: "abc", applicationToken: "12345" },
      { strictResponseCheck: "yes" },
      "Invalid Value for options.strictResponseCheck, provide boolean value",
      FDKInvalidCredentialError,
    ],
    [
      "strictResponseCheck not boolean (conf.options)",
      { applicationID: "abc", applicationToken: "12345", options: { strictResponseCheck: 1 } },
      undefined,
      "Invalid Value for options.strictResponseCheck, provide boolean value",
      FDKInvalidCredentialError,
    ],
    [
      "currency not string",
      { ...BASE, currencyCode: 356 },
      undefined,
      "Currency code should be string only",
      FDKClientValidationError,
    ],
    [
      "context not object",
      { ...BASE, context: "req-1" },
      undefined,
      "Context value should be an object",
      FDKClientValidationError,
    ],
    [
      "context array",
      { ...BASE, context: ["x"] },
      undefined,
      "Context value should be an object",
      FDKClientValidationError,
    ],
    [
      "extraHeaders not object",
      { ...BASE, extraHeaders: "x-a: 1" },
      undefined,
      "Context value should be an object",
      FDKClientValidationError,
    ],
  ];

  it.each(cases)("%s", (_label, conf, options, message, errorClass) => {
    let thrown: unknown;
    try {
      new ApplicationConfig(conf as ApplicationConfigInput, options as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(errorClass);
    expect((thrown as Error).message).toBe(message);
    expect((thrown as Error).name).toBe(errorClass.name);
  });

  it("reports the first failing check, in the official order", () => {
    expect(() => new ApplicationConfig({ applicationID: "", applicationToken: "" })).toThrow(
      "No Application ID Present",
    );
    expect(
      () =>
        new ApplicationConfig({ applicationID: "a", applicationToken: "12" }, { strictResponseCheck: "x" as never }),
    ).toThrow("Invalid Application Token");
  });

  it("applies the official defaults", () => {
    const config = new ApplicationConfig({ applicationID: "abc", applicationToken: "12345" });
    expect(config.domain).toBe("https://api.fynd.com");
    expect(config.currencyCode).toBe("INR");
    expect(config.options.strictResponseCheck).toBe(false);
    expect(config.extraHeaders).toEqual({});
    expect(new ApplicationConfig({ ...BASE, domain: "http://localhost:3000/" }).domain).toBe("http://localhost:3000");
  });

  it("derives per-request configs without touching the original", () => {
    const base = new ApplicationConfig(BASE);
    const shopper = base.with({ cookie: "sid=1", currencyCode: "USD", context: { requestId: "r1" } });
    expect(shopper.cookie).toBe("sid=1");
    expect(shopper.currencyCode).toBe("USD");
    expect(shopper.context).toEqual({ requestId: "r1" });
    expect(base.cookie).toBeUndefined();
    expect(base.currencyCode).toBe("INR");
    expect(() => base.with({ applicationToken: "1" })).toThrow(FDKInvalidCredentialError);
  });
});

// ---------------------------------------------------------------------------------------------

describe("request building and signing", () => {
  it("sends the bearer token of base64(id:token)", async () => {
    const { transport, last } = recordingTransport();
    await createStorefrontApi(BASE, transport).configuration.getApplication();
    expect(last().headers.get("authorization")).toBe("Bearer YWJjOnNlY3JldDEyMw==");
  });

  it("reproduces the fp-signature test vector", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi(
      { applicationID: "abc", applicationToken: "secret123", domain: "https://api.fyndx5.de" },
      transport,
      {
        now: fixedClock,
        sdkVersion: "1.3.4",
      },
    );
    await api.configuration.getApplication();
    const request = last();
    expect(request.method).toBe("GET");
    expect(request.url).toBe("https://api.fyndx5.de/service/application/configuration/v1.0/application");
    expect(request.headers.get("x-fp-date")).toBe("20231026T053900Z");
    expect(request.headers.get("x-fp-sdk-version")).toBe("1.3.4");
    expect(request.headers.get("x-fp-signature")).toBe(
      "v1.1:e922d50be2a309cc7a3580a1f60cf19d6f82f2a4c5d1a52441a082e7500a2a61",
    );
  });

  it("signs a GET with query params as @gofynd/fp-signature does (host with port)", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi({ ...BASE, locationDetails: { pincode: "400001" }, cookie: "sid=1" }, transport, {
      now: fixedClock,
    });
    await api.catalog.getProducts({
      q: "red shirt (cotton)!",
      f: "brand:nike||puma:::department:men",
      filters: true,
      sortOn: "price_asc",
      pageNo: 2,
      pageSize: 12,
      pageType: "number",
    });
    const request = last();
    const url = new URL(request.url);
    expect(url.host).toBe("localhost:3000");
    expect(url.search).toBe(
      "?f=brand%3Anike%7C%7Cpuma%3A%3A%3Adepartment%3Amen&filters=true&page_no=2&page_size=12&page_type=number&q=red%20shirt%20%28cotton%29%21&sort_on=price_asc",
    );
    expect(request.headers.get("x-fp-signature")).toBe(await officialSignature(request));
  });

  it("signs with the configured signing secret (a service started with SIGNING_SECRET)", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi({ ...BASE, signingSecret: "another-secret" }, transport);
    await api.configuration.getApplication();
    const request = last();
    expect(request.headers.get("x-fp-signature")).toBe(await officialSignature(request, "another-secret"));
    expect(request.headers.get("x-fp-signature")).not.toBe(await officialSignature(request));
  });

  it("signs a POST with a JSON body as @gofynd/fp-signature does", async () => {
    const { transport, last } = recordingTransport();
    const client = createApiClient(BASE, transport, { now: fixedClock });
    const body = { items: [{ item_id: 7, item_size: "M", quantity: 1, display: "Größe M" }] };
    await client.request({
      method: "POST",
      path: "/service/application/cart/v1.0/detail",
      query: { i: true, b: true },
      body,
    });
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://localhost:3000/service/application/cart/v1.0/detail?b=true&i=true");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.clone().text()).toBe(JSON.stringify(body));
    expect(request.headers.get("x-fp-signature")).toBe(await officialSignature(request));
  });

  it("serialises queries like query-string (sorted keys, strict encoding, repeated arrays)", () => {
    const query = { tag: ["b c", "a"], q: "x*y'z", page_no: 1, filters: false, e: "ü/€" };
    expect(serializeQuery(query)).toBe(querystring.stringify(query));
    expect(serializeQuery({ a: undefined, b: null, c: [] })).toBe("");
  });

  it("substitutes path params URI-encoded", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi(BASE, transport);
    await api.theme.getPage({ themeId: "t 1", pageValue: "a/b?c" });
    expect(new URL(last().url).pathname).toBe("/service/application/theme/v1.0/t%201/a%2Fb%3Fc");
    expect(last().headers.get("x-fp-signature")).toBe(await officialSignature(last()));
    await api.catalog.getProductDetailBySlug({ slug: "blue-tee" });
    expect(new URL(last().url).pathname).toBe("/service/application/catalog/v1.0/products/blue-tee/");
  });

  it("rejects missing or empty path params with 'Missing required field' and sends nothing", async () => {
    const { transport, requests } = recordingTransport();
    const api = createStorefrontApi(BASE, transport);
    const error = await api.theme
      .getPage({ themeId: "", pageValue: undefined as unknown as string })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FDKClientValidationError);
    expect((error as FDKClientValidationError).message).toBe("Missing required field");
    expect((error as FDKClientValidationError).details).toEqual([
      "Missing or empty required parameter: themeId",
      "Missing or empty required parameter: pageValue",
    ]);
    await expect(api.catalog.getBrandDetailBySlug({ slug: ".." })).rejects.toBeInstanceOf(FDKClientValidationError);
    expect(requests).toHaveLength(0);
  });

  it("refuses to sign a request without a URL", async () => {
    const client = createApiClient(BASE, recordingTransport().transport);
    expect(() => client.buildRequest({ method: "GET", path: "" })).toThrow(NO_URL_MESSAGE);
    await expect(client.request({ method: "GET", path: "" })).rejects.toThrow(NO_URL_MESSAGE);
  });

  it("forwards cookie, currency, location and extra headers", async () => {
    const { transport, last } = recordingTransport();
    const api = createStorefrontApi(
      {
        ...BASE,
        cookie: "vitrine.sid=s%3Aabc",
        currencyCode: "EUR",
        locationDetails: { pincode: "560001", city: "बेंगलुरु", location: { latitude: "12.9", longitude: "77.6" } },
        extraHeaders: [{ "x-ordering-source": "storefront" }, { "X-Request-Id": "r-1" }],
      },
      transport,
    );
    await api.content.getNavigations({ pageNo: 1, pageSize: 50 });
    const headers = last().headers;
    expect(headers.get("cookie")).toBe("vitrine.sid=s%3Aabc");
    expect(headers.get("x-currency-code")).toBe("EUR");
    expect(JSON.parse(headers.get("x-location-detail")!)).toEqual({
      pincode: "560001",
      city: "बेंगलुरु",
      location: { latitude: "12.9", longitude: "77.6" },
    });
    expect(headers.get("x-ordering-source")).toBe("storefront");
    expect(headers.get("x-request-id")).toBe("r-1");
    expect(headers.get("x-fp-sdk-version")).toBe("vitrine-1.0.0");
    expect(last().url).toBe(
      "http://localhost:3000/service/application/content/v1.0/navigations?page_no=1&page_size=50",
    );
  });

  it("leaves out optional headers that are not set", async () => {
    const { transport, last } = recordingTransport();
    await createStorefrontApi(BASE, transport).configuration.getFeatures();
    expect(last().headers.get("cookie")).toBeNull();
    expect(last().headers.get("x-location-detail")).toBeNull();
    expect(last().headers.get("x-currency-code")).toBe("INR");
  });
});

// ---------------------------------------------------------------------------------------------

describe("responses and errors", () => {
  it("returns the JSON body of a 2xx response", async () => {
    const { transport } = recordingTransport(200, { items: [{ uid: 1, slug: "men" }] });
    await expect(createStorefrontApi(BASE, transport).catalog.getDepartments()).resolves.toEqual({
      items: [{ uid: 1, slug: "men" }],
    });
  });

  it("turns a non-2xx response into FDKServerResponseError", async () => {
    const body = { success: false, message: "Product not found", code: "FDK_NOT_FOUND" };
    const { transport } = recordingTransport(404, body);
    const error = await createStorefrontApi(BASE, transport)
      .catalog.getProductDetailBySlug({ slug: "nope" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FDKServerResponseError);
    const e = error as FDKServerResponseError;
    expect(e.name).toBe("FDKServerResponseError");
    expect(e.message).toBe("Product not found");
    expect(e.status).toBe(404);
    expect(e.code).toBe("FDK_NOT_FOUND");
    expect(e.details).toEqual(body);
  });

  it("takes the message from body.error, then the status text", async () => {
    const withError = recordingTransport(400, { error: "Invalid filter" });
    await expect(createStorefrontApi(BASE, withError.transport).catalog.getProducts()).rejects.toMatchObject({
      message: "Invalid filter",
      status: 400,
      code: null,
    });
    const plain = recordingTransport(502, "<html>bad gateway</html>", { statusText: "Bad Gateway" });
    await expect(createStorefrontApi(BASE, plain.transport).catalog.getProducts()).rejects.toMatchObject({
      message: "Bad Gateway",
      status: 502,
      details: "<html>bad gateway</html>",
    });
  });

  it("reports a rejecting transport as 'Unable to connect'", async () => {
    const cause = new TypeError("fetch failed");
    const transport: Transport = () => Promise.reject(cause);
    const error = await createStorefrontApi(BASE, transport)
      .configuration.getApplication()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FDKNetworkError);
    expect(error).toBeInstanceOf(FDKException);
    expect((error as FDKNetworkError).message).toBe("Unable to connect");
    expect((error as FDKNetworkError).reason).toBe("unreachable");
    expect((error as FDKNetworkError).cause).toBe(cause);
  });

  it("gives up after the timeout", async () => {
    const transport: Transport = () => new Promise(() => {});
    const error = await createStorefrontApi(BASE, transport, { timeoutMs: 20 })
      .configuration.getApplication()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FDKNetworkError);
    expect((error as FDKNetworkError).message).toBe("Unable to connect");
    expect((error as FDKNetworkError).reason).toBe("timeout");
  });

  it("passes a caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const transport: Transport = () => new Promise(() => {});
    const pending = createStorefrontApi(BASE, transport, { signal: controller.signal }).configuration.getApplication();
    const reason = new Error("client went away");
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it("rejects a 2xx body that is not JSON", async () => {
    const { transport } = recordingTransport(200, "not json");
    await expect(createStorefrontApi(BASE, transport).configuration.getApplication()).rejects.toBeInstanceOf(
      FDKResponseValidationError,
    );
  });

  it("with strictResponseCheck, rejects a 2xx body that is not an object", async () => {
    const { transport } = recordingTransport(200, [1, 2]);
    await expect(
      createStorefrontApi(
        { ...BASE, options: { strictResponseCheck: true } },
        transport,
      ).configuration.getApplication(),
    ).rejects.toBeInstanceOf(FDKResponseValidationError);
    await expect(
      createStorefrontApi(BASE, recordingTransport(200, [1, 2]).transport).configuration.getApplication(),
    ).resolves.toEqual([1, 2]);
  });
});

// ---------------------------------------------------------------------------------------------
// Conformance with the official SDK: every operation, run through both with the same arguments,
// must produce the same method, URL and signature (the official one captured by an axios adapter).

describe("conformance with @gofynd/fdk-client-javascript", () => {
  const official = captureOfficialRequests();

  const sampleArgs: Record<string, Record<string, unknown>> = {
    getNavigations: { pageNo: 1, pageSize: 20 },
    getThemeForPreview: { themeId: "th1" },
    getAllPages: { themeId: "th1" },
    getPage: { themeId: "th1", pageValue: "product-description" },
    getProducts: {
      q: "red shirt",
      f: "brand:nike||puma",
      filters: true,
      sortOn: "price_asc",
      pageId: "*",
      pageSize: 12,
      pageNo: 1,
      pageType: "cursor",
    },
    getProductDetailBySlug: { slug: "blue-tee" },
    getCollections: { pageNo: 1, pageSize: 10, tag: ["summer sale", "new"], q: "tee" },
    getCollectionDetailBySlug: { slug: "summer" },
    getCollectionItemsBySlug: {
      slug: "summer",
      f: "brand:nike",
      sortOn: "latest",
      pageNo: 2,
      pageSize: 24,
      pageType: "number",
    },
    getBrands: { department: "men", pageNo: 1, pageSize: 30 },
    getBrandDetailBySlug: { slug: "nike" },
    getCategories: { department: "women" },
    getCategoryDetailBySlug: { slug: "t-shirts" },
    getOrderingStores: { pageNo: 2, pageSize: 12, q: "mumbai central" },
    getStoreDetailById: { storeId: 7 },
    getOrderingStoreCookie: { body: { ordering_store: { uid: 7 } } },
    saveClickEvent: {
      body: { sent_at: "2026-11-24T00:00:00.000Z", batch: [{ event_name: "search", page_url: "/" }] },
    },
  };

  const cases = Object.entries(STOREFRONT_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  itSendsTheOfficialRequest(official, cases, sampleArgs);

  it("POST with a body (cart addItems) matches too", async () => {
    const body = { items: [{ item_id: 7, item_size: "M", quantity: 2, article_id: "a1" }], new_cart: false };
    await official.client().cart.addItems({ body, i: true, b: true });
    const captured = official.last();
    const { transport, last } = recordingTransport();
    const client = createApiClient(BASE, transport, {
      now: () => parseSignatureDate(captured.headers["x-fp-date"])!,
      sdkVersion: official.version,
    });
    await client.request({
      method: "POST",
      path: "/service/application/cart/v1.0/detail",
      query: { i: true, b: true },
      body,
    });
    expect(last().url).toBe(captured.url);
    expect(await last().text()).toBe(captured.data);
    expect(last().headers.get("x-fp-signature")).toBe(captured.headers["x-fp-signature"]);
  });
});
