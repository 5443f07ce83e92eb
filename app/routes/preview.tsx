import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { safeRedirect } from "~/lib/redirect";
import { critical } from "~/sdk.server";
import { commitSession } from "~/session.server";
import { requestScope } from "~/request-scope.server";

const startPreview = z.object({
  themeId: z.string().regex(/^[a-f0-9]{24}$/, "themeId must be a theme id"),
  redirectTo: z.string().optional(),
});

/** `/preview?themeId=…` starts previewing a theme (theme editor links); the bar shows it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = startPreview.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    throw new Response(JSON.stringify({ message: parsed.error.issues[0].message }), {
      status: 400,
      headers: { "Content-Type": "application/json" },
    });
  }
  // 404 from the service when the theme does not belong to this store.
  const scope = requestScope(request, context);
  await critical(scope.api.theme.getThemeForPreview({ themeId: parsed.data.themeId }));
  const session = await scope.session();
  session.set("previewThemeId", parsed.data.themeId);
  session.unset("previewBarHidden");
  return redirect(safeRedirect(parsed.data.redirectTo), { headers: { "Set-Cookie": await commitSession(session) } });
}

const previewAction = z.object({
  intent: z.enum(["close", "hide"]),
  redirectTo: z.string().optional(),
});

/** 'Close preview' forgets the previewed theme; 'Hide bar' hides the bar. Both work without JS. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = previewAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    throw new Response(JSON.stringify({ message: "intent must be close or hide" }), {
      status: 400,
      headers: { "Content-Type": "application/json" },
    });
  }
  const session = await requestScope(request, context).session();
  if (parsed.data.intent === "close") session.unset("previewThemeId");
  else session.set("previewBarHidden", true);
  return redirect(safeRedirect(parsed.data.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
