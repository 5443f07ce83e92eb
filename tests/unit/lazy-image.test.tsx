import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LazyImage } from "~/components/LazyImage";
import { imageAttemptUrl, IMAGE_SRC_REQUIRED, MAX_IMAGE_ATTEMPTS, requireImageSrc } from "~/lib/lazy-image";

describe("lazy image rules", () => {
  it("requires a source", () => {
    expect(() => requireImageSrc("")).toThrow(IMAGE_SRC_REQUIRED);
    expect(() => requireImageSrc(undefined)).toThrow("image src is required");
    expect(requireImageSrc("/a.svg")).toBe("/a.svg");
  });

  it("retries up to 3 attempts with a cache-busting marker", () => {
    expect(MAX_IMAGE_ATTEMPTS).toBe(3);
    expect(imageAttemptUrl("/a.svg", 1)).toBe("/a.svg");
    expect(imageAttemptUrl("/a.svg", 2)).toBe("/a.svg?retry=1");
    expect(imageAttemptUrl("/a.svg?w=2", 3)).toBe("/a.svg?w=2&retry=2");
    expect(imageAttemptUrl("/a.svg", 4)).toBeNull();
  });

  it("renders a lazy image on the server", () => {
    const html = renderToStaticMarkup(<LazyImage src="/a.svg" alt="A shirt" width={10} height={10} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="A shirt"');
    expect(html).not.toContain("fetchpriority");
  });

  it("renders fetchpriority in the lower case React 18 needs, without a warning", () => {
    // A React warning (e.g. "Invalid DOM property") goes to console.error, which fails the test (tests/setup.ts).
    const html = renderToStaticMarkup(<LazyImage src="/a.svg" alt="A shirt" loading="eager" fetchPriority="high" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
  });
});
