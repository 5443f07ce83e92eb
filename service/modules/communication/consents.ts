/**
 * A shopper's consent to hear from the store, per channel (email, sms, whatsapp). A channel never
 * answered counts as "no": the store writes only to shoppers who said yes.
 */
import { and, desc, eq } from "drizzle-orm";
import type { CommunicationConsent, ConsentChannel } from "../../contract/types";
import type { Db } from "../../db/client";
import { communicationConsents, userPhones } from "../../db/schema";
import type { ConsentBody } from "./validators";

/** The shopper a consent belongs to. */
interface ConsentOwner {
  applicationId: string;
  userId: string;
}

const DISPLAY: Record<ConsentChannel, string> = { email: "Email", sms: "SMS", whatsapp: "WhatsApp" };

async function primaryPhone(db: Db, userId: string): Promise<{ countryCode: string; phone: string }> {
  const [row] = await db
    .select({ countryCode: userPhones.countryCode, phone: userPhones.phone })
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(desc(userPhones.primary), desc(userPhones.verified), userPhones.id)
    .limit(1);
  return row ? { countryCode: String(row.countryCode), phone: row.phone } : { countryCode: "", phone: "" };
}

export async function getConsent(db: Db, owner: ConsentOwner): Promise<CommunicationConsent> {
  const rows = await db
    .select()
    .from(communicationConsents)
    .where(
      and(eq(communicationConsents.applicationId, owner.applicationId), eq(communicationConsents.userId, owner.userId)),
    );
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
export async function upsertConsent(db: Db, owner: ConsentOwner, body: ConsentBody): Promise<CommunicationConsent> {
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
