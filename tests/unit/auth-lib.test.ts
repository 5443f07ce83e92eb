import { describe, expect, it } from "vitest";
import { looksLikeEmail, maskEmail, maskMobile } from "~/lib/contact";
import { authHref } from "~/lib/redirect";
import {
  hasVerifiedPrimary,
  missingContacts,
  profileCompletion,
  type ContactHolder,
  type RequiredFields,
} from "~/lib/profile-completion";

const email = (over: Partial<{ primary: boolean; verified: boolean; active: boolean }> = {}) => ({
  primary: true,
  verified: true,
  active: true,
  ...over,
});
const user = (emails: ContactHolder["emails"], phones: ContactHolder["phone_numbers"] = []): ContactHolder => ({
  emails,
  phone_numbers: phones,
});

const HARD = { is_required: true, level: "hard" } as const;
const SOFT = { is_required: true, level: "soft" } as const;
const OFF = { is_required: false, level: "hard" } as const;

describe("profile completion", () => {
  it("needs a primary AND verified entry", () => {
    expect(hasVerifiedPrimary(user([email()]), "email")).toBe(true);
    expect(hasVerifiedPrimary(user([email({ verified: false })]), "email")).toBe(false);
    expect(hasVerifiedPrimary(user([email({ primary: false })]), "email")).toBe(false);
    expect(hasVerifiedPrimary(user([email({ active: false })]), "email")).toBe(false);
    expect(hasVerifiedPrimary(user([email({ verified: false }), email({ primary: false })]), "email")).toBe(false);
    expect(hasVerifiedPrimary(user([], [email()]), "mobile")).toBe(true);
    expect(hasVerifiedPrimary({}, "mobile")).toBe(false);
  });

  it("is complete when nothing is required or everything required is there", () => {
    expect(profileCompletion(user([]), {})).toBe("complete");
    expect(profileCompletion(user([]), null)).toBe("complete");
    expect(profileCompletion(user([]), { email: OFF, mobile: OFF })).toBe("complete");
    expect(profileCompletion(user([email()], [email()]), { email: HARD, mobile: SOFT })).toBe("complete");
  });

  it("is hard for a missing hard requirement, even when skipped, and hard wins over soft", () => {
    const required: RequiredFields = { email: HARD, mobile: SOFT };
    expect(profileCompletion(user([email({ verified: false })]), required)).toBe("hard");
    expect(profileCompletion(user([email({ verified: false })]), required, true)).toBe("hard");
    expect(profileCompletion(user([], []), { email: SOFT, mobile: HARD }, false)).toBe("hard");
  });

  it("is soft for a missing soft requirement unless skipped", () => {
    const required: RequiredFields = { email: HARD, mobile: SOFT };
    expect(profileCompletion(user([email()]), required)).toBe("soft");
    expect(profileCompletion(user([email()]), required, true)).toBe("complete");
    // An unknown level counts as soft.
    expect(profileCompletion(user([]), { email: { is_required: true, level: "maybe" } })).toBe("soft");
  });

  it("lists what is missing with its level", () => {
    expect(missingContacts(user([email({ verified: false })]), { email: HARD, mobile: SOFT })).toEqual([
      { kind: "email", level: "hard" },
      { kind: "mobile", level: "soft" },
    ]);
    expect(missingContacts(user([email()], [email()]), { email: HARD, mobile: SOFT })).toEqual([]);
  });
});

describe("contacts on the auth pages", () => {
  it("masks an e-mail address and a number", () => {
    expect(maskEmail("asha.rao@example.com")).toBe("as•••@example.com");
    expect(maskEmail("a@example.com")).toBe("a•••@example.com");
    expect(maskEmail("not-an-address")).toBe("•••");
    expect(maskMobile("91", "9876543210")).toBe("+91 ••••••3210");
    expect(maskMobile(undefined, "3210")).toBe("3210");
  });

  it("tells an e-mail address from a number", () => {
    expect(looksLikeEmail("asha@example.com")).toBe(true);
    expect(looksLikeEmail("9876543210")).toBe(false);
  });

  it("carries the redirect target only when it is not home", () => {
    expect(authHref("/auth/login", "/")).toBe("/auth/login");
    expect(authHref("/auth/login", null)).toBe("/auth/login");
    expect(authHref("/auth/login", "/wishlist/")).toBe("/auth/login?redirectUrl=%2Fwishlist%2F");
    expect(authHref("/auth/verify-email-link/", "/cart", { email: "a@b.co" })).toBe(
      "/auth/verify-email-link/?email=a%40b.co&redirectUrl=%2Fcart",
    );
  });
});
