/**
 * The notification settings form (/notification-settings, spec part 1 page type
 * notification-settings): one checkbox per channel of the shopper's communication consent. A ticked
 * box posts "yes"; an unticked one is not posted and means "no". Pure: the action parses the posted
 * form with it, the page builds its rows from the service's consent.
 */
import { z } from "zod";
import type { CommunicationConsent, ConsentChannel } from "~/sdk/api";

const CONSENT_CHANNELS = ["email", "sms", "whatsapp"] as const satisfies readonly ConsentChannel[];

const LABELS: Record<ConsentChannel, string> = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" };

const ticked = z
  .union([z.literal("yes"), z.undefined()], { errorMap: () => ({ message: "Tick the box or leave it empty" }) })
  .transform((value): "yes" | "no" => (value === "yes" ? "yes" : "no"));

const settingsSchema = z.object({ email: ticked, sms: ticked, whatsapp: ticked });
type NotificationAnswers = z.infer<typeof settingsSchema>;

/** The posted answers, or the first field's error. */
export function readNotificationForm(
  form: FormData,
): { ok: true; answers: NotificationAnswers } | { ok: false; errors: Record<string, string[]> } {
  const value = (name: string) => {
    const raw = form.get(name);
    return raw === null ? undefined : raw;
  };
  const parsed = settingsSchema.safeParse({ email: value("email"), sms: value("sms"), whatsapp: value("whatsapp") });
  if (parsed.success) return { ok: true, answers: parsed.data };
  return { ok: false, errors: parsed.error.flatten().fieldErrors };
}

interface NotificationChannelRow {
  channel: ConsentChannel;
  label: string;
  /** E.g. the WhatsApp number messages go to. */
  hint: string;
  checked: boolean;
}

/** The form's rows from the shopper's consent (a channel missing from it is "no"). */
export function notificationRows(consent: CommunicationConsent | null | undefined): NotificationChannelRow[] {
  return CONSENT_CHANNELS.map((channel) => {
    const answer = consent?.channels?.[channel];
    const whatsapp = consent?.channels?.whatsapp;
    const number = channel === "whatsapp" && whatsapp?.phone_number ? whatsapp.phone_number : "";
    const code = whatsapp?.country_code ? `+${String(whatsapp.country_code).replace(/^\+/, "")} ` : "";
    return {
      channel,
      label: answer?.display_name || LABELS[channel],
      hint: number ? `Messages go to ${code}${number}` : "",
      checked: answer?.response === "yes",
    };
  });
}

/** The channels whose answer changes (the service is asked only about these). */
export function changedChannels(rows: NotificationChannelRow[], answers: NotificationAnswers): ConsentChannel[] {
  return rows.filter((row) => (row.checked ? "yes" : "no") !== answers[row.channel]).map((row) => row.channel);
}
