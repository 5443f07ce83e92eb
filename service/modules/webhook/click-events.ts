/**
 * Click analytics (webhook saveClickEvent): each event of a batch is stored as sent when it has an
 * event name (letters, digits, '.', '-', '_'; at most 100) and is at most 8 KB of JSON; the others
 * are answered back as failed events.
 */
import type { ClickEventDetails } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { clickEvents } from "../../db/schema";
import type { ClickEventsBody } from "./validators";

const EVENT_NAME = /^[\w.-]{1,100}$/;
const MAX_EVENT_BYTES = 8 * 1024;

const acceptable = (event: Record<string, unknown>) =>
  typeof event.event_name === "string" &&
  EVENT_NAME.test(event.event_name) &&
  Buffer.byteLength(JSON.stringify(event)) <= MAX_EVENT_BYTES;

export async function saveClickEvents(
  db: Db,
  applicationId: string,
  body: ClickEventsBody,
): Promise<ClickEventDetails> {
  const good = body.batch.filter(acceptable);
  const failed = body.batch.filter((e) => !acceptable(e));
  if (good.length)
    await db.insert(clickEvents).values(
      good.map((event) => ({
        id: newId(),
        applicationId,
        eventName: event.event_name as string,
        payload: event,
        sentAt: body.sent_at ? new Date(body.sent_at) : null,
      })),
    );
  return {
    success_count: good.length,
    failed_count: failed.length,
    failed_events: failed.map((e) => ({ event_name: typeof e.event_name === "string" ? e.event_name : "" })),
  };
}
