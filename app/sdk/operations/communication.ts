/**
 * Communication operations (CommunicationApplicationClient): the shopper's consent per channel, and
 * Vitrine's own newsletter sign-up (an address's consent to e-mail; not in the official SDK).
 */
import type { ModuleOperations } from "./table";

export const communicationOperations = {
  getCommunicationConsent: { method: "GET", path: "/service/application/communication/v1.0/consent" },
  upsertCommunicationConsent: {
    method: "POST",
    path: "/service/application/communication/v1.0/consent",
    body: true,
  },
  giveEmailConsent: { method: "POST", path: "/service/application/communication/v1.0/consent/email", body: true },
} as const satisfies ModuleOperations<"communication">;
