/**
 * The storefront's cancel/return page over the real service and database (no browser): the form's
 * lines and reasons, a refused form keeping its answers, a change that settles at once going straight
 * to the shipment page, and the settle check's waits and its 202 after the last try (a change that
 * never settles), with a 404 meanwhile counting as "not yet".
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { refundBeneficiaries, userEmails } from "../../service/db/schema";
import { advanceShipment } from "../../service/modules/order/lifecycle";
import { handleShipmentChange, loadShipmentChange } from "../../app/profile/shipment-change.server";
import { TAKING_LONGER_MESSAGE } from "../../app/lib/orders/shipment-change";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { placeCodOrder, useStockedArticles } from "./checkout-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { signedInCookie, STOREFRONT_ORIGIN as ORIGIN, storefrontContext } from "./storefront-helpers";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
});

describe("the cancel and return page (storefront, PGlite)", () => {
  const service = useShopperService("pglite");
  const article = useStockedArticles(service);

  const context = () => storefrontContext(service.runtime);

  /** The storefront's session cookie of a signed-in shopper (their service session inside). */
  async function browserOf(shopper: Shopper): Promise<string> {
    // "Skip for now" on the (soft) request for a mobile number.
    return signedInCookie(context(), shopper.cookie, { profileSkipped: true });
  }

  /** A shopper's COD order of `pieces` pieces of one article: the shopper, browser cookie and shipment id. */
  async function orderOfTwo(pieces = 2) {
    const shopper = await service.register();
    // The store asks for a verified e-mail address before the profile pages (a "hard" requirement).
    await service.db.update(userEmails).set({ verified: true }).where(eq(userEmails.userId, shopper.id));
    const orderId = await placeCodOrder(service, shopper, [[article(), pieces]]);
    const order = await service.call(`/service/application/order/v1.0/orders/${orderId}`, { cookie: shopper.cookie });
    const shipmentId = order.body.order.shipments[0].shipment_id as string;
    return { shopper, cookie: await browserOf(shopper), shipmentId };
  }

  const args = (cookie: string, path: string, init: RequestInit = {}) => ({
    request: new Request(`${ORIGIN}${path}`, { ...init, headers: { cookie, ...init.headers } }),
    context: context(),
    params: { shipmentId: /update\/(\d+)\//.exec(path)![1], type: /\/(cancel|return)\//.exec(path)![1] },
  });

  /** What a loader or action answered, thrown or returned (a thrown redirect is an answer too). */
  const answered = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);
  const body = async (response: unknown) => {
    if (response instanceof Response)
      throw new Error(`answered ${response.status} ${response.headers.get("location")}`);
    const answer = response as { data?: unknown; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, data: answer.data as Record<string, unknown> };
  };

  it("offers the shipment's lines and the cancel reasons; a refused form keeps the answers", async () => {
    const { cookie, shipmentId } = await orderOfTwo();
    const path = `/profile/orders/shipment/update/${shipmentId}/cancel/`;
    const page = await body(await answered(loadShipmentChange(args(cookie, path))));
    expect(page.data).toMatchObject({ state: "form", type: "cancel", lines: [{ quantity: 2 }] });
    expect((page.data.reasons as { text: string }[]).map((r) => r.text)).toContain("Changed my mind");

    const refused = await body(
      await answered(
        handleShipmentChange(
          args(cookie, path, {
            method: "POST",
            body: new URLSearchParams({ "quantity[0]": "0", reasonText: "kept" }),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: { quantity: ["Choose at least one item to cancel"], reasonId: ["Choose a reason"] },
      values: { reasonText: "kept" },
    });
  });

  it("a change that settles at once goes straight to the shipment page with a notice", async () => {
    const { cookie, shipmentId } = await orderOfTwo();
    const path = `/profile/orders/shipment/update/${shipmentId}/cancel/`;
    const reasons = (await body(await answered(loadShipmentChange(args(cookie, path))))).data.reasons as {
      id: string;
    }[];
    const done = (await answered(
      handleShipmentChange(
        args(cookie, path, {
          method: "POST",
          body: new URLSearchParams({ "quantity[0]": "1", reasonId: reasons[0].id }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/profile/orders/shipment/${shipmentId}/?done=items-cancelled`);
  });

  it("waits 1, 2, 4, 8, 8 s between checks and answers 202 after the sixth; a 404 is 'not yet'", async () => {
    const { cookie, shipmentId } = await orderOfTwo();
    // Two pieces are in the shipment: expecting one to remain never settles.
    const settle = (attempt: number, id = shipmentId) =>
      answered(
        loadShipmentChange(args(cookie, `/profile/orders/shipment/update/${id}/cancel/?remaining=1&try=${attempt}`)),
      );
    const waits = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const page = await body(await settle(attempt));
      expect(page.data.state).toBe("waiting");
      expect(page.data.next).toContain(`try=${attempt + 1}`);
      waits.push(page.data.delaySeconds);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    const late = await body(await settle(5));
    expect(late).toEqual({
      status: 202,
      data: expect.objectContaining({ state: "late", message: TAKING_LONGER_MESSAGE }) as unknown,
    });
    expect((await body(await settle(2, "9999999999999999"))).data.state).toBe("waiting");
  });

  it("a cash-on-delivery return offers the shopper's refund accounts and sends the one chosen", async () => {
    const { shopper, cookie, shipmentId } = await orderOfTwo(1);
    for (let step = 0; step < 5; step++) await advanceShipment(service.db, shipmentId);
    const [account] = await service.db
      .insert(refundBeneficiaries)
      .values({
        beneficiaryId: `ben-${shipmentId}`,
        applicationId: TEST_APPLICATION_ID,
        userId: shopper.id,
        transferMode: "bank",
        accountHolder: "Asha Rao",
        accountNo: "123456789012",
        accountNoMasked: "XXXXXXXX9012",
        ifscCode: "HDFC0001234",
        bankName: "HDFC Bank",
        isDefault: true,
        verified: true,
      })
      .returning();
    const path = `/profile/orders/shipment/update/${shipmentId}/return/`;
    const page = await body(await answered(loadShipmentChange(args(cookie, path))));
    expect(page.data.refund).toEqual({
      accounts: [{ value: account.beneficiaryId, label: expect.any(String) as unknown }],
      chosen: account.beneficiaryId,
    });
    const reasons = page.data.reasons as { id: string; text: string }[];
    const fits = reasons.find((r) => r.text === "Size does not fit")!;
    const send = (beneficiaryId: string) => {
      const form = new FormData();
      form.set("quantity[0]", "1");
      form.set("reasonId", fits.id);
      form.set("beneficiaryId", beneficiaryId);
      return answered(handleShipmentChange(args(cookie, path, { method: "POST", body: form })));
    };
    const refused = await body(await send("someone-elses"));
    expect(refused.data.errors).toEqual({ beneficiaryId: ["Choose one of your refund accounts"] });

    const done = (await send(account.beneficiaryId)) as Response;
    expect(done.headers.get("location")).toBe(`/profile/orders/shipment/${shipmentId}/?done=shipment-returned`);
    const returned = await service.call(`/service/application/order/v1.0/orders/shipments/${shipmentId}`, {
      cookie: shopper.cookie,
    });
    expect(returned.body.shipment.refund_details).toMatchObject({
      status: "pending",
      beneficiary_id: account.beneficiaryId,
    });
    // The refund page reads the same choice.
    const choices = await service.call(
      `/service/application/payment/v1.0/refund/order/beneficiaries?order_id=${returned.body.shipment.order_id}`,
      { cookie: shopper.cookie },
    );
    expect(choices.body.refund_choices).toEqual([
      expect.objectContaining({ shipment_id: shipmentId, beneficiary_id: account.beneficiaryId }),
    ]);
  });
});
