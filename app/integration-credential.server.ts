/**
 * The store's integration credentials (getIntegrationTokens: the tag manager's id, the maps key):
 * store-wide, so read through the process's public cache (one read per STORE_CACHE_TTL_MS, not one
 * per page), and base64-encoded as Fynd sends them, so decoded here once for every user.
 */
import type { StorefrontApi } from "~/sdk";
import { cachedPublic } from "~/sdk.server";

/**
 * The decoded credential of an integration, when it is enabled and its value matches `shape`;
 * null otherwise, and when the service fails (a failure is not kept: the next page asks again).
 */
export async function integrationCredential(
  api: StorefrontApi,
  integration: "gtm" | "google_map",
  shape: RegExp,
): Promise<string | null> {
  try {
    const { tokens } = await cachedPublic("configuration:tokens", () => api.configuration.getIntegrationTokens());
    const token = tokens[integration];
    if (!token?.enabled || !token.credentials.api_key) return null;
    const value = Buffer.from(token.credentials.api_key, "base64").toString("utf8");
    return shape.test(value) ? value : null;
  } catch {
    return null;
  }
}
