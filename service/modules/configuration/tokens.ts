/**
 * Integration tokens (GET configuration/v1.0/token): third-party credentials the storefront needs.
 * Only the maps key (GOOGLE_MAPS_API_KEY) and the tag manager container (GTM_ID) are configured here,
 * sent base64-encoded as the storefront expects Fynd's encoded credentials; every other integration
 * is off with empty credentials.
 */
import type { AppTokenResponse } from "../../contract/types";
import type { ApplicationRow } from "../../http/middleware";
import { documentId } from "../documents";

const off = <C>(credentials: C) => ({ enabled: false, credentials });

const encoded = (value: string) => Buffer.from(value, "utf8").toString("base64");

export function integrationTokens(
  app: ApplicationRow,
  keys: { mapsApiKey?: string; gtmId?: string },
): AppTokenResponse {
  const { mapsApiKey, gtmId } = keys;
  return {
    _id: documentId(app.id, "tokens"),
    application: app.id,
    tokens: {
      firebase: off({ project_id: "", gcm_sender_id: "", application_id: "", api_key: "" }),
      moengage: off({ app_id: "" }),
      segment: off({ write_key: "" }),
      gtm: gtmId ? { enabled: true, credentials: { api_key: encoded(gtmId) } } : off({ api_key: "" }),
      freshchat: off({ app_id: "", app_key: "", web_token: "" }),
      safetynet: off({ api_key: "" }),
      fynd_rewards: { credentials: { public_key: "" } },
      google_map: mapsApiKey ? { enabled: true, credentials: { api_key: encoded(mapsApiKey) } } : off({ api_key: "" }),
    },
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}
