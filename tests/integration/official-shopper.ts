/**
 * A shopper driving the service through the official SDK over real HTTP (the SDK compatibility tests
 * that buy something): a newly registered, signed-in official client, and an article in stock found
 * the way a shopper finds one.
 */
import fdk from "@gofynd/fdk-client-javascript";
import { expect } from "vitest";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

const { ApplicationClient, ApplicationConfig } = fdk as any;

/** An official client of the test application at `origin`, signed in as a newly registered shopper. */
export async function officialShopper(origin: string, email: string, lastName: string): Promise<any> {
  const config = () =>
    new ApplicationConfig({
      applicationID: TEST_APPLICATION_ID,
      applicationToken: TEST_APPLICATION_TOKEN,
      domain: origin,
    });
  const [, registered] = await new ApplicationClient(config()).user.registerWithForm(
    { body: { first_name: "Sdk", last_name: lastName, email, password: "Secret#123" }, platform: "web" },
    { responseHeaders: true },
  );
  const signedIn = config();
  signedIn.setCookie(String(registered["set-cookie"]).split(";")[0]);
  return new ApplicationClient(signedIn);
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
