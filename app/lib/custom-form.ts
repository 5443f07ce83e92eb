/**
 * A custom form's posted fields read by its definition (the service checks the answers against
 * the same definition): each input's value by type, the answers the service takes, and what the
 * shopper typed, kept for showing the form again.
 */
import type { CustomFormInput } from "~/sdk/api";

/** What the shopper entered: text, or the ticked choices of a checkbox group. */
export type TypedValues = Record<string, string | string[]>;

const MAX_TEXT = 5_000;

/** The answers (`response` of submitCustomForm) and the typed values of a posted form. */
export function readCustomForm(inputs: CustomFormInput[], form: FormData) {
  const response: { key: string; value: unknown }[] = [];
  const values: TypedValues = {};
  for (const input of inputs) {
    if (input.type === "checkbox" && input.enum?.length) {
      const ticked = form.getAll(input.key).filter((v): v is string => typeof v === "string");
      values[input.key] = ticked;
      if (ticked.length) response.push({ key: input.key, value: ticked });
    } else if (input.type === "checkbox") {
      const ticked = form.get(input.key) === "on";
      values[input.key] = ticked ? "on" : "";
      if (ticked) response.push({ key: input.key, value: true });
    } else {
      const raw = form.get(input.key);
      const text = typeof raw === "string" ? raw.slice(0, MAX_TEXT) : "";
      values[input.key] = text;
      if (text.trim()) response.push({ key: input.key, value: text });
    }
  }
  return { response, values };
}

/** The HTML input type of a text-like field. */
export function inputTypeOf(input: CustomFormInput): "text" | "email" | "tel" | "number" {
  if (input.type === "email") return "email";
  if (input.type === "mobile") return "tel";
  if (input.type === "number") return "number";
  return "text";
}
