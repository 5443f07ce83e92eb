/**
 * The official SDK (@gofynd/fdk-client-javascript) as the reference our storefront SDK is compared
 * with: its requests are captured at its axios adapter (never sent), ours at a recording transport.
 */
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseSignatureDate } from "../service/contract/signature";
import { createStorefrontApi, type Transport } from "~/sdk";

const require = createRequire(import.meta.url);

/** The sample application both SDKs are configured with. */
export const SAMPLE_CONFIG = {
  applicationID: "abc",
  applicationToken: "secret123",
  domain: "http://localhost:3000",
} as const;

interface OfficialRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string;
}

/**
 * For the enclosing describe block, the official SDK's requests go to `last()` instead of the
 * network. `client()` is an official client of the sample application.
 */
export function captureOfficialRequests() {
  const official = require("@gofynd/fdk-client-javascript");
  const { fdkAxios } = require("@gofynd/fdk-client-javascript/sdk/common/AxiosHelper");
  const { version } = require("@gofynd/fdk-client-javascript/package.json") as { version: string };
  let captured: OfficialRequest | undefined;
  let previousAdapter: unknown;

  beforeAll(() => {
    previousAdapter = fdkAxios.defaults.adapter;
    fdkAxios.defaults.adapter = async (config: any) => {
      captured = {
        method: config.method.toUpperCase(),
        url: fdkAxios.getUri(config),
        headers: { ...config.headers },
        data: config.data,
      };
      return { data: {}, status: 200, statusText: "OK", headers: {}, config };
    };
  });
  afterAll(() => {
    fdkAxios.defaults.adapter = previousAdapter;
  });

  return {
    /** The official SDK's version (ours sends the same in x-fp-sdk-version to sign alike). */
    version,
    client: (): any => {
      captured = undefined;
      return new official.ApplicationClient(new official.ApplicationConfig({ ...SAMPLE_CONFIG }));
    },
    /** The official client's last request (fails the test if it sent none). */
    last: (): OfficialRequest => {
      if (!captured) throw new Error("the official SDK sent no request");
      return captured;
    },
  };
}

/** A transport that records the request and answers with a fixed response. */
export function recordingTransport(status = 200, body: unknown = { ok: true }, init: ResponseInit = {}) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "content-type": "application/json" },
      ...init,
    });
  };
  return { requests, transport, last: () => requests[requests.length - 1] };
}

/**
 * For each case ([label, module, operation]), the official SDK and ours are called with the same
 * arguments: method, URL, authorization and signature must be identical.
 */
export function itSendsTheOfficialRequest(
  official: ReturnType<typeof captureOfficialRequests>,
  cases: readonly (readonly [string, string, string])[],
  samples: Record<string, Record<string, unknown>>,
) {
  it.each(cases)("%s", async (_label, module, name) => {
    const args = samples[name] ?? {};
    await official.client()[module][name]({ ...args });
    const captured = official.last();

    const { transport, last } = recordingTransport();
    const api = createStorefrontApi(SAMPLE_CONFIG, transport, {
      now: () => parseSignatureDate(captured.headers["x-fp-date"])!,
      sdkVersion: official.version,
    }) as unknown as Record<string, Record<string, (args: unknown) => Promise<unknown>>>;
    await api[module][name]({ ...args });
    expect(last().method).toBe(captured.method);
    expect(last().url).toBe(captured.url);
    expect(last().headers.get("authorization")).toBe(captured.headers.Authorization);
    expect(last().headers.get("x-fp-signature")).toBe(captured.headers["x-fp-signature"]);
  });
}
