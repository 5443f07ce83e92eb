/**
 * The store operator's client: the commerce service's admin API (`/service/admin/*`, bearer
 * ADMIN_TOKEN, no application token or signature). The built-in theme editor writes through it: a
 * page's sections, a section preview draft, the theme's global config; and its sign-in asks it
 * whether a pasted token is the store's (the service compares in constant time and limits wrong
 * tokens per client address).
 */
import type { ThemePage, ThemeSection } from "../../service/contract/types";
import type { Transport } from "./client";
import { FDKNetworkError, FDKServerResponseError } from "./errors";

interface AdminConnection {
  /** Origin of the service (embedded: this server's own origin). */
  baseUrl: string;
  /** The bearer token sent (the store's ADMIN_TOKEN, or a token being checked at sign-in). */
  token: string;
  /** In-process transport to the embedded service; fetch otherwise. */
  transport?: Transport;
  /** The operator's address, forwarded for the service's per-address limit on wrong tokens. */
  forwardedFor?: string | null;
}

/** The theme's global settings the editor saves (the admin API's globalConfigBody). */
export interface GlobalConfigInput {
  colors?: Partial<Record<string, string>>;
  custom?: Record<string, string | number | boolean>;
  font?: { family: string; variants: Record<string, { name: string; file: string }> };
}

export interface AdminApi {
  /** Resolves when the token is the admin token; rejects with the service's 401 / 403 / 429 otherwise. */
  checkToken(): Promise<void>;
  /** The application's themes (the applied one first): what the editor can open. */
  listThemes(applicationId: string): Promise<{ themes: { _id: string; name: string; applied: boolean }[] }>;
  savePageSections(themeId: string, pageValue: string, sections: ThemeSection[]): Promise<ThemePage>;
  createSectionPreview(
    themeId: string,
    pageValue: string,
    sections: ThemeSection[],
  ): Promise<{ section_preview_hash: string }>;
  saveGlobalConfig(themeId: string, config: GlobalConfigInput): Promise<unknown>;
}

const segment = (value: string) => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new Error(`not a path segment: ${value}`);
  return value;
};

export function createAdminApi(connection: AdminConnection): AdminApi {
  const transport = connection.transport ?? ((request: Request) => fetch(request));
  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${connection.baseUrl}/service/admin${path}`;
    const headers: Record<string, string> = { authorization: `Bearer ${connection.token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (connection.forwardedFor) headers["x-forwarded-for"] = connection.forwardedFor;
    let response: Response;
    let text: string;
    try {
      response = await transport(
        new Request(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        }),
      );
      text = await response.text();
    } catch (cause) {
      throw new FDKNetworkError({ reason: "unreachable", method, url, cause });
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      const message =
        parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string"
          ? parsed.message
          : response.statusText || `Request failed with status code ${response.status}`;
      throw new FDKServerResponseError(message, "", response.status, null, parsed);
    }
    return parsed as T;
  }
  const page = (themeId: string, pageValue: string) => `/themes/${segment(themeId)}/pages/${segment(pageValue)}`;
  return {
    checkToken: async () => {
      await send("GET", "/session");
    },
    listThemes: (applicationId) => send("GET", `/themes?application_id=${segment(applicationId)}`),
    savePageSections: (themeId, pageValue, sections) =>
      send("PUT", `${page(themeId, pageValue)}/sections`, { sections }),
    createSectionPreview: (themeId, pageValue, sections) =>
      send("POST", `${page(themeId, pageValue)}/section-previews`, { sections }),
    saveGlobalConfig: (themeId, config) => send("PUT", `/themes/${segment(themeId)}/global-config`, config),
  };
}
