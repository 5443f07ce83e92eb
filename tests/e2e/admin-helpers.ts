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
