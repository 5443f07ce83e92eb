/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) calls the service over real HTTP: same
 * paths, bearer token, request signature and field names.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import fdk from "@gofynd/fdk-client-javascript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceRuntime } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { startTestService } from "./helpers";

const { ApplicationClient, ApplicationConfig } = fdk as any;

describe("official SDK compatibility", () => {
  let service: ServiceRuntime;
  let server: ServerType;
  let domain: string;

  beforeAll(async () => {
    service = await startTestService("pglite");
    await new Promise<void>((resolve) => {
      server = serve({ fetch: service.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    domain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await service?.close();
  });

  const client = (token = TEST_APPLICATION_TOKEN) =>
    new ApplicationClient(new ApplicationConfig({ applicationID: TEST_APPLICATION_ID, applicationToken: token, domain }));

  it("calls configuration.getApplication", async () => {
    const app = await client().configuration.getApplication();
    expect(app._id).toBe(TEST_APPLICATION_ID);
    expect(app.name).toBeTruthy();
  });

  it("calls content.getNavigations", async () => {
    const res = await client().content.getNavigations({ pageNo: 1, pageSize: 10 });
    expect(res.items.length).toBeGreaterThan(0);
    expect(res.items[0].navigation.length).toBeGreaterThan(0);
  });

  it("calls theme.getAppliedTheme", async () => {
    const theme = await client().theme.getAppliedTheme({});
    expect(theme.applied).toBe(true);
    expect(theme.config.current).toBeTruthy();
  });

  it("calls catalog.getProducts with query parameters", async () => {
    const res = await client().catalog.getProducts({ pageSize: 5, sortOn: "price_asc", q: "a" });
    expect(res.items).toHaveLength(5);
    expect(res.page.type).toBe("number");
  });

  it("gets a 401 server error with a wrong token", async () => {
    await expect(client("wrong-token").configuration.getApplication()).rejects.toMatchObject({ code: 401, message: "Invalid application id or token" });
  });
});
