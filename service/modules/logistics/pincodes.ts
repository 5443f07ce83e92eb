/**
 * The pincodes the demo store delivers to: every pincode of India Post's directory (india-post.ts),
 * with its city (district), state and state code. A well-formed pincode the directory does not know
 * is "not serviceable".
 */

import { PINCODE_PATTERN } from "../../contract/validation";
import { indiaPost } from "./india-post";

/** The spec's text for a place the store does not deliver to (part 1 §5, part 2). */
export const NOT_SERVICEABLE = "Pincode not serviceable";

export interface PincodeArea {
  /** First three digits (the sorting district). */
  prefix: string;
  city: string;
  state: string;
  stateCode: string;
}

/** The served area of a well-formed pincode, or undefined (not serviceable or malformed). */
export function pincodeArea(pincode: string): PincodeArea | undefined {
  if (!PINCODE_PATTERN.test(pincode)) return undefined;
  const known = indiaPost().byPincode.get(pincode);
  return known && { prefix: pincode.slice(0, 3), city: known.city, state: known.state, stateCode: known.stateCode };
}

export const localitySlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
