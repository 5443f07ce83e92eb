/** Inputs of the webhook routes: a batch of click-analytics events. */
import { z } from "zod";

/** saveClickEvent's body (ClickEventPayload): up to 100 events, each any JSON object; checked one by one. */
export const clickEventsBody = z.object({
  batch: z
    .array(z.record(z.unknown()), { required_error: "batch is required" })
    .min(1, "batch must hold at least one event")
    .max(100, "batch must hold at most 100 events"),
  sent_at: z.string().datetime({ offset: true, message: "sent_at must be an ISO date-time" }).optional(),
});
export type ClickEventsBody = z.infer<typeof clickEventsBody>;
