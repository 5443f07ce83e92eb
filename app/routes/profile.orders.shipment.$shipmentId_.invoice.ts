/** /profile/orders/shipment/:shipmentId/invoice: the shipment's printable invoice (a redirect to it). */
export { openInvoice as loader } from "~/profile/orders.server";
