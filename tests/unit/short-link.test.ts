import { describe, expect, it } from "vitest";
import { shortLinkTarget } from "~/lib/short-link";

const REQUEST = "https://shop.example/s/abc123";
const NOW = Date.parse("2026-11-24T12:00:00Z");
const link = (original: string, extra: { active?: boolean; expire_at?: string | null } = {}) => ({
  url: { original },
  active: extra.active ?? true,
  expire_at: extra.expire_at ?? null,
});

describe("shortLinkTarget", () => {
  it.each([
    ["/products/?sort_on=latest", "/products/?sort_on=latest"],
    ["/collection/summer#top", "/collection/summer#top"],
    ["https://shop.example/product/blue-tee?size=M", "/product/blue-tee?size=M"],
    ["http://shop.example/cart/bag/", "/cart/bag/"],
  ])("follows %s within the store", (original, expected) => {
    expect(shortLinkTarget(link(original), REQUEST, NOW)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "https://shop.example.evil.example/",
    "javascript:alert(1)",
    "mailto:a@b.c",
    "https://shop.example:8443/x",
  ])("refuses %s (not this store)", (original) => {
    expect(shortLinkTarget(link(original), REQUEST, NOW)).toBeNull();
  });

  it("refuses inactive and expired links, and follows links that expire later", () => {
    expect(shortLinkTarget(link("/a", { active: false }), REQUEST, NOW)).toBeNull();
    expect(shortLinkTarget(link("/a", { expire_at: "2026-11-24T11:59:59Z" }), REQUEST, NOW)).toBeNull();
    expect(shortLinkTarget(link("/a", { expire_at: "not a date" }), REQUEST, NOW)).toBeNull();
    expect(shortLinkTarget(link("/a", { expire_at: "2026-11-25T00:00:00Z" }), REQUEST, NOW)).toBe("/a");
  });
});
