import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namesAFile, publicFiles } from "../../server/public-files";

describe("public files", () => {
  it("names a file only when the path's last segment has an extension", () => {
    expect(namesAFile("/favicon.ico")).toBe(true);
    expect(namesAFile("/images/hero.v2.webp")).toBe(true);
    expect(namesAFile("/products/")).toBe(false);
    expect(namesAFile("/product/tiny-kurta")).toBe(false);
    expect(namesAFile("/v1.2/page")).toBe(false);
    expect(namesAFile("/")).toBe(false);
  });

  let server: ReturnType<express.Express["listen"]>;
  let base = "";
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-public-"));
    writeFileSync(path.join(dir, "robots.txt"), "from disk");
    writeFileSync(path.join(dir, "about"), "a file without an extension");
    const app = express();
    app.use(publicFiles(dir));
    app.use((req, res) => res.status(200).send(`page ${req.path}`));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves a file from the folder, and sends every other path on to the pages", async () => {
    const file = await fetch(`${base}/robots.txt`);
    expect(await file.text()).toBe("from disk");
    expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/about`)).text()).toBe("page /about");
    expect(await (await fetch(`${base}/missing.txt`)).text()).toBe("page /missing.txt");
  });
});
