/**
 * The newsletter sign-up and the shopper's consent through the storefront SDK against the service
 * on a real database: an address's consent to e-mail is stored once (a second sign-up says so), a
 * signed-in shopper's own e-mail channel says yes too, bad addresses are refused with the field's
 * message, and sign-ups from one network are limited.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStorefrontApi, FDKServerResponseError } from "~/sdk";
import { emailConsents, users } from "../../service/db/schema";
import { startSession } from "../../service/modules/user/sessions";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { drivers, useTestService } from "./helpers";

describe.each(drivers)("newsletter sign-up and consent (%s)", (driver) => {
  const runtime = useTestService(driver);

  const api = (cookie = "", ip = "198.51.100.7") =>
    createStorefrontApi(
      {
        applicationID: TEST_APPLICATION_ID,
        applicationToken: TEST_APPLICATION_TOKEN,
        domain: "http://shop.test",
        cookie,
      },
      async (request) => {
        request.headers.set("x-forwarded-for", ip);
        return runtime().app.fetch(request);
      },
    );

  const stored = (email: string) =>
    runtime()
      .database.db.select()
      .from(emailConsents)
      .where(and(eq(emailConsents.applicationId, TEST_APPLICATION_ID), eq(emailConsents.email, email)));

  it("stores an address's consent once; a second sign-up (any case) answers already_subscribed", async () => {
    const first = await api().communication.giveEmailConsent({ body: { email: "  Reader@Example.com " } });
    expect(first).toEqual({ email: "reader@example.com", response: "yes", already_subscribed: false });
    const again = await api().communication.giveEmailConsent({ body: { email: "reader@EXAMPLE.com" } });
    expect(again.already_subscribed).toBe(true);
    const rows = await stored("reader@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ response: "yes", source: "newsletter", userId: null });
  });

  it("refuses a malformed address with the field's message and stores nothing", async () => {
    const error = await api()
      .communication.giveEmailConsent({ body: { email: "not-an-address" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FDKServerResponseError);
    expect((error as FDKServerResponseError).status).toBe(400);
    expect(JSON.stringify((error as FDKServerResponseError).details)).toContain("Enter a valid e-mail address");
    expect(await stored("not-an-address")).toHaveLength(0);
  });

  it("a signed-in shopper's sign-up also sets their e-mail channel to yes; the settings change channels", async () => {
    const { db } = runtime().database;
    const userId = randomBytes(12).toString("hex");
    await db
      .insert(users)
      .values({ id: userId, applicationId: TEST_APPLICATION_ID, firstName: "Nia", lastName: "Rao" });
    const { token } = await startSession(db, userId, { ip: "203.0.113.5", userAgent: "newsletter-test" }, Date.now());
    const shopper = api(`f.session=${token}`);
    expect((await shopper.communication.getCommunicationConsent()).channels.email.response).toBe("no");
    await shopper.communication.giveEmailConsent({ body: { email: "nia@example.com" } });
    expect((await stored("nia@example.com"))[0].userId).toBe(userId);
    const consent = await shopper.communication.getCommunicationConsent();
    expect(consent.channels.email.response).toBe("yes");
    expect(consent.channels.sms.response).toBe("no");
    const after = await shopper.communication.upsertCommunicationConsent({
      body: { action: "upsert", channel: "sms", response: "yes" },
    });
    expect(after.channels.sms.response).toBe("yes");
    await expect(api().communication.getCommunicationConsent()).rejects.toMatchObject({ status: 401 });
  });

  it("limits sign-ups from one network: the 11th in the hour is refused (429)", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++)
      await api("", ip).communication.giveEmailConsent({ body: { email: `burst${i}@example.com` } });
    const error = await api("", ip)
      .communication.giveEmailConsent({ body: { email: "burst10@example.com" } })
      .catch((e: unknown) => e);
    expect((error as FDKServerResponseError).status).toBe(429);
    expect(await stored("burst10@example.com")).toHaveLength(0);
  });
});
