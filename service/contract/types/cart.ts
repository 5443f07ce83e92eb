/**
 * Cart (cart/v1.0): the shopper's saved addresses.
 */

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

/** A saved delivery address (cart module). */
export interface Address {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  area: string;
  landmark: string;
  area_code: string;
  area_code_slug: string;
  city: string;
  state: string;
  state_code: string;
  country: string;
  country_code: string;
  country_iso_code: string;
  country_phone_code: string;
  address_type: string;
  is_default_address: boolean;
  is_active: boolean;
  geo_location: GeoLocation | null;
  tags: string[];
  checkout_mode: string;
  sector: string;
  user_id: string;
  created_by_user_id: string;
}

/** GET cart/v1.0/address. */
export interface GetAddressesResponse {
  address: Address[];
  validation_config: { address_max_limit: number; user_address_count: number };
}

/** POST cart/v1.0/address. */
export interface SaveAddressResult {
  id: string;
  success: boolean;
  is_default_address: boolean;
}

/** PUT cart/v1.0/address/{id}. */
export interface UpdateAddressResult extends SaveAddressResult {
  is_updated: boolean;
}

/** DELETE cart/v1.0/address/{id}. */
export interface DeleteAddressResult {
  id: string;
  is_deleted: boolean;
}

// ---------------------------------------------------------------------------------------------
// The cart itself (GET/POST/PUT/HEAD cart/v1.0/detail, GET basic, PUT cart_archive). Names as the
// official SDK's Cart models (CartDetailResult…, called CartDetailResponse… before SDK 1.4.14).

/** A price of one unit or one line, in one currency. */
export interface ProductPrice {
  currency_code: string;
  currency_symbol: string;
  /** The price before discount (MRP). */
  marked: number;
  /** What the shopper pays. */
  effective: number;
  selling: number;
  add_on: number;
}

/** `base`: the catalogue's own currency; `converted`: the shopper's (x-currency-code). */
export interface ProductPriceInfo {
  base: ProductPrice;
  converted: ProductPrice;
}

export interface BasePrice {
  currency_code: string;
  currency_symbol: string;
  marked: number;
  effective: number;
}

interface ArticlePriceInfo {
  base: BasePrice;
  converted: BasePrice;
}

interface BaseInfo {
  uid: number;
  name: string;
}

interface StoreInfo {
  uid: number;
  name: string;
  store_code: string;
}

/** The article (a product in one size at one store) a cart line holds. */
export interface ProductArticle {
  /** The article id (`article_id` of add/update requests). */
  uid: string;
  size: string;
  /** Stock of the article. */
  quantity: number;
  seller: BaseInfo;
  store: StoreInfo;
  seller_identifier: string;
  type: string;
  tags: string[];
  price: ArticlePriceInfo;
  extra_meta: Record<string, unknown>;
  _custom_json: Record<string, unknown>;
  meta: Record<string, unknown>;
  parent_item_identifiers: Record<string, unknown> | null;
  identifier: Record<string, unknown>;
  mto_quantity: number;
}

interface ProductImage {
  url: string;
  secure_url: string;
  aspect_ratio: string;
}

interface CategoryInfo {
  uid: number;
  name: string;
}

export interface CartProduct {
  uid: number;
  name: string;
  slug: string;
  type: string;
  item_code: string;
  brand: BaseInfo;
  categories: CategoryInfo[];
  images: ProductImage[];
  /** A link to the product page: `{type: "product", url, query: {product_slug: [slug]}}`. */
  action: { type: string; url: string; query: { product_slug: string[] } };
  attributes: Record<string, unknown>;
  tags: string[];
  _custom_json: Record<string, unknown>;
}

interface ProductAvailabilitySize {
  value: string;
  display: string;
  is_available: boolean;
}

export interface ProductAvailability {
  /** Size values of the product. */
  sizes: string[];
  available_sizes: ProductAvailabilitySize[];
  /** The article has no stock, or less than the line's quantity. */
  out_of_stock: boolean;
  deliverable: boolean;
  /** The line can be checked out as it is (in stock for its quantity, product sellable). */
  is_valid: boolean;
  other_store_quantity: number;
}

/** The official SDK's spelling. */
export interface CartProductIdentifer {
  /** The line's own id: send it back in update requests' `identifiers.identifier`. */
  identifier: string;
}

/** One cart line. */
export interface CartProductInfo {
  /** `<item_id>_<size>`. */
  key: string;
  identifiers: CartProductIdentifer;
  quantity: number;
  /** Discount text, e.g. "20% OFF" ("" when none). */
  discount: string;
  /** Why the line is not valid ("" when it is). */
  message: string;
  coupon_message: string;
  is_set: boolean;
  /** Quantity bounds of the line: `{minimum, maximum, increment_unit}`. */
  moq: { minimum: number; maximum: number; increment_unit: number };
  parent_item_identifiers: Record<string, unknown> | null;
  bulk_offer: Record<string, unknown>;
  product: CartProduct;
  article: ProductArticle;
  /** The line's price (unit price × quantity). */
  price: ProductPriceInfo;
  /** The price of one unit. */
  price_per_unit: ProductPriceInfo;
  availability: ProductAvailability;
  promo_meta: { message: string };
  promotions_applied: AppliedPromotion[];
  coupon?: { code: string; discount_single_quantity: number; discount_total_quantity: number };
  charges: unknown[];
}

/** One row of the breakup shown to shoppers (`key`: mrp_total, discount, coupon, subtotal, delivery_charge, total…). */
export interface DisplayBreakup {
  key: string;
  display: string;
  value: number;
  currency_code: string;
  currency_symbol: string;
  message: string[];
  preset?: number;
}

export interface RawBreakup {
  mrp_total: number;
  /** What the items cost (effective prices) before coupon and charges. */
  subtotal: number;
  /** Discount off the marked prices: negative or 0. */
  discount: number;
  /** Coupon discount: negative or 0. */
  coupon: number;
  delivery_charge: number;
  cod_charge: number;
  convenience_fee: number;
  gst_charges: number;
  fynd_cash: number;
  gift_card: number;
  vog: number;
  mop_total: number;
  you_saved: number;
  total: number;
  total_charge: number;
}

export interface CouponBreakup {
  code: string;
  uid: string;
  type: string;
  coupon_type: string;
  value: number;
  coupon_value: number;
  is_applied: boolean;
  message: string;
  title: string;
  sub_title: string;
  description: string;
  minimum_cart_value: number;
  max_discount_value: number;
}

export interface LoyaltyPoints {
  total: number;
  applicable: number;
  is_applied: boolean;
  description: string;
}

export interface CartBreakup {
  raw: RawBreakup;
  display: DisplayBreakup[];
  coupon: CouponBreakup;
  loyalty_points: LoyaltyPoints;
}

export interface CartCurrency {
  code: string;
  symbol: string;
}

export interface CartDetailCoupon {
  coupon_code: string;
  coupon_id: string;
  coupon_title: string;
  coupon_subtitle: string;
  coupon_description: string;
  coupon_type: string;
  coupon_value: number;
  discount: number;
  is_applied: boolean;
  is_valid: boolean;
  maximum_discount_value: number;
  minimum_cart_value: number;
  message: string;
  cashback_amount: number;
  cashback_message_primary: string;
  cashback_message_secondary: string;
}

export interface DeliveryChargesConfig {
  enabled: boolean;
  /** Orders below `threshold` pay `charges` (amounts in the cart's currency). */
  charges: { threshold: number; charges: number }[];
}

export interface PaymentSelectionLock {
  enabled: boolean;
  default_options: string;
  payment_identifier: string;
}

/** GET cart/v1.0/detail (and the `cart` of add/update answers). */
export interface CartDetailResponse {
  /** The cart id: send it as `id` on later cart calls (anonymous carts are found by it only). */
  id: string;
  /** The cart's number, as a string. */
  uid: string;
  cart_id: number;
  buy_now: boolean;
  items: CartProductInfo[];
  breakup_values: CartBreakup;
  /** Every line is valid and there is at least one. */
  is_valid: boolean;
  message: string;
  checkout_mode: string;
  comment: string;
  gstin: string;
  coupon_text: string;
  /** e.g. "Shop for ₹500 more to get free delivery" ("" when delivery is free). */
  delivery_charge_info: string;
  restrict_checkout: boolean;
  /** RFC 7231 date of the cart's last change (also the HEAD call's Last-Modified). */
  last_modified: string;
  currency: CartCurrency;
  coupon: CartDetailCoupon;
  applied_promo_details: AppliedPromotion[];
  payment_selection_lock: PaymentSelectionLock;
  common_config: { delivery_charges_config: DeliveryChargesConfig };
  notification: Record<string, unknown>;
  staff_user_id: string;
  pan_no: string;
  pan_config: Record<string, unknown>;
  custom_cart_meta: Record<string, unknown>;
  success: boolean;
}

/** One line of POST cart/v1.0/detail. */
export interface AddProductCart {
  /** The product uid. */
  item_id: number;
  item_size: string;
  quantity: number;
  article_id?: string;
  store_id?: number;
  seller_id?: number;
  display?: string;
  pos?: boolean;
  article_assignment?: Record<string, unknown>;
  extra_meta?: Record<string, unknown>;
  _custom_json?: Record<string, unknown>;
  parent_item_identifiers?: Record<string, unknown>[];
  product_group_tags?: string[];
  meta?: Record<string, unknown>;
  seller_identifier?: string;
}

/** POST cart/v1.0/detail body (AddCartCreation). `new_cart` empties the cart first. */
export interface AddCartRequest {
  items: AddProductCart[];
  new_cart?: boolean;
}

/** POST cart/v1.0/detail answer (AddCartDetailResult). */
export interface AddCartDetailResponse {
  success: boolean;
  message: string;
  /** Some lines were added and others refused (see `result`). */
  partial: boolean;
  cart: CartDetailResponse;
  /** Per `<item_id>_<size>`: whether that line was added. */
  result: Record<string, { success: boolean; message: string }>;
}

/** One line of PUT cart/v1.0/detail. */
export interface UpdateProductCart {
  item_id?: number;
  item_size?: string;
  quantity?: number;
  item_index?: number;
  article_id?: string;
  /** The line to change: `identifiers.identifier` from the cart's items. */
  identifiers: CartProductIdentifer;
  extra_meta?: Record<string, unknown>;
  _custom_json?: Record<string, unknown>;
  parent_item_identifiers?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** PUT cart/v1.0/detail body (UpdateCartCreation). */
export interface UpdateCartRequest {
  operation: "update_item" | "remove_item";
  items: UpdateProductCart[];
  free_gift_items?: { promotion_id: string; item_id: string; item_size: string }[];
}

/** PUT cart/v1.0/detail answer (UpdateCartDetailResult). */
export interface UpdateCartDetailResponse {
  success: boolean;
  message: string;
  cart: CartDetailResponse;
  result: Record<string, { success: boolean; message: string }>;
}

/** PUT cart/v1.0/cart_archive answer (DeleteCartDetailResult). */
export interface DeleteCartDetailResponse {
  success: boolean;
  message: string;
}

/** GET cart/v1.0/basic answer (CartItemCountResult): the sum of the lines' quantities. */
export interface CartItemCountResponse {
  user_cart_items_count: number;
}

// Coupons (GET/POST/DELETE cart/v1.0/coupon).

export interface Coupon {
  coupon_code: string;
  title: string;
  sub_title: string;
  description: string;
  message: string;
  coupon_type: string;
  coupon_value: number;
  /** The discount this coupon would give on the cart now. */
  coupon_amount: number;
  minimum_cart_value: number;
  max_discount_value: number;
  is_applicable: boolean;
  is_applied: boolean;
  expires_on: string;
  start_date: string;
  end_date: string;
  offer_text: string;
  coupon_applicable_message: string;
  is_bank_offer: boolean;
}

export interface PageCoupon {
  total_item_count: number;
  has_next: boolean;
  total: number;
  current: number;
  has_previous: boolean;
}

/** GET cart/v1.0/coupon answer (GetCouponResult). */
export interface GetCouponResponse {
  available_coupon_list: Coupon[];
  page: PageCoupon;
}

/** POST cart/v1.0/coupon body. */
export interface ApplyCouponRequest {
  coupon_code: string;
}

// Checkout steps.

/** POST cart/v1.0/select-address body (SelectCartAddressCreation). */
export interface SelectCartAddressRequest {
  /** The address id. */
  id?: string;
  billing_address_id?: string;
  cart_id?: string;
}

/** GET cart/v1.0/payment/validate/ answer. */
export interface PaymentCouponValidate {
  success: boolean;
  message: string;
  coupon_validity: {
    title: string;
    discount: number;
    next_validation_required: boolean;
    valid: boolean;
    display_message_en: string;
    code: string;
    error_en: string;
  };
}

/** A promotion applied to a cart line (`promotions_applied`) or to the cart (`applied_promo_details`). */
export interface AppliedPromotion {
  promo_id: string;
  promotion_name: string;
  promotion_type: string;
  promotion_group: string;
  offer_text: string;
  /** What it takes off, in the cart's currency. */
  amount: number;
  article_quantity: number;
  mrp_promotion: boolean;
  buy_rules: { item_criteria: Record<string, unknown>; cart_conditions: Record<string, unknown> }[];
  discount_rules: {
    matched_buy_rules: string[];
    offer: Record<string, unknown>;
    raw_offer: Record<string, unknown>;
    item_criteria: Record<string, unknown>;
  }[];
  ownership: { payable_category: string; payable_by: string };
  applied_free_articles: unknown[];
  meta: Record<string, unknown>;
  code: string;
}

interface LadderPrice {
  currency_code: string;
  currency_symbol: string;
  effective: number;
  marked: number;
  offer_price: number;
}

interface LadderOfferItem {
  min_quantity: number;
  /** 0: no upper bound. */
  max_quantity: number;
  /** Percent off. */
  margin: number;
  type: string;
  price: LadderPrice;
}

export interface LadderPriceOffer {
  id: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  calculate_on: string;
  valid_till: string;
  buy_rules: Record<string, unknown>;
  discount_rules: Record<string, unknown>[];
  offer_prices: LadderOfferItem[];
  free_gift_items: unknown[];
}

/** GET cart/v1.0/available-ladder-prices. */
export interface LadderPriceOffers {
  available_offers: LadderPriceOffer[];
  currency: CartCurrency;
}

export interface OfferItem {
  quantity: number;
  margin: number;
  best: boolean;
  auto_applied: boolean;
  type: string;
  total: number;
  price: { currency_code: string; currency_symbol: string; marked: number; effective: number; bulk_effective: number };
}

/** GET cart/v1.0/bulk-price. */
export interface BulkPriceResult {
  data: { seller: { uid: number; name: string }; offers: OfferItem[] }[];
}

export interface PromotionOffer {
  id: string;
  promotion_name: string;
  promotion_type: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  valid_till: string;
  buy_rules: Record<string, unknown>;
  discount_rules: Record<string, unknown>[];
  free_gift_items: unknown[];
}

/** GET cart/v1.0/available-promotions. */
export interface PromotionOffersResult {
  available_promotions: PromotionOffer[];
}

export interface PromotionPaymentOffer {
  id: string;
  application_id: string;
  promotion_name: string;
  promotion_type: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  calculate_on: string;
  buy_rules: Record<string, unknown>[];
  discount_rules: Record<string, unknown>[];
}

/** GET cart/v1.0/available-payment-offers. */
export interface PromotionPaymentOffersResult {
  success: boolean;
  promotions: PromotionPaymentOffer[];
}

export interface ShipmentPromise {
  timestamp: { min: number; max: number };
  formatted: { min: string; max: string };
  iso: { min: string; max: string };
}

/** One shipment of the cart: the lines one store sends, and when they arrive. */
export interface ShipmentResult {
  shipments: number;
  fulfillment_id: number;
  fulfillment_type: string;
  shipment_type: string;
  order_type: string;
  box_type: string;
  dp_id: string;
  dp_options: Record<string, unknown>;
  promise: ShipmentPromise | null;
  items: CartProductInfo[];
}

/** GET cart/v1.0/shipment: the cart answer with its shipments. */
export interface CartShipmentsResult extends Pick<
  CartDetailResponse,
  | "id"
  | "uid"
  | "cart_id"
  | "buy_now"
  | "breakup_values"
  | "is_valid"
  | "message"
  | "checkout_mode"
  | "comment"
  | "gstin"
  | "coupon_text"
  | "delivery_charge_info"
  | "restrict_checkout"
  | "last_modified"
  | "currency"
  | "payment_selection_lock"
  | "custom_cart_meta"
> {
  shipments: ShipmentResult[];
  delivery_promise: ShipmentPromise | null;
  error: boolean;
}

/** PUT cart/v1.0/meta. */
export interface CartMetaResult {
  message: string;
  is_valid: boolean;
}
