/**
 * A shopper driving the service through the official SDK over real HTTP (the SDK compatibility tests
 * that buy something): a newly registered, signed-in official client, and an article in stock found
 * the way a shopper finds one.
 */
import fdk from "@gofynd/fdk-client-javascript";
import { expect } from "vitest";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

const { ApplicationClient, ApplicationConfig } = fdk as any;

/** The official SDK's configuration of the test application at `origin`, signed in when given a `cookie`. */
function officialConfig(origin: string, { token = TEST_APPLICATION_TOKEN, cookie = "" } = {}): any {
  const config = new ApplicationConfig({ applicationID: TEST_APPLICATION_ID, applicationToken: token, domain: origin });
  if (cookie) config.setCookie(cookie);
  return config;
}

/** An official client of the test application at `origin` (anonymous unless given a `cookie`). */
export const officialClient = (origin: string, options?: { token?: string; cookie?: string }): any =>
  new ApplicationClient(officialConfig(origin, options));

/** The `name=value` of a response's Set-Cookie header, as the official client sends it back. */
export const sessionCookie = (headers: Record<string, unknown>) => String(headers["set-cookie"]).split(";")[0];

/**
 * Registers a shopper with the official client (`registerWithForm`, on `platform` when given) and
 * answers an official client signed in as them, with their user id.
 */
export async function officialSignUp(
  origin: string,
  body: { first_name: string; last_name: string; email: string; password: string },
  platform?: string,
): Promise<{ client: any; userId: string }> {
  const [registered, headers] = await officialClient(origin).user.registerWithForm(
    { body, ...(platform ? { platform } : {}) },
    { responseHeaders: true },
  );
  return { client: officialClient(origin, { cookie: sessionCookie(headers) }), userId: registered.user._id as string };
}

/** An official client of the test application at `origin`, signed in as a newly registered shopper. */
export async function officialShopper(origin: string, email: string, lastName: string): Promise<any> {
  const body = { first_name: "Sdk", last_name: lastName, email, password: "Secret#123" };
  return (await officialSignUp(origin, body, "web")).client;
}

/** A popular product's size with at least 3 in stock, through the official client's catalogue calls. */
export async function officialInStockArticle(client: any): Promise<{ uid: number; size: string }> {
  const { items } = await client.catalog.getProducts({ pageSize: 40, sortOn: "popular" });
  for (const product of items) {
    const sizes = await client.catalog.getProductSizesBySlug({ slug: product.slug });
    const size = sizes.sizes.find((s: any) => s.is_available && s.quantity >= 3);
    if (size) return { uid: product.uid, size: size.value };
  }
  expect.fail("no popular product has 3 in stock");
}
