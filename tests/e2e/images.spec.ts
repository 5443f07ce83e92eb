import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

/**
 * The image endpoint on the running store: the demo's raster photos (the first seeded products',
 * service/seed/photos.ts) get srcsets on product cards and in the gallery; the endpoint answers
 * AVIF, WebP or the original by Accept, immutable, from its disk cache the second time; foreign
 * URLs and widths outside the list are refused. SVG art keeps its plain src.
 */
const PRODUCT = "urban-loom-tailored-rust-t-shirt";
const PHOTO = new RegExp(`^/service/storage/files/[0-9a-f]{24}/${PRODUCT}-1\\.jpg$`);

test.describe("images", () => {
  test("a brand listing's card and the product gallery offer the photo's renditions", async ({ page }) => {
    await page.goto("/brand/urban-loom/");
    const card = page
      .locator(".product-card")
      .filter({ has: page.getByRole("link", { name: /Tailored Rust T-Shirt/ }) });
    const cardImage = card.getByRole("img");
    await expect(cardImage).toHaveAttribute("src", PHOTO);
    const srcset = (await cardImage.getAttribute("srcset"))!;
    expect(srcset.split(", ").map((c) => c.split(" ")[1])).toEqual(["160w", "320w", "480w", "640w"]);
    expect(srcset).toMatch(new RegExp(`^/service/images/160/[0-9a-f]{24}/${PRODUCT}-1\\.jpg 160w`));
    await expect(cardImage).toHaveAttribute("sizes", /320px/);
    // Cards of products with SVG art keep a plain src.
    const svgCard = page.locator(".product-card img[src$='.svg']").first();
    await expect(svgCard).not.toHaveAttribute("srcset", /.*/);

    await page.goto(`/product/${PRODUCT}/`);
    const gallery = page.getByRole("list", { name: "Product images" }).getByRole("img");
    const first = gallery.first();
    await expect(first).toHaveAttribute("src", PHOTO);
    await expect(first).toHaveAttribute("srcset", /\/service\/images\/1280\/[0-9a-f]{24}\/[\w-]+-1\.jpg 1280w$/);
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(gallery.nth(1)).toHaveAttribute("loading", "lazy");
    // Chromium picks a rendition from the endpoint and decodes it.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : "")))
      .toMatch(/\/service\/images\/\d+\//);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test.describe("the endpoint over HTTP", () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

    /** The second photo's rendition path at a width (browsers never ask for WebP: they accept AVIF). */
    async function photoUrl(request: APIRequestContext, width: number) {
      const html = await (await request.get(`/product/${PRODUCT}/`)).text();
      const path = new RegExp(`/service/images/${width}/[0-9a-f]{24}/${PRODUCT}-2\\.jpg`).exec(html);
      expect(path).not.toBeNull();
      return path![0];
    }

    test("WebP, AVIF or the original by Accept; immutable; 304; from the disk cache the second time", async ({
      request,
    }) => {
      const url = await photoUrl(request, 960);
      const first = await request.get(url, { headers: { accept: "image/webp,*/*" } });
      expect(first.status()).toBe(200);
      expect(first.headers()["content-type"]).toBe("image/webp");
      expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(first.headers()["vary"]).toBe("Accept");
      expect(first.headers()["x-image-cache"]).toBe("miss");
      const meta = await sharp(await first.body()).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", 960]);

      const second = await request.get(url, { headers: { accept: "image/webp,*/*" } });
      expect(second.headers()["x-image-cache"]).toBe("hit");
      expect((await second.body()).equals(await first.body())).toBe(true);

      const etag = first.headers()["etag"];
      const revalidated = await request.get(url, { headers: { accept: "image/webp", "if-none-match": etag } });
      expect(revalidated.status()).toBe(304);
      expect(revalidated.headers()["cache-control"]).toContain("immutable");

      const avif = await request.get(url, { headers: { accept: "image/avif,image/webp,*/*" } });
      expect(avif.headers()["content-type"]).toBe("image/avif");
      expect((await sharp(await avif.body()).metadata()).compression).toBe("av1");
      const original = await request.get(url, { headers: { accept: "*/*" } });
      expect(original.headers()["content-type"]).toBe("image/jpeg");
      expect((await sharp(await original.body()).metadata()).width).toBe(960);
    });

    test("refuses widths outside the list, SVG art and foreign URLs", async ({ request }) => {
      const url = await photoUrl(request, 320);
      expect((await request.get(url.replace("/320/", "/333/"))).status()).toBe(400);
      expect((await request.get(url.replace("/320/", "/4000/"))).status()).toBe(400);
      expect((await request.get(url.replace(/\.jpg$/, ".svg"))).status()).toBe(400);
      for (const foreign of [
        "/service/images/320/https://example.com/photo.jpg",
        "/service/images/320/https%3A%2F%2Fexample.com%2Fphoto.jpg",
        "/service/images/320/service/media/product/7043f7/shirt-1.svg",
      ]) {
        expect([400, 404], foreign).toContain((await request.get(foreign)).status());
      }
    });
  });
});
