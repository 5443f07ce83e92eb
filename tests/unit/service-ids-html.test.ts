import { describe, expect, it } from "vitest";
import { newId, newToken } from "../../service/db/ids";
import { escapeHtml } from "../../service/http/html-page";

describe("service ids and tokens", () => {
  it("makes 24-hex row ids and 32-character base64url tokens, each new", () => {
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newId()).not.toBe(newId());
    expect(newToken()).not.toBe(newToken());
  });
});

describe("escapeHtml (service)", () => {
  it("escapes the five HTML-significant characters and nothing else", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeHtml("plain text, ₹ 1,299")).toBe("plain text, ₹ 1,299");
  });
});
