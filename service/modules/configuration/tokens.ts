/**
 * Integration tokens (GET configuration/v1.0/token): third-party credentials the storefront needs.
 * Only the maps key is configured here (GOOGLE_MAPS_API_KEY), sent base64-encoded as the storefront
 * expects Fynd's encoded credentials; every other integration is off with empty credentials.
 */
import type { AppTokenResponse } from "../../contract/types";
import type { ApplicationRow } from "../../http/middleware";
import { documentId } from "../documents";

const off = <C>(credentials: C) => ({ enabled: false, credentials });

export function integrationTokens(app: ApplicationRow, mapsApiKey: string | undefined): AppTokenResponse {
  return {
    _id: documentId(app.id, "tokens"),
    application: app.id,
    tokens: {
      firebase: off({ project_id: "", gcm_sender_id: "", application_id: "", api_key: "" }),
      moengage: off({ app_id: "" }),
      segment: off({ write_key: "" }),
      gtm: off({ api_key: "" }),
      freshchat: off({ app_id: "", app_key: "", web_token: "" }),
      safetynet: off({ api_key: "" }),
      fynd_rewards: { credentials: { public_key: "" } },
      google_map: mapsApiKey
        ? { enabled: true, credentials: { api_key: Buffer.from(mapsApiKey, "utf8").toString("base64") } }
        : off({ api_key: "" }),
    },
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}
