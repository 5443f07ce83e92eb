/**
 * Analytics events of a form post: an action adds them to the short-lived events cookie
 * (app/lib/analytics.ts) on its response, so the page the browser lands on — after a redirect, or a
 * fetcher's answer — pushes them to the data layer (app/analytics.client.ts). Events already waiting
 * in the request's cookie are kept before them.
 */
import type { AppLoadContext } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { z } from "zod";
import { loadConfig } from "../config/env";
import {
  ANALYTICS_CHANNEL,
  decodeEvents,
  encodeEvents,
  EVENTS_COOKIE,
  EVENTS_COOKIE_MAX_AGE,
  SHOPPER_EVENTS,
  type AnalyticsEvent,
} from "~/lib/analytics";
import { requestScope } from "~/request-scope.server";

/** The Set-Cookie value that adds `events` to those the request carries. */
export function analyticsCookie(request: Request, events: AnalyticsEvent[]): string {
  const waiting = decodeEvents(parse(request.headers.get("Cookie") ?? "")[EVENTS_COOKIE]);
  const value = encodeEvents([...waiting, ...events.map((event) => ({ ...event, channel: ANALYTICS_CHANNEL }))]);
  return serialize(EVENTS_COOKIE, value, {
    path: "/",
    sameSite: "lax",
    secure: loadConfig().cookieSecure,
    maxAge: EVENTS_COOKIE_MAX_AGE,
    // Read by the page's script, which clears it.
    httpOnly: false,
  });
}

/** `headers` with the events cookie appended (none when there are no events). */
export function withAnalytics(request: Request, events: AnalyticsEvent[], headers: HeadersInit = {}): Headers {
  const all = new Headers(headers);
  if (events.length > 0) all.append("Set-Cookie", analyticsCookie(request, events));
  return all;
}

const MAX_BATCH_BYTES = 64 * 1024;

const batchSchema = z.object({
  batch_id: z.string().uuid(),
  events: z
    .array(
      z.object({
        event_name: z.enum(SHOPPER_EVENTS),
        event_timestamp: z.string().datetime(),
        page_url: z.string().max(2_000).startsWith("/"),
        properties: z.record(z.unknown()),
      }),
    )
    .min(1)
    .max(50),
});

/**
 * POST /api/analytics: a batch of the browser's events (sendBeacon), checked and sent on to the
 * store's click analytics. 204 when taken, 400 for a malformed batch, 413 when too large; a failure
 * of the service is logged and not the browser's concern (202).
 */
export async function receiveAnalyticsBatch(request: Request, context: AppLoadContext): Promise<Response> {
  const text = await request.text();
  if (text.length > MAX_BATCH_BYTES) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: "The batch is not JSON" }, { status: 400 });
  }
  const parsed = batchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json({ message: `${issue.path.join(".") || "batch"}: ${issue.message}` }, { status: 400 });
  }
  const { batch_id, events } = parsed.data;
  // One row per event in the store's click analytics, with the page and the time it happened.
  const batch = events.map(({ event_name, event_timestamp, page_url, properties }) => ({
    ...properties,
    event_name,
    occurred_at: event_timestamp,
    page_url,
    batch_id,
  }));
  try {
    await requestScope(request, context).api.webhook.saveClickEvent({
      body: { sent_at: new Date().toISOString(), batch },
    });
  } catch (error) {
    console.error("[analytics] the click analytics batch was not saved", error);
    return new Response(null, { status: 202 });
  }
  return new Response(null, { status: 204 });
}
