/**
 * User authentication (register, password login with rate limits, session, sessions, logout,
 * user-exists, has-password) and catalogue follows (the wishlist) over a real database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH, PASSWORD, useShopperService } from "./accounts-helpers";
import { drivers } from "./helpers";

const FOLLOW = "/service/application/catalog/v1.0/follow";

describe.each(drivers)("user and follows on %s", (driver) => {
  const { call, nextIp, uniqueEmail, tryRegister, register } = useShopperService(driver);
  /** A password sign-in, from a fresh client address unless given one. */
  const login = (username: string, password: string, ip = nextIp()) =>
    call(`${AUTH}/login/password`, { method: "POST", body: { username, password }, ip });

  describe("authentication", () => {
    it("register → session → sessions → logout → session 401", async () => {
      const reg = await register({ phone: { country_code: "91", mobile: "98" + String(Date.now()).slice(-8) } });
      expect(reg.status).toBe(200);
      expect(reg.headers.get("set-cookie")).toMatch(
        /^f\.session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      expect(reg.body).toMatchObject({ success: true, email: reg.email.toLowerCase(), user_exists: false });
      expect(reg.body.user).toMatchObject({
        first_name: "Asha",
        last_name: "Rao",
        gender: "female",
        active: true,
        application_id: expect.any(String),
        emails: [{ email: reg.email.toLowerCase(), primary: true, verified: false, active: true }],
        phone_numbers: [{ country_code: 91, primary: true, verified: false, active: true }],
      });
      expect(reg.body.user._id).toMatch(/^[0-9a-f]{24}$/);
      expect(reg.body.user.user_id).toBe(reg.body.user._id);
      expect(reg.body.user).not.toHaveProperty("password_hash");

      const session = await call(`${AUTH}/session`, { cookie: reg.cookie });
      expect(session.status).toBe(200);
      expect(session.body.user._id).toBe(reg.body.user._id);

      const sessions = await call(`${AUTH}/sessions`, { cookie: reg.cookie });
      expect(sessions.body.sessions).toHaveLength(1);
      expect(sessions.body.sessions[0]).toMatch(/^[0-9a-f]{24}$/);

      expect((await call(`${AUTH}/has-password`, { cookie: reg.cookie })).body).toEqual({ result: 1 });

      const logout = await call(`${AUTH}/logout`, { cookie: reg.cookie });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ logout: true });
      expect(logout.headers.get("set-cookie")).toMatch(/^f\.session=; Max-Age=0/);

      const after = await call(`${AUTH}/session`, { cookie: reg.cookie });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ success: false, message: "Login required" });
    });

    it("answers 401 without a session, or with an unknown token", async () => {
      expect((await call(`${AUTH}/session`)).status).toBe(401);
      expect((await call(`${AUTH}/session`, { cookie: `f.session=${"a".repeat(43)}` })).status).toBe(401);
      expect((await call(`${AUTH}/sessions`)).status).toBe(401);
      expect((await call(`${AUTH}/has-password`)).status).toBe(401);
    });

    it("logs in with e-mail (any case) or phone and password; each login is a session", async () => {
      const mobile = "97" + String(Date.now()).slice(-8);
      const reg = await register({ phone: { country_code: "91", mobile } });
      const byEmail = await login(reg.email.toUpperCase(), PASSWORD);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toMatchObject({
        user: { _id: reg.body.user._id },
        request_id: expect.any(String),
        register_token: expect.any(String),
      });
      const byPhone = await login(`+91${mobile}`, PASSWORD);
      expect(byPhone.status).toBe(200);
      const cookie = byPhone.cookie;
      expect(cookie).toBeTruthy();
      expect((await call(`${AUTH}/sessions`, { cookie })).body.sessions).toHaveLength(3);
    });

    it("rejects a wrong password or unknown user with the same 401", async () => {
      const reg = await register();
      const ip = nextIp();
      const wrong = await login(reg.email, "Wrong#123", ip);
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe("Invalid username or password");
      expect(wrong.headers.get("set-cookie")).toBeNull();
      const unknown = await login(uniqueEmail(), PASSWORD, ip);
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe("Invalid username or password");
    });

    it("rate-limits failed logins per account: the 6th attempt in 15 minutes is a 429, even with the right password", async () => {
      const mobile = "95" + String(Date.now()).slice(-8);
      const reg = await register({ phone: { country_code: "91", mobile } });
      // E-mail and phone spellings of one account share its count.
      const usernames = [reg.email, reg.email.toUpperCase(), mobile, `+91${mobile}`, `91${mobile}`];
      for (let i = 0; i < 5; i++) {
        const res = await login(usernames[i], `Wrong#${i}a`);
        expect(res.status).toBe(401);
      }
      const limited = await login(reg.email, PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("rate-limits failed logins per client address", async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        const res = await login(uniqueEmail(), "Wrong#123", ip);
        expect(res.status).toBe(401);
      }
      const reg = await register();
      const limited = await login(reg.email, PASSWORD, ip);
      expect(limited.status).toBe(429);
      const elsewhere = await login(reg.email, PASSWORD);
      expect(elsewhere.status).toBe(200);
    });

    it("validates registration with the spec's rules and messages", async () => {
      const weak = await tryRegister({ password: "password1" });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.password).toEqual([
        "Password must be at least 8 characters and contain a letter, a digit and a special character",
      ]);
      expect((await tryRegister({ password: "Ab#1" })).body.errors.password).toHaveLength(1);
      expect((await tryRegister({ password: "abcdefg#" })).status).toBe(400);

      const badEmail = await tryRegister({ email: "not-an-email" });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.errors.email).toEqual(["Enter a valid e-mail address"]);

      const badName = await tryRegister({ first_name: "Asha<script>" });
      expect(badName.body.errors.first_name).toEqual([
        "First name may contain only letters, digits, hyphens, underscores, apostrophes, periods and spaces",
      ]);
      expect((await tryRegister({ first_name: "D'Souza-Jr. A_1" })).status).toBe(200);

      const badMobile = await tryRegister({ email: undefined, phone: { country_code: "91", mobile: "98-765" } });
      expect(badMobile.body.errors["phone.mobile"]).toEqual(["Mobile number must contain only digits"]);

      const noContact = await tryRegister({ email: undefined });
      expect(noContact.status).toBe(400);
      expect(noContact.body.errors.email).toEqual(["Enter an e-mail address or a mobile number"]);
      expect(noContact.headers.get("set-cookie")).toBeNull();
    });

    it("refuses a duplicate e-mail (any case) or phone with a field error, writing nothing", async () => {
      const first = await register();
      const again = await call(`${AUTH}/register/form`, {
        method: "POST",
        body: {
          first_name: "Other",
          email: first.email.toUpperCase(),
          password: PASSWORD,
          phone: { country_code: "91", mobile: "9000000001" },
        },
        ip: nextIp(),
      });
      expect(again.status).toBe(400);
      expect(again.body.errors.email).toEqual(["An account with this e-mail address already exists"]);
      // The phone of the refused registration was not kept.
      const exists = await call(`${AUTH}/user-exists?q=919000000001`);
      expect(exists.body).toEqual({ user_exists: false });

      const mobile = "96" + String(Date.now()).slice(-8);
      expect((await register({ phone: { country_code: "91", mobile } })).status).toBe(200);
      const dupPhone = await tryRegister({ phone: { country_code: "+91", mobile } });
      expect(dupPhone.status).toBe(400);
      expect(dupPhone.body.errors["phone.mobile"]).toEqual(["An account with this mobile number already exists"]);
    });

    it("answers user-exists by e-mail or phone", async () => {
      const reg = await register();
      expect((await call(`${AUTH}/user-exists?q=${encodeURIComponent(reg.email)}`)).body).toEqual({
        user_exists: true,
      });
      expect((await call(`${AUTH}/user-exists?q=${encodeURIComponent(uniqueEmail())}`)).body).toEqual({
        user_exists: false,
      });
      const missing = await call(`${AUTH}/user-exists`);
      expect(missing.status).toBe(400);
      expect(missing.body.errors.q).toEqual(["q is required"]);
    });
  });

  describe("follows", () => {
    let cookie: string;
    let productUids: number[];
    let brandUid: number;

    beforeAll(async () => {
      cookie = (await register()).cookie;
      productUids = (await call("/service/application/catalog/v1.0/products/?page_size=3")).body.items.map(
        (p: any) => p.uid,
      );
      brandUid = (await call("/service/application/catalog/v1.0/brands/?page_size=1")).body.items[0].uid;
    });

    it("needs a session", async () => {
      const res = await call(`${FOLLOW}/products/${productUids[0]}/`, { method: "POST" });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Login required");
      expect((await call(`${FOLLOW}/ids/`)).status).toBe(401);
      expect((await call(`${FOLLOW}/products/`)).status).toBe(401);
      // Anonymous catalogue reads keep working.
      expect((await call("/service/application/catalog/v1.0/products/?page_size=1")).status).toBe(200);
    });

    it("follows, lists and unfollows products; following twice is idempotent", async () => {
      for (const uid of productUids) {
        const res = await call(`${FOLLOW}/products/${uid}/`, { method: "POST", cookie });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: expect.any(String), id: String(uid) });
      }
      expect((await call(`${FOLLOW}/products/${productUids[0]}/`, { method: "POST", cookie })).status).toBe(200);
      expect((await call(`${FOLLOW}/brands/${brandUid}/`, { method: "POST", cookie })).status).toBe(200);

      const ids = await call(`${FOLLOW}/ids/`, { cookie });
      expect(ids.body.data.products.sort()).toEqual([...productUids].sort());
      expect(ids.body.data.brands).toEqual([brandUid]);
      expect(ids.body.data.collections).toEqual([]);
      const onlyBrands = await call(`${FOLLOW}/ids/?collection_type=brands`, { cookie });
      expect(onlyBrands.body.data).toEqual({ products: [], brands: [brandUid], collections: [] });

      // Cursor pages of 2: all three products once, newest first.
      const first = await call(`${FOLLOW}/products/?page_size=2`, { cookie });
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(2);
      expect(first.body.items[0]).toMatchObject({
        type: "product",
        uid: expect.any(Number),
        slug: expect.any(String),
        price: expect.any(Object),
      });
      expect(first.body.page).toMatchObject({ type: "cursor", has_next: true, item_total: 3, size: 2 });
      const second = await call(`${FOLLOW}/products/?page_size=2&page_id=${first.body.page.next_id}`, { cookie });
      expect(second.body.items).toHaveLength(1);
      expect(second.body.page).toMatchObject({ has_next: false, has_previous: true });
      const listed = [...first.body.items, ...second.body.items].map((p: any) => p.uid);
      expect(listed.sort()).toEqual([...productUids].sort());
      expect((await call(`${FOLLOW}/products/`, { cookie })).body.page.size).toBe(15);

      const brandsListed = await call(`${FOLLOW}/brands/`, { cookie });
      expect(brandsListed.body.items).toEqual([
        expect.objectContaining({ uid: brandUid, name: expect.any(String), slug: expect.any(String) }),
      ]);

      const removed = await call(`${FOLLOW}/products/${productUids[0]}/`, { method: "DELETE", cookie });
      expect(removed.status).toBe(200);
      expect(removed.body.id).toBe(String(productUids[0]));
      expect((await call(`${FOLLOW}/products/${productUids[0]}/`, { method: "DELETE", cookie })).status).toBe(200);
      expect((await call(`${FOLLOW}/ids/?collection_type=products`, { cookie })).body.data.products.sort()).toEqual(
        productUids.slice(1).sort(),
      );

      // Another shopper sees none of it.
      const other = (await register()).cookie;
      expect((await call(`${FOLLOW}/ids/`, { cookie: other })).body.data).toEqual({
        products: [],
        brands: [],
        collections: [],
      });
    });

    it("404s for an unknown item and 400s for a bad type, id or page_id", async () => {
      const unknown = await call(`${FOLLOW}/products/999999999/`, { method: "POST", cookie });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe("Product 999999999 not found");
      expect((await call(`${FOLLOW}/brands/999999999/`, { method: "POST", cookie })).status).toBe(404);
      const badType = await call(`${FOLLOW}/shoes/1/`, { method: "POST", cookie });
      expect(badType.status).toBe(400);
      expect(badType.body.errors.collection_type).toEqual(["collection_type must be products, brands or collections"]);
      expect((await call(`${FOLLOW}/products/abc/`, { method: "POST", cookie })).status).toBe(400);
      expect((await call(`${FOLLOW}/products/?page_id=nonsense`, { cookie })).status).toBe(400);
    });
  });
});
