/**
 * Raster "photos" for a few demo products, so the image endpoint (/service/images) serves real
 * product pages: the first images of the first DEMO_PHOTO_PRODUCTS products are their SVG art
 * rendered to JPEG with sharp at twice the art's size, stored in file storage like an upload, and the
 * products' media point at the stored files. Deterministic: the same art always renders the same
 * bytes, and a file's id is the hash of its bytes.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { cdnPath, hashToken } from "../modules/file-storage/files";
import { renderArt } from "../media/art";
import type { files } from "../db/schema";
import { BASE_DATE, type ProductRow } from "./catalog";

/** How many products get photos, and how many of their images become photos. */
export const DEMO_PHOTO_PRODUCTS = 6;
const PHOTOS_PER_PRODUCT = 2;
/** The file-storage namespace of the store's own product media (not one shoppers can upload to). */
const PRODUCT_MEDIA_NAMESPACE = "application-product-media";

type FileInsert = typeof files.$inferInsert;

// One process seeds several stores in the tests: the same art is rendered once.
const rendered = new Map<string, Promise<Buffer>>();

function renderPhoto(key: string, colour: string): Promise<Buffer> {
  const memo = `${key}/${colour}`;
  let photo = rendered.get(memo);
  if (!photo) {
    const svg = renderArt("product", key, { colour });
    if (svg === null) throw new Error(`No art for product ${key}`);
    // density 144 = twice the art's 600 × 800: a 1200 px wide source for the endpoint's widths.
    photo = sharp(Buffer.from(svg), { density: 144 }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    rendered.set(memo, photo);
  }
  return photo;
}

/**
 * Turns the product's first images into stored JPEG photos: rewrites its media urls (in place) and
 * answers the file rows to insert.
 */
export async function withDemoPhotos(applicationId: string, product: ProductRow): Promise<FileInsert[]> {
  const colour = String(product.attributes.primary_color_hex ?? "").replace("#", "");
  const rows: FileInsert[] = [];
  const medias = product.medias.slice(0, PHOTOS_PER_PRODUCT);
  for (const [k, media] of medias.entries()) {
    const key = `${product.slug}-${k + 1}`;
    const data = await renderPhoto(key, colour);
    const row = {
      id: createHash("sha256").update(data).digest("hex").slice(0, 24),
      applicationId,
      namespace: PRODUCT_MEDIA_NAMESPACE,
      fileName: `${key}.jpg`,
      contentType: "image/jpeg",
      size: data.byteLength,
      tags: ["demo-photo"],
      status: "complete",
      uploadTokenHash: hashToken(`demo-photo:${key}`),
      uploadExpiresAt: BASE_DATE,
      data,
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    } satisfies FileInsert;
    media.url = cdnPath(row);
    rows.push(row);
  }
  return rows;
}
