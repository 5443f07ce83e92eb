/** Share module: short links (links.ts) and QR codes (qr.ts) of the store. */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { optionalUser, type UserEnv } from "../../http/session";
import { createShortLink, findShortLink, type ShareCaller } from "./links";
import { applicationQrCode, collectionQrCode, productQrCode, qrCode } from "./qr";
import { hashParams, qrUrlQuery, shortLinkBody, slugParams } from "./validators";

const shareCaller = (c: Context<UserEnv>): ShareCaller => ({
  applicationId: c.get("application").id,
  domain: c.get("application").domain,
  userId: c.get("user")?.id,
});

export function shareRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, options.now));

  routes.post("/v1.0/links/short-link/", async (c) =>
    c.json(await createShortLink(db, shareCaller(c), await parseJson(c, shortLinkBody))),
  );
  routes.get("/v1.0/links/short-link/:hash/", async (c) =>
    c.json(await findShortLink(db, shareCaller(c), parseParams(c, hashParams).hash)),
  );
  routes.get("/v1.0/links/short-link/:hash/original/", async (c) =>
    c.json(await findShortLink(db, shareCaller(c), parseParams(c, hashParams).hash)),
  );

  routes.post("/v1.0/qr/", async (c) => c.json(await applicationQrCode(c.get("application"))));
  routes.post("/v1.0/qr/url/", async (c) => c.json(await qrCode(parseQuery(c, qrUrlQuery).url)));
  routes.post("/v1.0/qr/products/:slug/", async (c) =>
    c.json(await productQrCode(db, c.get("application"), parseParams(c, slugParams).slug)),
  );
  routes.post("/v1.0/qr/collection/:slug/", async (c) =>
    c.json(await collectionQrCode(db, c.get("application"), parseParams(c, slugParams).slug)),
  );
  return routes;
}
