/**
 * A plain form of the one `/cart` action for the bag's offers (reward points, staff selection):
 * answered 303 back to the bag with a one-time notice, with JavaScript (Remix submits it and follows
 * the redirect) or without. Kept this small for the bag's JavaScript budget.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

export function IntentForm(props: { intent: string; back: string; className?: string; children: ReactNode }) {
  return (
    <Form method="post" action="/cart" className={props.className} preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="redirectTo" value={props.back} />
      {props.children}
    </Form>
  );
}
