/**
 * File storage (start → PUT → complete → served file, sign-urls) and lead tickets (product
 * requests with attachments, idempotency) over a real database; and the official SDK's upload
 * helper and ticket calls against the same service over HTTP.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createServiceApp } from "../../service/app";
import { TEST_APPLICATION_ID } from "./constants";
import { drivers, signedRequest, useHttpTestService, useTestService } from "./helpers";
import { officialClient } from "./official-shopper";

const NAMESPACE = "application-product-request-images";
const START = `/service/application/assets/v2.0/namespaces/${NAMESPACE}/upload/start`;
const COMPLETE = `/service/application/assets/v2.0/namespaces/${NAMESPACE}/upload/complete`;
const TICKET = "/service/application/lead/v1.0/ticket/";

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

describe.each(drivers)("file storage and lead on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: Parameters<typeof signedRequest>[1], app = service().app) => {
    const response = await app.fetch(signedRequest(path, init));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  const put = (url: string, bytes: Buffer, type: string, app = service().app) =>
    app.fetch(new Request(url, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": type } }));

  const start = (body: Record<string, unknown> = {}, path = START) =>
    call(path, {
      method: "POST",
      body: { file_name: "swatch.png", content_type: "image/png", size: PNG.byteLength, tags: ["t"], ...body },
    });

  /** start → PUT → complete; resolves with the complete reply. */
  async function upload(fileName = "swatch.png") {
    const started = await start({ file_name: fileName });
    expect(started.status).toBe(200);
    expect((await put(started.body.upload.url, PNG, "image/png")).status).toBe(200);
    const { tags: _tags, ...rest } = started.body;
    const completed = await call(COMPLETE, { method: "POST", body: rest });
    expect(completed.status).toBe(200);
    return completed.body;
  }

  describe("uploads", () => {
    it("start → PUT → complete serves the file with its type and caching headers", async () => {
      const started = await start();
      expect(started.body).toMatchObject({
        file_name: "swatch.png",
        content_type: "image/png",
        namespace: NAMESPACE,
        size: PNG.byteLength,
        tags: ["t"],
        upload: {
          expiry: 300,
          url: expect.stringMatching(/^http:\/\/localhost:3000\/service\/storage\/uploads\/[\w-]{43}$/),
        },
      });
      expect((await put(started.body.upload.url, PNG, "image/png")).status).toBe(200);

      const { tags: _tags, ...rest } = started.body;
      const completed = await call(COMPLETE, { method: "POST", body: rest });
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({
        success: true,
        file_name: "swatch.png",
        content_type: "image/png",
        size: PNG.byteLength,
      });
      expect(completed.body.cdn.url).toMatch(
        /^http:\/\/localhost:3000\/service\/storage\/files\/[0-9a-f]{24}\/swatch\.png$/,
      );

      const served = await service().app.fetch(new Request(completed.body.cdn.url));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toBe("inline");
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

      // Completing twice answers the same file.
      const again = await call(COMPLETE, { method: "POST", body: rest });
      expect(again.body._id).toBe(completed.body._id);
    });

    it("does not serve a file before it is complete", async () => {
      const started = await start();
      await put(started.body.upload.url, PNG, "image/png");
      const id = started.body.file_path.split("/")[1];
      const response = await service().app.fetch(
        new Request(`http://localhost:3000/service/storage/files/${id}/swatch.png`),
      );
      expect(response.status).toBe(404);
      const early = await start();
      const { tags: _tags, ...rest } = early.body;
      const completed = await call(COMPLETE, { method: "POST", body: rest });
      expect(completed.status).toBe(400);
      expect(completed.body.errors).toHaveProperty("upload");
    });

    it("refuses a content type that is not an image, a size over 5 MB and an unknown namespace", async () => {
      const pdf = await start({ content_type: "application/pdf" });
      expect(pdf.status).toBe(400);
      expect(pdf.body.errors.content_type[0]).toMatch(/image\/png/);

      const big = await start({ size: 5_000_001 });
      expect(big.status).toBe(400);
      expect(big.body.errors.size).toEqual(["File must be 5 MB or smaller"]);

      const namespace = await start({}, START.replace(NAMESPACE, "application-other"));
      expect(namespace.status).toBe(400);
      expect(namespace.body.errors).toHaveProperty("namespace");

      const name = await start({ file_name: "../etc/passwd" });
      expect(name.status).toBe(400);
      expect(name.body.errors).toHaveProperty("file_name");
    });

    it("refuses a PUT whose size or content type differs from what start declared", async () => {
      const started = await start();
      const bigger = await put(started.body.upload.url, Buffer.concat([PNG, Buffer.from([0])]), "image/png");
      expect(bigger.status).toBe(400);
      expect((await bigger.json()).errors).toHaveProperty("size");

      const type = await put(started.body.upload.url, PNG, "image/jpeg");
      expect(type.status).toBe(400);
      expect((await type.json()).errors).toHaveProperty("content_type");

      const notPng = Buffer.alloc(PNG.byteLength, 1);
      const bytes = await put(started.body.upload.url, notPng, "image/png");
      expect(bytes.status).toBe(400);
      expect((await bytes.json()).errors.content_type).toEqual(["The file is not a image/png image"]);

      // None of the refusals used the token up.
      expect((await put(started.body.upload.url, PNG, "image/png")).status).toBe(200);
    });

    it("refuses a reused or expired upload url, and an unknown one", async () => {
      const started = await start();
      expect((await put(started.body.upload.url, PNG, "image/png")).status).toBe(200);
      const reused = await put(started.body.upload.url, PNG, "image/png");
      expect(reused.status).toBe(400);
      expect((await reused.json()).errors.token).toEqual(["This upload url has already been used"]);

      const fresh = await start();
      const later = createServiceApp({ db: service().database.db, now: () => Date.now() + 301_000 });
      const expired = await put(fresh.body.upload.url, PNG, "image/png", later);
      expect(expired.status).toBe(400);
      expect((await expired.json()).errors.token).toEqual(["This upload url has expired"]);

      const unknown = await put("http://localhost:3000/service/storage/uploads/" + "a".repeat(43), PNG, "image/png");
      expect(unknown.status).toBe(404);
    });

    it("signs urls for 300 seconds", async () => {
      const file = await upload();
      const { status, body } = await call("/service/application/assets/v1.0/sign-urls", {
        method: "POST",
        body: { expiry: 300, urls: [file.cdn.url] },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ urls: [{ url: file.cdn.url, signed_url: file.cdn.url, expiry: 300 }] });
      const empty = await call("/service/application/assets/v1.0/sign-urls", {
        method: "POST",
        body: { expiry: 300, urls: [] },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveProperty("urls");
    });

    it("keeps the upload routes behind the application token", async () => {
      const response = await service().app.fetch(
        new Request(`http://localhost:3000${START}`, { method: "POST", body: "{}" }),
      );
      expect(response.status).toBe(401);
    });
  });

  describe("tickets", () => {
    const ticketBody = (attachments: { type: string; value: string }[] = []) => ({
      category: "product-request",
      content: { title: "Product request: Everyday top", description: "Need it in XL", attachments },
    });

    it("creates a product request with a completed attachment and reads it back", async () => {
      const file = await upload("front.png");
      const created = await call(TICKET, {
        method: "POST",
        body: ticketBody([{ type: "image", value: file.cdn.url }]),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        number: expect.any(Number),
        category: { key: "product-request", display: "Product request" },
        status: { key: "open" },
        content: {
          title: "Product request: Everyday top",
          description: "Need it in XL",
          attachments: [{ type: "image", value: file.cdn.url }],
        },
        context: { application_id: TEST_APPLICATION_ID },
      });
      const read = await call(`${TICKET}${created.body._id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);

      // A relative cdn url is the same file.
      const relative = await call(TICKET, {
        method: "POST",
        body: ticketBody([{ type: "image", value: file.cdn.relative_url }]),
      });
      expect(relative.status).toBe(201);
    });

    it("refuses attachments that are not completed files of this store, and unknown categories", async () => {
      const outside = await call(TICKET, {
        method: "POST",
        body: ticketBody([{ type: "image", value: "https://example.com/x.png" }]),
      });
      expect(outside.status).toBe(400);
      expect(outside.body.errors).toEqual({
        "content.attachments.0.value": ["Attachment is not a file uploaded to this store"],
      });

      const pending = await start();
      const id = pending.body.file_path.split("/")[1];
      const notDone = await call(TICKET, {
        method: "POST",
        body: ticketBody([{ type: "image", value: `/service/storage/files/${id}/swatch.png` }]),
      });
      expect(notDone.status).toBe(400);

      const category = await call(TICKET, { method: "POST", body: { ...ticketBody(), category: "complaint" } });
      expect(category.status).toBe(400);
      expect(category.body.errors).toHaveProperty("category");

      const missing = await call(TICKET, { method: "POST", body: { category: "product-request" } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty("content");

      expect((await call(`${TICKET}ffffffffffffffffffffffff`)).status).toBe(404);
    });

    it("answers a repeated Idempotency-Key with the first ticket", async () => {
      const headers = { "idempotency-key": `test-${Date.now()}-${Math.random().toString(36).slice(2)}` };
      const [a, b] = await Promise.all([
        call(TICKET, { method: "POST", body: ticketBody(), headers }),
        call(TICKET, { method: "POST", body: ticketBody(), headers }),
      ]);
      const c = await call(TICKET, { method: "POST", body: ticketBody(), headers });
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(c.status).toBe(200);
      expect(c.headers.get("idempotent-replayed")).toBe("true");
      expect(new Set([a.body._id, b.body._id, c.body._id]).size).toBe(1);

      const bad = await call(TICKET, {
        method: "POST",
        body: ticketBody(),
        headers: { "idempotency-key": "no spaces allowed" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty("Idempotency-Key");
    });
  });
});

describe("official SDK: file storage upload and tickets", () => {
  const { origin } = useHttpTestService();
  let client: any;

  beforeAll(() => {
    client = officialClient(origin());
  });

  it("uploads with fileStorage.upload and files a ticket with lead.createTicket / getTicket", async () => {
    const file = await client.fileStorage.upload({
      data: PNG,
      file_name: "sdk.png",
      content_type: "image/png",
      size: PNG.byteLength,
      namespace: NAMESPACE,
    });
    expect(file.cdn.url).toMatch(/\/service\/storage\/files\/[0-9a-f]{24}\/sdk\.png$/);
    const ticket = await client.lead.createTicket({
      body: {
        category: "product-request",
        content: { title: "SDK", description: "", attachments: [{ type: "image", value: file.cdn.url }] },
      },
    });
    const read = await client.lead.getTicket({ id: ticket._id });
    expect(read.content.attachments[0].value).toBe(file.cdn.url);
  });
});
