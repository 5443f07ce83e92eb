import { redirect } from "@remix-run/node";

/** Sign-out is a POST (the header's form); a GET only leads home. */
export function loader() {
  return redirect("/");
}

export { handleLogout as action } from "~/auth/password.server";
