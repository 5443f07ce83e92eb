/**
 * What a shopper sets on their cart besides its lines: redeeming reward points
 * (cart/v1.0/redeem/points/) and the cart's meta (cart/v1.0/meta: GSTIN, comment, checkout mode,
 * pick-up details, delivery slots, gift details, custom meta, and the staff member chosen on the
 * bag when the store's `staff_selection` feature is on, kept 15 minutes: STAFF_SELECTION_MS).
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { AppFeatureResponse, CartDetailResponse, CartMetaResult } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { appStaff, carts } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { findAppDocument } from "../documents";
import { cartDetail, lockCart, resolveCart, reread, type CartCaller, type CartEnv, type CartRow } from "./carts";
import type { CartMetaInput, CartSelector } from "./validators";

const META_MESSAGES = {
  cartNotFound: "Cart not found",
  noPoints: "You have no reward points to use on this cart",
  staffOff: "Staff selection is not available",
  staffNotFound: "Staff member not found",
  updated: "Cart meta updated",
} as const;

async function openCart(tx: Tx, who: CartCaller, sel: CartSelector): Promise<CartRow> {
  const cart = await resolveCart(tx, who, sel, false);
  if (!cart) throw notFound(META_MESSAGES.cartNotFound);
  return lockCart(tx, cart);
}

/**
 * POST cart/v1.0/redeem/points/: `points: true` redeems the signed-in shopper's points in the cart
 * (the breakup's Reward Points row; debited at checkout), false stops. 400 when there is nothing to
 * redeem (no points, or an empty cart).
 */
export async function applyRewardPoints(
  db: Db,
  who: CartCaller & { userId: string },
  sel: CartSelector,
  points: boolean,
  env: CartEnv,
): Promise<CartDetailResponse> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, who, sel);
    await tx
      .update(carts)
      .set({ rewardPointsApplied: points, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    const detail = await cartDetail(tx, await reread(tx, cart), env);
    if (points && !detail.breakup_values.loyalty_points.is_applied) throw new ApiError(400, META_MESSAGES.noPoints);
    return detail;
  });
}

/** True when the store's features switch staff selection on at the cart. */
async function staffSelectionEnabled(db: Tx, applicationId: string): Promise<boolean> {
  const features = await findAppDocument<Partial<AppFeatureResponse>>(db, applicationId, "features");
  return features?.feature?.cart?.staff_selection === true;
}

/** A staff member of the store who may take an order's incentive, by `_id` or platform user id. */
async function incentiveStaff(tx: Tx, applicationId: string, id: string) {
  const [row] = await tx
    .select({ id: appStaff.id })
    .from(appStaff)
    .where(
      and(
        eq(appStaff.applicationId, applicationId),
        eq(appStaff.orderIncent, true),
        or(eq(appStaff.id, id), eq(appStaff.user, id)),
      ),
    );
  return row;
}

/** PUT cart/v1.0/meta: sets the fields sent (see the module comment). */
export async function updateCartMeta(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  input: CartMetaInput,
  env: { now: number },
): Promise<CartMetaResult> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, who, sel);
    let staff: { staffUserId: string | null; staffSelectedAt: Date | null } | undefined;
    if (input.staff_user_id !== undefined) {
      if (!(await staffSelectionEnabled(tx, who.applicationId))) throw new ApiError(400, META_MESSAGES.staffOff);
      if (input.staff_user_id === "") staff = { staffUserId: null, staffSelectedAt: null };
      else {
        const member = await incentiveStaff(tx, who.applicationId, input.staff_user_id);
        if (!member)
          throw new ApiError(400, META_MESSAGES.staffNotFound, { staff_user_id: [META_MESSAGES.staffNotFound] });
        staff = { staffUserId: member.id, staffSelectedAt: new Date(env.now) };
      }
    }
    const meta = { ...cart.meta };
    for (const key of ["pick_up_customer_details", "delivery_slots", "gift_details", "custom_cart_meta"] as const) {
      if (input[key] !== undefined) meta[key] = input[key];
    }
    await tx
      .update(carts)
      .set({
        ...(input.gstin !== undefined ? { gstin: input.gstin } : {}),
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        ...(input.checkout_mode !== undefined ? { checkoutMode: input.checkout_mode } : {}),
        ...(staff ?? {}),
        meta,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, cart.id));
    return { message: META_MESSAGES.updated, is_valid: true };
  });
}
