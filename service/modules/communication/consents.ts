/**
 * A shopper's consent to hear from the store, per channel (email, sms, whatsapp). A channel never
 * answered counts as "no": the store writes only to shoppers who said yes. Visitors without an
 * account consent to e-mail by address (the newsletter sign-up, giveEmailConsent).
 */
import { and, eq } from "drizzle-orm";
import type { CommunicationConsent, ConsentChannel, EmailConsent } from "../../contract/types";
import type { Db } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { communicationConsents, emailConsents } from "../../db/schema";
import { primaryActivePhone } from "../user/accounts";
import { limitPerAddressHourly } from "../user/rate-limit";
import type { ConsentBody, EmailConsentBody } from "./validators";

/** The shopper a consent belongs to. */
const DISPLAY: Record<ConsentChannel, string> = { email: "Email", sms: "SMS", whatsapp: "WhatsApp" };

/** The shopper's primary active phone (a removed number is never the one consent is recorded on). */
async function primaryPhone(db: Db, userId: string): Promise<{ countryCode: string; phone: string }> {
  const row = await primaryActivePhone(db, userId);
  return row ? { countryCode: String(row.countryCode), phone: row.phone } : { countryCode: "", phone: "" };
}

export async function getConsent(db: Db, owner: Owner): Promise<CommunicationConsent> {
  const rows = await db.select().from(communicationConsents).where(ownedBy(communicationConsents, owner));
  const of = (channel: ConsentChannel) => rows.find((r) => r.channel === channel);
  const answer = (channel: ConsentChannel) => ({
    response: of(channel)?.response ?? "no",
    display_name: DISPLAY[channel],
  });
  const whatsapp = of("whatsapp");
  const phone = whatsapp?.phoneNumber
    ? { countryCode: whatsapp.countryCode, phone: whatsapp.phoneNumber }
    : await primaryPhone(db, owner.userId);
  return {
    app_id: owner.applicationId,
    user_id: owner.userId,
    channels: {
      email: answer("email"),
      sms: answer("sms"),
      whatsapp: { ...answer("whatsapp"), country_code: phone.countryCode, phone_number: phone.phone },
    },
  };
}

/** Records the shopper's answer for one channel (WhatsApp: on their primary phone number) and answers all channels. */
export async function upsertConsent(db: Db, owner: Owner, body: ConsentBody): Promise<CommunicationConsent> {
  const phone = body.channel === "whatsapp" ? await primaryPhone(db, owner.userId) : { countryCode: "", phone: "" };
  const values = { response: body.response, countryCode: phone.countryCode, phoneNumber: phone.phone };
  await db
    .insert(communicationConsents)
    .values({ applicationId: owner.applicationId, userId: owner.userId, channel: body.channel, ...values })
    .onConflictDoUpdate({
      target: [communicationConsents.userId, communicationConsents.channel],
      set: { ...values, updatedAt: new Date() },
    });
  return getConsent(db, owner);
}

/** Who signs an address up: the store, the client address sign-ups are counted by, the shopper if signed in. */
interface EmailConsentGiver {
  applicationId: string;
  ip: string;
  userId?: string;
}

/** Newsletter sign-ups per client address in one hour. */
const SIGN_UPS_PER_HOUR = 10;
const TOO_MANY_SIGN_UPS = "Too many sign-ups from your network. Try again in an hour.";

/**
 * Records an address's consent to e-mail (the newsletter sign-up): idempotent, a second sign-up of
 * the same address answers `already_subscribed`. A signed-in shopper's own e-mail channel says yes
 * too. 429 after SIGN_UPS_PER_HOUR sign-ups from one client address in the hour.
 */
export async function giveEmailConsent(
  db: Db,
  giver: EmailConsentGiver,
  body: EmailConsentBody,
  now: number,
): Promise<EmailConsent> {
  await limitPerAddressHourly(db, "newsletter", giver, SIGN_UPS_PER_HOUR, TOO_MANY_SIGN_UPS, now);
  const at = new Date(now);
  const [before] = await db
    .select({ response: emailConsents.response })
    .from(emailConsents)
    .where(and(eq(emailConsents.applicationId, giver.applicationId), eq(emailConsents.email, body.email)));
  await db
    .insert(emailConsents)
    .values({
      applicationId: giver.applicationId,
      email: body.email,
      response: "yes",
      userId: giver.userId ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [emailConsents.applicationId, emailConsents.email],
      set: { response: "yes", updatedAt: at },
    });
  if (giver.userId) {
    await upsertConsent(
      db,
      { applicationId: giver.applicationId, userId: giver.userId },
      {
        action: "upsert",
        channel: "email",
        response: "yes",
      },
    );
  }
  return { email: body.email, response: "yes", already_subscribed: before?.response === "yes" };
}
