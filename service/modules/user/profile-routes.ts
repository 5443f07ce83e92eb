/**
 * User module routes, profile (profile.ts): detail update, user attributes, the platform config and
 * the social sign-in answers. Registered on the user router by userRoutes (so its session
 * middleware runs once).
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { currentUser, requireUser, type UserEnv } from "../../http/session";
import { patchUserAttributes, platformConfig, socialSignIn, updateProfile, userAttributes } from "./profile";
import {
  appleBody,
  attributesBody,
  attributesQuery,
  oauthBody,
  platformConfigQuery,
  profileBody,
  socialQuery,
} from "./validators";

export function registerProfileRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  const profile = "/profile/v1.0";

  routes.post(`${profile}/detail`, requireUser(), async (c) => {
    const user = currentUser(c);
    const today = new Date(now()).toISOString().slice(0, 10);
    const body = await parseJson(c, profileBody(today));
    return c.json(await updateProfile(db, user, body, now()));
  });

  routes.get(`${profile}/user-attributes`, requireUser(), (c) => {
    const { slug } = parseQuery(c, attributesQuery);
    return c.json(userAttributes(currentUser(c), slug));
  });

  routes.patch(`${profile}/user-attributes`, requireUser(), async (c) => {
    const { attributes } = await parseJson(c, attributesBody);
    return c.json(await patchUserAttributes(db, currentUser(c).id, attributes, now()));
  });

  routes.get("/platform/v1.0/config", async (c) => {
    const { name } = parseQuery(c, platformConfigQuery);
    return c.json(await platformConfig(db, c.get("application").id, name));
  });

  const auth = "/authentication/v1.0";
  const oauth = (path: string, provider: "facebook" | "google") =>
    routes.post(`${auth}/${path}`, async (c) => {
      parseQuery(c, socialQuery);
      const body = await parseJson(c, oauthBody);
      return socialSignIn(db, c.get("application").id, provider, body);
    });
  oauth("login/facebook-token", "facebook");
  oauth("login/google-token", "google");
  oauth("login/google-android", "google");
  oauth("login/google-ios", "google");
  routes.post(`${auth}/login/apple-ios`, async (c) => {
    parseQuery(c, socialQuery);
    const body = await parseJson(c, appleBody);
    return socialSignIn(db, c.get("application").id, "apple", body);
  });
}
