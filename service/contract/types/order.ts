/**
 * Order (order/v1.0): what a checkout made — the order, its shipments and their bags (lines), with the
 * official SDK's field names (OrderSchema, Shipments, Bags, Prices).
 */

import type { Address } from "./cart";

/** One line of a breakup (order or shipment): `{name, display, value}` in the order's currency. */
export interface OrderBreakupValue {
  name: string;
  display: string;
  value: number;
  currency_code: string;
  currency_symbol: string;
}

/** Money of a bag or a shipment (only what this store charges; the rest of Fynd's fields are 0). */
export interface Prices {
  price_marked: number;
  price_effective: number;
  discount: number;
  coupon_value: number;
  delivery_charge: number;
  cod_charges: number;
  amount_paid: number;
  value_of_good: number;
  currency_code: string;
  currency_symbol: string;
}

export interface OrderItem {
  id: number;
  name: string;
  slug_key: string;
  brand: { name: string; logo: string };
  image: string[];
  size: string;
  code: string;
  seller_identifier: string;
}

/** A line of a shipment. */
export interface Bags {
  id: number;
  line_number: number;
  quantity: number;
  item: OrderItem;
  prices: Prices;
  current_status: { status: string; name: string; updated_at: string; journey_type: string };
  can_cancel: boolean;
  can_return: boolean;
  /** Until when (ISO) the bag may be returned; null while not delivered or when it cannot be returned. */
  returnable_date: string | null;
  /** The bag's refund, once it was cancelled or returned (null otherwise). */
  refund_details: RefundDetails | null;
  /** Why it was cancelled or returned and the return's quality-check photos ({} otherwise). */
  meta: BagReturnMeta | Record<string, never>;
  article: { uid: string; size: string };
  currency_code: string;
  currency_symbol: string;
}

/** What a cancel or return recorded on a bag. */
export interface BagReturnMeta {
  reason?: { reason_id: number; reason_text: string };
  return_qc_json?: { images: string[]; return_reason: string };
}

/** A refund (Shipments.refund_details, and per bag): pending until paid back, then refund_done. */
export interface RefundDetails {
  status: "pending" | "refund_done";
  amount: number;
  /** The order's payment mode the money goes back to (COD: to the shopper's beneficiary). */
  mode: string;
  currency_code: string;
  updated_at: string;
  beneficiary_id?: string;
}

/** The delivery address an order keeps (a copy of the saved address's contact and place fields). */
export type OrderAddress = Pick<
  Address,
  | "name"
  | "phone"
  | "email"
  | "address"
  | "area"
  | "landmark"
  | "area_code"
  | "city"
  | "state"
  | "country"
  | "country_iso_code"
  | "country_phone_code"
  | "address_type"
>;

export interface ShipmentPayment {
  mode: string;
  mop: string;
  payment_mode: string;
  status: string;
  display_name: string;
  logo: string;
}

export interface Shipments {
  shipment_id: string;
  order_id: string;
  shipment_status: { title: string; value: string; hex_code: string };
  shipment_created_at: string;
  total_bags: number;
  bags: Bags[];
  prices: Prices;
  breakup_values: OrderBreakupValue[];
  delivery_address: OrderAddress;
  billing_address: OrderAddress;
  fulfilling_store: { id: number; code: string; name: string; company_id: number };
  payment: ShipmentPayment;
  promise: { show_promise: boolean; timestamp: { min: number; max: number } } | null;
  can_cancel: boolean;
  can_return: boolean;
  /** The latest day (ISO) any of its bags may be returned; null when none can be. */
  returnable_date: string | null;
  /** The shipment's refunds added up (null when nothing is refunded). */
  refund_details: RefundDetails | null;
  /** True when its refund goes to a beneficiary the shopper names (a returned COD shipment). */
  beneficiary_details: boolean;
  total_details: { sizes: number; pieces: number; total_price: number };
  order_type: string;
  /** The journey's steps, those reached with their time, the current one marked. */
  tracking_details: TrackingStep[];
}

/** One step of a shipment's tracking timeline (Shipments.tracking_details). */
export interface TrackingStep {
  status: string;
  value: string;
  time: string;
  is_current: boolean;
  is_passed: boolean;
}

export interface OrderUserInfo {
  name: string;
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  gender: string;
}

export interface OrderSchema {
  order_id: string;
  order_created_time: string;
  order_created_ts: string;
  total_shipments_in_order: number;
  user_info: OrderUserInfo;
  breakup_values: OrderBreakupValue[];
  shipments: Shipments[];
  bags_for_reorder: { item_id: number; item_size: string; quantity: number; store_id: number; seller_id: number }[];
}

/** GET order/v1.0/orders/{order_id}. */
export interface OrderById {
  order: OrderSchema;
}

/** GET order/v1.0/orders (OrderList): a page of the shopper's orders, newest first. */
export interface OrderList {
  items: OrderSchema[];
  page: { type: string; item_total: number; current: number; size: number; has_next: boolean };
  filters: { statuses: { value: number; display: string; is_selected: boolean }[] };
}

/** GET order/v1.0/orders/shipments/{shipment_id}. */
export interface ShipmentById {
  shipment: Shipments;
}

/** GET order/v1.0/orders/shipments/{shipment_id}/track (ShipmentTrack). */
export interface ShipmentTrack {
  results: {
    awb: string;
    status: string;
    reason: string;
    shipment_type: string;
    updated_at: string;
    updated_time: string;
    last_location_recieved_at: string;
    account_name: string;
  }[];
}

/** getShipmentReasons: why a shopper may cancel (or return) a shipment. */
export interface ShipmentReason {
  reason_id: number;
  reason_text: string;
  priority: number;
  show_text_area: boolean;
  feedback_type: string;
  flow: string;
}

/** GET order/v1.0/orders/shipments/{shipment_id}/reasons. */
export interface ShipmentReasons {
  reasons: ShipmentReason[];
}

/** getShipmentBagReasons: a bag's reasons, each with the quality checks it asks for. */
export interface BagReasons {
  id: number;
  display_name: string;
  qc_type: string[];
  question_set: { id: number; display_name: string }[];
  meta: { show_text_area: boolean };
  reasons: BagReasons[];
}

/** GET order/v1.0/orders/shipments/{shipment_id}/bags/{bag_id}/reasons. */
export interface ShipmentBagReasons {
  success: boolean;
  reasons: BagReasons[];
}

interface ShipmentChangeLine {
  line_number: number;
  quantity: number;
  identifier: string;
}

/** PUT order/v1.0/orders/shipments/{shipment_id}/status (UpdateShipmentStatusRequestSchema). */
export interface UpdateShipmentStatusRequest {
  force_transition?: boolean;
  task?: boolean;
  lock_after_transition?: boolean;
  unlock_before_transition?: boolean;
  statuses: {
    status: string;
    exclude_bags_next_state?: string;
    shipments: {
      identifier: string;
      products?: ShipmentChangeLine[];
      reasons?: {
        products?: { data: { reason_id: number | string; reason_text: string }; filters: ShipmentChangeLine[] }[];
      };
      data_updates?: { products?: { data: Record<string, unknown>; filters?: ShipmentChangeLine[] }[] };
    }[];
  }[];
}

/** updateShipmentStatus: one entry per shipment asked for (ShipmentsResponse of the platform API). */
export interface ShipmentStatusResult {
  identifier: string;
  status: number;
  message: string;
  code: string;
  exception: string;
  stack_trace: string;
  /** Where the change left it: the shipment now in the asked status (a new one for part of a shipment). */
  final_state: { shipment_id: string; status: string; remaining_shipment_id: string | null };
}

/** The answer of updateShipmentStatus (ShipmentApplicationStatusResponseSchema). */
export interface ShipmentApplicationStatusResponse {
  statuses: { shipments: ShipmentStatusResult[] }[];
}

/** GET order/v1.0/orders/{order_id}/shipments/{shipment_id}/customer-details (masked). */
export interface CustomerDetailsResponseSchema {
  phone: string;
  shipment_id: string;
  name: string;
  order_id: string;
  country: string;
}

/** POST …/otp/send/. */
export interface SendOtpToCustomerResponseSchema {
  request_id: string;
  message: string;
  success: boolean;
  resend_timer: number;
}

/** POST …/otp/verify/ (body VerifyOtp: request_id, otp_code). */
export interface VerifyOtpResponseSchema {
  success: boolean;
}
