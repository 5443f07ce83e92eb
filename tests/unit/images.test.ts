import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  negotiateImageFormat,
  parseImageSource,
  parseImageWidth,
  rasterTypeOf,
  resizedImageUrl,
} from "../../service/contract/images";

const ID = "0123456789abcdef01234567";
const FILE = `/service/storage/files/${ID}/shirt-1.jpg`;

describe("image widths", () => {
  it("accepts only the fixed list", () => {
    expect(IMAGE_WIDTHS).toEqual([160, 320, 480, 640, 960, 1280]);
    for (const w of IMAGE_WIDTHS) expect(parseImageWidth(String(w))).toBe(w);
    for (const bad of ["0", "100", "321", "1281", "4096", "99999", "320.0", "0320", "-320", "3e2", "", "w320"])
      expect(parseImageWidth(bad), bad).toBeNull();
  });
});

describe("image sources", () => {
  it("are stored raster files: an id of 24 hex digits and a name with a raster extension", () => {
    expect(parseImageSource(ID, "shirt-1.jpg")).toEqual({ id: ID, name: "shirt-1.jpg" });
    expect(parseImageSource(ID, "Photo 1.JPEG")).toEqual({ id: ID, name: "Photo 1.JPEG" });
    for (const name of ["a.png", "a.webp", "a.gif"]) expect(parseImageSource(ID, name)).not.toBeNull();
  });

  it("refuse SVG, other types, odd ids and names with path separators", () => {
    expect(parseImageSource(ID, "art.svg")).toBeNull();
    expect(parseImageSource(ID, "notes.txt")).toBeNull();
    expect(parseImageSource(ID, "noextension")).toBeNull();
    expect(parseImageSource(ID.toUpperCase(), "a.jpg")).toBeNull();
    expect(parseImageSource(ID.slice(1), "a.jpg")).toBeNull();
    expect(parseImageSource(ID, "../a.jpg")).toBeNull();
    expect(parseImageSource(ID, "..\\a.jpg")).toBeNull();
    expect(parseImageSource(ID, `${"a".repeat(300)}.jpg`)).toBeNull();
  });

  it("know their type by extension", () => {
    expect(rasterTypeOf("a.jpg")).toBe("image/jpeg");
    expect(rasterTypeOf("a.JPG")).toBe("image/jpeg");
    expect(rasterTypeOf("a.png")).toBe("image/png");
    expect(rasterTypeOf("a.svg")).toBeNull();
    expect(rasterTypeOf("constructor")).toBeNull();
    expect(rasterTypeOf("a.constructor")).toBeNull();
  });
});

describe("format negotiation", () => {
  it("prefers AVIF, then WebP, when Accept names them", () => {
    const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    expect(negotiateImageFormat(chrome, "image/jpeg")).toBe("avif");
    expect(negotiateImageFormat("image/webp,*/*", "image/jpeg")).toBe("webp");
    expect(negotiateImageFormat("image/avif", "image/png")).toBe("avif");
    expect(negotiateImageFormat("IMAGE/WEBP", "image/png")).toBe("webp");
  });

  it("falls back to the source's own format otherwise (wildcards do not count, q=0 refuses)", () => {
    expect(negotiateImageFormat(undefined, "image/jpeg")).toBe("jpeg");
    expect(negotiateImageFormat("", "image/png")).toBe("png");
    expect(negotiateImageFormat("image/*,*/*;q=0.8", "image/gif")).toBe("gif");
    expect(negotiateImageFormat("image/avif;q=0, image/webp;q=0", "image/jpeg")).toBe("jpeg");
    expect(negotiateImageFormat("image/avif;q=0,image/webp;q=0.5", "image/jpeg")).toBe("webp");
  });
});

describe("image URLs for the storefront", () => {
  it("point a stored raster file at the endpoint, keeping its origin", () => {
    expect(resizedImageUrl(FILE, 320)).toBe(`/service/images/320/${ID}/shirt-1.jpg`);
    expect(resizedImageUrl(`https://shop.example${FILE}`, 160)).toBe(
      `https://shop.example/service/images/160/${ID}/shirt-1.jpg`,
    );
    // The name stays encoded as the stored URL has it.
    expect(resizedImageUrl(`/service/storage/files/${ID}/my%20photo.png`, 160)).toBe(
      `/service/images/160/${ID}/my%20photo.png`,
    );
  });

  it("give no srcset for SVG art, other sites' paths, queries or malformed URLs", () => {
    expect(imageSrcSet("/service/media/product/7043f7/shirt-1.svg")).toBeNull();
    expect(imageSrcSet(`/service/storage/files/${ID}/art.svg`)).toBeNull();
    expect(imageSrcSet("https://cdn.example/photo.jpg")).toBeNull();
    expect(imageSrcSet(`https://cdn.example/elsewhere${FILE}`)).toBeNull();
    expect(imageSrcSet(`${FILE}?x=1`)).toBeNull();
    expect(imageSrcSet(`//evil.example${FILE}`)).toBeNull();
    expect(imageSrcSet(`/service/storage/files/${ID}/%E0%A4%A.jpg`)).toBeNull();
    expect(imageSrcSet("javascript:alert(1)//.jpg")).toBeNull();
  });

  it("list the allowed widths up to a maximum", () => {
    expect(imageSrcSet(FILE, 640)).toBe(
      [160, 320, 480, 640].map((w) => `/service/images/${w}/${ID}/shirt-1.jpg ${w}w`).join(", "),
    );
    expect(imageSrcSet(FILE)?.split(", ")).toHaveLength(IMAGE_WIDTHS.length);
    expect(imageSrcSet(FILE, 100)).toBeNull();
  });
});
