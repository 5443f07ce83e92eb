/** Facts shown as a description list (components/FactList.tsx): which of them are shown. Pure. */
import type { ReactNode } from "react";

/** A fact: what it is (the term) and its value; an empty value ("", null, undefined, false) is left out. */
export type Fact = [term: string, value: ReactNode];

/** The facts with a value, in their order. */
export const factsShown = (facts: Fact[]): Fact[] =>
  facts.filter(([, value]) => value !== "" && value !== null && value !== undefined && value !== false);
