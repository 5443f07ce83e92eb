/**
 * The editor's sign-in (/_editor/sign-in) and sign-out (/_editor/sign-out): the store operator pastes
 * the store's ADMIN_TOKEN. The service's admin API checks it (constant time, at most 10 wrong tokens
 * per address in 15 minutes), so a token is never compared here; a right one starts the editor's own
 * session cookie. Without ADMIN_TOKEN both answer 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { FDKServerResponseError } from "~/sdk";
import { formFailure } from "~/forms.server";
import { toErrorResponse } from "~/sdk.server";
import {
  adminApi,
  endEditorSession,
  isSignedIn,
  requireEditorEnabled,
  startEditorSession,
} from "~/editor/session.server";

const signInSchema = z.object({
  token: z
    .string({ required_error: "Paste the store's admin token" })
    .trim()
    .max(500, "That is not the store's admin token"),
});

export async function signInLoader({ request }: LoaderFunctionArgs) {
  requireEditorEnabled();
  if (await isSignedIn(request)) throw redirect("/_editor", { status: 303 });
  return null;
}

export async function signInAction({ request, context }: ActionFunctionArgs) {
  requireEditorEnabled();
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== "success") return formFailure(400, { intent: "sign-in", errors: submission.error ?? {} });
  try {
    await adminApi(context, submission.value.token, context.clientAddress ?? null).checkToken();
  } catch (error) {
    if (error instanceof FDKServerResponseError && [401, 403].includes(Number(error.status)))
      return formFailure(401, { intent: "sign-in", errors: { token: ["That is not the store's admin token"] } });
    if (error instanceof FDKServerResponseError && Number(error.status) === 429)
      return formFailure(429, {
        intent: "sign-in",
        formError: "Too many wrong tokens from this address: try again in 15 minutes.",
      });
    throw toErrorResponse(error);
  }
  return redirect("/_editor", { status: 303, headers: await startEditorSession(request) });
}

export async function signOutAction({ request }: ActionFunctionArgs) {
  requireEditorEnabled();
  return redirect("/_editor/sign-in", { status: 303, headers: await endEditorSession(request) });
}

/** GET /_editor/sign-out: nothing to show; the sign-out is a form post. */
export function signOutLoader() {
  requireEditorEnabled();
  return redirect("/_editor", { status: 303 });
}
