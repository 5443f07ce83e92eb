/**
 * The image endpoint (/service/images) over real HTTP on the seeded store: the demo products' JPEG
 * photos and a shopper's uploaded PNG, resized to the allowed widths, WebP/AVIF by Accept or the
 * original format, immutable and revalidated by ETag, cached on disk (X-Image-Cache); foreign URLs,
 * SVG art, unknown files and widths outside the list refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceApp } from "../../service/app";
import { products } from "../../service/db/schema";
import { signedRequest, useTestService } from "./helpers";

const AVIF_AND_WEBP = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("image endpoint over HTTP", () => {
  const service = useTestService("pglite");
  let server: ServerType | undefined;
  let origin = "";
  let cacheDir = "";
  let app: ReturnType<typeof createServiceApp>;
  /** A demo photo's path after /service/images/<width>/, and the product page it belongs to. */
  let photo = "";

  beforeAll(async () => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-image-test-"));
    const { db } = service().database;
    app = createServiceApp({ db, imageCacheDir: cacheDir });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const rows = await db.select({ slug: products.slug, medias: products.medias }).from(products);
    const photos = rows.flatMap((p) => p.medias.map((m) => m.url)).filter((u) => u.startsWith("/service/storage/"));
    expect(photos.length).toBeGreaterThanOrEqual(6);
    photo = photos.sort()[0].replace("/service/storage/files/", "");
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${origin}${pathname}`, { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("serves the demo photos themselves as stored JPEG files (1200 × 1600)", async () => {
    const response = await get(`/service/storage/files/${photo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(await bytes(response)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 1600]);
  });

  it("answers WebP for Accept: image/webp, resized, immutable, varying by Accept; then from the disk", async () => {
    const url = `/service/images/320/${photo}`;
    const first = await get(url, { accept: "image/webp,*/*" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("vary")).toBe("Accept");
    expect(first.headers.get("x-image-cache")).toBe("miss");
    const body = await bytes(first);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 427]);
    expect(fs.readdirSync(cacheDir).length).toBe(1);

    const second = await get(url, { accept: "image/webp,*/*" });
    expect(second.status).toBe(200);
    expect(second.headers.get("x-image-cache")).toBe("hit");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await bytes(second)).equals(body)).toBe(true);
  });

  it("answers AVIF when accepted, the original JPEG otherwise, each with its own ETag", async () => {
    const url = `/service/images/480/${photo}`;
    const avif = await get(url, { accept: AVIF_AND_WEBP });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    const avifMeta = await sharp(await bytes(avif)).metadata();
    expect([avifMeta.format, avifMeta.compression, avifMeta.width]).toEqual(["heif", "av1", 480]);

    const jpeg = await get(url, { accept: "image/*,*/*;q=0.8" });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const jpegMeta = await sharp(await bytes(jpeg)).metadata();
    expect([jpegMeta.format, jpegMeta.width]).toEqual(["jpeg", 480]);
    const none = await get(url);
    expect(none.headers.get("content-type")).toBe("image/jpeg");
    expect(none.headers.get("x-image-cache")).toBe("hit");

    expect(avif.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(avif.headers.get("etag")).not.toBe(jpeg.headers.get("etag"));
  });

  it("answers 304 to a matching If-None-Match, with the caching headers", async () => {
    const url = `/service/images/160/${photo}`;
    const first = await get(url, { accept: "image/webp" });
    const etag = first.headers.get("etag")!;
    const again = await get(url, { accept: "image/webp", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("immutable");
    expect(await again.text()).toBe("");
    // Another format's ETag does not match.
    expect((await get(url, { "if-none-match": etag })).status).toBe(200);
  });

  it("never enlarges: a width above the source's answers the source's width", async () => {
    const response = await get(`/service/images/1280/${photo}`, { accept: "image/webp" });
    expect((await sharp(await bytes(response)).metadata()).width).toBe(1200);
  });

  it("refuses widths outside the list, SVG, unknown files and anything that is not the store's own file", async () => {
    const [id, name] = photo.split("/");
    for (const width of ["333", "0320", "2000", "abc"]) {
      const response = await get(`/service/images/${width}/${photo}`);
      expect(response.status, width).toBe(400);
      expect((await response.json()).errors).toEqual({
        width: ["The width must be one of 160, 320, 480, 640, 960, 1280"],
      });
    }
    expect((await get(`/service/images/320/${id}/art.svg`)).status).toBe(400);
    expect((await get(`/service/images/320/${id}/${name.replace(".jpg", ".png")}`)).status).toBe(404);
    expect((await get(`/service/images/320/${"0".repeat(24)}/${name}`)).status).toBe(404);
    for (const foreign of [
      "/service/images/320/https://example.com/a.jpg",
      "/service/images/320/https%3A%2F%2Fexample.com%2Fa.jpg",
      `/service/images/320/${id}/..%2F..%2Fetc%2Fpasswd.jpg`,
      "/service/images/320/service/media/product/shirt-1.svg",
      "/service/images/320",
    ]) {
      const response = await get(foreign);
      expect([400, 404], foreign).toContain(response.status);
      expect(response.headers.get("content-type"), foreign).toMatch(/^application\/json/);
    }
  });

  it("resizes a shopper's uploaded PNG once it is complete, not before", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7043f7" } })
      .png()
      .toBuffer();
    const namespace = "/service/application/assets/v2.0/namespaces/application-product-request-images";
    const file = { file_name: "my photo.png", content_type: "image/png", size: png.byteLength, tags: [] };
    const started = await app.fetch(signedRequest(`${namespace}/upload/start`, { method: "POST", body: file }));
    const start = await started.json();
    const upload = new URL(start.upload.url);
    const put = new Request(`http://localhost:3000${upload.pathname}`, {
      method: "PUT",
      body: new Uint8Array(png),
      headers: { "content-type": "image/png" },
    });
    expect((await app.fetch(put)).status).toBe(200);
    // Stored but not completed (file_path: namespace/id/name): not public, so not resized either.
    const [, pendingId] = String(start.file_path).split("/");
    expect((await get(`/service/images/640/${pendingId}/my%20photo.png`)).status).toBe(404);

    const { tags: _tags, ...rest } = start;
    const completed = await app.fetch(signedRequest(`${namespace}/upload/complete`, { method: "POST", body: rest }));
    const stored = new URL((await completed.json()).cdn.url).pathname.replace("/service/storage/files/", "");
    expect(stored).toBe(`${pendingId}/my%20photo.png`);

    const webp = await get(`/service/images/640/${stored}`, { accept: "image/webp" });
    expect(webp.status).toBe(200);
    const meta = await sharp(await bytes(webp)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 480]);
    const original = await get(`/service/images/160/${stored}`);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect((await sharp(await bytes(original)).metadata()).width).toBe(160);
  });
});
