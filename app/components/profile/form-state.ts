import type { FormResult } from "~/forms.server";

/** Reads an action's answer for one of several forms on a page (matched by its intent). */
export function formState(result: FormResult | undefined | null, intent: string) {
  const mine = result && result.intent === intent ? result : null;
  const values = mine?.values ?? {};
  /** The first error of a field of this form. */
  const error = (name: string) => mine?.errors?.[name]?.[0] ?? undefined;
  return {
    error,
    formError: mine?.formError ?? null,
    values,
    /** A field's name, what was typed in it and its error: the props a FormField takes from the answer. */
    field: (name: string) => ({ name, defaultValue: values[name], error: error(name) }),
    /** This form was sent and rejected. */
    failed: mine !== null,
  };
}
