/**
 * Profile details, user attributes, the platform config and the social sign-in answers over a
 * real database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { platformConfigs, userEmails } from "../../service/db/schema";
import { defaultPlatformConfig } from "../../service/modules/user/platform-config";
import { TEST_APPLICATION_ID } from "./constants";
import { AUTH, PROFILE, useShopperService } from "./accounts-helpers";
import { drivers } from "./helpers";

const CONFIG = "/service/application/user/platform/v1.0/config";

describe.each(drivers)("profile on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;

  it("answers 401 'Login required' without a session", async () => {
    for (const [path, method, body] of [
      [`${PROFILE}/detail`, "POST", { first_name: "A" }],
      [`${PROFILE}/user-attributes`, "GET", undefined],
      [`${PROFILE}/user-attributes`, "PATCH", { attributes: {} }],
    ] as const) {
      const res = await call(path, { method, body });
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: "Login required" });
    }
  });

  describe("detail", () => {
    it("updates the given fields in one go and answers ProfileEditSuccess", async () => {
      const shopper = await register();
      const res = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: {
          first_name: " Meera ",
          last_name: "D'Souza",
          gender: "unisex",
          dob: "1990-02-28",
          profile_pic_url: "https://cdn.example.com/me.png",
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        register_token: "",
        user_exists: true,
        verify_email_link: false,
        verify_email_otp: false,
        verify_mobile_otp: false,
      });
      expect(res.body.user).toMatchObject({
        _id: shopper.id,
        first_name: "Meera",
        last_name: "D'Souza",
        gender: "unisex",
        dob: "1990-02-28",
        profile_pic_url: "https://cdn.example.com/me.png",
      });
      // Omitted fields stay; empty strings clear the optional ones.
      const second = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { last_name: "", dob: "", profile_pic_url: "" },
      });
      expect(second.status).toBe(200);
      expect(second.body.user).toMatchObject({
        first_name: "Meera",
        last_name: "",
        gender: "unisex",
        dob: "",
        profile_pic_url: "",
      });
      const session = await call(`${AUTH}/session`, { cookie: shopper.cookie });
      expect(session.body.user).toMatchObject({ first_name: "Meera", last_name: "" });
    });

    it("rejects bad input with field errors and changes nothing", async () => {
      const shopper = await register();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ first_name: "" }, "first_name", "First name is required"],
        [{ first_name: "<script>" }, "first_name", "First name may contain only letters"],
        [{ last_name: "Rao!" }, "last_name", "Last name may contain only letters"],
        [{ gender: "robot" }, "gender", "gender must be male, female or unisex"],
        [{ dob: "1990-02-30" }, "dob", "Date of birth must be a date written YYYY-MM-DD"],
        [{ dob: "28/02/1990" }, "dob", "Date of birth must be a date written YYYY-MM-DD"],
        [{ dob: "2999-01-01" }, "dob", "Date of birth cannot be in the future"],
        [
          { profile_pic_url: "http://cdn.example.com/me.png" },
          "profile_pic_url",
          "profile_pic_url must be an https URL",
        ],
        [{ profile_pic_url: "javascript:alert(1)" }, "profile_pic_url", "profile_pic_url must be an https URL"],
        [{ first_name: 42 }, "first_name", "First name must be text"],
      ];
      for (const [body, field, message] of cases) {
        const res = await call(`${PROFILE}/detail`, { method: "POST", cookie: shopper.cookie, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors[field]?.[0], JSON.stringify(body)).toContain(message);
      }
      const session = await call(`${AUTH}/session`, { cookie: shopper.cookie });
      expect(session.body.user).toMatchObject({ first_name: "Asha", last_name: "Rao", gender: "female", dob: "" });
    });

    it("sends new e-mail addresses and numbers to the contact calls", async () => {
      const shopper = await register();
      const email = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { first_name: "Asha", email: "someone.else@example.com" },
      });
      expect(email.status).toBe(400);
      expect(email.body.errors).toEqual({ email: ["Add and verify this e-mail address from your profile"] });

      const mobile = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { first_name: "Asha", mobile: { phone: "9876543210", country_code: "91" } },
      });
      expect(mobile.status).toBe(400);
      expect(mobile.body.errors).toEqual({ "mobile.phone": ["Add and verify this mobile number from your profile"] });

      // An address already on the account (any case) is fine.
      const own = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { first_name: "Asha Kumari", email: shopper.email.toUpperCase() },
      });
      expect(own.status).toBe(200);
      expect(own.body.user.first_name).toBe("Asha Kumari");
      const emails = await service.db.select().from(userEmails).where(eq(userEmails.userId, shopper.id));
      expect(emails).toHaveLength(1);

      const bad = await call(`${PROFILE}/detail`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { email: "not-an-email" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.email).toEqual(["Enter a valid e-mail address"]);
    });
  });

  describe("user attributes", () => {
    it("merges, removes with null, and reads one slug", async () => {
      const shopper = await register();
      const empty = await call(`${PROFILE}/user-attributes`, { cookie: shopper.cookie });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ attributes: {} });

      const first = await call(`${PROFILE}/user-attributes`, {
        method: "PATCH",
        cookie: shopper.cookie,
        body: { attributes: { newsletter: true, size_pref: "M", prefs: { colours: ["teal"] } } },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ attributes: { newsletter: true, size_pref: "M", prefs: { colours: ["teal"] } } });

      const second = await call(`${PROFILE}/user-attributes`, {
        method: "PATCH",
        cookie: shopper.cookie,
        body: { attributes: { size_pref: null, shoe_size: 9 } },
      });
      expect(second.body).toEqual({ attributes: { newsletter: true, prefs: { colours: ["teal"] }, shoe_size: 9 } });

      expect((await call(`${PROFILE}/user-attributes?slug=shoe_size`, { cookie: shopper.cookie })).body).toEqual({
        attributes: { shoe_size: 9 },
      });
      expect((await call(`${PROFILE}/user-attributes?slug=missing`, { cookie: shopper.cookie })).body).toEqual({
        attributes: {},
      });
      expect((await call(`${PROFILE}/user-attributes?slug=Bad-Slug`, { cookie: shopper.cookie })).status).toBe(400);

      // Another shopper sees only their own.
      const other = await register();
      expect((await call(`${PROFILE}/user-attributes`, { cookie: other.cookie })).body).toEqual({ attributes: {} });
    });

    it("rejects bad keys, large values and too many keys", async () => {
      const shopper = await register();
      const patch = (attributes: unknown) =>
        call(`${PROFILE}/user-attributes`, { method: "PATCH", cookie: shopper.cookie, body: { attributes } });

      const badKey = await patch({ "Bad-Key": 1 });
      expect(badKey.status).toBe(400);
      expect(Object.keys(badKey.body.errors)).toEqual(["attributes.Bad-Key"]);
      expect((await patch({ ["a".repeat(51)]: 1 })).status).toBe(400);

      const large = await patch({ notes: "x".repeat(2100) });
      expect(large.status).toBe(400);
      expect(large.body.errors["attributes.notes"][0]).toContain("2 KB");
      expect((await patch({ notes: "x".repeat(2000) })).status).toBe(200);

      expect((await patch([1, 2])).status).toBe(400);
      expect((await patch("text")).status).toBe(400);
      expect(
        (await call(`${PROFILE}/user-attributes`, { method: "PATCH", cookie: shopper.cookie, body: {} })).body.errors,
      ).toEqual({
        attributes: ["attributes is required"],
      });

      const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
      expect((await patch(many)).status).toBe(400);
      // 49 more keys fit beside "notes"; one more does not, and nothing of that patch is kept.
      expect((await patch(Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`k${i}`, i])))).status).toBe(200);
      const over = await patch({ one_more: true });
      expect(over.status).toBe(400);
      expect(over.body.errors).toEqual({ attributes: ["At most 50 attributes are allowed"] });
      const stored = await call(`${PROFILE}/user-attributes`, { cookie: shopper.cookie });
      expect(Object.keys(stored.body.attributes)).toHaveLength(50);
      // Removing one makes room again.
      expect((await patch({ k0: null, one_more: true })).status).toBe(200);
    });
  });

  describe("platform config", () => {
    it("serves the seeded sign-in settings without a session, echoing ?name", async () => {
      const res = await call(CONFIG);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        login: { password: true, otp: true },
        register: true,
        forgot_password: true,
        social: { facebook: false, google: false, apple: false, account_kit: false },
        social_tokens: { facebook: { app_id: "" }, google: { app_id: "" } },
        required_fields: { email: { is_required: true, level: "hard" }, mobile: { is_required: true, level: "soft" } },
        register_required_fields: {
          email: { is_required: true, level: "hard" },
          mobile: { is_required: false, level: "soft" },
        },
        session_config: { duration: 30, type: "days", is_rolling: false },
        flash_card: { text: "" },
      });
      expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
      expect(res.body.delete_account_reasons).toHaveLength(3);
      expect(res.body.delete_account_consent.consent_text).not.toBe("");
      expect((await call(`${CONFIG}?name=Vitrine%20Web`)).body.name).toBe("Vitrine Web");
    });

    it("falls back to the default document without a stored row", async () => {
      const db = service.db;
      const seeded = (await call(CONFIG)).body;
      const [row] = await db
        .select()
        .from(platformConfigs)
        .where(eq(platformConfigs.applicationId, TEST_APPLICATION_ID));
      await db.delete(platformConfigs).where(eq(platformConfigs.applicationId, TEST_APPLICATION_ID));
      try {
        const fallback = await call(CONFIG);
        expect(fallback.status).toBe(200);
        expect(fallback.body).toEqual(defaultPlatformConfig(TEST_APPLICATION_ID));
        expect({ ...fallback.body, updated_at: "" }).toEqual({ ...seeded, updated_at: "" });
      } finally {
        await db.insert(platformConfigs).values(row);
      }
    });
  });

  describe("social sign-in", () => {
    const setSocial = async (social: Record<string, boolean>, tokens: Record<string, { app_id: string }>) => {
      const db = service.db;
      const [row] = await db
        .select()
        .from(platformConfigs)
        .where(eq(platformConfigs.applicationId, TEST_APPLICATION_ID));
      await db
        .update(platformConfigs)
        .set({ config: { ...row.config, social, social_tokens: tokens } })
        .where(eq(platformConfigs.applicationId, TEST_APPLICATION_ID));
      return () =>
        db
          .update(platformConfigs)
          .set({ config: row.config })
          .where(eq(platformConfigs.applicationId, TEST_APPLICATION_ID));
    };
    const oauth = {
      oauth2: { access_token: "token" },
      profile: { id: "1", email: "asha@example.com", full_name: "Asha Rao" },
    };

    it("answers that an unconfigured provider has no app id", async () => {
      const cases = [
        ["facebook-token", "Facebook App ID not provided in platform", oauth],
        ["google-token", "Google Client ID not provided in platform", oauth],
        ["google-android", "Google Client ID not provided in platform", oauth],
        ["google-ios", "Google Client ID not provided in platform", oauth],
        [
          "apple-ios",
          "Apple Client ID not provided in platform",
          { user_identifier: "a", oauth: { identity_token: "x" } },
        ],
      ] as const;
      for (const [path, message, body] of cases) {
        const res = await call(`${AUTH}/login/${path}?platform=web`, { method: "POST", body });
        expect(res.status, path).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
      // Switched on but without an app id is still unconfigured.
      const restore = await setSocial(
        { facebook: true, google: true, apple: true, account_kit: false },
        {
          facebook: { app_id: " " },
          google: { app_id: "" },
          accountkit: { app_id: "" },
        },
      );
      try {
        expect((await call(`${AUTH}/login/facebook-token`, { method: "POST", body: oauth })).body.message).toBe(
          "Facebook App ID not provided in platform",
        );
        expect((await call(`${AUTH}/login/apple-ios`, { method: "POST", body: {} })).body.message).toBe(
          "Apple Client ID not provided in platform",
        );
      } finally {
        await restore();
      }
    });

    it("never signs in with a token it cannot verify: 501 when configured; Facebook needs the e-mail first", async () => {
      const restore = await setSocial(
        { facebook: true, google: true, apple: true, account_kit: false },
        {
          facebook: { app_id: "1234567890" },
          google: { app_id: "client.apps.googleusercontent.com" },
          accountkit: { app_id: "" },
          apple: { app_id: "com.example.vitrine" },
        },
      );
      try {
        const noEmail = await call(`${AUTH}/login/facebook-token`, {
          method: "POST",
          body: { oauth2: { access_token: "t" }, profile: { id: "1" } },
        });
        expect(noEmail.status).toBe(400);
        expect(noEmail.body).toMatchObject({
          message: "Email permission is required to sign in with Facebook",
          errors: { "profile.email": ["Email permission is required to sign in with Facebook"] },
        });
        const facebook = await call(`${AUTH}/login/facebook-token`, { method: "POST", body: oauth });
        expect(facebook.status).toBe(501);
        expect(facebook.body.message).toBe("Facebook sign-in is not available on this server");
        for (const path of ["google-token", "google-android", "google-ios"]) {
          const res = await call(`${AUTH}/login/${path}`, { method: "POST", body: oauth });
          expect(res.status, path).toBe(501);
          expect(res.body.message).toBe("Google sign-in is not available on this server");
        }
        const apple = await call(`${AUTH}/login/apple-ios`, {
          method: "POST",
          body: { user_identifier: "a", oauth: { identity_token: "x" } },
        });
        expect(apple.status).toBe(501);
        expect(apple.body.message).toBe("Apple sign-in is not available on this server");
        expect(apple.headers.get("set-cookie")).toBeNull();
        // Malformed bodies are 400, never 500.
        expect((await call(`${AUTH}/login/google-token`, { method: "POST", body: { profile: "x" } })).status).toBe(400);
        expect((await call(`${AUTH}/login/google-token`, { method: "POST", body: [1] })).status).toBe(400);
      } finally {
        await restore();
      }
    });
  });
});
