/**
 * The store operator's editor session: its own signed cookie, apart from the shoppers' (`__vitrine`),
 * HttpOnly, SameSite=Strict, for 8 hours. It holds only that the operator signed in and when: the
 * admin token itself never leaves the server (the editor's calls use the store's own ADMIN_TOKEN).
 *
 * The cookie goes to the editor's URLs only, so the operator's own storefront pages (and the framed
 * store, which needs nothing of it) stay anonymous for the page cache. A cookie path covers a path
 * and what is below it, and Remix's data requests for `/_editor` are `/_editor.data`, beside it: so
 * the same cookie is set twice, for `/_editor` (the editor, its sign-in and sign-out, and their data
 * requests) and for `/_editor.data`. Sign-out also clears the `/` cookie earlier versions set.
 */
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { loadConfig } from "../../config/env";
import { sessionSecret } from "../../config/session-secret";
import { createAdminApi, type AdminApi } from "~/sdk/admin";
import type { AppLoadContext } from "@remix-run/node";

interface EditorSessionData {
  signedInAt: number;
}

const SESSION_SECONDS = 8 * 60 * 60;

const config = loadConfig();

/** The paths the editor's cookie is set for (see above); `/` only to clear an older cookie. */
const EDITOR_COOKIE_PATHS = ["/_editor", "/_editor.data"] as const;
const LEGACY_COOKIE_PATH = "/";

const storageFor = (path: string) =>
  createCookieSessionStorage<EditorSessionData>({
    cookie: {
      name: "__vitrine_editor",
      httpOnly: true,
      sameSite: "strict",
      path,
      secure: config.cookieSecure,
      // Its own secret, derived from the session secret: a shopper's cookie can never pass for it.
      secrets: [`editor:${sessionSecret(config)}`],
      maxAge: SESSION_SECONDS,
    },
  });

const storages = EDITOR_COOKIE_PATHS.map(storageFor);
const storage = storages[0];

/** The editor is there only when the store has an admin token: otherwise every editor URL is a 404. */
export function requireEditorEnabled(): string {
  if (!config.adminToken) throw new Response("Not Found", { status: 404 });
  return config.adminToken;
}

const readEditorSession = (request: Request) => storage.getSession(request.headers.get("Cookie"));

/** Whether the request carries a live editor session. */
export async function isSignedIn(request: Request, now = Date.now()): Promise<boolean> {
  const signedInAt = (await readEditorSession(request)).get("signedInAt");
  return typeof signedInAt === "number" && now - signedInAt < SESSION_SECONDS * 1000;
}

/** The editor session's Set-Cookie headers after a successful sign-in (one per editor path). */
export async function startEditorSession(request: Request, now = Date.now()): Promise<Headers> {
  const session = await readEditorSession(request);
  session.set("signedInAt", now);
  const headers = new Headers();
  for (const each of storages) headers.append("Set-Cookie", await each.commitSession(session));
  return headers;
}

/** The Set-Cookie headers that end the session (each editor path's cookie, and an older `/` one). */
export async function endEditorSession(request: Request): Promise<Headers> {
  const session = await readEditorSession(request);
  const headers = new Headers();
  for (const each of [...storages, storageFor(LEGACY_COOKIE_PATH)])
    headers.append("Set-Cookie", await each.destroySession(session));
  return headers;
}

/** The admin client for a token (the store's own, or one being checked at sign-in), forwarding the operator's address. */
export function adminApi(context: AppLoadContext, token: string, forwardedFor?: string | null): AdminApi {
  const { commerce } = context;
  return createAdminApi({ baseUrl: commerce.baseUrl, token, transport: commerce.transport, forwardedFor });
}

/** Loaders and actions of the editor: 404 without ADMIN_TOKEN, the sign-in page without a session; the admin client. */
export async function requireEditor(request: Request, context: AppLoadContext): Promise<AdminApi> {
  const token = requireEditorEnabled();
  if (!(await isSignedIn(request))) throw redirect("/_editor/sign-in", { status: 303 });
  return adminApi(context, token, context.clientAddress ?? null);
}
