/** Webhook operations (WebhookApplicationClient): the browser's analytics batches, sent on by the storefront. */
import type { ModuleOperations } from "./table";

export const webhookOperations = {
  saveClickEvent: { method: "POST", path: "/service/application/webhook/v1.0/click-analytics/events", body: true },
} as const satisfies ModuleOperations<"webhook">;
