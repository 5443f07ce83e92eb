import type { FormResult } from "~/forms.server";

/** Reads an action's answer for one of several forms on a page (matched by its intent). */
export function formState(result: FormResult | undefined | null, intent: string) {
  const mine = result && result.intent === intent ? result : null;
  return {
    /** The first error of a field of this form. */
    error: (name: string) => mine?.errors?.[name]?.[0] ?? undefined,
    formError: mine?.formError ?? null,
    values: mine?.values ?? {},
    /** This form was sent and rejected. */
    failed: mine !== null,
  };
}
