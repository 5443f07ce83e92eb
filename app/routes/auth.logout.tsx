import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { handleLogout } from "~/auth/password.server";

/** Sign-out is a POST (the header's form); a GET only leads home. */
export function loader() {
  return redirect("/");
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleLogout(request, context);
}
