/**
 * The shopper's saved addresses (cart/v1.0/address): add, list, read, edit and remove over a real
 * database; ownership (another shopper's id is a 404), one default address per shopper, and the
 * payload's validation.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "../../service/db/schema";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { HOME as CHECKOUT_HOME } from "./checkout-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

const ADDRESS = "/service/application/cart/v1.0/address";

/** The payload the storefront's address form sends (spec part 1 §3): the checkout's address, as typed. */
const HOME = {
  ...CHECKOUT_HOME,
  phone: "98765 43210",
  state_code: "KA",
  country_code: "IN",
  country_phone_code: "91",
  geo_location: { latitude: 12.9719, longitude: 77.6412 },
  address_type: "Home",
  tags: ["store"],
  is_default_address: false,
  checkout_mode: "self",
};

describe.each(drivers)("saved addresses on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  const add = (shopper: Shopper, body: unknown) => call(ADDRESS, { method: "POST", cookie: shopper.cookie, body });
  const list = async (shopper: Shopper, query = "") =>
    (await call(`${ADDRESS}${query}`, { cookie: shopper.cookie })).body.address as {
      id: string;
      is_default_address: boolean;
    }[];
  const defaults = async (shopper: Shopper) =>
    (await list(shopper)).filter((a) => a.is_default_address).map((a) => a.id);

  it("needs a signed-in shopper for every address call", async () => {
    for (const [method, path] of [
      ["POST", ADDRESS],
      ["GET", `${ADDRESS}/abc`],
      ["PUT", `${ADDRESS}/abc`],
      ["DELETE", `${ADDRESS}/abc`],
    ] as const) {
      const res = await call(path, { method, body: method === "POST" || method === "PUT" ? HOME : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe("Login required");
    }
  });

  it("adds, reads, edits and removes an address with the spec's payload", async () => {
    const shopper = await register();
    const saved = await add(shopper, HOME);
    expect(saved.status).toBe(200);
    // The first address is the default.
    expect(saved.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      success: true,
      is_default_address: true,
    });
    const id = saved.body.id as string;

    const read = await call(`${ADDRESS}/${id}?cart_id=abc&checkout_mode=self`, { cookie: shopper.cookie });
    expect(read.status).toBe(200);
    // The typed payload comes back normalised (the checkout's address, as it is stored), with what the service adds.
    expect(read.body).toEqual({
      ...CHECKOUT_HOME,
      phone: "9876543210",
      country_phone_code: "+91",
      address_type: "home",
      id,
      area_code_slug: "pincode",
      state_code: "KA",
      country_code: "IN",
      is_default_address: true,
      is_active: true,
      geo_location: { latitude: 12.9719, longitude: 77.6412 },
      tags: ["store"],
      checkout_mode: "self",
      sector: "",
      user_id: shopper.id,
      created_by_user_id: shopper.id,
    });
    expect((await list(shopper, "?tags=store")).map((a) => a.id)).toEqual([id]);

    const edited = await call(`${ADDRESS}/${id}`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { landmark: "Opposite the park", address_type: "OFFICE", geo_location: null, tags: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id, success: true, is_updated: true, is_default_address: true });
    const after = (await call(`${ADDRESS}/${id}`, { cookie: shopper.cookie })).body;
    expect(after).toMatchObject({
      landmark: "Opposite the park",
      address_type: "office",
      geo_location: null,
      tags: [],
    });
    expect(after).toMatchObject({ name: "Asha Rao", area_code: "560038", city: "Bengaluru" });

    // An 'Other' address is saved under its name, kept as typed.
    const named = await call(`${ADDRESS}/${id}`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { address_type: " Grandma's House " },
    });
    expect(named.status).toBe(200);
    expect((await call(`${ADDRESS}/${id}`, { cookie: shopper.cookie })).body.address_type).toBe("Grandma's House");

    const removed = await call(`${ADDRESS}/${id}`, { method: "DELETE", cookie: shopper.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, is_deleted: true });
    expect(await list(shopper)).toEqual([]);
    expect((await call(`${ADDRESS}/${id}`, { cookie: shopper.cookie })).status).toBe(404);
    const again = await call(`${ADDRESS}/${id}`, { method: "DELETE", cookie: shopper.cookie });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Failed to remove address");
  });

  it("keeps an address to its shopper: another shopper's id is a 404 for every call", async () => {
    const owner = await register();
    const other = await register();
    const { id } = (await add(owner, HOME)).body;
    const read = await call(`${ADDRESS}/${id}`, { cookie: other.cookie });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe("Address not found");
    const edit = await call(`${ADDRESS}/${id}`, { method: "PUT", cookie: other.cookie, body: { name: "Mallory" } });
    expect(edit.status).toBe(404);
    const remove = await call(`${ADDRESS}/${id}`, { method: "DELETE", cookie: other.cookie });
    expect(remove.status).toBe(404);
    expect(remove.body.message).toBe("Failed to remove address");
    expect(await list(other)).toEqual([]);
    // Untouched for its owner.
    const mine = (await call(`${ADDRESS}/${id}`, { cookie: owner.cookie })).body;
    expect(mine).toMatchObject({ id, name: "Asha Rao", is_active: true, is_default_address: true });
  });

  it("keeps one default address per shopper", async () => {
    const shopper = await register();
    const other = await register();
    const theirs = (await add(other, HOME)).body.id;
    const first = (await add(shopper, HOME)).body.id;
    const second = await add(shopper, { ...HOME, address_type: "office", is_default_address: false });
    expect(second.body.is_default_address).toBe(false);
    expect(await defaults(shopper)).toEqual([first]);

    const third = await add(shopper, { ...HOME, name: "Meera Rao", checkout_mode: "other", is_default_address: true });
    expect(third.body.is_default_address).toBe(true);
    expect(await defaults(shopper)).toEqual([third.body.id]);
    expect((await list(shopper)).map((a) => a.id)[0]).toBe(third.body.id);

    const made = await call(`${ADDRESS}/${second.body.id}`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { is_default_address: true },
    });
    expect(made.body.is_default_address).toBe(true);
    expect(await defaults(shopper)).toEqual([second.body.id]);
    expect((await list(shopper, "?is_default=true")).map((a) => a.id)).toEqual([second.body.id]);
    expect((await list(shopper, "?checkout_mode=other")).map((a) => a.id)).toEqual([third.body.id]);
    // Another shopper's default is theirs alone.
    expect(await defaults(other)).toEqual([theirs]);

    // Several default-making writes at once still leave one default.
    await Promise.all(
      [first, second.body.id, third.body.id].map((id) =>
        call(`${ADDRESS}/${id}`, { method: "PUT", cookie: shopper.cookie, body: { is_default_address: true } }),
      ),
    );
    expect(await defaults(shopper)).toHaveLength(1);

    // Removing the default leaves none; the database holds one default per shopper.
    const [current] = await defaults(shopper);
    await call(`${ADDRESS}/${current}`, { method: "DELETE", cookie: shopper.cookie });
    expect(await defaults(shopper)).toEqual([]);
    const rows = await service.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, shopper.id), eq(addresses.isDefault, true)));
    expect(rows).toHaveLength(0);
    await expect(
      service.db
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.userId, shopper.id), eq(addresses.isActive, true))),
    ).rejects.toThrow();
  });

  it("refuses an invalid payload with field errors", async () => {
    const shopper = await register();
    const errors = async (body: unknown) => {
      const res = await add(shopper, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body.errors;
    };
    expect(await errors({})).toMatchObject({
      name: ["name is required"],
      address: ["address is required"],
      area_code: ["area_code is required"],
      city: ["city is required"],
      state: ["state is required"],
    });
    expect(await errors({ ...HOME, area_code: "56003" })).toEqual({ area_code: ["Invalid pincode"] });
    expect(await errors({ ...HOME, phone: "98765abc" })).toEqual({ phone: ["Invalid Phone Number"] });
    expect(await errors({ ...HOME, email: "asha@" })).toEqual({ email: ["Invalid email address"] });
    expect(await errors({ ...HOME, address_type: "x".repeat(51) })).toEqual({
      address_type: ["address_type must be at most 50 characters"],
    });
    expect(await errors({ ...HOME, address_type: "  " })).toEqual({
      address_type: ["address_type must not be empty"],
    });
    expect(await errors({ ...HOME, geo_location: { latitude: 91, longitude: 0 } })).toHaveProperty([
      "geo_location.latitude",
    ]);
    expect(await errors({ ...HOME, checkout_mode: "robot" })).toEqual({
      checkout_mode: ["checkout_mode must be self or other"],
    });
    expect(await errors({ ...HOME, tags: "store" })).toEqual({ tags: ["tags must be a list"] });
    expect(await errors({ ...HOME, is_default_address: "yes" })).toEqual({
      is_default_address: ["is_default_address must be true or false"],
    });
    expect(await errors({ ...HOME, country_iso_code: "IND" })).toEqual({
      country_iso_code: ["country_iso_code must be a two-letter country code"],
    });
    expect(await errors({ ...HOME, name: "x".repeat(101) })).toEqual({ name: ["name must be at most 100 characters"] });

    // A British postcode is not an Indian pincode.
    const uk = await add(shopper, {
      ...HOME,
      area_code: "SW1A 1AA",
      city: "London",
      state: "England",
      country: "United Kingdom",
      country_iso_code: "GB",
      country_phone_code: "+44",
      phone: "7700900123",
    });
    expect(uk.status).toBe(200);
    const { id } = uk.body;
    expect((await call(`${ADDRESS}/${id}`, { cookie: shopper.cookie })).body).toMatchObject({
      country_iso_code: "GB",
      country_phone_code: "+44",
      area_code: "SW1A 1AA",
    });
    // An edit is checked as the whole address it makes.
    const bad = await call(`${ADDRESS}/${id}`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { country_iso_code: "IN" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ area_code: ["Invalid pincode"] });
    const notJson = await service.call(`${ADDRESS}/${id}`, { method: "PUT", cookie: shopper.cookie, body: [1] });
    expect(notJson.status).toBe(400);
  });

  it("refuses more than 50 addresses", async () => {
    const shopper = await register();
    await service.db.insert(addresses).values(
      Array.from({ length: 50 }, (_, i) => ({
        id: `bulk${i}${shopper.id}`,
        applicationId: TEST_APPLICATION_ID,
        userId: shopper.id,
        name: "Asha Rao",
        address: `${i}, MG Road`,
        areaCode: "560001",
        city: "Bengaluru",
        state: "Karnataka",
      })),
    );
    const res = await add(shopper, HOME);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You can save at most 50 addresses");
  });
});
