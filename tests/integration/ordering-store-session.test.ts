/**
 * The shopper's ordering store travels with every service call: the storefront keeps the service's
 * signed `f.ordering_store` value in its session and the SDK clients it makes send it back, beside
 * the shopper's own service session, so the service reads the chosen store on later calls.
 */
import { createSession, type AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ORDERING_STORE_COOKIE, orderingStoreFromCookie } from "../../service/http/ordering-store";
// This test is about the clients getApi makes (what they send), not a loader.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { getApi, shopperPreferences } from "~/sdk.server";
import type { FlashData, SessionData, ShopperSession } from "~/session.server";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { useTestService } from "./helpers";

const sessionWith = (values: Partial<SessionData>): ShopperSession =>
  createSession<SessionData, FlashData>(values as SessionData);

describe("the ordering store in the storefront session", () => {
  const service = useTestService("pglite");
  const seen: Request[] = [];
  const context = () =>
    ({
      cspNonce: "",
      commerce: {
        baseUrl: "http://storefront.test",
        applicationId: TEST_APPLICATION_ID,
        applicationToken: TEST_APPLICATION_TOKEN,
        transport: (request: Request) => {
          seen.push(request.clone());
          return service().app.fetch(request);
        },
      },
    }) as AppLoadContext;

  it("keeps the service's signed choice and sends it on every later call", async () => {
    // Choosing: the service answers with the signed cookie (read the way the storefront reads it).
    let setCookie = "";
    const visitor = getApi(context(), {
      onResponse: (response) => (setCookie = response.headers.get("set-cookie") ?? ""),
    });
    await visitor.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid: 6 } } });
    const value = new RegExp(`${ORDERING_STORE_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    expect(value).toMatch(/^6\./);

    const session = sessionWith({ userToken: "t0ken", orderingStore: { uid: 6, cookie: value! } });
    seen.length = 0;
    await getApi(context(), { session }).configuration.getFeatures();
    const cookie = seen[0].headers.get("cookie") ?? "";
    // The service session and the store, both; the service verifies the store's signature.
    expect(cookie).toContain("f.session=t0ken");
    expect(orderingStoreFromCookie(cookie, TEST_APPLICATION_TOKEN)).toBe(6);

    // The anonymous client of a request (store-wide data) carries it too, without a user session.
    seen.length = 0;
    const signedOut = sessionWith({ orderingStore: { uid: 6, cookie: value! } });
    await getApi(context(), {
      preferences: Promise.resolve(shopperPreferences(signedOut)),
    }).configuration.getFeatures();
    const anonymous = seen[0].headers.get("cookie") ?? "";
    expect(anonymous).not.toContain("f.session");
    expect(orderingStoreFromCookie(anonymous, TEST_APPLICATION_TOKEN)).toBe(6);
  });

  it("sends no store cookie before a choice", async () => {
    seen.length = 0;
    await getApi(context(), { session: sessionWith({}) }).configuration.getFeatures();
    expect(seen[0].headers.get("cookie")).toBeNull();
  });
});
