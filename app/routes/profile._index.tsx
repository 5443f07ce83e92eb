import { redirect } from "@remix-run/node";

/** /profile/ opens the profile menu (the layout's guard runs first for signed-out shoppers). */
export function loader() {
  return redirect("/profile/profile-tabs/");
}
