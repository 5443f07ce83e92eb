/**
 * QR codes (share/v1.0/qr/…): the store's home, a product, a collection or any URL, encoded as an
 * SVG document (`qrcode`), with the link they encode.
 */
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { QRCodeResp } from "../../contract/types";
import type { Db } from "../../db/client";
import { collections, products } from "../../db/schema";
import { notFound } from "../../http/errors";
import { storeUrl } from "./store-url";

const QR_MESSAGES = {
  productNotFound: "Product not found",
  collectionNotFound: "Collection not found",
} as const;

/** A link and its QR code. */
export async function qrCode(link: string): Promise<QRCodeResp> {
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { link, svg };
}

/** POST share/v1.0/qr/: the store's home page. */
export const applicationQrCode = (store: { domain: string }) => qrCode(storeUrl(store.domain, "/"));

/** POST share/v1.0/qr/products/{slug}/: a product's page (404 for an unknown slug). */
export async function productQrCode(db: Db, store: { domain: string }, slug: string): Promise<QRCodeResp> {
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug));
  if (!row) throw notFound(QR_MESSAGES.productNotFound);
  return qrCode(storeUrl(store.domain, `/product/${encodeURIComponent(row.slug)}`));
}

/** POST share/v1.0/qr/collection/{slug}/: a collection's page (404 for an unknown or hidden slug). */
export async function collectionQrCode(db: Db, store: { domain: string }, slug: string): Promise<QRCodeResp> {
  const [row] = await db
    .select({ slug: collections.slug, active: collections.isActive, published: collections.published })
    .from(collections)
    .where(eq(collections.slug, slug));
  if (!row || !row.active || !row.published) throw notFound(QR_MESSAGES.collectionNotFound);
  return qrCode(storeUrl(store.domain, `/collection/${encodeURIComponent(row.slug)}`));
}
