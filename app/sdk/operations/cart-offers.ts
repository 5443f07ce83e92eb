/** Cart offers (CartApplicationClient): reward points, promotions, shipments and the cart's meta; and the staff list for staff selection. */
import type { ModuleOperations } from "./table";

/** The staff list the bag's staff selection offers. */
export const staffListOperations = {
  getAppStaffList: {
    method: "GET",
    path: "/service/application/configuration/v1.0/staff/list",
    query: ["page_no", "page_size", "order_incent", "ordering_store", "user", "user_name"],
  },
} as const satisfies ModuleOperations<"configuration">;

const CART = "/service/application/cart/v1.0";

export const cartOfferOperations = {
  applyRewardPoints: {
    method: "POST",
    path: `${CART}/redeem/points/`,
    query: ["id", "i", "b", "buy_now"],
    body: true,
  },
  getLadderOffers: {
    method: "GET",
    path: `${CART}/available-ladder-prices`,
    query: ["slug", "store_id", "promotion_id", "page_size"],
  },
  getBulkDiscountOffers: { method: "GET", path: `${CART}/bulk-price`, query: ["item_id", "article_id", "uid", "slug"] },
  getPromotionOffers: {
    method: "GET",
    path: `${CART}/available-promotions`,
    query: ["slug", "page_size", "promotion_group", "store_id", "cart_type", "promotion_type", "cart_id", "auto_apply"],
  },
  getPromotionPaymentOffers: { method: "GET", path: `${CART}/available-payment-offers`, query: ["id", "uid"] },
  getShipments: {
    method: "GET",
    path: `${CART}/shipment`,
    query: ["p", "id", "buy_now", "address_id", "area_code", "order_type"],
  },
  updateCartMeta: { method: "PUT", path: `${CART}/meta`, query: ["id", "buy_now"], body: true },
} as const satisfies ModuleOperations<"cart">;
