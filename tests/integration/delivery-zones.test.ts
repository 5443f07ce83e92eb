/**
 * Delivery zones on a real database (docs/decisions/0023): which pincodes the seeded stores reach,
 * and what each call answers for a well-formed pincode none of them serves — the lookups, the
 * delivery promise, the TAT call, the product's price, address validation, and the cart's address
 * choice and checkout (which refuse it and keep the cart as it was).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addresses, carts } from "../../service/db/schema";
import { useShopperService } from "./accounts-helpers";
import { HOME, shopperWithCart, stockedArticles, type Article } from "./checkout-helpers";
import { drivers } from "./helpers";

const LOGISTICS = "/service/application/logistics/v1.0";
const CATALOG = "/service/application/catalog/v4.0";
const CART = "/service/application/cart/v1.0";

/** Port Blair (Andaman and Nicobar), Kavaratti (Lakshadweep), Aizawl (Mizoram), Itanagar (Arunachal). */
const UNSERVED = ["744101", "682555", "796001", "791111"];
/** Cities of the seeded stores, a state the warehouses reach, and Imphal (a Kolkata warehouse prefix). */
const SERVED = ["110001", "400001", "560038", "781001", "795001"];

describe.each(drivers)("delivery zones on %s", (driver) => {
  const service = useShopperService(driver);
  const { call } = service;
  let stocked: Article[] = [];

  beforeAll(async () => {
    stocked = await stockedArticles(service.db);
  });

  it("answers the lookups for served pincodes and 'Pincode not serviceable' for unserved ones", async () => {
    for (const pincode of SERVED) {
      expect((await call(`${LOGISTICS}/localities/pincode/${pincode}`)).status, pincode).toBe(200);
      const details = await call(`${LOGISTICS}/pincode/${pincode}`);
      expect(details.status, pincode).toBe(200);
      expect(details.body.data[0].name).toBe(pincode);
    }
    for (const pincode of UNSERVED) {
      for (const path of [`/localities/pincode/${pincode}`, `/pincode/${pincode}`]) {
        const { status, body } = await call(`${LOGISTICS}${path}`);
        expect(status, path).toBe(404);
        expect(body.message).toBe("Pincode not serviceable");
      }
    }
    // The directory still lists them: they exist, the store just does not deliver there.
    const { body } = await call(`${LOGISTICS}/localities/pincode?q=744101`);
    expect(body.items.map((l: any) => l.name)).toEqual(["744101"]);
  });

  it("promises delivery only from the stores that reach the pincode", async () => {
    const promise = (pincode: string) =>
      call(`${LOGISTICS}/delivery-promise?page_size=50`, {
        headers: { "x-location-detail": JSON.stringify({ pincode }) },
      });
    const mumbai = await promise("400050");
    expect(mumbai.status).toBe(200);
    // The five warehouses and Mumbai's two stores.
    expect(mumbai.body.items.map((s: any) => s.uid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Only the Kolkata warehouse reaches Imphal.
    expect((await promise("795001")).body.items.map((s: any) => s.uid)).toEqual([4]);
    const andaman = await promise("744101");
    expect(andaman.status).toBe(404);
    expect(andaman.body.message).toBe("Pincode not serviceable");
  });

  it("answers the TAT call and the product's price without a promise for an unserved pincode", async () => {
    const tat = (to_pincode: string) =>
      call(`${LOGISTICS}/`, {
        method: "POST",
        body: {
          to_pincode,
          location_details: [{ from_pincode: "421302", articles: [{ category: { level: "l3", id: 1 } }] }],
        },
      });
    expect((await tat("560038")).body.success).toBe(true);
    const refused = await tat("682555");
    expect(refused.body.success).toBe(false);
    expect(refused.body.error.message).toBe("Pincode not serviceable");

    const [article] = stocked;
    const [{ slug }] = await service.db.query.products.findMany({
      where: (p, { eq }) => eq(p.uid, article.productUid),
      columns: { slug: true },
    });
    const price = (pincode: string) =>
      call(`${CATALOG}/products/${slug}/sizes/${encodeURIComponent(article.size)}/price/?pincode=${pincode}`);
    const served = await price("110001");
    expect(served.body).toMatchObject({ is_serviceable: true });
    expect(served.body.delivery_promise).toBeDefined();
    const unserved = await price("796001");
    expect(unserved.status).toBe(200);
    expect(unserved.body).toMatchObject({ is_serviceable: false, pincode: 796001 });
    expect(unserved.body.delivery_promise).toBeUndefined();
  });

  it("refuses an unserved pincode in address validation", async () => {
    const { status, body } = await call(`${LOGISTICS}/country/IN/address/templates/checkout_form/validate`, {
      method: "POST",
      body: {
        name: "Asha Rao",
        phone: "9876543210",
        address: "Aberdeen Bazaar",
        area: "Port Blair",
        pincode: "744101",
        city: "South Andaman",
        state: "Andaman and Nicobar Islands",
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ pincode: ["Pincode not serviceable"] });
  });

  it("refuses to deliver a cart to an unserved address, keeping the cart and its chosen address", async () => {
    const { shopper, addressId, cartId } = await shopperWithCart(service, [[stocked[1], 1]]);
    const chosen = await call(`${CART}/select-address`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: addressId, billing_address_id: addressId, cart_id: cartId },
    });
    expect(chosen.status).toBe(200);
    const islands = await call(`${CART}/address`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { ...HOME, area_code: "744101", city: "South Andaman", state: "Andaman and Nicobar Islands" },
    });
    expect(islands.status).toBe(200);
    const refused = await call(`${CART}/select-address`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: islands.body.id, billing_address_id: islands.body.id, cart_id: cartId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: "Pincode not serviceable",
      errors: { area_code: ["Pincode not serviceable"] },
    });
    const checkout = await call(`${CART}/checkout`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: cartId, address_id: islands.body.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    expect(checkout.status).toBe(400);
    expect(checkout.body.message).toBe("Pincode not serviceable");
    // Nothing was lost: the cart is open with its line and the address chosen before.
    const [cart] = await service.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart).toMatchObject({ closedAt: null, addressId });
    const detail = await call(`${CART}/detail?id=${cartId}`, { cookie: shopper.cookie });
    expect(detail.body.items).toHaveLength(1);
    // The served address still checks out.
    const placed = await call(`${CART}/checkout`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: cartId, address_id: addressId, payment_mode: "COD", aggregator: "Fynd" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("serves the export countries from the Bhiwandi centre only", async () => {
    const shopper = await service.register();
    const abroad = await call(`${CART}/address`, {
      method: "POST",
      cookie: shopper.cookie,
      body: {
        ...HOME,
        area_code: "10001",
        city: "New York",
        state: "New York",
        state_code: "NY",
        country: "United States",
        country_iso_code: "US",
        country_phone_code: "+1",
      },
    });
    expect(abroad.status, JSON.stringify(abroad.body)).toBe(200);
    const { storesServingAddress } = await import("../../service/modules/logistics/zones");
    const [row] = await service.db.select().from(addresses).where(eq(addresses.id, abroad.body.id));
    expect(await storesServingAddress(service.db, row)).toEqual([1]);
    expect(await storesServingAddress(service.db, { ...row, countryIsoCode: "FR" })).toEqual([]);
  });
});
