/**
 * Shared carts (cart/v1.0/share-cart): a shopper shares their cart as a link; anyone holding the
 * link sees the lines as they were at share time (with today's prices and stock) and can add them
 * to their own cart (merge) or make their cart those lines (replace).
 *
 * The snapshot is a closed cart (`closed_reason` "shared", no owner) holding copies of the lines,
 * reached only through the `shared_carts` row of its token: answering it is answering a cart.
 * Quantities taken into a cart are bounded by stock like an add: lines out of stock or no longer
 * sold are left out (the answer's `error` says so), a merged line never drops below what the
 * shopper had.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { GetShareCartLinkResult, SharedCartDetails, SharedCartResult } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId, newToken } from "../../db/ids";
import { cartLines, carts, productSizes, products, sharedCarts, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { storeUrl } from "../share/store-url";
import { cartDetail, lockCart, nextLineTime, reread, resolveCart, type CartCaller, type CartEnv } from "./carts";
import type { CartSelector, ShareCartInput } from "./validators";

const SHARE_CART_MESSAGES = {
  cartNotFound: "Cart not found",
  emptyCart: "Add items to your cart before sharing it",
  sharedNotFound: "This shared cart does not exist: check the link you were sent",
  skipped: "Some shared items are out of stock or no longer sold and were left out",
} as const;

/** POST cart/v1.0/share-cart: snapshots the caller's cart (or the anonymous cart `id`) behind a new token. */
export async function shareCart(
  db: Db,
  who: CartCaller,
  input: ShareCartInput,
  store: { domain: string },
): Promise<GetShareCartLinkResult> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, { id: input.id, buyNow: false }, false);
    if (!cart) throw notFound(SHARE_CART_MESSAGES.cartNotFound);
    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, (await lockCart(tx, cart)).id));
    if (lines.length === 0) throw new ApiError(400, SHARE_CART_MESSAGES.emptyCart);
    const [snapshot] = await tx
      .insert(carts)
      .values({
        id: newId(),
        applicationId: cart.applicationId,
        userId: null,
        buyNow: false,
        closedAt: sql`now()`,
        closedReason: "shared",
      })
      .returning();
    await tx.insert(cartLines).values(
      lines.map((line) => ({
        id: newId(),
        cartId: snapshot.id,
        productUid: line.productUid,
        size: line.size,
        articleId: line.articleId,
        quantity: line.quantity,
        createdAt: line.createdAt,
      })),
    );
    const token = newToken();
    await tx.insert(sharedCarts).values({
      token,
      applicationId: cart.applicationId,
      snapshotCartId: snapshot.id,
      sourceCartId: cart.id,
      userId: who.userId ?? null,
      meta: input.meta ?? {},
    });
    return { token, share_url: storeUrl(store.domain, `/shared-cart/${token}`) };
  });
}

/** The shared cart of a token with who shared it (404 when there is none). */
async function findShared(tx: Tx, applicationId: string, token: string) {
  const [row] = await tx
    .select({ shared: sharedCarts, snapshot: carts, user: { firstName: users.firstName, lastName: users.lastName } })
    .from(sharedCarts)
    .innerJoin(carts, eq(carts.id, sharedCarts.snapshotCartId))
    .leftJoin(users, eq(users.id, sharedCarts.userId))
    .where(and(eq(sharedCarts.token, token), eq(sharedCarts.applicationId, applicationId)));
  if (!row) throw notFound(SHARE_CART_MESSAGES.sharedNotFound);
  const details: SharedCartDetails = {
    token: row.shared.token,
    user: {
      user_id: row.shared.userId ?? "",
      first_name: row.user?.firstName ?? "",
      last_name: row.user?.lastName ?? "",
      is_anonymous: row.shared.userId === null,
    },
    meta: row.shared.meta,
    source: {},
    created_on: row.shared.createdAt.toISOString(),
  };
  return { snapshot: row.snapshot, details };
}

/** GET cart/v1.0/share-cart/{token}: the shared lines, priced now. */
export async function getSharedCart(db: Db, who: CartCaller, token: string, env: CartEnv): Promise<SharedCartResult> {
  return db.transaction(async (tx) => {
    const { snapshot, details } = await findShared(tx, who.applicationId, token);
    const cart = await cartDetail(tx, snapshot, env, { ownerView: false });
    return { cart: { ...cart, shared_cart_details: details }, error: "" };
  });
}

/**
 * POST cart/v1.0/share-cart/{token}/{merge|replace}: the shared lines go into the caller's cart
 * (created when they have none); answers the caller's cart.
 */
export async function applySharedCart(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  token: string,
  action: "merge" | "replace",
  env: CartEnv,
): Promise<SharedCartResult> {
  return db.transaction(async (tx) => {
    const { snapshot, details } = await findShared(tx, who.applicationId, token);
    const cart = await lockCart(tx, (await resolveCart(tx, who, { id: sel.id, buyNow: false }, true))!);
    const incoming = await tx
      .select({ line: cartLines, stock: productSizes.quantity, sellable: products.sellable })
      .from(cartLines)
      .innerJoin(productSizes, eq(productSizes.articleId, cartLines.articleId))
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(eq(cartLines.cartId, snapshot.id))
      // In the shared bag's order, so the lines keep it in the receiving bag.
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const snapshotLines = await tx
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.cartId, snapshot.id));
    if (action === "replace") await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    const had = new Map(
      (await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id))).map((l) => [l.articleId, l.quantity]),
    );
    let skipped = snapshotLines.length - incoming.length;
    for (const { line, stock, sellable } of incoming) {
      if (!sellable || stock <= 0) {
        skipped++;
        continue;
      }
      const before = had.get(line.articleId) ?? 0;
      const quantity = Math.max(before, Math.min(before + line.quantity, stock));
      await tx
        .insert(cartLines)
        .values({
          id: newId(),
          cartId: cart.id,
          productUid: line.productUid,
          size: line.size,
          articleId: line.articleId,
          quantity,
          createdAt: nextLineTime(cart.id),
        })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.articleId],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        });
    }
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    const detail = await cartDetail(tx, await reread(tx, cart), env);
    return { cart: { ...detail, shared_cart_details: details }, error: skipped ? SHARE_CART_MESSAGES.skipped : "" };
  });
}
