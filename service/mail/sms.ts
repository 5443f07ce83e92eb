/**
 * The SMS side of the deliverer: a gateway adapter for SMS_URL. Each SMS of the outbox is POSTed as
 * JSON `{"to": "+91 9876543210", "body": "…", "id": 42}` (id: the outbox row, so a gateway can drop a
 * repeat); any 2xx answer counts as sent, anything else (or no answer in 15 s) is retried like mail.
 */
import type { SmsTransport } from "./deliverer";

const TIMEOUT_MS = 15_000;

export function httpSmsTransport(url: string): SmsTransport {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.to, body: message.body, id: message.id }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      return response.status;
    },
  };
}
