import type { LinksFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import type { signInAction } from "~/editor/sign-in.server";
import { FormField } from "~/components/FormField";
import { FormWithError } from "~/components/field-messages";
import { privatePage } from "~/lib/cache-headers";
import editorStyles from "~/styles/editor.css";

/** The theme editor's sign-in: the store operator pastes the store's ADMIN_TOKEN. */
export { signInLoader as loader, signInAction as action } from "~/editor/sign-in.server";

export const handle = { bare: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const { headers, meta } = privatePage("Sign in to the theme editor");

export default function EditorSignIn() {
  const result = useActionData<typeof signInAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <article className="auth-page editor-sign-in">
      <h1>Theme editor</h1>
      <p>Paste the store&apos;s admin token (ADMIN_TOKEN) to edit the theme.</p>
      <FormWithError errorId="sign-in-error" formError={result?.formError}>
        <FormField
          name="token"
          label="Admin token"
          type="password"
          autoComplete="off"
          required
          maxLength={500}
          error={result?.errors.token?.[0]}
        />
        <button type="submit" className="button" disabled={busy}>
          Sign in
        </button>
      </FormWithError>
    </article>
  );
}
