/** The store operator's side in e2e tests: the admin API of the running store (ADMIN_TOKEN). */
import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";

/** Moves a shipment one step along its journey, as `npm run store -- shipment advance <id>` does. */
export async function advanceShipment(request: APIRequestContext, shipmentId: string): Promise<string> {
  const response = await request.post(`/service/admin/shipments/${shipmentId}/advance`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** Creates a payment link as `npm run store -- paylink create` does; answers its id. */
export async function createPaymentLink(
  request: APIRequestContext,
  link: { amount: number; email: string; description?: string },
): Promise<string> {
  const response = await request.post("/service/admin/payment-links", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: link,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payment_link_id: string }).payment_link_id;
}

/** Cancels a payment link as `npm run store -- paylink cancel <id>` does. */
export async function cancelPaymentLink(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.post(`/service/admin/payment-links/${id}/cancel`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
