/** Order operations (OrderApplicationClient). */
import type { ModuleOperations } from "./table";

export const orderOperations = {
  getOrders: {
    method: "GET",
    path: "/service/application/order/v1.0/orders",
    query: [
      "status",
      "page_no",
      "page_size",
      "from_date",
      "to_date",
      "start_date",
      "end_date",
      "custom_meta",
      "allow_inactive",
    ],
  },
  trackShipment: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}/track",
  },
  getShipmentById: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}",
    query: ["allow_inactive"],
  },
  getOrderById: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/{order_id}",
    query: ["allow_inactive"],
  },
  getPosOrderById: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/pos-order/{order_id}",
  },
  getShipmentReasons: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}/reasons",
  },
  getShipmentBagReasons: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}/bags/{bag_id}/reasons",
  },
  updateShipmentStatus: {
    method: "PUT",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}/status",
    body: true,
  },
  getCustomerDetailsByShipmentId: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/{order_id}/shipments/{shipment_id}/customer-details",
  },
  sendOtpToShipmentCustomer: {
    method: "POST",
    path: "/service/application/order/v1.0/orders/{order_id}/shipments/{shipment_id}/otp/send/",
  },
  verifyOtpShipmentCustomer: {
    method: "POST",
    path: "/service/application/order/v1.0/orders/{order_id}/shipments/{shipment_id}/otp/verify/",
    body: true,
  },
} as const satisfies ModuleOperations<"order">;
