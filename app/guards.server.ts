/**
 * Route guards. Sign-in does not exist yet (accounts issue): every shopper is signed out, so pages
 * that need a user send the shopper to /auth/login with the page to come back to.
 */
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/auth/login?${new URLSearchParams({ redirectUrl: safeRedirect(url.pathname + url.search) })}`;
}

/** Throws a redirect to the login page unless a shopper is signed in. */
export function requireUser(request: Request): never {
  throw redirect(loginUrl(request));
}
