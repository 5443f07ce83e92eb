/**
 * The configuration calls issue 9 added, over a real database: ordering stores (paged, searched,
 * by id), the ordering-store cookie, feature flags, integration tokens with and without a maps key,
 * languages, staff and the owner's details.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createServiceApp } from "../../service/app";
import { appDocuments } from "../../service/db/schema";
import { ORDERING_STORE_COOKIE, orderingStoreFromCookie } from "../../service/http/ordering-store";
import { BANDRA_WEST } from "../seeded-stores";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { drivers, signedRequest, useTestService, type SignedInit } from "./helpers";

const CONFIG = "/service/application/configuration";

describe.each(drivers)("configuration on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: SignedInit, app = service().app) => {
    const response = await app.fetch(signedRequest(path, init));
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  const uids = (body: { items: { uid: number }[] }) => body.items.map((s) => s.uid);

  describe("ordering stores", () => {
    it("lists the deployed retail stores 12 a page, by name, with the configuration", async () => {
      const first = await call(`${CONFIG}/v2.0/ordering-store/stores`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        app: TEST_APPLICATION_ID,
        enabled: true,
        all_stores: false,
        type: "hard",
        page: { type: "number", current: 1, size: 12, item_total: 12, has_next: false },
      });
      expect(first.body.deployed_stores).toHaveLength(12);
      expect(first.body.items).toHaveLength(12);
      // Warehouses are not ordering stores.
      expect(uids(first.body).sort((a, b) => a - b)).toEqual(first.body.deployed_stores);
      const names = first.body.items.map((s: { name: string }) => s.name);
      expect(names).toEqual([...names].sort());
      const bandra = first.body.items.find((s: { store_code: string }) => s.store_code === "VT-MUM-BAN");
      expect(bandra).toEqual({
        ...BANDRA_WEST,
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        store_type: "high_street",
        store_code: "VT-MUM-BAN",
        code: "VT-MUM-BAN",
        timing: expect.arrayContaining([
          { weekday: "monday", open: true, opening: { hour: 10, minute: 30 }, closing: { hour: 21, minute: 30 } },
        ]),
        contact_numbers: [{ country_code: 91, number: "2226401124" }],
      });
      expect(bandra.timing).toHaveLength(7);
    });

    it("pages and searches by name, area, code, city or pincode", async () => {
      const page = await call(`${CONFIG}/v2.0/ordering-store/stores?page_no=2&page_size=5`);
      expect(page.body.page).toMatchObject({ current: 2, size: 5, item_total: 12, has_next: true, has_previous: true });
      expect(page.body.items).toHaveLength(5);
      const all = await call(`${CONFIG}/v2.0/ordering-store/stores?page_size=500`);
      expect(uids(all.body).slice(5, 10)).toEqual(uids(page.body));
      const last = await call(`${CONFIG}/v2.0/ordering-store/stores?page_no=3&page_size=5`);
      expect(last.body.items).toHaveLength(2);
      expect(last.body.page.has_next).toBe(false);

      const search = async (q: string) =>
        uids((await call(`${CONFIG}/v2.0/ordering-store/stores?q=${encodeURIComponent(q)}`)).body);
      expect(await search("mumbai")).toEqual([6, 7]);
      expect(await search("Koramangala")).toEqual([11]);
      expect(await search("vt-del")).toEqual([8, 9]);
      expect(await search("560038")).toEqual([10]);
      expect(await search("Bhiwandi")).toEqual([]); // a warehouse
      expect(await search("100%")).toEqual([]);

      for (const query of ["page_size=501", "page_size=0", "page_no=0", "page_no=x", `q=${"a".repeat(201)}`]) {
        const res = await call(`${CONFIG}/v2.0/ordering-store/stores?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.success).toBe(false);
      }
    });

    it("answers one ordering store by uid; a warehouse or unknown uid is a 404", async () => {
      const store = await call(`${CONFIG}/v2.0/ordering-store/stores/10`);
      expect(store.status).toBe(200);
      expect(store.body).toMatchObject({ uid: 10, name: "Vitrine Indiranagar", pincode: 560038 });
      for (const id of ["1", "9999"]) {
        const res = await call(`${CONFIG}/v2.0/ordering-store/stores/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe("Store not found");
      }
      expect((await call(`${CONFIG}/v2.0/ordering-store/stores/abc`)).status).toBe(400);
    });

    it("sets a signed cookie for a chosen ordering store and clears it", async () => {
      const select = (body: unknown) => call(`${CONFIG}/v1.0/ordering-store/select`, { method: "POST", body });
      const chosen = await select({ ordering_store: { uid: 8 } });
      expect(chosen.status).toBe(200);
      expect(chosen.body).toEqual({ message: "success" });
      const cookie = chosen.headers.get("set-cookie")!;
      expect(cookie).toMatch(
        new RegExp(
          `^${ORDERING_STORE_COOKIE.replace(".", "\\.")}=8\\.[\\w-]{43}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`,
        ),
      );
      const pair = cookie.split(";")[0];
      expect(orderingStoreFromCookie(pair, TEST_APPLICATION_TOKEN)).toBe(8);
      // Signed: another uid with the same signature, or another key, is not trusted.
      expect(orderingStoreFromCookie(pair.replace("=8.", "=9."), TEST_APPLICATION_TOKEN)).toBeUndefined();
      expect(orderingStoreFromCookie(pair, "another-key")).toBeUndefined();

      const warehouse = await select({ ordering_store: { uid: 1 } });
      expect(warehouse.status).toBe(404);
      expect(warehouse.headers.get("set-cookie")).toBeNull();
      for (const body of [
        {},
        { ordering_store: {} },
        { ordering_store: { uid: "8" } },
        { ordering_store: { uid: -1 } },
      ]) {
        const res = await select(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await select({})).body.errors).toEqual({ ordering_store: ["ordering_store is required"] });

      const removed = await call(`${CONFIG}/v1.0/ordering-store/select`, { method: "DELETE" });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: "success" });
      expect(removed.headers.get("set-cookie")).toBe(
        `${ORDERING_STORE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
      );
    });

    it("lists every active store with all_stores, none without a configuration", async () => {
      const db = service().database.db;
      const where = eq(appDocuments.kind, "ordering_store");
      const [saved] = await db.select().from(appDocuments).where(where);
      try {
        await db
          .update(appDocuments)
          .set({ data: { ...saved.data, all_stores: true } })
          .where(where);
        const all = await call(`${CONFIG}/v2.0/ordering-store/stores?page_size=100`);
        expect(all.body.page.item_total).toBe(17);
        expect((await call(`${CONFIG}/v2.0/ordering-store/stores/1`)).status).toBe(200);
        await db.delete(appDocuments).where(where);
        const none = await call(`${CONFIG}/v2.0/ordering-store/stores`);
        expect(none.body).toMatchObject({ enabled: false, all_stores: false, deployed_stores: [], items: [] });
      } finally {
        await db.delete(appDocuments).where(where);
        await db.insert(appDocuments).values(saved);
      }
    });
  });

  it("serves the feature flags the storefront reads", async () => {
    const { body } = await call(`${CONFIG}/v1.0/feature`);
    expect(body.feature.common.deployment_store_selection).toEqual({ enabled: false, type: "hard" });
    expect(body.feature.common.international_shipping).toEqual({ enabled: true });
    expect(body.feature.registration_page).toEqual({ ask_store_address: false });
    expect(body.feature.cart.staff_selection).toBe(false);
    // No maps key in this service: no map.
    expect(body.feature.cart.google_map).toBe(false);
  });

  it("serves the maps key as a base64 integration token only when one is configured", async () => {
    const without = await call(`${CONFIG}/v1.0/token`);
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({
      application: TEST_APPLICATION_ID,
      tokens: {
        google_map: { enabled: false, credentials: { api_key: "" } },
        freshchat: { enabled: false, credentials: { web_token: "" } },
      },
    });
    const withKey = createServiceApp({ db: service().database.db, mapsApiKey: "AIzaTestKey_123-abc" });
    const tokens = await call(`${CONFIG}/v1.0/token`, {}, withKey);
    expect(tokens.body.tokens.google_map).toEqual({
      enabled: true,
      credentials: { api_key: Buffer.from("AIzaTestKey_123-abc").toString("base64") },
    });
    expect((await call(`${CONFIG}/v1.0/feature`, {}, withKey)).body.feature.cart.google_map).toBe(true);
  });

  it("serves the languages, the owner and company, and the staff", async () => {
    expect((await call(`${CONFIG}/v1.0/languages`)).body).toEqual({
      items: [
        { name: "English", code: "en-IN" },
        { name: "हिन्दी", code: "hi-IN" },
      ],
    });
    const about = await call(`${CONFIG}/v2.0/about`);
    expect(about.body.application_info).toMatchObject({
      _id: TEST_APPLICATION_ID,
      name: "Vitrine Demo Store",
      company_info: { uid: 1, name: "Vitrine Retail Pvt Ltd", is_active: true },
      owner_info: { first_name: "Kavya", emails: [{ email: "owner@vitrine.example", primary: true }] },
    });
    expect(about.body.application_info.token).toBeUndefined();

    const staff = await call(`${CONFIG}/v1.0/staff`);
    expect(staff.body.staff_users).toHaveLength(10);
    expect(staff.body.staff_users[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      application: TEST_APPLICATION_ID,
      user: expect.stringMatching(/^[0-9a-f]{24}$/),
      first_name: "Ananya",
      last_name: "Iyer",
      employee_code: "VT1003",
      title: "Fashion Consultant",
      order_incent: true,
      stores: [10, 11],
      profile_pic_url: "",
    });
    const names = async (query: string) =>
      (await call(`${CONFIG}/v1.0/staff?${query}`)).body.staff_users.map((s: { first_name: string }) => s.first_name);
    expect(await names("ordering_store=9")).toEqual(["Arjun", "Vikram"]);
    expect(await names("order_incent=false")).toEqual(["Ishita", "Sneha"]);
    expect(await names("ordering_store=6&order_incent=true")).toEqual(["Priya", "Rohan"]);
    expect(await names(`user=${staff.body.staff_users[0].user}`)).toEqual(["Ananya"]);
    expect((await call(`${CONFIG}/v1.0/staff?order_incent=maybe`)).status).toBe(400);

    const list = await call(`${CONFIG}/v1.0/staff/list?page_no=2&page_size=4`);
    expect(list.body.items).toHaveLength(4);
    expect(list.body.page).toMatchObject({ type: "number", current: 2, size: 4, item_total: 10, has_next: true });
    const byName = await call(`${CONFIG}/v1.0/staff/list?user_name=kapoor`);
    expect(byName.body.items.map((s: { employee_code: string }) => s.employee_code)).toEqual(["VT1006"]);
  });
});
