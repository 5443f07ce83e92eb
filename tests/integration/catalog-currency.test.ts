/**
 * Prices in the shopper's currency (x-currency-code) over a real database: listing, facets, price
 * filters, product detail, sizes and offers convert with the currencies table's demo rates.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../service/db/schema";
import { convertAmount } from "../../service/modules/catalog/money";
import { drivers, signedRequest, useTestService } from "./helpers";

const CATALOG = "/service/application/catalog";

describe.each(drivers)("prices in the shopper's currency on %s", (driver) => {
  const service = useTestService(driver);
  const get = async (path: string, currency?: string) => {
    const response = await service().app.fetch(
      signedRequest(path, currency ? { headers: { "x-currency-code": currency } } : {}),
    );
    expect(response.status, path).toBe(200);
    return await response.json();
  };
  const usd = async () => {
    const [row] = await service().database.db.select().from(schema.currencies).where(eq(schema.currencies.code, "USD"));
    return { code: row.code, symbol: row.symbol, decimalDigits: row.decimalDigits, unitsPerInr: row.unitsPerInr };
  };

  it("seeds a demo rate for every currency, INR at 1", async () => {
    const rows = await service().database.db.select().from(schema.currencies);
    expect(rows.find((r) => r.code === "INR")?.unitsPerInr).toBe(1);
    for (const row of rows) expect(row.unitsPerInr).toBeGreaterThan(0);
    expect((await usd()).unitsPerInr).toBeLessThan(0.1);
  });

  it("answers the listing, the detail, sizes and price in the requested currency", async () => {
    const rate = await usd();
    const inr = await get(`${CATALOG}/v1.0/products/?page_size=3`);
    const converted = await get(`${CATALOG}/v1.0/products/?page_size=3`, "USD");
    expect(converted.items.map((i: any) => i.uid)).toEqual(inr.items.map((i: any) => i.uid));
    inr.items.forEach((item: any, i: number) => {
      const other = converted.items[i].price;
      expect(other.effective).toEqual({
        min: convertAmount(item.price.effective.min, 1, rate),
        max: convertAmount(item.price.effective.max, 1, rate),
        currency_code: "USD",
        currency_symbol: "$",
      });
      expect(other.marked.min).toBe(convertAmount(item.price.marked.min, 1, rate));
    });
    const slug = inr.items[0].slug;
    const detail = await get(`${CATALOG}/v1.0/products/${slug}/`, "usd");
    expect(detail.price.effective.currency_code).toBe("USD");
    expect(detail.price.effective.min).toBe(converted.items[0].price.effective.min);

    const sizes = await get(`${CATALOG}/v1.0/products/${slug}/sizes/`, "USD");
    expect(sizes.price.effective.currency_symbol).toBe("$");
    const size = sizes.sizes.find((s: any) => s.is_available)?.value ?? sizes.sizes[0].value;
    const inrOffer = await get(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size)}/price/`);
    const offer = await get(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size)}/price/`, "USD");
    expect(offer.price).toMatchObject({
      effective: convertAmount(inrOffer.price.effective, 1, rate),
      marked: convertAmount(inrOffer.price.marked, 1, rate),
      currency_code: "USD",
      currency_symbol: "$",
    });
  });

  it("answers in INR for an unknown currency code", async () => {
    const { items } = await get(`${CATALOG}/v1.0/products/?page_size=1`, "XYZ");
    expect(items[0].price.effective.currency_code).toBe("INR");
  });

  it("filters by a price range given in the requested currency and shows the facet in it", async () => {
    const rate = await usd();
    const f = encodeURIComponent("price:[10,USD TO 20,USD]");
    const { items, filters, page } = await get(`${CATALOG}/v1.0/products/?f=${f}&filters=true&page_size=100`, "USD");
    expect(page.item_total).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.price.effective.min).toBeGreaterThanOrEqual(10);
      expect(item.price.effective.min).toBeLessThanOrEqual(20);
    }
    const price = filters.find((x: any) => x.key.name === "price").values[0];
    expect(price).toMatchObject({ selected_min: 10, selected_max: 20, currency_code: "USD", currency_symbol: "$" });
    expect(price.display).toBe(`$${price.min} - $${price.max}`);

    // Exactly the products whose price, converted and rounded, is inside the range.
    const rows = await service().database.db.select({ price: schema.products.priceEffectiveMin }).from(schema.products);
    const expected = rows.filter((r) => {
      const shown = convertAmount(r.price, 1, rate);
      return shown >= 10 && shown <= 20;
    });
    expect(page.item_total).toBe(expected.length);
  });
});
