import { describe, expect, it } from "vitest";
import { cardBrandLabel, formatExpiry, isCardExpired, lastFour, maskCardNumber } from "~/lib/cards";
import { parsePhoneTarget, phoneTarget } from "~/lib/contact";
import {
  canDelete,
  canMakePrimary,
  canVerify,
  contactBadges,
  findEmail,
  findPhone,
  sortContacts,
} from "~/lib/contact-list";
import {
  displayName,
  dobInputValue,
  doneUrl,
  formatDate,
  isValidDob,
  noticeFor,
  formatDateTime,
  PROFILE_NAV,
  profileNav,
  signedPoints,
} from "~/lib/profile";

const entry = (primary: boolean, verified: boolean, active = true) => ({ primary, verified, active });

describe("contacts", () => {
  it("badges say primary and verified state", () => {
    expect(contactBadges(entry(true, true))).toEqual(["Primary", "Verified"]);
    expect(contactBadges(entry(false, true))).toEqual(["Verified"]);
    expect(contactBadges(entry(false, false))).toEqual(["Unverified"]);
  });

  it("only verified, non-primary entries can become primary; the primary cannot be deleted", () => {
    expect(canMakePrimary(entry(false, true))).toBe(true);
    expect(canMakePrimary(entry(false, false))).toBe(false);
    expect(canMakePrimary(entry(true, true))).toBe(false);
    expect(canDelete(entry(true, true))).toBe(false);
    expect(canDelete(entry(false, false))).toBe(true);
    expect(canVerify(entry(false, false))).toBe(true);
    expect(canVerify(entry(false, true))).toBe(false);
  });

  it("sorts primary first, then verified, keeping the service's order otherwise", () => {
    const list = [
      { id: "a", ...entry(false, false) },
      { id: "b", ...entry(false, true) },
      { id: "c", ...entry(true, true) },
      { id: "d", ...entry(false, true) },
    ];
    expect(sortContacts(list).map((e) => e.id)).toEqual(["c", "b", "d", "a"]);
    expect(list.map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("phone targets round-trip and reject anything else", () => {
    expect(phoneTarget(91, "9876543210")).toBe("91-9876543210");
    expect(phoneTarget("+91", "9876543210")).toBe("91-9876543210");
    expect(parsePhoneTarget("91-9876543210")).toEqual({ countryCode: "91", phone: "9876543210" });
    for (const bad of ["", "9876543210", "91-12", "91-98765x", "12345-9876543210", "a@b.c", null, undefined]) {
      expect(parsePhoneTarget(bad)).toBeNull();
    }
  });

  it("finds entries by target (e-mail without case)", () => {
    const emails = [{ email: "Asha@Example.com" }, { email: "b@example.com" }];
    expect(findEmail(emails, " asha@example.COM ")).toBe(emails[0]);
    expect(findEmail(emails, "c@example.com")).toBeUndefined();
    const phones = [
      { phone: "9876543210", country_code: 91 },
      { phone: "9876543210", country_code: 1 },
    ];
    expect(findPhone(phones, "1-9876543210")).toBe(phones[1]);
    expect(findPhone(phones, "44-9876543210")).toBeUndefined();
    expect(findPhone(phones, "garbage")).toBeUndefined();
  });
});

describe("cards", () => {
  it("shows only the last four digits", () => {
    expect(maskCardNumber("XXXX-XXXX-XXXX-1111")).toBe("•••• 1111");
    expect(maskCardNumber("4111111111111111")).toBe("•••• 1111");
    expect(maskCardNumber("")).toBe("••••");
    expect(lastFour("12")).toBeNull();
  });
  it("names brands", () => {
    expect(cardBrandLabel("VISA")).toBe("Visa");
    expect(cardBrandLabel("amex")).toBe("American Express");
    expect(cardBrandLabel("Zeta")).toBe("Zeta");
    expect(cardBrandLabel(undefined)).toBe("Card");
  });
  it("formats expiry as MM/YY", () => {
    expect(formatExpiry(8, 2027)).toBe("08/27");
    expect(formatExpiry(12, 30)).toBe("12/30");
    expect(formatExpiry(13, 2027)).toBe("");
    expect(formatExpiry(0, 0)).toBe("");
  });
  it("expires after the last day of the expiry month", () => {
    const now = new Date(Date.UTC(2025, 5, 15)); // June 2025
    expect(isCardExpired({ exp_month: 6, exp_year: 2025 }, now)).toBe(false);
    expect(isCardExpired({ exp_month: 5, exp_year: 2025 }, now)).toBe(true);
    expect(isCardExpired({ exp_month: 1, exp_year: 24 }, now)).toBe(true);
    expect(isCardExpired({ exp_month: 1, exp_year: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expired: true, exp_month: 1, exp_year: 2030 }, now)).toBe(true);
  });
});

describe("profile", () => {
  it("hides the cart-bound entries when the cart is disabled", () => {
    expect(profileNav(false)).toEqual(PROFILE_NAV);
    const labels = profileNav(true).map((e) => e.label);
    expect(labels).toEqual(["Details", "Phone numbers", "E-mail addresses", "Addresses", "Notification settings"]);
    expect(PROFILE_NAV.at(-2)).toEqual({
      href: "/profile/refund-accounts/",
      label: "Refund accounts",
      needsCart: true,
    });
  });

  it("notices only for known keys", () => {
    expect(noticeFor("email-verified")).toBe("E-mail address verified.");
    expect(noticeFor("toString")).toBeNull();
    expect(noticeFor("<script>")).toBeNull();
    expect(noticeFor(null)).toBeNull();
  });

  it("builds done URLs with the extra state", () => {
    expect(doneUrl("/profile/phone/", "phone-added", { verify: "91-9876543210", request_id: "r1", empty: "" })).toBe(
      "/profile/phone/?verify=91-9876543210&request_id=r1&done=phone-added",
    );
  });

  it("formats dates in UTC without locale data", () => {
    expect(formatDate("2025-03-05T23:30:00.000Z")).toBe("5 Mar 2025");
    expect(formatDate("nonsense")).toBe("");
    expect(formatDate(null)).toBe("");
  });

  it("signs points by transaction type", () => {
    expect(signedPoints({ points: 50, txn_name: "credit" })).toBe("+50");
    expect(signedPoints({ points: 20, txn_name: "debit" })).toBe("−20");
    expect(signedPoints({ points: -20 })).toBe("−20");
  });

  it("reads and checks dates of birth", () => {
    expect(dobInputValue("1990-01-31")).toBe("1990-01-31");
    expect(dobInputValue("1990-01-31T00:00:00Z")).toBe("1990-01-31");
    expect(dobInputValue("31-01-1990")).toBe("1990-01-31");
    expect(dobInputValue("")).toBe("");
    const today = new Date(Date.UTC(2025, 0, 1));
    expect(isValidDob("1990-01-31", today)).toBe(true);
    expect(isValidDob("1990-02-30", today)).toBe(false);
    expect(isValidDob("2026-01-01", today)).toBe(false);
    expect(isValidDob("1899-12-31", today)).toBe(false);
    expect(isValidDob("31/01/1990", today)).toBe(false);
  });

  it("names the shopper", () => {
    expect(displayName({ first_name: "Asha", last_name: "Rao" })).toBe("Asha Rao");
    expect(displayName({ first_name: " ", last_name: "" })).toBe("Your account");
  });
});

describe("date and time", () => {
  it("shows a moment in UTC, the same on server and browser", () => {
    expect(formatDateTime("2026-11-24T09:05:00.000Z")).toBe("24 Nov 2026, 09:05 UTC");
    expect(formatDateTime("nope")).toBe("");
    expect(formatDateTime(null)).toBe("");
  });
});
