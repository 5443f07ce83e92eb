/**
 * Saved cards (payment/v1.0 cards, card/remove) and the address list (cart/v1.0 address) over a
 * real database. Nothing saves cards yet (checkout comes later), so rows are inserted here; the
 * address calls that write are tested in addresses.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, savedCards } from "../../service/db/schema";
import { isExpired, maskCardNumber } from "../../service/modules/payment/cards";
import { PAYMENT, TEST_APPLICATION_ID } from "./constants";
import { useShopperService } from "./accounts-helpers";
import { drivers } from "./helpers";

const ADDRESS = "/service/application/cart/v1.0/address";

describe("card helpers", () => {
  it("masks all but the last four digits", () => {
    expect(maskCardNumber("4111111111111111")).toBe("XXXX-XXXX-XXXX-1111");
    expect(maskCardNumber("XXXX-XXXX-XXXX-4242")).toBe("XXXX-XXXX-XXXX-4242");
    expect(maskCardNumber("")).toBe("XXXX-XXXX-XXXX-XXXX");
  });
  it("expires after the last day of the expiry month", () => {
    const may31 = Date.UTC(2026, 4, 31, 23, 59);
    expect(isExpired(5, 2026, may31)).toBe(false);
    expect(isExpired(5, 2026, Date.UTC(2026, 5, 1))).toBe(true);
    expect(isExpired(12, 30, may31)).toBe(false);
  });
});

describe.each(drivers)("saved cards and addresses on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;

  const card = (userId: string, id: string, overrides: Partial<typeof savedCards.$inferInsert> = {}) => ({
    id,
    applicationId: TEST_APPLICATION_ID,
    userId,
    cardNumber: "XXXX-XXXX-XXXX-1111",
    cardName: "ASHA RAO",
    cardBrand: "Visa",
    cardType: "credit",
    cardIssuer: "HDFC Bank",
    nickname: "Travel card",
    expMonth: 12,
    expYear: 2099,
    cardToken: `tok_${id}`,
    cardFingerprint: `fp_${id}`,
    ...overrides,
  });

  it("answers 401 'Login required' without a session", async () => {
    for (const [path, method, body] of [
      [`${PAYMENT}/cards`, "GET", undefined],
      [`${PAYMENT}/card/remove`, "POST", { card_id: "x" }],
      [ADDRESS, "GET", undefined],
    ] as const) {
      const res = await call(path, { method, body });
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe("Login required");
    }
  });

  describe("saved cards", () => {
    it("lists only the shopper's own cards, masked, newest first", async () => {
      const shopper = await register();
      const other = await register();
      const empty = await call(`${PAYMENT}/cards?force_refresh=true`, { cookie: shopper.cookie });
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ success: true, data: [] });

      await service.db.insert(savedCards).values([
        card(shopper.id, `c1${shopper.id}`, { createdAt: new Date("2026-01-01T00:00:00Z") }),
        card(shopper.id, `c2${shopper.id}`, {
          cardNumber: "5555555555554444",
          cardBrand: "Mastercard",
          expMonth: 1,
          expYear: 2020,
          createdAt: new Date("2026-02-01T00:00:00Z"),
        }),
        card(other.id, `c3${other.id}`),
      ]);
      const res = await call(`${PAYMENT}/cards`, { cookie: shopper.cookie });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.map((c: { card_id: string }) => c.card_id)).toEqual([`c2${shopper.id}`, `c1${shopper.id}`]);
      expect(res.body.data[0]).toMatchObject({
        card_number: "XXXX-XXXX-XXXX-4444",
        card_brand: "Mastercard",
        exp_month: 1,
        exp_year: 2020,
        expired: true,
        compliant_with_tokenisation_guidelines: true,
      });
      expect(res.body.data[1]).toMatchObject({
        card_number: "XXXX-XXXX-XXXX-1111",
        card_name: "ASHA RAO",
        card_issuer: "HDFC Bank",
        nickname: "Travel card",
        card_token: `tok_c1${shopper.id}`,
        expired: false,
        aggregator_name: "Sandbox",
      });
      expect(JSON.stringify(res.body)).not.toContain("5555555555554444");
      expect((await call(`${PAYMENT}/cards?force_refresh=maybe`, { cookie: shopper.cookie })).status).toBe(400);
    });

    it("removes the shopper's own card; another's or an unknown one is 404", async () => {
      const shopper = await register();
      const other = await register();
      await service.db
        .insert(savedCards)
        .values([card(shopper.id, `r1${shopper.id}`), card(other.id, `r2${other.id}`)]);
      const remove = (cookie: string, body: unknown) =>
        call(`${PAYMENT}/card/remove`, { method: "POST", cookie, body });

      const foreign = await remove(shopper.cookie, { card_id: `r2${other.id}` });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe("Card not found");
      expect(
        await service.db
          .select()
          .from(savedCards)
          .where(eq(savedCards.id, `r2${other.id}`)),
      ).toHaveLength(1);

      const ok = await remove(shopper.cookie, { card_id: `r1${shopper.id}` });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, message: "Card removed" });
      expect((await call(`${PAYMENT}/cards`, { cookie: shopper.cookie })).body.data).toEqual([]);
      expect((await remove(shopper.cookie, { card_id: `r1${shopper.id}` })).status).toBe(404);

      const missing = await remove(shopper.cookie, {});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ card_id: ["card_id is required"] });
      expect((await remove(shopper.cookie, { card_id: 7 })).status).toBe(400);
    });
  });

  describe("addresses", () => {
    const address = (userId: string, id: string, overrides: Partial<typeof addresses.$inferInsert> = {}) => ({
      id,
      applicationId: TEST_APPLICATION_ID,
      userId,
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
      address: "12, 4th Cross, Indiranagar",
      area: "Indiranagar",
      landmark: "Near the metro",
      areaCode: "560038",
      city: "Bengaluru",
      state: "Karnataka",
      ...overrides,
    });

    it("lists the shopper's active addresses, default first, with the official filters", async () => {
      const shopper = await register();
      const other = await register();
      const empty = await call(ADDRESS, { cookie: shopper.cookie });
      expect(empty.body).toEqual({ address: [], validation_config: { address_max_limit: 50, user_address_count: 0 } });

      const t = (day: number) => new Date(Date.UTC(2026, 0, day));
      await service.db.insert(addresses).values([
        address(shopper.id, `home${shopper.id}`, { updatedAt: t(1), latitude: 12.97, longitude: 77.64 }),
        address(shopper.id, `work${shopper.id}`, {
          addressType: "office",
          tags: ["office", "weekday"],
          phone: "9123456780",
          isDefault: true,
          updatedAt: t(2),
        }),
        address(shopper.id, `gift${shopper.id}`, { checkoutMode: "other", name: "Meera Rao", updatedAt: t(3) }),
        address(shopper.id, `old${shopper.id}`, { isActive: false, updatedAt: t(4) }),
        address(other.id, `theirs${other.id}`, { isDefault: true }),
      ]);

      const all = await call(ADDRESS, { cookie: shopper.cookie });
      expect(all.status).toBe(200);
      expect(all.body.address.map((a: { id: string }) => a.id)).toEqual([
        `work${shopper.id}`,
        `gift${shopper.id}`,
        `home${shopper.id}`,
      ]);
      expect(all.body.validation_config).toEqual({ address_max_limit: 50, user_address_count: 3 });
      expect(all.body.address[0]).toMatchObject({
        is_default_address: true,
        is_active: true,
        address_type: "office",
        tags: ["office", "weekday"],
        area_code: "560038",
        area_code_slug: "pincode",
        country: "India",
        country_iso_code: "IN",
        country_phone_code: "+91",
        checkout_mode: "self",
        geo_location: null,
        user_id: shopper.id,
      });
      expect(all.body.address[2].geo_location).toEqual({ latitude: 12.97, longitude: 77.64 });

      const ids = async (query: string) =>
        (await call(`${ADDRESS}${query}`, { cookie: shopper.cookie })).body.address.map((a: { id: string }) => a.id);
      expect(await ids("?is_default=true")).toEqual([`work${shopper.id}`]);
      expect(await ids("?is_default=false")).toHaveLength(3);
      expect(await ids("?checkout_mode=other")).toEqual([`gift${shopper.id}`]);
      expect(await ids("?tags=weekday")).toEqual([`work${shopper.id}`]);
      expect(await ids("?tags=holiday,office")).toEqual([`work${shopper.id}`]);
      expect(await ids("?mobile_no=9123456780")).toEqual([`work${shopper.id}`]);
      expect(await ids("?cart_id=abc&buy_now=false")).toHaveLength(3);

      for (const query of ["?is_default=yes", "?checkout_mode=robot", "?buy_now=1", "?mobile_no=abc"]) {
        const res = await call(`${ADDRESS}${query}`, { cookie: shopper.cookie });
        expect(res.status, query).toBe(400);
      }
      // The other shopper sees only theirs.
      expect((await call(ADDRESS, { cookie: other.cookie })).body.address.map((a: { id: string }) => a.id)).toEqual([
        `theirs${other.id}`,
      ]);
    });
  });
});
