import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/guards.server";

/** /wishlist/ is for signed-in shoppers only (spec §6); the list itself comes with sign-in. */
export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}
