import { redirect } from "@remix-run/node";
import { DEFAULT_SETTINGS_PATH } from "~/lib/settings";

/** Any other /setting/* path goes to /setting/currency/ (spec). */
export function loader() {
  return redirect(DEFAULT_SETTINGS_PATH);
}

export function action() {
  return redirect(DEFAULT_SETTINGS_PATH);
}
