import { redirect } from "@remix-run/node";

/** Any other path under /profile/ goes to the details page (spec part 2 §2). */
export function loader() {
  return redirect("/profile/details/");
}
