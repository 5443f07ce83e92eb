/**
 * User module, profile: detail update, user attributes, the platform config and social sign-in
 * answers. Registered on the user router by userRoutes (so its session middleware runs once).
 */
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import type { UserEnv } from "./sessions";

export function registerProfileRoutes(_routes: Hono<UserEnv>, _db: Db, _now: () => number): void {
  // Filled in by the profile work.
}
