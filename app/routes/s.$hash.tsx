import type { LoaderFunctionArgs } from "@remix-run/node";
import { followShortLink } from "~/short-link.server";

/** /s/:hash: a short link of the share module, redirected (302) within the store, else a 404. */
export function loader(args: LoaderFunctionArgs) {
  return followShortLink(args);
}
